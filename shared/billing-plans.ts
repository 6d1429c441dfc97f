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
