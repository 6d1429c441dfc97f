/**
 * The billing plan constants (issue 9; founder-app.md §4, §9), without zod: the web's dashboard shell and pages
 * import these, and shared/billing-schemas.ts (the API shapes, with zod) re-exports them.
 */
import type { Tier } from './vocabulary.js';

/** Paid plans that Checkout sells. */
export const PAID_TIERS = ['starter', 'premium'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** Days of the free trial on a founder's first paid subscription (founder-app.md §9: "7-day free trial"). */
export const TRIAL_DAYS = 7;

/** Upgrade ordering (founder-app.md §4): free < starter < premium; legacy basic below starter, pro/enterprise top. */
export const TIER_RANK: Record<Tier, number> = {
  free: 0,
  basic: 1,
  starter: 2,
  premium: 3,
  pro: 4,
  enterprise: 5,
};

/**
 * Whether `tier` is a paid plan (starter, premium, and the legacy basic, pro and enterprise): a founder on one gets
 * priority support (issue 23: their Contact messages are flagged with the plan and listed first in the Inbox).
 */
export function isPaidTier(tier: string): boolean {
  return (TIER_RANK as Record<string, number>)[tier] !== undefined && tier !== 'free';
}

/**
 * Whether the founder may still start the 7-day free trial (founder-app.md §9; issue 23: the upsell offered it to
 * founders whose trial was used or running). The one rule the web app uses (the AI upsell, the plan cards); the
 * server decides again at checkout (functions/billing/checkout.ts `trialEligible`). `trial_eligible`, when the
 * answer carries it, is the server's word; otherwise: no trial used, none running, and not on a paid plan.
 */
export function trialOffered(billing: {
  tier: string;
  status: string;
  trial_used: boolean;
  trial_eligible?: boolean;
}): boolean {
  if (billing.trial_eligible !== undefined) return billing.trial_eligible;
  return !billing.trial_used && billing.status !== 'trialing' && !isPaidTier(billing.tier);
}
