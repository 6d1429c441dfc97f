import { describe, expect, it, vi } from 'vitest';
import type { TrialClaims } from '../billing/trial-claims.js';
import type { DeletedAccount } from './deletion.js';
import { keepTrialClaim } from './trial-claim.js';

const account = (profile?: Record<string, unknown>): DeletedAccount => ({
  sub: 'founder-1',
  username: 'ada@gmail.com',
  email: 'ada@gmail.com',
  profile: profile && { pk: 'USER#founder-1', sk: 'PROFILE', ...profile },
});

function fakeClaims() {
  const claim = vi.fn<TrialClaims['claim']>(async () => 'mine');
  return { claims: { emailClaimed: vi.fn(async () => false), claim } satisfies TrialClaims, claim };
}

describe('keepTrialClaim (account deletion, issue 22.6)', () => {
  it("claims the email of a founder who had the trial, held by the founder's subscription", async () => {
    const { claims, claim } = fakeClaims();
    await keepTrialClaim(claims)(account({ trial_used: true, stripe_subscription_id: 'sub_1' }));
    expect(claim).toHaveBeenCalledWith({ email: 'ada@gmail.com', subscriptionId: 'sub_1' });
  });

  it('holds it by the account when no subscription id is on file', async () => {
    const { claims, claim } = fakeClaims();
    await keepTrialClaim(claims)(account({ trial_used: true, stripe_subscription_id: null }));
    expect(claim).toHaveBeenCalledWith({ email: 'ada@gmail.com', subscriptionId: 'account:founder-1' });
  });

  it('leaves nothing for a founder who never had a paid subscription, or without an email', async () => {
    const { claims, claim } = fakeClaims();
    await keepTrialClaim(claims)(account({ trial_used: false }));
    await keepTrialClaim(claims)(account(undefined));
    await keepTrialClaim(claims)({ ...account({ trial_used: true }), email: undefined });
    expect(claim).not.toHaveBeenCalled();
  });

  it('aborts the deletion when the claim cannot be written', async () => {
    const { claims, claim } = fakeClaims();
    claim.mockRejectedValueOnce(new Error('DynamoDB unavailable'));
    await expect(keepTrialClaim(claims)(account({ trial_used: true }))).rejects.toThrow(
      'DynamoDB unavailable',
    );
  });
});
