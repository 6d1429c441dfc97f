import { describe, expect, it } from 'vitest';
import { emailAtDomain } from './claim-page.js';

describe('the claim form hint of the email domain (issue 19)', () => {
  it('counts the listing domain and its subdomains, not look-alikes', () => {
    expect(emailAtDomain('ann@example.vc', 'example.vc')).toBe(true);
    expect(emailAtDomain('ann@uk.example.vc', 'example.vc')).toBe(true);
    expect(emailAtDomain('ann@notexample.vc', 'example.vc')).toBe(false);
    expect(emailAtDomain('ann@gmail.com', null)).toBe(false);
  });
});
