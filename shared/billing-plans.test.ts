/**
 * The web's plan rules of issue 23: who is a paying founder (priority support), and who is offered the 7-day trial
 * (never a founder whose trial is used or running, nor one on a paid plan).
 */
import { describe, expect, it } from 'vitest';
import { isPaidTier, trialOffered } from './billing-plans.js';

describe('isPaidTier', () => {
  it('free is not paid; starter, premium and the legacy basic, pro and enterprise are; unknown names are not', () => {
    expect(['free', 'basic', 'starter', 'premium', 'pro', 'enterprise', 'gold'].map(isPaidTier)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('trialOffered', () => {
  const free = { tier: 'free', status: 'none', trial_used: false };
  it('offers the trial to a free founder who never had one', () => {
    expect(trialOffered(free)).toBe(true);
  });
  it('not once the trial is used, while it runs, or on a paid plan', () => {
    expect(trialOffered({ ...free, trial_used: true })).toBe(false);
    expect(trialOffered({ ...free, tier: 'starter', status: 'trialing' })).toBe(false);
    expect(trialOffered({ ...free, tier: 'premium', status: 'active' })).toBe(false);
    // A cancelled subscription back on free: its trial was used.
    expect(trialOffered({ ...free, status: 'canceled', trial_used: true })).toBe(false);
  });
  it("the server's trial_eligible wins when the answer carries it", () => {
    expect(trialOffered({ ...free, trial_eligible: false })).toBe(false);
    expect(trialOffered({ ...free, trial_used: true, trial_eligible: true })).toBe(true);
  });
});
