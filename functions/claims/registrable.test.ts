import { describe, expect, it } from 'vitest';
import { atFirmDomain, literalEmailHost } from './registrable.js';

describe("atFirmDomain: a listing's direct contact at the firm's own domain (ADR 0032, 0045)", () => {
  it.each<[string, string | null, boolean]>([
    ['jane@sequoiacap.com', 'https://www.sequoiacap.com', true],
    ['jane@eu.sequoiacap.com', 'sequoiacap.com/about', true],
    // Issue 33 item 7: only the literal ASCII or punycode form counts
    ['JANE@xn--mnchen-3ya.de', 'https://münchen.de', true],
    ['JANE@München.de', 'https://xn--mnchen-3ya.de', false],
    ['ir@lux\u00ADcapital.com', 'https://luxcapital.com', false],
    ['ir@luxcapital%2ecom', 'https://luxcapital.com', false],
    ['jane@sequoiacap.com.evil.io', 'https://www.sequoiacap.com', false],
    ['jane@sequoia-cap.com', 'https://www.sequoiacap.com', false],
    ['jane@gmail.com', 'https://www.sequoiacap.com', false],
    ['jane@linkedin.com', 'https://www.linkedin.com/company/acme', false],
    ['jane@acme.example', null, false],
    ['not an address', 'https://acme.example', false],
  ])('%s for %s: %s', (email, website, expected) => {
    expect(atFirmDomain(email, website)).toBe(expected);
  });
});

describe('literalEmailHost: what was typed is the domain (issue 33 item 7)', () => {
  it.each<[string, string]>([
    ['p@luxcapital.com', 'ascii'],
    ['p@LuxCapital.COM', 'ascii'],
    ['p@xn--mnchen-3ya.de', 'ascii'],
    ['p@münchen.de', 'idn'],
    ['p@lux\u00ADcapital.com', 'altered'], // soft hyphen
    ['p@lux\u200Bcapital.com', 'altered'], // zero-width space
    ['p@luxcapital\uFF0Ecom', 'altered'], // fullwidth full stop
    ['p@luxcapital%2ecom', 'altered'],
    ['p@lux capital.com', 'altered'],
    ['p@ｌｕｘcapital.com', 'altered'], // fullwidth letters
  ])('%s: %s', (email, kind) => {
    expect(literalEmailHost(email).kind).toBe(kind);
  });
});
