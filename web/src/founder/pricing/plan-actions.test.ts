import { describe, expect, it } from 'vitest';
import { PLANS, type Plan } from '../../../../shared/vocabulary.js';
import { planHref } from '../../public/landing/pricing.js';
import { MAX_YEARLY_DISCOUNT, priceOf } from './pricing-page.js';
import { cardAction, chosenPlan } from './plan-actions.js';

const plan = (tier: Plan['tier']) => PLANS.find((p) => p.tier === tier)!;
const free = {
  tier: 'free' as const,
  billing_cycle: 'monthly' as const,
  trial_used: false,
  status: 'none' as const,
};

describe('Plans & Pricing card actions', () => {
  it('free founder: Current Plan on free (disabled), checkout with the trial on Starter and Premium', () => {
    expect(cardAction(plan('free'), 'monthly', free)).toEqual({ kind: 'current', label: 'Current Plan' });
    expect(cardAction(plan('starter'), 'yearly', free)).toEqual({
      kind: 'checkout',
      label: 'Choose Starter',
      plan: 'starter',
      trial: true,
    });
    expect(cardAction(plan('premium'), 'monthly', { ...free, trial_used: true })).toMatchObject({
      kind: 'checkout',
      trial: false,
    });
  });

  it('offers no trial when the server says the founder is not eligible (email had a trial on a deleted account: issue 22.6)', () => {
    expect(cardAction(plan('starter'), 'monthly', { ...free, trial_eligible: false })).toMatchObject({
      kind: 'checkout',
      label: 'Choose Starter',
      trial: false,
    });
    expect(cardAction(plan('starter'), 'monthly', { ...free, trial_eligible: true })).toMatchObject({
      trial: true,
    });
  });

  it('paid founder: Manage Plan on theirs, Contact Support disabled on free, upgrade above, portal below', () => {
    const starter = {
      tier: 'starter' as const,
      billing_cycle: 'monthly' as const,
      trial_used: true,
      status: 'active' as const,
    };
    expect(cardAction(plan('starter'), 'monthly', starter)).toEqual({ kind: 'portal', label: 'Manage Plan' });
    expect(cardAction(plan('free'), 'monthly', starter)).toMatchObject({
      kind: 'disabled',
      label: 'Contact Support',
    });
    expect(cardAction(plan('premium'), 'monthly', starter)).toEqual({
      kind: 'checkout',
      label: 'Upgrade to Premium',
      plan: 'premium',
      trial: false,
    });
    // The toggle on the other cycle: still 'Manage Plan' (spec), the portal switches the cycle
    expect(cardAction(plan('starter'), 'yearly', starter)).toEqual({ kind: 'portal', label: 'Manage Plan' });
    const yearlyPremium = {
      tier: 'premium' as const,
      billing_cycle: 'yearly' as const,
      trial_used: true,
      status: 'active' as const,
    };
    expect(cardAction(plan('premium'), 'monthly', yearlyPremium)).toEqual({
      kind: 'portal',
      label: 'Manage Plan',
    });
    const premium = { ...starter, tier: 'premium' as const };
    expect(cardAction(plan('starter'), 'monthly', premium)).toMatchObject({
      kind: 'portal',
      label: 'Downgrade to Starter',
    });
    expect(cardAction(plan('premium'), 'monthly', { ...premium, tier: 'pro' })).toMatchObject({
      label: 'Manage Plan',
    });
  });

  it('prices, savings and the badge come from the plan table', () => {
    expect(priceOf(plan('starter'), 'yearly')).toEqual({
      amount: 190,
      unit: '/year',
      note: 'Save $38 a year',
    });
    expect(priceOf(plan('premium'), 'monthly')).toMatchObject({ amount: 49, unit: '/month' });
    expect(MAX_YEARLY_DISCOUNT).toBe(17);
  });

  it('carries the landing choice through sign-up into checkout', () => {
    const href = planHref(plan('starter'), 'yearly');
    const url = new URL(href, 'https://x.invalid');
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('mode')).toBe('signup');
    expect(url.searchParams.get('next')).toBe('/dashboard/pricing?plan=starter&cycle=yearly');
    expect(chosenPlan(new URL(url.searchParams.get('next')!, 'https://x.invalid').search)).toEqual({
      plan: 'starter',
      cycle: 'yearly',
    });
    expect(planHref(plan('free'), 'monthly')).toBe('/auth?mode=signup');
    expect(chosenPlan('?plan=gold')).toBeNull();
    expect(chosenPlan('?plan=premium')).toEqual({ plan: 'premium', cycle: 'monthly' });
  });
});
