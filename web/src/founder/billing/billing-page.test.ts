/**
 * Billing & Usage dates (issue 23): a paid plan shows one date a founder can act on. Usage follows the Stripe
 * billing period (functions/metering/usage.ts), so the renewal and the usage reset are one date, said once.
 */
import { describe, expect, it } from 'vitest';
import type { BillingSummary } from '../../../../shared/billing-schemas.js';
import type { MeResponse } from '../../../../shared/schemas.js';
import { cycleDates, subscriptionItems } from './billing-page.js';

const usage = (over: Partial<MeResponse['usage']> = {}): MeResponse['usage'] => ({
  tier: 'starter',
  used: 3,
  limit: 100,
  remaining: 97,
  unlimited: false,
  period_start: '2026-11-10T09:00:00.000Z',
  period_end: '2026-12-10T09:00:00.000Z',
  ...over,
});
const billing = (over: Partial<BillingSummary> = {}): BillingSummary => ({
  tier: 'starter',
  status: 'active',
  billing_cycle: 'monthly',
  subscription_price: 1900,
  subscription_end: '2026-12-10T09:00:05.000Z',
  cancel_at_period_end: false,
  trial_end: null,
  scheduled_tier: null,
  trial_used: true,
  trial_eligible: false,
  has_customer: true,
  ...over,
});
const NOW = Date.parse('2026-11-26T00:00:00Z');
const dates = (items: { label: string; value: string }[]) => items.filter((i) => /\d{4}/.test(i.value));

describe('Billing & Usage dates', () => {
  it('a paid monthly plan: one date, "Renews and resets on", and no second renewal date', () => {
    const cycle = cycleDates(usage(), billing());
    const sub = subscriptionItems(billing(), usage().period_end, NOW);
    expect(cycle).toEqual([{ label: 'Renews and resets on', value: expect.stringContaining('2026') }]);
    expect(dates([...cycle, ...sub])).toHaveLength(1);
  });

  it('a cancelled plan keeps its end date apart from the reset', () => {
    const b = billing({ cancel_at_period_end: true });
    expect(cycleDates(usage(), b).map((i) => i.label)).toEqual(['Resets on']);
    expect(subscriptionItems(b, usage().period_end, NOW).map((i) => i.label)).toContain('Ends on');
  });

  it('a yearly plan renews on another day than the monthly reset: both, each once', () => {
    const b = billing({ billing_cycle: 'yearly', subscription_end: '2027-11-10T09:00:00.000Z' });
    expect(cycleDates(usage(), b).map((i) => i.label)).toEqual(['Resets on']);
    expect(subscriptionItems(b, usage().period_end, NOW).map((i) => i.label)).toContain('Renews on');
  });

  it('Free: when the period started and when it resets', () => {
    expect(
      cycleDates(usage({ tier: 'free', limit: 10 }), billing({ status: 'none', subscription_end: null })).map(
        (i) => i.label,
      ),
    ).toEqual(['Period started', 'Resets on']);
  });
});
