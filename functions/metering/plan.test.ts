import { describe, expect, it } from 'vitest';
import { createProfile } from '../../test/support/factories.js';
import type { ProfileItem } from '../data/profile.js';
import { classifyCancellation, exportCost, planCharge, planRefund, revealCost } from './plan.js';

const NOW = new Date('2026-03-20T00:00:00.000Z');
/** The period containing NOW for the factory's sign-up time (2026-01-15T08:00Z). */
const PERIOD = '2026-03-15T08:00:00.000Z';

const profile = (over: Partial<ProfileItem> = {}) =>
  createProfile({ access_used: 4, usage_period_start: PERIOD, ...over });

describe('costs', () => {
  it('charges 1 per reveal; exports 1 except for premium, pro and enterprise', () => {
    expect(revealCost()).toBe(1);
    expect(['free', 'basic', 'starter'].map((t) => exportCost(t as never))).toEqual([1, 1, 1]);
    expect(['premium', 'pro', 'enterprise'].map((t) => exportCost(t as never))).toEqual([0, 0, 0]);
  });
});

describe('planCharge', () => {
  it('in the same period adds the cost while used <= limit - cost, pinning tier, limit and period', () => {
    expect(planCharge(profile(), 2, NOW)).toMatchObject({
      ok: true,
      cost: 2,
      counter: { op: 'add', cost: 2, expect: { tier: 'free', limit: 10, period: PERIOD, maxUsedBefore: 8 } },
    });
  });

  it('refuses when fewer actions remain than the cost, and allows spending the very last one', () => {
    expect(planCharge(profile({ access_used: 10 }), 1, NOW)).toMatchObject({
      ok: false,
      usage: { used: 10, remaining: 0 },
    });
    expect(planCharge(profile({ access_used: 9 }), 2, NOW)).toMatchObject({ ok: false, cost: 2 });
    expect(planCharge(profile({ access_used: 9 }), 1, NOW).ok).toBe(true);
    // A limit lowered below what was already used (a downgrade) leaves nothing.
    expect(planCharge(profile({ access_used: 50, access_limit: 10 }), 1, NOW).ok).toBe(false);
  });

  it('resets the counter on the first charge of a new period, conditioned on the stored old period', () => {
    const plan = planCharge(
      profile({ access_used: 10, usage_period_start: '2026-02-15T08:00:00.000Z' }),
      1,
      NOW,
    );

    expect(plan).toMatchObject({
      ok: true,
      usage: { used: 0, remaining: 10, period_start: PERIOD },
      counter: {
        op: 'reset',
        cost: 1,
        period: PERIOD,
        expect: { tier: 'free', limit: 10, storedPeriod: '2026-02-15T08:00:00.000Z' },
      },
    });
  });

  it('treats a profile that never recorded a period as a new period (stored period null)', () => {
    const plan = planCharge(profile({ usage_period_start: undefined, access_used: 7 }), 1, NOW);

    expect(plan).toMatchObject({ ok: true, counter: { op: 'reset', expect: { storedPeriod: null } } });
  });

  it('never limits pro and enterprise, but still counts', () => {
    for (const tier of ['pro', 'enterprise'] as const) {
      const plan = planCharge(
        profile({ subscription_tier: tier, access_used: 10_000, access_limit: 0 }),
        2,
        NOW,
      );
      expect(plan, tier).toMatchObject({
        ok: true,
        counter: { op: 'add', cost: 2, expect: { tier, limit: null, maxUsedBefore: null } },
      });
    }
  });

  it('for cost 0 writes nothing and only checks the tier (and limit) it relied on', () => {
    const plan = planCharge(
      profile({ subscription_tier: 'premium', access_limit: 500, access_used: 500 }),
      0,
      NOW,
    );

    expect(plan).toMatchObject({
      ok: true,
      counter: { op: 'check', expect: { tier: 'premium', limit: 500 } },
    });
  });

  it('rejects a negative or fractional cost', () => {
    expect(() => planCharge(profile(), -1, NOW)).toThrow(RangeError);
    expect(() => planCharge(profile(), 0.5, NOW)).toThrow(RangeError);
  });
});

describe('planRefund', () => {
  it('gives back a charge of the current period', () => {
    expect(planRefund(profile({ access_used: 4 }), 2, PERIOD, NOW)).toEqual({
      op: 'subtract',
      cost: 2,
      expect: { period: PERIOD },
    });
  });

  it('refunds nothing for a charge of a period that has ended (its usage was reset)', () => {
    expect(planRefund(profile(), 2, '2026-02-15T08:00:00.000Z', NOW)).toBeNull();
  });
});

describe('classifyCancellation with an idempotency record (issue 22.3)', () => {
  it('a failed record condition is a replay, before anything else', () => {
    const roles = ['counter', 'idempotency', 'once', 'ledger'] as const;
    const failed = 'ConditionalCheckFailed';
    expect(classifyCancellation(['None', failed, 'None', 'None'], roles)).toBe('replay');
    expect(classifyCancellation([failed, failed, failed, 'None'], roles)).toBe('replay');
    expect(classifyCancellation(['None', 'None', failed, 'None'], roles)).toBe('duplicate');
  });
});

describe('classifyCancellation', () => {
  const roles = ['counter', 'once', 'requires', 'ledger'] as const;
  it.each([
    [['ConditionalCheckFailed', 'ConditionalCheckFailed', 'None', 'None'], 'duplicate'],
    [['None', 'ConditionalCheckFailed', 'None', 'None'], 'duplicate'],
    [['None', 'None', 'ConditionalCheckFailed', 'None'], 'missing'],
    [['ConditionalCheckFailed', 'None', 'None', 'None'], 'counter'],
    [['TransactionConflict', 'None', 'None', 'None'], 'conflict'],
    [['None', 'TransactionConflict', 'None', 'None'], 'conflict'],
    [['ValidationError', 'None', 'None', 'None'], 'other'],
    [[], 'other'],
  ])('%j → %s', (codes, reason) => {
    expect(classifyCancellation(codes, roles)).toBe(reason);
  });
});
