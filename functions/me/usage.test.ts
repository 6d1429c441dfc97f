import { describe, expect, it } from 'vitest';
import type { Profile } from '../../shared/schemas.js';
import { addMonths, currentPeriod, usageOf } from './usage.js';

const profile = (over: Partial<Profile> & { usage_period_start?: string } = {}) => ({
  id: 'u',
  email: 'a@example.com',
  subscription_tier: 'free' as const,
  access_limit: 10,
  access_used: 4,
  billing_cycle: 'monthly' as const,
  subscription_end: null,
  subscription_price: null,
  first_name: '',
  last_name: '',
  company: '',
  phone: '',
  bio: '',
  created_at: '2026-01-31T10:00:00.000Z',
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
