import { describe, expect, it } from 'vitest';
import type { InvestorAccount } from '../../../../shared/claim-schemas.js';
import { claimChoice, emailAtDomain } from './claim-page.js';

describe('the claim form hint of the email domain (issue 19)', () => {
  it('counts the listing domain and its subdomains, not look-alikes', () => {
    expect(emailAtDomain('ann@example.vc', 'example.vc')).toBe(true);
    expect(emailAtDomain('ann@uk.example.vc', 'example.vc')).toBe(true);
    expect(emailAtDomain('ann@notexample.vc', 'example.vc')).toBe(false);
    expect(emailAtDomain('ann@gmail.com', null)).toBe(false);
  });
});

describe('what the claim search offers (issue 38)', () => {
  const account = {
    email: 'ann@example.vc',
    listings: [{ id: 'held-1' }],
    claims: [
      { listing: { id: 'pending-1' }, status: 'pending' },
      { listing: { id: 'rejected-1' }, status: 'rejected' },
    ],
  } as unknown as InvestorAccount;

  it('never offers a claim of a listing the investor holds, nor a second pending one', () => {
    expect(claimChoice('held-1', account)).toBe('held');
    expect(claimChoice('pending-1', account)).toBe('pending');
    expect(claimChoice('rejected-1', account)).toBe('claim');
    expect(claimChoice('other', account)).toBe('claim');
  });
});
