import { describe, expect, it } from 'vitest';
import { decideClaim, isPersonalEmail, registrableDomain, websiteDomain } from './domain.js';

describe('registrableDomain (public suffix list)', () => {
  it.each([
    ['sequoiacap.com', 'sequoiacap.com'],
    ['www.sequoiacap.com', 'sequoiacap.com'],
    ['WWW.SequoiaCap.COM.', 'sequoiacap.com'],
    ['ventures.co.uk', 'ventures.co.uk'],
    ['eu.ventures.co.uk', 'ventures.co.uk'],
    ['sequoiacap.com.evil.io', 'evil.io'],
    // a private suffix: two GitHub Pages sites are two domains
    ['alice.github.io', 'alice.github.io'],
    ['münchen-ventures.de', 'xn--mnchen-ventures-zvb.de'],
    ['xn--mnchen-ventures-zvb.de', 'xn--mnchen-ventures-zvb.de'],
  ])('%s → %s', (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });

  it.each(['', 'localhost', '127.0.0.1', 'a b.com', 'x@y.com', 'co.uk'])('%j has none', (host) => {
    expect(registrableDomain(host)).toBeNull();
  });
});

describe('websiteDomain', () => {
  it('reads URLs with a path, without a scheme, and IDN hosts', () => {
    expect(websiteDomain('https://www.a16z.com/about?x=1')).toBe('a16z.com');
    expect(websiteDomain('a16z.com')).toBe('a16z.com');
    expect(websiteDomain('http://München-Ventures.de')).toBe('xn--mnchen-ventures-zvb.de');
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain('  ')).toBeNull();
    expect(websiteDomain('not a url')).toBeNull();
  });
});

describe('isPersonalEmail (maintained free-mail and disposable lists)', () => {
  it.each([
    'jane@gmail.com',
    'jane@GMAIL.com',
    'j@proton.me',
    'j@outlook.com',
    'j@yahoo.co.uk',
    'j@mailinator.com',
  ])('%s is personal', (email) => {
    expect(isPersonalEmail(email)).toBe(true);
  });

  it('a subdomain of a free-mail domain is personal too', () => {
    expect(isPersonalEmail('j@eu.gmail.com')).toBe(true);
  });

  it.each(['jane@sequoiacap.com', 'jane@a16z.com', 'jane@accel.com'])('%s is not', (email) => {
    expect(isPersonalEmail(email)).toBe(false);
  });

  it('an address without a domain is never a firm address', () => {
    expect(isPersonalEmail('jane')).toBe(true);
    expect(isPersonalEmail('jane@')).toBe(true);
  });
});

describe('decideClaim', () => {
  const site = 'https://www.sequoiacap.com';

  it('verifies the listing’s own registrable domain and its subdomains', () => {
    expect(decideClaim('jane@sequoiacap.com', site)).toEqual({
      outcome: 'verified',
      domain: 'sequoiacap.com',
    });
    expect(decideClaim('jane@eu.sequoiacap.com', site)).toEqual({
      outcome: 'verified',
      domain: 'sequoiacap.com',
    });
    expect(decideClaim('Jane@SequoiaCap.com', 'sequoiacap.com')).toMatchObject({ outcome: 'verified' });
  });

  it('look-alike domains go to review, never verify', () => {
    expect(decideClaim('jane@sequoiacap.com.evil.io', site)).toEqual({
      outcome: 'review',
      reason: 'other_domain',
    });
    expect(decideClaim('jane@sequoia-cap.com', site)).toEqual({ outcome: 'review', reason: 'other_domain' });
    expect(decideClaim('jane@sequoiacap.co', site)).toEqual({ outcome: 'review', reason: 'other_domain' });
    expect(decideClaim('jane@evilsequoiacap.com', site)).toEqual({
      outcome: 'review',
      reason: 'other_domain',
    });
  });

  it('IDN domains match however either side was typed', () => {
    expect(decideClaim('anna@münchen-ventures.de', 'https://xn--mnchen-ventures-zvb.de')).toMatchObject({
      outcome: 'verified',
    });
    expect(decideClaim('anna@xn--mnchen-ventures-zvb.de', 'https://www.münchen-ventures.de/')).toMatchObject({
      outcome: 'verified',
    });
    // A homograph (Cyrillic "а") is another domain.
    expect(decideClaim('anna@sequoiаcap.com', site)).toEqual({ outcome: 'review', reason: 'other_domain' });
  });

  it('free-mail and disposable addresses are refused even for a listing on that domain', () => {
    expect(decideClaim('jane@gmail.com', site)).toEqual({ outcome: 'personal' });
    expect(decideClaim('jane@gmail.com', 'https://gmail.com')).toEqual({ outcome: 'personal' });
    expect(decideClaim('jane@mailinator.com', null)).toEqual({ outcome: 'personal' });
  });

  it('no website, or a website on a shared platform, goes to review', () => {
    expect(decideClaim('jane@fund.com', null)).toEqual({ outcome: 'review', reason: 'no_website' });
    expect(decideClaim('jane@linkedin.com', 'https://www.linkedin.com/company/fund')).toEqual({
      outcome: 'review',
      reason: 'shared_platform',
    });
    expect(decideClaim('jane@medium.com', 'https://medium.com/@fund')).toEqual({
      outcome: 'review',
      reason: 'shared_platform',
    });
  });

  it('a private-suffix site verifies only its own owner', () => {
    expect(decideClaim('a@alice.github.io', 'https://alice.github.io')).toMatchObject({
      outcome: 'verified',
    });
    expect(decideClaim('b@bob.github.io', 'https://alice.github.io')).toMatchObject({ outcome: 'review' });
  });
});
