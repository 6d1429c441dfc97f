/**
 * Pure rules of action usage as the dashboard shows it (founder-app.md §4 "Usage banner", "Usage bar colours",
 * §9 "Warning at 80% of limit, limit reached at 100%. Bar colours: yellow 70%, red 90%").
 *
 * Input is the `usage` object of `GET /v1/me` (shared/schemas.ts `Usage`): `limit` is null for unlimited tiers.
 */
import { ACTION_COSTS, type Tier } from '../../../../shared/vocabulary.js';

/** The part of `Usage` these rules need. */
export interface UsageLike {
  tier: Tier;
  used: number;
  limit: number | null;
  unlimited: boolean;
}

/** The shortest usage period still called a month (February's 28 days, less a day of clock skew). */
const MONTH_MIN_DAYS = 27;

/**
 * How the screens name the usage period: 'this month' for a monthly period, 'this period' for a shorter one (a
 * 7-day free trial's period is the trial: founder-app.md §8, Stripe's `trial_end`). Dates are ISO 8601
 * (`Usage.period_start` / `period_end`); a missing or unreadable date answers 'this month'.
 */
export function periodName(usage: { period_start?: string; period_end?: string }): 'this month' | 'this period' {
  const days = (Date.parse(usage.period_end ?? '') - Date.parse(usage.period_start ?? '')) / 86_400_000;
  return Number.isFinite(days) && days < MONTH_MIN_DAYS ? 'this period' : 'this month';
}

/** Colour of a usage bar: normal below 70 %, warning (yellow) from 70 %, danger (red) from 90 %. */
export type UsageColour = 'normal' | 'warning' | 'danger';

/**
 * Usage banner variant: normal below 80 %, warning from 80 %, limit from 100 % for every limited plan (premium's
 * 500 actions included); 'premium' (the plain 'Premium Plan' banner) only for unlimited plans (pro, enterprise).
 */
export type BannerState = 'normal' | 'warning' | 'limit' | 'premium';

/** Bar colour thresholds in percent (spec §9). */
export const BAR_WARNING_PERCENT = 70;
export const BAR_DANGER_PERCENT = 90;
/** Banner thresholds in percent (spec §4, §9). */
export const BANNER_WARNING_PERCENT = 80;
export const BANNER_LIMIT_PERCENT = 100;

/**
 * Used share of the limit in percent, 0..100 (clamped; not rounded). Unlimited usage, or a limit of 0 or less,
 * answers 0 unless something was used against a zero limit (then 100: nothing is left).
 */
export function usagePercent(usage: UsageLike): number {
  if (usage.unlimited || usage.limit === null) return 0;
  if (usage.limit <= 0) return usage.used > 0 ? 100 : 0;
  const percent = (usage.used / usage.limit) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** The bar colour for a percentage (spec: yellow from 70 %, red from 90 %). */
export function usageColour(percent: number): UsageColour {
  if (percent >= BAR_DANGER_PERCENT) return 'danger';
  if (percent >= BAR_WARNING_PERCENT) return 'warning';
  return 'normal';
}

/**
 * The usage banner variant (spec §4, as corrected by issue 13): an unlimited plan (pro, enterprise: `unlimited`
 * or no limit) shows the 'Premium Plan' banner without a bar; so does premium below 80 % (the spec's banner,
 * issue 23), with its figures in the text; from 80 % premium warns and from 100 % shows the limit like every
 * limited plan (issue 13: premium is metered on the server, and a refused reveal with no warning is worse).
 */
export function bannerState(usage: UsageLike): BannerState {
  if (usage.unlimited || usage.limit === null) return 'premium';
  const percent = usagePercent(usage);
  if (percent >= BANNER_LIMIT_PERCENT) return 'limit';
  if (percent >= BANNER_WARNING_PERCENT) return 'warning';
  // Premium below 80 %: the spec's 'Premium Plan' banner without a bar (issue 23), its figures in the text.
  if (usage.tier === 'premium' || usage.tier === 'pro') return 'premium';
  return 'normal';
}

/** Display name of a tier: `free` → 'Free', `enterprise` → 'Enterprise'. */
export function tierLabel(tier: Tier): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** Used / limit as text: '3 / 10', or '3 / Unlimited' for unlimited tiers. */
export function usedOfLimit(usage: UsageLike): string {
  if (usage.unlimited || usage.limit === null) return `${usage.used} / Unlimited`;
  return `${usage.used} / ${usage.limit}`;
}

/** Actions left this period: null for an unlimited plan, never below 0. */
export function actionsLeft(usage: UsageLike & { remaining?: number | null }): number | null {
  if (usage.unlimited || usage.limit === null) return null;
  return Math.max(0, usage.remaining ?? usage.limit - usage.used);
}

/**
 * True when an action of `cost` actions cannot be afforded this period (the browser disables the control; the
 * server still refuses with 402 on its own). A cost of 0 (premium exports) is always affordable.
 */
export function outOfActions(usage: UsageLike & { remaining?: number | null }, cost: number): boolean {
  const left = actionsLeft(usage);
  return cost > 0 && left !== null && left < cost;
}

/**
 * Actions an export costs the founder: 0 on premium and the unlimited plans (their plans list unlimited exports,
 * DESIGN.md "Coherent tiers"), else 1. The server's rule is `exportCost` in functions/metering/plan.ts; this copy
 * only decides whether the browser disables 'Export CSV' and which note it shows.
 */
export function exportCostFor(usage: Pick<UsageLike, 'tier' | 'unlimited'>): number {
  return usage.tier === 'premium' || usage.unlimited ? 0 : ACTION_COSTS.export;
}
