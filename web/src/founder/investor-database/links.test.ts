import { describe, expect, it } from 'vitest';
import { contactHref, displayHost, websiteHref } from './links.js';

describe('websiteHref (spec: https:// for links without a scheme)', () => {
  it('adds https:// to scheme-less URLs', () => {
    expect(websiteHref('acme.vc')).toBe('https://acme.vc');
    expect(websiteHref('  www.acme.vc/team ')).toBe('https://www.acme.vc/team');
    expect(websiteHref('//acme.vc')).toBe('https://acme.vc');
    expect(websiteHref('acme.vc:8443/x')).toBe('https://acme.vc:8443/x');
  });

  it('keeps http and https URLs as they are', () => {
    expect(websiteHref('https://acme.vc')).toBe('https://acme.vc');
    expect(websiteHref('http://old.acme.vc')).toBe('http://old.acme.vc');
    expect(websiteHref('HTTPS://ACME.VC')).toBe('HTTPS://ACME.VC');
  });

  it('refuses other schemes and empty values (no link rendered)', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:a@b.c')).toBeNull();
    expect(websiteHref('')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});

describe('displayHost', () => {
  it('shows the host of a URL', () => {
    expect(displayHost('https://www.acme.vc/team')).toBe('www.acme.vc');
    expect(displayHost('not a url')).toBe('not a url');
  });
});

describe('contactHref', () => {
  it('links emails with mailto and refuses malformed ones', () => {
    expect(contactHref('hi@acme.vc', 'email')).toBe('mailto:hi@acme.vc');
    expect(contactHref('not an email', 'email')).toBeNull();
  });

  it('links twitter handles and web contacts with https', () => {
    expect(contactHref('@acme', 'twitter')).toBe('https://x.com/acme');
    expect(contactHref('linkedin.com/company/acme', 'linkedin')).toBe('https://linkedin.com/company/acme');
    expect(contactHref('acme.vc/apply', 'website')).toBe('https://acme.vc/apply');
  });
});
