/**
 * Account deletion's billing step (issue 13 "cancels a subscription once billing exists"; ADR 0010): before
 * anything of the founder is deleted, every live Stripe subscription of the founder's customer is canceled
 * immediately (`DELETE /v1/subscriptions/:id`, Stripe's defaults: no proration credit, no final invoice), so a
 * deleted account is never charged again.
 *
 * - The customer is the profile's `stripe_customer_id` (set once, before any Checkout: functions/billing/service.ts
 *   `ensureCustomer`; ADR 0011). No customer: nothing to cancel, and Stripe is not called (nor configured).
 * - The subscriptions are listed from Stripe (not taken from the profile), so a subscription whose webhook has not
 *   been applied yet is canceled too. Live = any status but `canceled` and `incomplete_expired`.
 * - Each cancel carries the idempotency key `fundscout-account-deletion-<sub id>`, so a retried deletion does not
 *   cancel twice; a cancel refused because the subscription ended meanwhile counts as done.
 * - The Stripe customer and its invoices stay with Stripe (accounting records); the subscription's
 *   `customer.subscription.deleted` event finds no profile and is ignored by the billing consumer.
 *
 * Errors (the deletion is aborted with nothing deleted, deletion.ts; the founder can retry):
 * - 502 `stripe_error` when Stripe refuses or cannot be reached;
 * - 503 `billing_unavailable` when the Stripe configuration cannot be read (secret missing or malformed).
 */
import type Stripe from 'stripe';
import { DependencyFailed, Unavailable } from '../lib/errors.js';
import type { BeforeAccountDeletion, DeletedAccount } from './deletion.js';

/** Statuses after which a subscription can no longer be charged (nor canceled). */
const ENDED: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/** What the founder reads when Stripe fails: nothing was deleted, and trying again is safe. */
export const CANCEL_FAILED =
  'Your subscription could not be canceled with Stripe, so your account was not deleted. Nothing was changed; please try again in a few minutes.';

function customerOf(account: DeletedAccount): string | undefined {
  const id = account.profile?.stripe_customer_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

const isStripeError = (error: unknown): error is { type: string; message?: string } =>
  typeof (error as { type?: unknown } | null)?.type === 'string' &&
  (error as { type: string }).type.startsWith('Stripe');

/** Cancels `subscription` now; a refusal because it has ended meanwhile (a race, a retry) counts as done. */
async function cancelNow(stripe: Stripe, subscription: string): Promise<void> {
  try {
    await stripe.subscriptions.cancel(
      subscription,
      {},
      { idempotencyKey: `fundscout-account-deletion-${subscription}` },
    );
  } catch (error) {
    if (!isStripeError(error)) throw error;
    const current = await stripe.subscriptions.retrieve(subscription).catch(() => undefined);
    if (!current || !ENDED.has(current.status)) throw error;
  }
}

/**
 * The `BEFORE_ACCOUNT_DELETION` hook that cancels the founder's live subscriptions (see the module comment).
 * `stripe` gives the configured SDK client (functions/billing/stripe-client.ts `stripe`); it is only called for a
 * founder with a Stripe customer.
 * @throws DependencyFailed `stripe_error` (API 502) / Unavailable `billing_unavailable` (API 503): nothing deleted
 */
export function cancelStripeSubscriptions(stripe: () => Promise<Stripe>): BeforeAccountDeletion {
  return async (account) => {
    const customer = customerOf(account);
    if (!customer) return;
    let client: Stripe;
    try {
      client = await stripe();
    } catch {
      throw new Unavailable(CANCEL_FAILED, 'billing_unavailable');
    }
    try {
      // Stripe lists every subscription but the canceled ones by default; 100 is its page maximum.
      for await (const sub of client.subscriptions.list({ customer, limit: 100 })) {
        if (!ENDED.has(sub.status)) await cancelNow(client, sub.id);
      }
    } catch (error) {
      if (isStripeError(error)) throw new DependencyFailed(CANCEL_FAILED, 'stripe_error');
      throw error;
    }
  };
}
