/**
 * What each plan card of Plans & Pricing offers (founder-app.md §2 "Plans & Pricing", §4 tier ordering; issue 9),
 * pure:
 * - the founder's current plan: 'Current Plan' (free, disabled) or 'Manage Plan' (paid, opens the portal) in
 *   either position of the Monthly/Yearly toggle; the portal also switches the billing cycle;
 * - for a paid founder the free card reads 'Contact Support' and is disabled;
 * - a higher plan starts checkout ('Choose X' from free, with the 7-day trial when the founder never subscribed;
 *   'Upgrade to X' from a paid plan);
 * - a lower paid plan opens the portal ('Downgrade to X'; it applies at the end of the period).
 */
import { TIER_RANK, trialOffered, type PaidTier } from '../../../../shared/billing-plans.js';
import type { BillingSummary } from '../../../../shared/billing-schemas.js';
import type { BillingCycle, Plan, Tier } from '../../../../shared/vocabulary.js';
import { billingStrings } from '../billing/strings.js';

const t = billingStrings.pricing;

export type CardAction =
  | { kind: 'current'; label: string }
  | { kind: 'disabled'; label: string; reason: string }
  | { kind: 'checkout'; label: string; plan: PaidTier; trial: boolean }
  | { kind: 'portal'; label: string; note?: string };

/** Legacy tiers shown on the card they correspond to: pro counts as premium, basic as free. */
function cardTier(tier: Tier): Plan['tier'] {
  if (tier === 'pro' || tier === 'enterprise' || tier === 'premium') return 'premium';
  if (tier === 'starter') return 'starter';
  return 'free';
}

export function cardAction(
  plan: Plan,
  cycle: BillingCycle,
  billing: Pick<BillingSummary, 'tier' | 'billing_cycle' | 'trial_used' | 'status'> &
    Partial<Pick<BillingSummary, 'trial_eligible'>>,
): CardAction {
  const current = cardTier(billing.tier);
  const paid = current !== 'free';
  if (plan.tier === 'free') {
    return paid
      ? { kind: 'disabled', label: t.contactSupport, reason: t.contactSupportReason }
      : { kind: 'current', label: t.currentPlan };
  }
  if (plan.tier === current) return { kind: 'portal', label: t.managePlan };
  if (TIER_RANK[plan.tier] > TIER_RANK[current]) {
    return {
      kind: 'checkout',
      label: paid ? t.upgrade(plan.name) : t.choose(plan.name),
      plan: plan.tier,
      trial: !paid && trialOffered(billing),
    };
  }
  return { kind: 'portal', label: t.downgrade(plan.name), note: t.downgradeNote };
}

/** `?plan=starter&cycle=yearly` carried from the landing through sign-up, or null. */
export function chosenPlan(search: string): { plan: PaidTier; cycle: BillingCycle } | null {
  const params = new URLSearchParams(search);
  const plan = params.get('plan');
  const cycle = params.get('cycle') ?? 'monthly';
  if ((plan !== 'starter' && plan !== 'premium') || (cycle !== 'monthly' && cycle !== 'yearly')) return null;
  return { plan, cycle };
}
