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
