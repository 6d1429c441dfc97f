/**
 * The admin area's figures, pure (apply-settings-admin.md section 9 with DESIGN.md "Real numbers on admin pages":
 * growth is computed month over month from stored data, never random or fixed). Money in whole US cents; months
 * are calendar months in UTC.
 *
 * - active subscription: tier not free and `subscription_end` in the future;
 * - monthly recurring revenue of a profile: its `subscription_price` (cents), divided by 12 for a yearly cycle,
 *   rounded to whole cents;
 * - Total Revenue (Dashboard 'Monthly recurring', Payment Stats): the sum of that over active subscriptions;
 * - Avg. Revenue Per User: total / active subscribers, rounded to whole dollars (0 without subscribers);
 * - Subscription Breakdown: active subscribers per tier (legacy pro counted as premium), percent of active subscribers with one decimal;
 * - Recent Payments: the 10 paid profiles whose subscription began most recently (`subscription_start`, else
 *   `created_at`);
 * - Monthly Growth: (this month − last month) / last month × 100, one decimal; null when last month is 0.
 *   Dashboard: sign-ups; Payment Stats: paid subscriptions started.
 * - Users: Premium Users = premium or legacy pro; Active This Month = access_used above 0.
 */
import type {
  AdminUserList,
  AdminUserListQuery,
  AdminUserRow,
  PaymentRow,
  PaymentStats,
} from '../../shared/admin-schemas.js';
import { byName, matchesUser } from '../../shared/admin-users.js';
import type { Profile } from '../../shared/schemas.js';
import { isUnlimitedTier, type Tier } from '../../shared/vocabulary.js';

/** A profile as the admin figures read it (billing fields may be missing on old items). */
export type StatsProfile = Pick<
  Profile,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'subscription_tier'
  | 'subscription_price'
  | 'billing_cycle'
  | 'subscription_end'
  | 'access_used'
  | 'access_limit'
  | 'created_at'
> & { subscription_start?: string | null };

/** `YYYY-MM` of `date` shifted by `offset` months (UTC). */
export function monthKey(date: Date, offset = 0): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
}

/** Growth in percent with one decimal, or null when there is no base (`previous` 0). */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** True for a paid tier whose period ends after `now`. */
export function isActiveSubscription(
  p: Pick<StatsProfile, 'subscription_tier' | 'subscription_end'>,
  now: Date,
): boolean {
  if (p.subscription_tier === 'free' || !p.subscription_end) return false;
  const end = Date.parse(p.subscription_end);
  return Number.isFinite(end) && end > now.getTime();
}

/** Monthly recurring revenue of one profile in cents (yearly / 12). */
export function monthlyCents(p: Pick<StatsProfile, 'subscription_price' | 'billing_cycle'>): number {
  const price = p.subscription_price ?? 0;
  return Math.round(p.billing_cycle === 'yearly' ? price / 12 : price);
}

/** Active subscribers and their monthly recurring revenue (cents). */
export function recurring(profiles: readonly StatsProfile[], now: Date): { active: number; cents: number } {
  let active = 0;
  let cents = 0;
  for (const p of profiles) {
    if (!isActiveSubscription(p, now)) continue;
    active += 1;
    cents += monthlyCents(p);
  }
  return { active, cents };
}

/** Count of items per `YYYY-MM` of a date field. */
export function countByMonth(dates: readonly (string | null | undefined)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const date of dates) {
    if (!date) continue;
    const month = date.slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return counts;
}

/** This month's and last month's values of a per-month count and their growth. */
export function monthOverMonth(
  counts: ReadonlyMap<string, number>,
  now: Date,
): { current: number; previous: number; growth: number | null } {
  const current = counts.get(monthKey(now)) ?? 0;
  const previous = counts.get(monthKey(now, -1)) ?? 0;
  return { current, previous, growth: growthPercent(current, previous) };
}

/** The Payment Stats figures of `profiles` at `now`. */
export function paymentStats(profiles: readonly StatsProfile[], now: Date): PaymentStats {
  const { active, cents } = recurring(profiles, now);
  const byTier = new Map<Tier, number>();
  for (const p of profiles) {
    // Legacy pro counts as premium (DESIGN.md "Coherent tiers"; issue 23).
    const tier = p.subscription_tier === 'pro' ? 'premium' : p.subscription_tier;
    if (isActiveSubscription(p, now)) byTier.set(tier, (byTier.get(tier) ?? 0) + 1);
  }
  const paid = profiles.filter((p) => p.subscription_tier !== 'free');
  const started = (p: StatsProfile) => p.subscription_start ?? p.created_at;
  const growth = monthOverMonth(countByMonth(paid.map(started)), now);
  const recent: PaymentRow[] = [...paid]
    .sort((a, b) => started(b).localeCompare(started(a)))
    .slice(0, 10)
    .map((p) => ({
      email: p.email,
      subscription_tier: p.subscription_tier,
      subscription_price: p.subscription_price ?? null,
      billing_cycle: p.billing_cycle ?? 'monthly',
      subscription_end: p.subscription_end ?? null,
    }));
  return {
    total_revenue_cents: cents,
    active_subscribers: active,
    monthly_growth_percent: growth.growth,
    avg_revenue_per_user_cents: active === 0 ? 0 : Math.round(cents / active / 100) * 100,
    breakdown: [...byTier.entries()].map(([tier, count]) => ({
      tier,
      count,
      percent: Math.round((count / active) * 1000) / 10,
    })),
    recent_payments: recent,
  };
}

/**
 * One page of the Users table (`query`: search, order, page; shared/admin-users.ts) and its three cards, which
 * count every founder whatever the search.
 */
export function userList(
  profiles: readonly StatsProfile[],
  query: AdminUserListQuery = { sort: 'name', page: 1, pageSize: 25 },
  /** The founders whose pitch sending is suspended (subs; ADR 0052). */
  suspended: ReadonlySet<string> = new Set(),
): AdminUserList {
  const rows: AdminUserRow[] = profiles.map((p) => ({
    id: p.id,
    email: p.email ?? '',
    first_name: p.first_name ?? '',
    last_name: p.last_name ?? '',
    company: p.company ?? '',
    subscription_tier: p.subscription_tier,
    access_used: p.access_used ?? 0,
    access_limit: isUnlimitedTier(p.subscription_tier) ? null : (p.access_limit ?? 0),
    created_at: p.created_at,
    pitch_suspended: suspended.has(p.id),
  }));
  const matching = rows.filter((r) => matchesUser(r, query.q ?? ''));
  matching.sort(query.sort === 'newest' ? (a, b) => b.created_at.localeCompare(a.created_at) : byName);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    stats: {
      total: profiles.length,
      premium: profiles.filter((p) => p.subscription_tier === 'premium' || p.subscription_tier === 'pro')
        .length,
      active_this_month: profiles.filter((p) => (p.access_used ?? 0) > 0).length,
    },
  };
}
