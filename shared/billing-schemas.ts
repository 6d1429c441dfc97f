/**
 * Billing vocabulary and API shapes (issue 9; founder-app.md §2 "Plans & Pricing", §7 create-checkout /
 * customer-portal / check-subscription, §9 plan table; docs/decisions/0011-billing-events.md).
 *
 * Prices live in Stripe and are found by lookup key (`npm run stripe:setup` creates or finds them): one key per
 * sold paid plan and billing cycle, derived from the one plan table (shared/vocabulary.ts PLANS).
 */
import * as z from 'zod';
import { BILLING_CYCLES, PLANS, TIERS, type BillingCycle, type Plan } from './vocabulary.js';

// The plan constants live in a zod-free module the web's dashboard imports without zod (issue 13 "Speed").
export { TIER_RANK, TRIAL_DAYS, type PaidTier } from './billing-plans.js';
import { PAID_TIERS, type PaidTier } from './billing-plans.js';

/** Stripe price lookup key of a paid plan and cycle, e.g. `fundscout_starter_monthly`. */
export function priceLookupKey(tier: PaidTier, cycle: BillingCycle): string {
  return `fundscout_${tier}_${cycle}`;
}

/** A price the stand-in and `stripe:setup` create: lookup key, amount in cents, Stripe interval. */
export interface PriceSpec {
  tier: PaidTier;
  cycle: BillingCycle;
  lookupKey: string;
  /** US cents. */
  unitAmount: number;
  interval: 'month' | 'year';
  productName: string;
}

/** The priced plans of the plan table: starter and premium, monthly and yearly (four prices). */
export function priceSpecs(plans: readonly Plan[] = PLANS): PriceSpec[] {
  const specs: PriceSpec[] = [];
  for (const plan of plans) {
    if (plan.tier === 'free') continue;
    for (const cycle of BILLING_CYCLES) {
      const dollars = cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
      if (dollars === null) continue;
      specs.push({
        tier: plan.tier,
        cycle,
        lookupKey: priceLookupKey(plan.tier, cycle),
        unitAmount: Math.round(dollars * 100),
        interval: cycle === 'yearly' ? 'year' : 'month',
        productName: `Fundscout ${plan.name}`,
      });
    }
  }
  return specs;
}

/** The plan and cycle a lookup key names, or null for a key that is not ours. */
export function planOfLookupKey(
  key: string | null | undefined,
): { tier: PaidTier; cycle: BillingCycle } | null {
  const match = /^fundscout_(starter|premium)_(monthly|yearly)$/.exec(key ?? '');
  return match ? { tier: match[1] as PaidTier, cycle: match[2] as BillingCycle } : null;
}

/**
 * Stripe subscription statuses (Stripe API reference, Subscription object `status`), plus `none` for a founder
 * without a subscription.
 */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** `POST /v1/billing/checkout` body (founder-app.md §7 create-checkout). */
export const CheckoutRequest = z
  .object({
    plan: z.enum(PAID_TIERS, { error: 'plan must be starter or premium.' }),
    billingCycle: z.enum(BILLING_CYCLES, { error: 'billingCycle must be monthly or yearly.' }),
  })
  .strict()
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

/** A hosted page to open (Checkout Session or Billing Portal Session). */
export const RedirectResponse = z.object({ url: z.url() }).meta({ id: 'BillingRedirect' });
export type RedirectResponse = z.infer<typeof RedirectResponse>;

/** The founder's subscription as Billing & Usage shows it. Times ISO 8601; price in cents. */
export const BillingSummary = z
  .object({
    tier: z.enum(TIERS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    billing_cycle: z.enum(BILLING_CYCLES),
    subscription_price: z.number().int().nullable(),
    /** End of the paid period: renewal date, or the end date when `cancel_at_period_end`. */
    subscription_end: z.iso.datetime().nullable(),
    cancel_at_period_end: z.boolean(),
    trial_end: z.iso.datetime().nullable(),
    /** A lower plan that starts when the current period ends (downgrades apply at period end). */
    scheduled_tier: z.enum(TIERS).nullable(),
    /** True once the founder has had a paid subscription (the 7-day trial is for the first one only). */
    trial_used: z.boolean(),
    /**
     * The server's word on whether Checkout would start the 7-day trial now: no trial used, none running, not on a
     * paid plan, and the email not claimed by another account's trial (issue 22.6; the card is checked when the
     * subscription starts). The web app offers a trial only when true (shared/billing-plans.ts `trialOffered`).
     */
    trial_eligible: z.boolean(),
    has_customer: z.boolean(),
  })
  .meta({ id: 'BillingSummary' });
export type BillingSummary = z.infer<typeof BillingSummary>;

/** One invoice of the founder's Stripe customer (amount in cents). */
export const InvoiceSummary = z
  .object({
    id: z.string(),
    number: z.string().nullable(),
    created: z.iso.datetime(),
    amount_paid: z.number().int(),
    amount_due: z.number().int(),
    currency: z.string(),
    status: z.string().nullable(),
    /** Stripe's hosted invoice page (`hosted_invoice_url`). */
    url: z.string().nullable(),
    /** The invoice's PDF download (`invoice_pdf`; issue 38). */
    pdf: z.string().nullable(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/**
 * `GET /v1/billing`: the subscription (from the table) and the newest invoices (from Stripe; when Stripe cannot be
 * reached, `invoices` is empty and `invoices_unavailable` true, and the plan still shows).
 */
export const BillingResponse = z
  .object({ billing: BillingSummary, invoices: z.array(InvoiceSummary), invoices_unavailable: z.boolean() })
  .meta({ id: 'Billing' });
export type BillingResponse = z.infer<typeof BillingResponse>;

/** `POST /v1/billing/sync`: the subscription after pulling it from Stripe. */
export const SyncResponse = z.object({ billing: BillingSummary }).meta({ id: 'BillingSync' });
export type SyncResponse = z.infer<typeof SyncResponse>;

/** `POST /v1/webhooks/stripe` answer (Stripe only reads the status). */
export const StripeWebhookReceipt = z
  .object({ received: z.literal(true) })
  .meta({ id: 'StripeWebhookReceipt' });
