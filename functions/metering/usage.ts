/**
 * Action usage of the current billing period (DESIGN.md corrections: usage resets each period, no rollover; a free
 * plan's period is monthly from sign-up; a paid plan's follows its Stripe billing period, from `usage_anchor`). Pure.
 */
import type { Usage } from '../../shared/schemas.js';
import type { ProfileItem } from '../data/profile.js';
import { isUnlimitedTier } from '../../shared/vocabulary.js';

/** `start` plus `months` calendar months, clamping the day (Jan 31 + 1 month = Feb 28/29). UTC, to the millisecond. */
export function addMonths(start: Date, months: number): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** The monthly period anchored at `anchor` that contains `now`: [start, end). */
export function currentPeriod(anchor: Date, now: Date): { start: Date; end: Date } {
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (months < 0) months = 0;
  while (months > 0 && addMonths(anchor, months) > now) months--;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/**
 * Usage for `profile` at `now`. `access_used` counts only if it was recorded in the current period
 * (`usage_period_start` equal to the period's start); otherwise the period rolled over and used is 0.
 */
export function usageOf(profile: ProfileItem, now: Date): Usage {
  // Billing (issue 9): a paid plan's months count from its Stripe billing period (`usage_anchor`,
  // functions/billing/state.ts); a founder who never paid counts from sign-up.
  const { start, end } = currentPeriod(new Date(profile.usage_anchor ?? profile.created_at), now);
  const used = profile.usage_period_start === start.toISOString() ? profile.access_used : 0;
  const unlimited = isUnlimitedTier(profile.subscription_tier);
  return {
    tier: profile.subscription_tier,
    used,
    limit: unlimited ? null : profile.access_limit,
    remaining: unlimited ? null : Math.max(0, profile.access_limit - used),
    unlimited,
    period_start: start.toISOString(),
    period_end: end.toISOString(),
  };
}
