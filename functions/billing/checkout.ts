/**
 * What the billing routes ask Stripe for, pure (issue 9; founder-app.md §7 create-checkout, customer-portal):
 * the Checkout Session parameters, the trial rule, the portal session, and the return URLs.
 *
 * - Checkout: mode `subscription`, the founder's one Stripe customer, `client_reference_id` = the founder's
 *   Cognito `sub`, the price found by lookup key, `subscription_data.metadata.founder_id` (so every subscription and
 *   invoice event names the founder), success URL `/dashboard?session_id={CHECKOUT_SESSION_ID}` (Stripe replaces
 *   the placeholder), cancel URL back to Plans & Pricing.
 * - Trial: 7 days (shared/billing-schemas.ts TRIAL_DAYS) on the founder's first paid subscription only: never
 *   when the profile records one (`trial_used`), Stripe lists any subscription of the customer, or the founder's
 *   email has a trial claim (another account had the trial or a subscription with it: functions/billing/
 *   trial-claims.ts, issue 22.6).
 * - A founder who already holds a live subscription changes plan in the portal (Stripe's
 *   `subscription_update_confirm` flow), never through a second subscription.
 */
import { TRIAL_DAYS, type PaidTier } from '../../shared/billing-schemas.js';
import type { BillingCycle } from '../../shared/vocabulary.js';
import type { BillingFields } from '../data/billing-fields.js';

/** Return paths in the web app. */
export const RETURN_PATHS = {
  success: '/dashboard?session_id={CHECKOUT_SESSION_ID}',
  cancel: '/dashboard/pricing?checkout=canceled',
  portal: '/dashboard/billing',
} as const;

/**
 * True when the founder may start the free trial.
 * @param stripeSubscriptions subscriptions Stripe lists for the customer (any status)
 * @param emailClaimed the founder's email has a trial claim (functions/billing/trial-claims.ts)
 */
export function trialEligible(
  state: Pick<BillingFields, 'trial_used'>,
  stripeSubscriptions: number,
  emailClaimed = false,
): boolean {
  return !state.trial_used && stripeSubscriptions === 0 && !emailClaimed;
}

/** True while the founder holds a subscription that is not over (plan changes then go through the portal). */
export function holdsLiveSubscription(
  state: Pick<BillingFields, 'stripe_subscription_id' | 'subscription_status'>,
): boolean {
  return (
    state.stripe_subscription_id !== null &&
    ['trialing', 'active', 'past_due', 'incomplete', 'paused'].includes(state.subscription_status)
  );
}

export interface CheckoutInput {
  founderId: string;
  customerId: string;
  priceId: string;
  plan: PaidTier;
  billingCycle: BillingCycle;
  trial: boolean;
  /** The web app's origin, e.g. https://app.example.com (no trailing slash). */
  origin: string;
}

/** Parameters of `stripe.checkout.sessions.create` (Stripe API: Create a Checkout Session). */
export function checkoutSessionParams(input: CheckoutInput) {
  const metadata = { founder_id: input.founderId, plan: input.plan, billing_cycle: input.billingCycle };
  return {
    mode: 'subscription' as const,
    customer: input.customerId,
    client_reference_id: input.founderId,
    line_items: [{ price: input.priceId, quantity: 1 }],
    subscription_data: {
      metadata,
      ...(input.trial ? { trial_period_days: TRIAL_DAYS } : {}),
    },
    metadata,
    success_url: `${input.origin}${RETURN_PATHS.success}`,
    cancel_url: `${input.origin}${RETURN_PATHS.cancel}`,
  };
}

/**
 * The web origin to send the founder back to (Stripe's success, cancel and return URLs), from `allowed`, the web
 * app's own origins (`WEB_ORIGINS`: on AWS the distribution's https origin, set by the stack; locally the Vite
 * origins): the request's `Origin` when it is one of them, else the first. Fails closed (issue 22.5): with no
 * allowed origin it accepts none, never the request's own `Origin`, so a page on another site cannot make Checkout
 * or the portal send the founder there (an open redirect).
 * @returns the origin without a trailing slash, or null when `allowed` is empty
 */
export function returnOrigin(requestOrigin: string | undefined, allowed: readonly string[]): string | null {
  const clean = allowed.map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
  if (clean.length === 0) return null;
  const origin = requestOrigin?.replace(/\/+$/, '');
  return origin && clean.includes(origin) ? origin : clean[0]!;
}
