import { describe, expect, it } from 'vitest';
import { atFirmDomain } from './registrable.js';

describe("atFirmDomain: a listing's direct contact at the firm's own domain (ADR 0032, 0045)", () => {
  it.each<[string, string | null, boolean]>([
    ['jane@sequoiacap.com', 'https://www.sequoiacap.com', true],
    ['jane@eu.sequoiacap.com', 'sequoiacap.com/about', true],
    ['JANE@München.de', 'https://xn--mnchen-3ya.de', true],
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
