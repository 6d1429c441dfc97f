import { describe, expect, it } from 'vitest';
import { decideClaim, isPersonalEmail, registrableDomain, websiteDomain } from './domain.js';
import { sharedDomainsOf } from './institutional.js';

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

  it('an IDN website matches the punycode address; an address typed in Unicode stays in the queue (issue 33)', () => {
    expect(decideClaim('anna@xn--mnchen-ventures-zvb.de', 'https://www.münchen-ventures.de/')).toMatchObject({
      outcome: 'verified',
    });
    expect(decideClaim('anna@münchen-ventures.de', 'https://xn--mnchen-ventures-zvb.de')).toEqual({
      outcome: 'review',
      reason: 'idn',
    });
    // A homograph (Cyrillic "а") is never verified either.
    expect(decideClaim('anna@sequoiаcap.com', site)).toEqual({ outcome: 'review', reason: 'idn' });
  });

  it('refuses a domain typed with characters normalisation drops or maps (issue 33 item 7)', () => {
    const lux = 'https://www.luxcapital.com';
    for (const host of [
      'lux\u00ADcapital.com',
      'lux\u200Bcapital.com',
      'luxcapital\uFF0Ecom',
      'luxcapital%2ecom',
    ]) {
      expect(decideClaim(`p@${host}`, lux), JSON.stringify(host)).toEqual({ outcome: 'not_literal' });
    }
    expect(decideClaim('p@luxcapital.com', lux)).toMatchObject({ outcome: 'verified' });
  });

  it('university, alumni, student and large-organisation addresses go to the queue (issue 33 item 2)', () => {
    const cases: [string, string][] = [
      ['student@berkeley.edu', 'https://skydeck.berkeley.edu/'],
      ['x@andrew.cmu.edu', 'https://www.cmu.edu/swartz-center'],
      ['x@alumni.stanford.edu', 'https://biodesign.stanford.edu/'],
      ['x@ox.ac.uk', 'https://www.ox.ac.uk/oxford-foundry'],
      ['x@ethz.ch', 'https://ethz.ch/en/industry/entrepreneurship.html'],
      ['x@alumni.acme-ventures.com', 'https://acme-ventures.com'],
      ['x@microsoft.com', 'https://www.microsoft.com/en-us/startups'],
    ];
    for (const [email, website] of cases) {
      expect(decideClaim(email, website), email).toEqual({ outcome: 'review', reason: 'institutional' });
    }
  });

  it('a domain more than one listing of the catalogue shares goes to the queue (issue 33 item 2)', () => {
    const shared = sharedDomainsOf([
      { company_url: 'https://acme.vc' },
      { company_url: 'https://labs.acme.vc/accelerator' },
      { company_url: 'https://solo.vc' },
    ]);
    expect([...shared]).toEqual(['acme.vc']);
    expect(decideClaim('p@acme.vc', 'https://acme.vc', shared)).toEqual({
      outcome: 'review',
      reason: 'shared_domain',
    });
    expect(decideClaim('p@solo.vc', 'https://solo.vc', shared)).toMatchObject({ outcome: 'verified' });
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
