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

/**
 * The sectors a founder may choose: the industry tags of the catalogue (the Fundraising Fox sectors, which the
 * accelerator mapper also maps onto: functions/catalogue/accelerators.ts FOCUS_RULES), without 'Sector Agnostic'
 * (an investor's stance, not a startup's sector). functions/match/vocabulary.test.ts checks that every industry of
 * the seeded catalogue is here, so the two cannot drift apart. With SECTOR_AGNOSTIC they are the canonical
 * INDUSTRIES an investor lists.
 */
export const SECTORS = [
  'AI & Machine Learning',
  'AdTech',
  'Advanced Manufacturing',
  'AgTech',
  'B2B Marketplaces',
  'Biotech',
  'Circular Economy',
  'Cleantech',
  'Climate Tech',
  'Cloud Computing',
  'Construction Tech',
  'Consumer',
  'Creator Economy',
  'Crypto & Web3',
  'Cybersecurity',
  'Data & Infrastructure',
  'Deep Tech',
  'Defense Tech',
  'Developer Tools',
  'Digital Health',
  'Direct to Consumer',
  'E-commerce',
  'EdTech',
  'Energy',
  'Enterprise Software',
  'FemTech',
  'Fintech',
  'FoodTech',
  'Future of Work',
  'Gaming',
  'GovTech',
  'HR Tech',
  'Hardware',
  'Healthtech',
  'Impact & Social Good',
  'InsurTech',
  'IoT',
  'LegalTech',
  'Logistics & Supply Chain',
  'Longevity',
  'Marketing Tech',
  'Marketplaces',
  'Media & Entertainment',
  'Medical Devices',
  'Mental Health',
  'Mobility & Transportation',
  'New Materials',
  'Open Source',
  'PropTech',
  'Quantum Computing',
  'Retail Tech',
  'Robotics',
  'SaaS',
  'Sales Tech',
  'Semiconductors',
  'Social',
  'Space Tech',
  'Sports Tech',
  'Travel & Hospitality',
  'Wellness & Fitness',
] as const;
export type Sector = (typeof SECTORS)[number];

/** The industry tag of investors that invest in any sector (a partial sector fit for every startup). */
export const SECTOR_AGNOSTIC = 'Sector Agnostic';

/** Every canonical industry tag an investor may list: the sectors and 'Sector Agnostic' (issue 23). */
export const INDUSTRIES: readonly string[] = [...SECTORS, SECTOR_AGNOSTIC];

/** The comparison key of an industry as typed: lower case, accents and punctuation dropped, '&' read as 'and'. */
function industryKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Words applicants type for a canonical industry (keys as `industryKey` writes them): the common short forms and
 * the search's synonyms (functions/investors/search/synonyms.ts).
 */
const INDUSTRY_ALIASES: ReadonlyMap<string, string> = new Map([
  ...['ai', 'artificialintelligence', 'machinelearning', 'ml', 'genai', 'generativeai', 'llm', 'aiml'].map(
    (k) => [k, 'AI & Machine Learning'] as const,
  ),
  ...['crypto', 'web3', 'blockchain', 'defi', 'cryptocurrency'].map((k) => [k, 'Crypto & Web3'] as const),
  ...['health', 'healthcare', 'healthtechnology'].map((k) => [k, 'Healthtech'] as const),
  ...['climate', 'climatetechnology'].map((k) => [k, 'Climate Tech'] as const),
  ...['payments', 'finance', 'banking', 'financialservices', 'financialtechnology'].map(
    (k) => [k, 'Fintech'] as const,
  ),
  ...['insurance', 'insuretech'].map((k) => [k, 'InsurTech'] as const),
  ...['education', 'edutech'].map((k) => [k, 'EdTech'] as const),
  ...['security', 'cyber', 'infosec'].map((k) => [k, 'Cybersecurity'] as const),
  ...['b2b', 'enterprise', 'b2bsoftware'].map((k) => [k, 'Enterprise Software'] as const),
  ...['realestate', 'property'].map((k) => [k, 'PropTech'] as const),
  ...['agriculture', 'agritech', 'agrifood'].map((k) => [k, 'AgTech'] as const),
  ...['food', 'foodandbeverage'].map((k) => [k, 'FoodTech'] as const),
  ...['hr', 'humanresources'].map((k) => [k, 'HR Tech'] as const),
  ...['legal', 'law'].map((k) => [k, 'LegalTech'] as const),
  ...['mobility', 'transportation', 'transport', 'automotive'].map(
    (k) => [k, 'Mobility & Transportation'] as const,
  ),
  ...['logistics', 'supplychain'].map((k) => [k, 'Logistics & Supply Chain'] as const),
  ...['media', 'entertainment'].map((k) => [k, 'Media & Entertainment'] as const),
  ...['opensource', 'oss'].map((k) => [k, 'Open Source'] as const),
  ...['devtools', 'developer', 'developers'].map((k) => [k, 'Developer Tools'] as const),
  ...['d2c', 'dtc', 'directtoconsumer'].map((k) => [k, 'Direct to Consumer'] as const),
  ...['impact', 'socialimpact', 'socialgood'].map((k) => [k, 'Impact & Social Good'] as const),
  ...['medtech', 'medicaldevice'].map((k) => [k, 'Medical Devices'] as const),
  ...['biotechnology', 'lifesciences'].map((k) => [k, 'Biotech'] as const),
  ...['space'].map((k) => [k, 'Space Tech'] as const),
  ...['games', 'videogames'].map((k) => [k, 'Gaming'] as const),
  ...['marketplace'].map((k) => [k, 'Marketplaces'] as const),
  ...['data', 'infrastructure', 'datainfrastructure'].map((k) => [k, 'Data & Infrastructure'] as const),
  ...['cloud'].map((k) => [k, 'Cloud Computing'] as const),
  ...['internetofthings'].map((k) => [k, 'IoT'] as const),
  ['retail', 'Retail Tech'],
  ['ecommerce', 'E-commerce'],
  ...['agnostic', 'sectoragnostic', 'industryagnostic', 'generalist', 'allsectors', 'anysector'].map(
    (k) => [k, SECTOR_AGNOSTIC] as const,
  ),
]);

