import { describe, expect, it } from 'vitest';
import { createProfile } from '../../test/support/factories.js';
import type { ProfileItem } from '../data/profile.js';
import { addMonths, currentPeriod, usageOf } from './usage.js';

/** A profile signed up 2026-01-31T10:00Z that never recorded a period (override per test). */
const profile = (over: Partial<ProfileItem> = {}) =>
  createProfile({
    access_used: 4,
    created_at: '2026-01-31T10:00:00.000Z',
    usage_period_start: undefined,
    ...over,
  });

describe('billing period', () => {
  it('clamps month ends', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('finds the monthly period from sign-up that contains now', () => {
    const p = currentPeriod(new Date('2026-01-31T10:00:00Z'), new Date('2026-03-15T00:00:00Z'));
    expect(p.start.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });
});

describe('usageOf', () => {
  it('counts usage recorded in the current period and resets it in the next (no rollover)', () => {
    const now = new Date('2026-02-10T00:00:00Z');
    const inPeriod = usageOf(profile({ usage_period_start: '2026-01-31T10:00:00.000Z' }), now);
    expect(inPeriod).toMatchObject({ used: 4, limit: 10, remaining: 6, unlimited: false });
    const later = usageOf(
      profile({ usage_period_start: '2026-01-31T10:00:00.000Z' }),
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(later).toMatchObject({ used: 0, remaining: 10 });
  });

  it('counts a paid plan’s months from its billing anchor: a new paid period starts at 0 (issue 9)', () => {
    const now = new Date('2026-02-10T00:00:00Z');
    const paid = profile({
      subscription_tier: 'starter',
      access_limit: 100,
      access_used: 10,
      usage_period_start: '2026-01-31T10:00:00.000Z',
      usage_anchor: '2026-02-09T12:00:00.000Z',
    });
    expect(usageOf(paid, now)).toMatchObject({
      used: 0,
      remaining: 100,
      period_start: '2026-02-09T12:00:00.000Z',
      period_end: '2026-03-09T12:00:00.000Z',
    });
    expect(usageOf({ ...paid, usage_period_start: '2026-02-09T12:00:00.000Z' }, now)).toMatchObject({
      used: 10,
    });
  });

  it('has no limit for pro and enterprise', () => {
    const u = usageOf(profile({ subscription_tier: 'pro' }), new Date('2026-02-10T00:00:00Z'));
    expect(u).toMatchObject({ unlimited: true, limit: null, remaining: null });
  });
});

describe('period boundaries', () => {
  it.each([
    // [created_at, now, period_start, period_end]
    ['2024-01-31T10:00:00Z', '2024-02-29T10:00:00Z', '2024-02-29T10:00:00.000Z', '2024-03-31T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', '2026-02-28T09:59:59Z', '2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['2026-05-15T00:00:00Z', '2026-05-15T00:00:00Z', '2026-05-15T00:00:00.000Z', '2026-06-15T00:00:00.000Z'],
    ['2025-12-20T12:00:00Z', '2026-01-05T00:00:00Z', '2025-12-20T12:00:00.000Z', '2026-01-20T12:00:00.000Z'],
    ['2025-03-31T00:00:00Z', '2026-04-30T00:00:00Z', '2026-04-30T00:00:00.000Z', '2026-05-31T00:00:00.000Z'],
  ])('signed up %s, at %s the period is [%s, %s)', (created, now, start, end) => {
    const p = currentPeriod(new Date(created), new Date(now));
    expect([p.start.toISOString(), p.end.toISOString()]).toEqual([start, end]);
  });

  it('counts no usage when the stored period is unknown (never consumed)', () => {
    const u = usageOf(profile({ access_used: 3 }), new Date('2026-02-10T00:00:00Z'));
    expect(u).toMatchObject({ used: 0, remaining: 10 });
  });
});

describe('usage recorded in the first period', () => {
  it('counts access_used when the stored period start is the sign-up instant (milliseconds kept)', () => {
    const created = '2026-02-03T04:05:06.789Z';
    const u = usageOf(
      profile({ created_at: created, usage_period_start: created, access_used: 3 }),
      new Date('2026-02-10T00:00:00Z'),
    );
    expect(u).toMatchObject({ used: 3, remaining: 7, period_start: created });
  });
});

describe('the one reset rule (issue 38): a period ends at the earlier of a month and the renewal', () => {
  const trial = profile({
    subscription_tier: 'starter',
    access_limit: 100,
    access_used: 3,
    created_at: '2026-11-01T09:00:00.000Z',
    usage_anchor: '2026-11-28T10:00:00.000Z',
    usage_period_start: '2026-11-28T10:00:00.000Z',
    subscription_end: '2026-12-05T10:00:00.000Z',
  });

  it('a Starter trial resets when the trial ends (its renewal), not a month after it started', () => {
    expect(usageOf(trial, new Date('2026-11-30T00:00:00Z'))).toMatchObject({
      used: 3,
      period_start: '2026-11-28T10:00:00.000Z',
      period_end: '2026-12-05T10:00:00.000Z',
    });
  });

  it('a renewal already past starts the next period before its events arrive: used 0, a month from it', () => {
    expect(usageOf(trial, new Date('2026-12-05T11:00:00Z'))).toMatchObject({
      used: 0,
      period_start: '2026-12-05T10:00:00.000Z',
      period_end: '2027-01-05T10:00:00.000Z',
    });
    // Stripe's invoice then anchors it at the same second: the same period
    const anchored = {
      ...trial,
      usage_anchor: '2026-12-05T10:00:00.000Z',
      subscription_end: '2027-01-05T10:00:00.000Z',
    };
    expect(usageOf(anchored, new Date('2026-12-05T11:00:00Z')).period_start).toBe('2026-12-05T10:00:00.000Z');
  });

  it('a yearly plan resets monthly from its start; Free ignores a stale renewal date', () => {
    const yearly = profile({
      subscription_tier: 'premium',
      billing_cycle: 'yearly',
      usage_anchor: '2026-01-15T00:00:00.000Z',
      subscription_end: '2027-01-15T00:00:00.000Z',
    });
    expect(usageOf(yearly, new Date('2026-06-20T00:00:00Z'))).toMatchObject({
      period_start: '2026-06-15T00:00:00.000Z',
      period_end: '2026-07-15T00:00:00.000Z',
    });
    const free = profile({ subscription_end: '2026-02-05T00:00:00.000Z' });
    expect(usageOf(free, new Date('2026-02-10T00:00:00Z')).period_end).toBe('2026-02-28T10:00:00.000Z');
  });
});
