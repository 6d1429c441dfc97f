/**
 * Action usage of the current billing period (DESIGN.md corrections: usage resets each period, no rollover; a free
 * plan's period is monthly from sign-up; a paid plan's follows its Stripe billing period, from `usage_anchor` to
 * its renewal: `usagePeriod`, the one rule of issue 38). Pure.
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
 * The usage period of `profile` containing `now`: THE rule of when usage resets (issue 38; stated once on Plans &
 * Pricing, web/src/founder/billing/strings.ts `usageRule`; docs/decisions/0059-one-intent-one-charge.md).
 *
 * Usage resets when a billing period starts, never on a plan change:
 * - Free: monthly from sign-up (`created_at`), or from the day a paid plan ended;
 * - a paid plan: at each renewal (`subscription_end`, the Stripe period's end): the end of a free trial starts the
 *   first paid month, a monthly plan resets on its renewal day, a yearly plan monthly from its start and at its
 *   renewal; subscribing from Free starts a period (`usage_anchor`, moved by the paid `subscription_create` /
 *   `subscription_cycle` invoice, functions/billing/state.ts);
 * - an upgrade keeps the count and raises the limit at once.
 * So a period ends at the earlier of a month from its start and the plan's renewal, and a renewal already past
 * starts the next period even before Stripe's events about it arrive (they then anchor it at the same second).
 */
export function usagePeriod(profile: ProfileItem, now: Date): { start: Date; end: Date } {
  let anchor = new Date(profile.usage_anchor ?? profile.created_at);
  const renewal =
    profile.subscription_tier !== 'free' && profile.subscription_end
      ? new Date(profile.subscription_end)
      : null;
  const valid = renewal !== null && !Number.isNaN(renewal.getTime());
  if (valid && renewal <= now && renewal > anchor) anchor = renewal;
  const { start, end } = currentPeriod(anchor, now);
  return { start, end: valid && renewal > start && renewal < end ? renewal : end };
}

/**
 * Usage for `profile` at `now`. `access_used` counts only if it was recorded in the current period
 * (`usage_period_start` equal to the period's start, `usagePeriod`); otherwise the period rolled over and used is 0.
 */
export function usageOf(profile: ProfileItem, now: Date): Usage {
  const { start, end } = usagePeriod(profile, now);
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
