import { describe, expect, it } from 'vitest';
import {
  countByMonth,
  growthPercent,
  isActiveSubscription,
  monthKey,
  monthOverMonth,
  monthlyCents,
  paymentStats,
  userList,
  type StatsProfile,
} from './stats.js';

const NOW = new Date('2026-11-23T12:00:00Z');

function profile(overrides: Partial<StatsProfile> = {}): StatsProfile {
  return {
    id: overrides.id ?? Math.random().toString(36).slice(2),
    email: 'f@example.com',
    first_name: '',
    last_name: '',
    company: '',
    subscription_tier: 'free',
    subscription_price: null,
    billing_cycle: 'monthly',
    subscription_end: null,
    access_used: 0,
    access_limit: 10,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('month over month', () => {
  it('keys months in UTC and shifts across a year', () => {
    expect(monthKey(NOW)).toBe('2026-11');
    expect(monthKey(new Date('2026-01-15T00:00:00Z'), -1)).toBe('2025-12');
  });

  it('computes growth with one decimal and no base as null, never a made-up number', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(5, 0)).toBeNull();
  });

  it('counts per month and compares this month with last month', () => {
    const counts = countByMonth([
      '2026-11-02T00:00:00Z',
      '2026-11-20T00:00:00Z',
      '2026-10-05T00:00:00Z',
      null,
    ]);
    expect(monthOverMonth(counts, NOW)).toEqual({ current: 2, previous: 1, growth: 100 });
  });
});

describe('payment formulas (apply-settings-admin.md section 9)', () => {
  it('counts a paid tier with a future period end as active, free or expired not', () => {
    expect(
      isActiveSubscription({ subscription_tier: 'starter', subscription_end: '2026-12-01T00:00:00Z' }, NOW),
    ).toBe(true);
    expect(
      isActiveSubscription({ subscription_tier: 'starter', subscription_end: '2026-11-01T00:00:00Z' }, NOW),
    ).toBe(false);
    expect(
      isActiveSubscription({ subscription_tier: 'free', subscription_end: '2027-01-01T00:00:00Z' }, NOW),
    ).toBe(false);
  });

  it('divides yearly prices by 12 for monthly recurring revenue (cents)', () => {
    expect(monthlyCents({ subscription_price: 1900, billing_cycle: 'monthly' })).toBe(1900);
    expect(monthlyCents({ subscription_price: 49000, billing_cycle: 'yearly' })).toBe(4083);
  });

  it('sums active subscriptions, rounds ARPU to whole dollars, breaks down by tier and lists recent payments', () => {
    const end = '2027-01-01T00:00:00Z';
    const profiles = [
      profile({
        subscription_tier: 'starter',
        subscription_price: 1900,
        subscription_end: end,
        created_at: '2026-11-10T00:00:00Z',
      }),
      profile({
        subscription_tier: 'premium',
        subscription_price: 4900,
        subscription_end: end,
        created_at: '2026-10-10T00:00:00Z',
      }),
      profile({
        subscription_tier: 'premium',
        subscription_price: 49000,
        billing_cycle: 'yearly',
        subscription_end: end,
        created_at: '2026-11-12T00:00:00Z',
      }),
      profile({
        subscription_tier: 'starter',
        subscription_price: 1900,
        subscription_end: '2026-01-01T00:00:00Z',
        created_at: '2025-12-01T00:00:00Z',
      }),
      profile(),
    ];
    const stats = paymentStats(profiles, NOW);
    expect(stats.total_revenue_cents).toBe(1900 + 4900 + 4083);
    expect(stats.active_subscribers).toBe(3);
    expect(stats.avg_revenue_per_user_cents).toBe(Math.round(10883 / 3 / 100) * 100);
    expect(stats.breakdown).toEqual([
      { tier: 'starter', count: 1, percent: 33.3 },
      { tier: 'premium', count: 2, percent: 66.7 },
    ]);
    expect(stats.monthly_growth_percent).toBe(100);
    expect(stats.recent_payments).toHaveLength(4);
    expect(stats.recent_payments[0]?.subscription_price).toBe(49000);
  });

  it('counts legacy pro as premium in the breakdown (issue 23)', () => {
    const end = '2027-01-01T00:00:00Z';
    const stats = paymentStats(
      [
        profile({ subscription_tier: 'pro', subscription_price: 4900, subscription_end: end }),
        profile({ subscription_tier: 'premium', subscription_price: 4900, subscription_end: end }),
      ],
      NOW,
    );
    expect(stats.breakdown).toEqual([{ tier: 'premium', count: 2, percent: 100 }]);
  });

  it('answers zeros and an empty list without billing data', () => {
    const stats = paymentStats([profile(), profile()], NOW);
    expect(stats).toMatchObject({
      total_revenue_cents: 0,
      active_subscribers: 0,
      avg_revenue_per_user_cents: 0,
      monthly_growth_percent: null,
      breakdown: [],
      recent_payments: [],
    });
  });
});

describe('users', () => {
  it('lists newest first with used/limit (null for unlimited), premium counting legacy pro, active = used above 0', () => {
    const list = userList(
      [
        profile({ id: 'old', created_at: '2026-01-01T00:00:00Z', subscription_tier: 'pro', access_used: 3 }),
        profile({
          id: 'new',
          created_at: '2026-11-01T00:00:00Z',
          subscription_tier: 'premium',
          access_limit: 500,
        }),
        profile({ id: 'mid', created_at: '2026-06-01T00:00:00Z', access_used: 1 }),
      ],
      { sort: 'newest', page: 1, pageSize: 25 },
    );
    expect(list.items.map((u) => u.id)).toEqual(['new', 'mid', 'old']);
    expect(list.items.find((u) => u.id === 'old')?.access_limit).toBeNull();
    expect(list.items.find((u) => u.id === 'new')?.access_limit).toBe(500);
    expect(list.stats).toEqual({ total: 3, premium: 2, active_this_month: 2 });
  });

  it('sorts by name (case-insensitive, nameless founders last), searches and pages on the server (issue 23)', () => {
    const named = (id: string, first: string, last: string, email = `${id}@x.io`) =>
      profile({ id, first_name: first, last_name: last, email });
    const profiles = [
      named('z', 'zoe', 'Adams'),
      named('n', '', '', 'aaa@x.io'),
      named('a', 'Ada', 'Lovelace'),
      named('b', 'Bob', 'Marley'),
      named('a2', 'Ada', 'Lovelace', 'ada2@x.io'),
    ];
    const all = userList(profiles);
    expect(all.items.map((u) => u.id)).toEqual(['a', 'a2', 'b', 'z', 'n']);
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    const second = userList(profiles, { sort: 'name', page: 2, pageSize: 10 });
    expect(second.items).toEqual([]);
    const paged = userList([...Array.from({ length: 12 }, (_, i) => named(`u${i}`, `User`, `${i}`))], {
      sort: 'name',
      page: 2,
      pageSize: 10,
    });
    expect(paged.items.map((u) => u.id)).toEqual(['u10', 'u11']);
    expect(paged.total).toBe(12);
    const searched = userList(profiles, { q: 'LOVELACE', sort: 'name', page: 1, pageSize: 10 });
    expect(searched.items.map((u) => u.id)).toEqual(['a', 'a2']);
    expect(searched.total).toBe(2);
    // The cards count every founder, whatever the search
    expect(searched.stats.total).toBe(5);
  });
});
