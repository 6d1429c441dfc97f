/**
 * The one investor vocabulary (DESIGN.md "One vocabulary"; founder-app.md section 2, Investor Database filters)
 * and the plan table (founder-app.md section 9). Shared by functions, scripts and the web app.
 */

/** Canonical investor types, in the order the Type filter shows them. */
export const INVESTOR_TYPES = [
  'Venture Fund',
  'Angel Investor',
  'Angel Network',
  'Corporate VC',
  'Family Office',
  'Accelerator',
] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

/** Canonical funding stages, in the order the Stage filter shows them. */
export const FUNDING_STAGES = [
  'Pre-Seed',
  'Seed',
  'Series A',
  'Series B',
  'Series C',
  'Series D+',
  'Growth',
  'Late Stage',
] as const;
export type FundingStage = (typeof FUNDING_STAGES)[number];

/** How a revealed contact is reached. `website` is the honest type for a firm's public contact route (data/README.md). */
export const CONTACT_TYPES = ['email', 'linkedin', 'twitter', 'website'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Subscription tiers. free, starter, premium are sold; pro counts as premium; pro and enterprise are unlimited. */
export const TIERS = ['free', 'basic', 'starter', 'premium', 'pro', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Default monthly action limit of the free tier (founder-app.md section 9). */
export const FREE_ACTION_LIMIT = 10;

/** Page size of the Investor Database (founder-app.md section 9). */
export const PAGE_SIZE = 10;

/** Action costs (founder-app.md section 9). */
export const ACTION_COSTS = { reveal: 1, export: 1, email: 2, pitchDeck: 2 } as const;

/** A sold plan as displayed on pricing cards. Prices in whole US dollars. */
export interface Plan {
  tier: 'free' | 'starter' | 'premium';
  name: string;
  monthlyPrice: number;
  /** null: not sold yearly. */
  yearlyPrice: number | null;
  actionsPerMonth: number;
  popular: boolean;
}

/** The plan table of founder-app.md section 9. */
export const PLANS: readonly Plan[] = [
  { tier: 'free', name: 'Free', monthlyPrice: 0, yearlyPrice: null, actionsPerMonth: 10, popular: false },
  {
    tier: 'starter',
    name: 'Starter',
    monthlyPrice: 19,
    yearlyPrice: 190,
    actionsPerMonth: 100,
    popular: true,
  },
  {
    tier: 'premium',
    name: 'Premium',
    monthlyPrice: 49,
    yearlyPrice: 490,
    actionsPerMonth: 500,
    popular: false,
  },
];

/** True when a tier has no action limit (founder-app.md section 6: pro and enterprise). */
export function isUnlimitedTier(tier: Tier): boolean {
  return tier === 'pro' || tier === 'enterprise';
}

/** The monthly action limit of a tier. Unlimited tiers answer Infinity. */
export function actionLimitFor(tier: Tier): number {
  if (isUnlimitedTier(tier)) return Number.POSITIVE_INFINITY;
  return PLANS.find((p) => p.tier === tier)?.actionsPerMonth ?? FREE_ACTION_LIMIT;
}

/**
 * Account Settings limits (apply-settings-admin.md section 2; the spec shows no validation, these are ours):
 * maximum lengths in characters after trimming. Enforced by the API (shared/schemas.ts ProfileUpdate) and mirrored
 * by the settings form.
 */
export const PROFILE_LIMITS = { name: 50, company: 100, phone: 30, bio: 1000 } as const;

/** A phone number as people type it: digits with spaces, dots, dashes, parentheses, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{3,28}[0-9]$/;