const INDUSTRY_BY_KEY: ReadonlyMap<string, string> = new Map([
  ...INDUSTRY_ALIASES,
  ...INDUSTRIES.map((t) => [industryKey(t), t] as const),
]);

/**
 * The canonical industry of a text as an applicant types it ('fintech', 'FinTech', 'AI and machine learning',
 * 'ML', 'healthcare'): case, accents and punctuation ignored, common short forms mapped; null when it names none
 * (the public application refuses it with a 400 naming `funding_industries`; issue 23).
 */
export function canonicalIndustry(text: string): string | null {
  return INDUSTRY_BY_KEY.get(industryKey(text)) ?? null;
}

/**
 * How a contact is reached. `website` is a public link (always shown, never metered); only the DIRECT types are
 * sold by a reveal (docs/decisions/0014-contacts-model.md).
 */
export const CONTACT_TYPES = ['email', 'linkedin', 'twitter', 'website'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The spec's direct contact types: what a reveal sells (DESIGN.md "Real data"; ADR 0014). */
export const DIRECT_CONTACT_TYPES = ['email', 'linkedin', 'twitter'] as const;
export type DirectContactType = (typeof DIRECT_CONTACT_TYPES)[number];

/** True for email, linkedin and twitter; false for `website`, null and anything else. */
export function isDirectContactType(type: unknown): type is DirectContactType {
  return (DIRECT_CONTACT_TYPES as readonly unknown[]).includes(type);
}

/** Subscription tiers. free, starter, premium are sold; pro counts as premium; pro and enterprise are unlimited. */
export const TIERS = ['free', 'basic', 'starter', 'premium', 'pro', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Default monthly action limit of the free tier (founder-app.md section 9). */
export const FREE_ACTION_LIMIT = 10;

/** Page size of the Investor Database (founder-app.md section 9). */
export const PAGE_SIZE = 10;

/**
 * The Cognito group of the admins pool whose members may use the admin routes (apply-settings-admin.md section 6):
 * created by the CDK stack and the local stack, checked by functions/lib/auth.ts.
 */
export const ADMINS_GROUP = 'admins';

/**
 * What a usage ledger entry records (docs/decisions/0005-metering.md): the metered actions and `refund` (AI tools
 * reserve, then refund a failed generation, with a negative cost).
 */
export const ACTION_KINDS = ['reveal', 'export', 'email', 'pitch_deck', 'pitch', 'refund'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
/** Page sizes a founder may choose on the Investor Database (collection preferences); PAGE_SIZE is the default. */
export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * Sort orders of the Investor Database (issue 12): relevance (the default), name, largest check, recently verified;
 * and (issue 15) `match`, best match for the caller's startup profile (400 naming `sort` without one).
 */
export const INVESTOR_SORTS = ['relevance', 'name', 'check', 'verified', 'match'] as const;
export type InvestorSort = (typeof INVESTOR_SORTS)[number];

/** Action costs (founder-app.md section 9). */
export const ACTION_COSTS = { reveal: 1, export: 1, email: 2, pitchDeck: 2, pitch: 1 } as const;

/** A sold plan as displayed on pricing cards. Prices in whole US dollars. */
export interface Plan {
  tier: 'free' | 'starter' | 'premium';
  name: string;
  monthlyPrice: number;
  /** null: not sold yearly. */
  yearlyPrice: number | null;
  actionsPerMonth: number;
}

/**
 * The plan table of founder-app.md section 9. The spec's "popular flag" is left out (issue 38): 'Most Popular' on
 * Starter was said with no subscriber behind it, and nothing measured or set by the operator can say it.
 */
export const PLANS: readonly Plan[] = [
  { tier: 'free', name: 'Free', monthlyPrice: 0, yearlyPrice: null, actionsPerMonth: 10 },
  {
    tier: 'starter',
    name: 'Starter',
    monthlyPrice: 19,
    yearlyPrice: 190,
    actionsPerMonth: 100,
  },
  {
    tier: 'premium',
    name: 'Premium',
    monthlyPrice: 49,
    yearlyPrice: 490,
    actionsPerMonth: 500,
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
 * Yearly savings of a plan in whole dollars: 12 × monthly − yearly (founder-app.md section 9). 0 when the plan
 * is not sold yearly.
 */
export function yearlySavings(plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>): number {
  if (plan.yearlyPrice === null) return 0;
  return Math.max(0, plan.monthlyPrice * 12 - plan.yearlyPrice);
}

/**
 * Yearly discount of a plan in whole percent of 12 monthly payments, rounded (Starter: 1 − 190/228 ≈ 17 %).
 * 0 for free plans and plans not sold yearly.
 */
export function yearlyDiscountPercent(plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>): number {
  if (plan.yearlyPrice === null || plan.monthlyPrice === 0) return 0;
  return Math.round((yearlySavings(plan) / (plan.monthlyPrice * 12)) * 100);
}

/**
 * The public application form's own vocabulary (apply-settings-admin.md section 3) and the canonical value each
 * one is stored as (DESIGN.md "One vocabulary"; docs/decisions/0006-public-site.md). The form shows `label`
 * and sends `value`; the server stores `canonical`, so every approved application can be found by the
 * Investor Database filters. Every type the spec lists is offered (DESIGN.md "One vocabulary"; issue 38 put back
 * 'Private Equity', which issue 13 had dropped), each mapped to a canonical type: Private Equity is stored as
 * 'Venture Fund' (the database's one fund type) with the applicant's own choice kept in `form_choices` for the
 * reviewer. Angel Network, Series D+ and Late Stage, which the filters know, are offered too.
 */
export const APPLICATION_TYPES = [
  { value: 'venture_capital', label: 'Venture Capital', canonical: 'Venture Fund' },
  { value: 'angel', label: 'Angel Investment', canonical: 'Angel Investor' },
  { value: 'private_equity', label: 'Private Equity', canonical: 'Venture Fund' },
  { value: 'angel_network', label: 'Angel Network', canonical: 'Angel Network' },
  { value: 'corporate_venture', label: 'Corporate Venture', canonical: 'Corporate VC' },
  { value: 'family_office', label: 'Family Office', canonical: 'Family Office' },
  { value: 'accelerator', label: 'Accelerator/Incubator', canonical: 'Accelerator' },
] as const satisfies readonly { value: string; label: string; canonical: InvestorType }[];
export type ApplicationType = (typeof APPLICATION_TYPES)[number]['value'];

/** The application form's stages (apply-settings-admin.md section 3), each with its canonical stage. */
export const APPLICATION_STAGES = [
  { value: 'pre_seed', label: 'Pre-Seed', canonical: 'Pre-Seed' },
  { value: 'seed', label: 'Seed', canonical: 'Seed' },
  { value: 'series_a', label: 'Series A', canonical: 'Series A' },
  { value: 'series_b', label: 'Series B', canonical: 'Series B' },
  { value: 'series_c', label: 'Series C', canonical: 'Series C' },
  { value: 'series_d_plus', label: 'Series D+', canonical: 'Series D+' },
  { value: 'growth', label: 'Growth', canonical: 'Growth' },
  { value: 'late_stage', label: 'Late Stage', canonical: 'Late Stage' },
] as const satisfies readonly { value: string; label: string; canonical: FundingStage }[];
export type ApplicationStage = (typeof APPLICATION_STAGES)[number]['value'];

/**
 * Typical check size of an application, in whole US dollars: each end optional, positive, at most this much, and
 * minimum ≤ maximum (shared/schemas.ts ApplicationRequest).
 */
export const CHECK_SIZE_MAX_USD = 10_000_000_000;

/** The least number of letters in an applicant's Full Name. */
export const MIN_NAME_LETTERS = 2;

/** The canonical investor type of an application form type. */
export function canonicalType(value: ApplicationType): InvestorType {
  return APPLICATION_TYPES.find((t) => t.value === value)!.canonical;
}

/** The canonical funding stage of an application form stage. */
export function canonicalStage(value: ApplicationStage): FundingStage {
  return APPLICATION_STAGES.find((s) => s.value === value)!.canonical;
}

/** Review states of an investor submission (apply-settings-admin.md section 4). */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * Account Settings limits (apply-settings-admin.md section 2; the spec shows no validation, these are ours):
 * maximum lengths in characters after trimming. Enforced by the API (shared/schemas.ts ProfileUpdate) and mirrored
 * by the settings form.
 */
export const PROFILE_LIMITS = { name: 50, company: 100, phone: 30, bio: 1000 } as const;

/** A phone number as people type it: digits with spaces, dots, dashes, parentheses, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{3,28}[0-9]$/;
