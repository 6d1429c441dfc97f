/**
 * Pricing (#pricing, founder-app.md §2 and §9): a Monthly / Yearly toggle (default monthly, §4 Billing toggle)
 * and one card per sold plan, all figures from the plan table (shared/vocabulary.ts PLANS): price per month or per
 * year, actions per month, the yearly savings (12 × monthly − yearly) and the 'Save up to N%' badge (the largest
 * yearly discount). The free plan's button leads to sign-up; a paid plan's carries the choice through sign-up into
 * checkout (`/auth?mode=signup&next=/dashboard/pricing?plan=starter&cycle=yearly`: /auth follows `next`, and Plans
 * & Pricing starts checkout for that plan, issue 9). Paid plans state the 7-day free trial.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  PLANS,
  yearlyDiscountPercent,
  yearlySavings,
  type BillingCycle,
  type Plan,
} from '../../../../shared/vocabulary.js';
import { publicStrings } from '../strings.js';

const t = publicStrings.landing.pricing;

/** What a plan card shows for a billing cycle (pure, unit-tested). */
export function priceView(plan: Plan, cycle: BillingCycle): { amount: number; unit: string; note: string } {
  if (plan.monthlyPrice === 0) return { amount: 0, unit: t.perMonth, note: t.free };
  if (cycle === 'yearly' && plan.yearlyPrice !== null) {
    return { amount: plan.yearlyPrice, unit: t.perYear, note: t.save(yearlySavings(plan)) };
  }
  return { amount: plan.monthlyPrice, unit: t.perMonth, note: t.notYearly };
}

/** Where a plan's button leads: sign-up, then (paid plans) Plans & Pricing starting checkout for the choice. */
export function planHref(plan: Plan, cycle: BillingCycle): string {
  if (plan.tier === 'free') return '/auth?mode=signup';
  const next = `/dashboard/pricing?${new URLSearchParams({ plan: plan.tier, cycle }).toString()}`;
  return `/auth?${new URLSearchParams({ mode: 'signup', next }).toString()}`;
}

/** The largest yearly discount of the sold plans, in whole percent. */
export const MAX_YEARLY_DISCOUNT = Math.max(...PLANS.map(yearlyDiscountPercent));

export function Pricing() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <section id="pricing" className="ps-section ps-section--tint" aria-labelledby="pricing-heading">
      <div className="ps-container">
        <h2 id="pricing-heading" className="ps-section__title">
          {t.heading}
        </h2>
        <p className="ps-section__lead">{t.lead}</p>
        <div className="ps-toggle" role="group" aria-label={t.billing}>
          {(['monthly', 'yearly'] as const).map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={cycle === c}
              className={cycle === c ? 'is-active' : undefined}
              onClick={() => setCycle(c)}
            >
              {c === 'monthly' ? t.monthly : t.yearly}
            </button>
          ))}
          <span className="ps-toggle__badge">{t.saveUpTo(MAX_YEARLY_DISCOUNT)}</span>
        </div>
        <ul className="ps-plans">
          {PLANS.map((plan) => {
            const view = priceView(plan, cycle);
            return (
              <li key={plan.tier} className="ps-plan" data-testid={`plan-${plan.tier}`}>
                <h3>{plan.name}</h3>
                <p className="ps-plan__desc">{t.descriptions[plan.tier]}</p>
                <p className="ps-plan__price" data-testid={`price-${plan.tier}`}>
                  <span className="ps-plan__amount">${view.amount}</span>
                  <span className="ps-plan__unit">{view.unit}</span>
                </p>
                <p className="ps-plan__note">{view.note}</p>
                {plan.tier !== 'free' && <p className="ps-plan__trial">{t.trial}</p>}
                <ul className="ps-plan__features">
                  <li>{t.actions(plan.actionsPerMonth)}</li>
                  {t.features[plan.tier].map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <Link
                  to={planHref(plan, cycle)}
                  className={`ps-btn ${plan.monthlyPrice > 0 ? 'ps-btn--primary' : 'ps-btn--outline'} ps-btn--block`}
                >
                  {t.cta[plan.tier]}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="ps-plans__footnote">{t.actionCosts}</p>
      </div>
    </section>
  );
}
