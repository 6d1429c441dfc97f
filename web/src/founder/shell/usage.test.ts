import { describe, expect, it } from 'vitest';
import {
  actionsLeft,
  bannerState,
  exportCostFor,
  outOfActions,
  periodName,
  tierLabel,
  usageColour,
  usagePercent,
  usedOfLimit,
  type UsageLike,
} from './usage.js';

function usage(used: number, limit: number | null, tier: UsageLike['tier'] = 'free'): UsageLike {
  return { tier, used, limit, unlimited: limit === null };
}

describe('usagePercent', () => {
  it('is the used share of the limit in percent', () => {
    expect(usagePercent(usage(3, 10))).toBe(30);
    expect(usagePercent(usage(0, 100, 'starter'))).toBe(0);
  });

  it('is clamped to 100 when more than the limit was used', () => {
    expect(usagePercent(usage(12, 10))).toBe(100);
  });

  it('is 0 for unlimited tiers and 100 for anything used against a zero limit', () => {
    expect(usagePercent(usage(999, null, 'pro'))).toBe(0);
    expect(usagePercent(usage(1, 0))).toBe(100);
    expect(usagePercent(usage(0, 0))).toBe(0);
  });
});

describe('usageColour (spec: yellow from 70 %, red from 90 %)', () => {
  it.each([
    [0, 'normal'],
    [69.9, 'normal'],
    [70, 'warning'],
    [89.99, 'warning'],
    [90, 'danger'],
    [100, 'danger'],
  ] as const)('%s%% is %s', (percent, colour) => {
    expect(usageColour(percent)).toBe(colour);
  });

  it('turns yellow at 7 of 10 and red at 9 of 10 actions', () => {
    expect(usageColour(usagePercent(usage(6, 10)))).toBe('normal');
    expect(usageColour(usagePercent(usage(7, 10)))).toBe('warning');
    expect(usageColour(usagePercent(usage(9, 10)))).toBe('danger');
  });
});

describe('bannerState (spec: warning at 80 %, limit at 100 %, premium/pro without a bar)', () => {
  it('is normal below 80 %, warning from 80 %, limit from 100 %', () => {
    expect(bannerState(usage(7, 10))).toBe('normal');
    expect(bannerState(usage(79, 100, 'starter'))).toBe('normal');
    expect(bannerState(usage(8, 10))).toBe('warning');
    expect(bannerState(usage(99, 100, 'starter'))).toBe('warning');
    expect(bannerState(usage(10, 10))).toBe('limit');
    expect(bannerState(usage(11, 10))).toBe('limit');
  });

  it("gives premium (500 actions) the 'Premium Plan' banner below 80 %, then the 80 % and 100 % states", () => {
    expect(bannerState(usage(100, 500, 'premium'))).toBe('premium');
    expect(bannerState(usage(400, 500, 'premium'))).toBe('warning');
    expect(bannerState(usage(500, 500, 'premium'))).toBe('limit');
  });

  it('shows the plain premium banner only for unlimited plans (pro, enterprise) whatever the usage', () => {
    expect(bannerState(usage(3, null, 'pro'))).toBe('premium');
    expect(bannerState(usage(3, null, 'enterprise'))).toBe('premium');
  });
});

describe('tierLabel and usedOfLimit', () => {
  it('capitalises the tier for "{Tier} Plan"', () => {
    expect(tierLabel('free')).toBe('Free');
    expect(tierLabel('enterprise')).toBe('Enterprise');
  });

  it('writes used / limit, or Unlimited', () => {
    expect(usedOfLimit(usage(3, 10))).toBe('3 / 10');
    expect(usedOfLimit(usage(4, null, 'pro'))).toBe('4 / Unlimited');
  });
});

describe('actionsLeft and outOfActions (Reveal and Export disabled at 0 actions left)', () => {
  it('counts what is left, and nothing limits an unlimited plan', () => {
    expect(actionsLeft(usage(3, 10))).toBe(7);
    expect(actionsLeft(usage(12, 10))).toBe(0);
    expect(actionsLeft(usage(3, null, 'pro'))).toBeNull();
  });

  it('is out of actions at 0 left for a paid action, never for a free one or an unlimited plan', () => {
    expect(outOfActions(usage(10, 10), 1)).toBe(true);
    expect(outOfActions(usage(9, 10), 1)).toBe(false);
    expect(outOfActions(usage(500, 500, 'premium'), 0)).toBe(false);
    expect(outOfActions(usage(999, null, 'enterprise'), 1)).toBe(false);
  });
});

describe('exportCostFor', () => {
  it('charges 1 action on free and starter, nothing on premium and unlimited plans', () => {
    expect(exportCostFor(usage(0, 10))).toBe(1);
    expect(exportCostFor(usage(0, 100, 'starter'))).toBe(1);
    expect(exportCostFor(usage(500, 500, 'premium'))).toBe(0);
    expect(exportCostFor(usage(0, null, 'pro'))).toBe(0);
  });
});

describe('periodName (a 7-day trial is not "this month")', () => {
  it.each([
    ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', 'this month'],
    ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 'this month'],
    ['2026-11-20T09:30:00.000Z', '2026-11-27T09:30:00.000Z', 'this period'],
    ['2026-11-20T09:30:00.000Z', 'not a date', 'this month'],
  ] as const)('from %s to %s is %s', (period_start, period_end, name) => {
    expect(periodName({ period_start, period_end })).toBe(name);
  });
});
