/**
 * Account deletion's trial step (issue 22.6; docs/decisions/0040-trial-claims.md): before a founder who had the
 * free trial (`trial_used`) is deleted, the keyed hash of their email is claimed, so an account signed up again
 * with that email gets no second trial. The billing consumer claims it already when the subscription starts; this
 * hook covers accounts from before that rule and a consumer that has not caught up yet. A founder who never had
 * a paid subscription leaves nothing behind.
 *
 * The claim's holder is the founder's subscription (the one the consumer claimed with, so the claim is the same
 * item either way), or the account itself when no subscription id is on file.
 * @throws whatever the claims store throws (the deletion is aborted with nothing deleted; the founder can retry)
 */
import type { TrialClaims } from '../billing/trial-claims.js';
import type { BeforeAccountDeletion } from './deletion.js';

/** The `BEFORE_ACCOUNT_DELETION` hook that keeps the trial claim of a founder who had the trial. */
export function keepTrialClaim(trials: TrialClaims): BeforeAccountDeletion {
  return async (account) => {
    if (account.profile?.trial_used !== true || !account.email) return;
    const subscription = account.profile.stripe_subscription_id;
    await trials.claim({
      email: account.email,
      subscriptionId:
        typeof subscription === 'string' && subscription !== '' ? subscription : `account:${account.sub}`,
    });
  };
}
