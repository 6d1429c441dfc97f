/**
 * The billing fields of a founder's profile item (issue 9; founder-app.md §3 profiles row; docs/decisions/0011-billing-events.md):
 * their shape, the defaults of a founder who never subscribed, and how a stored item is read. The entity's
 * attributes are declared here, in the data layer; the billing domain (functions/billing/state.ts) decides their
 * next values and functions/data/billing.ts stores them.
 */
import type { SubscriptionStatus } from '../../shared/billing-schemas.js';
import { FREE_ACTION_LIMIT, type BillingCycle, type Tier } from '../../shared/vocabulary.js';

/** The billing fields of a founder's profile item. Times ISO 8601 unless `*_at`/`stripe_*` (Unix seconds). */
export interface BillingFields {
  subscription_tier: Tier;
  access_limit: number;
  billing_cycle: BillingCycle;
  /** US cents per billing cycle; null on free. */
  subscription_price: number | null;
  /** End of the current paid period (renewal, or end when canceling). */
  subscription_end: string | null;
  subscription_status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  trial_end: string | null;
  scheduled_tier: Tier | null;
  trial_used: boolean;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  /** Stripe `created` of the subscription held (seconds). */
  stripe_subscription_created: number | null;
  /** Ordering key of the snapshot held: its event's `created`, or the fetch time (seconds). */
  stripe_version: number | null;
  /** `current_period_end` of the snapshot held (seconds). */
  stripe_period_end: number | null;
  /** `created` of the newest invoice event applied (seconds). */
  stripe_invoice_at: number | null;
  /** Start of the monthly usage periods (ISO); null: the profile's `created_at`. */
  usage_anchor: string | null;
}

/** Defaults of a founder who never subscribed (founder-app.md §3 defaults). */
export const FREE_BILLING: BillingFields = {
  subscription_tier: 'free',
  access_limit: FREE_ACTION_LIMIT,
  billing_cycle: 'monthly',
  subscription_price: null,
  subscription_end: null,
  subscription_status: 'none',
  cancel_at_period_end: false,
  trial_end: null,
  scheduled_tier: null,
  trial_used: false,
  stripe_customer_id: null,
  stripe_subscription_id: null,
  stripe_subscription_created: null,
  stripe_version: null,
  stripe_period_end: null,
  stripe_invoice_at: null,
  usage_anchor: null,
};

/** The billing fields of a stored profile, with defaults for profiles written before billing existed. */
export function billingFieldsOf(item: Partial<BillingFields> & Record<string, unknown>): BillingFields {
  const out = { ...FREE_BILLING };
  for (const key of Object.keys(FREE_BILLING) as (keyof BillingFields)[]) {
    if (item[key] !== undefined) (out as Record<string, unknown>)[key] = item[key];
  }
  return out;
}
