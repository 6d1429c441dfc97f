/**
 * Plans & Pricing `/dashboard/pricing` (founder-app.md §2, §4 "Billing toggle", §8 billing messages, §9 plan
 * table; issue 9): the Monthly/Yearly toggle (default monthly, or the cycle carried in the URL) with the
 * 'up to 17%' badge (the largest yearly discount of the plan table), one card per sold plan from the one plan table
 * (shared/vocabulary.ts PLANS), each with the button plan-actions.ts decides. Checkout and the portal open in the
 * same tab and come back to the app.
 *
 * `?plan=starter&cycle=yearly` (the landing's plan buttons, carried through sign-up by /auth's `next`) starts
 * checkout for that plan once the founder's plan has loaded, when that plan is a checkout for them.
 * `?checkout=canceled` (Stripe's cancel URL) says that nothing changed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useToast } from '../../common/components/toasts.js';
import {
  PLANS,
  yearlyDiscountPercent,
  yearlySavings,
  type BillingCycle,
  type Plan,
} from '../../../../shared/vocabulary.js';
import type { BillingSummary, PaidTier } from '../../../../shared/billing-schemas.js';
import { navigation, useBilling, useCheckout, usePortal } from '../billing/api.js';
import { billingStrings } from '../billing/strings.js';
import { QueryState } from '../../common/query-state.js';
import { cardAction, chosenPlan, type CardAction } from './plan-actions.js';
import './pricing.css';

const t = billingStrings.pricing;

/** The largest yearly discount of the sold plans, in whole percent (Starter: 17). */
export const MAX_YEARLY_DISCOUNT = Math.max(...PLANS.map(yearlyDiscountPercent));

/** Amount, unit and note of a card for a cycle. */
export function priceOf(plan: Plan, cycle: BillingCycle): { amount: number; unit: string; note: string } {
  if (plan.monthlyPrice === 0) return { amount: 0, unit: t.perMonth, note: t.freeNote };
  if (cycle === 'yearly' && plan.yearlyPrice !== null)
    return { amount: plan.yearlyPrice, unit: t.perYear, note: t.yearlySavings(yearlySavings(plan)) };
  return { amount: plan.monthlyPrice, unit: t.perMonth, note: t.billedMonthly };
}

/** Opens the portal with the spec's two Portal Error messages. */
export function useOpenPortal() {
  const portal = usePortal();
  const { toast } = useToast();
  const open = () =>
    portal.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.url) navigation.goTo(answer.url);
        else
          toast({
            type: 'error',
            title: billingStrings.portal.errorTitle,
            message: billingStrings.portal.noUrl,
          });
      },
      onError: () =>
        toast({
          type: 'error',
          title: billingStrings.portal.errorTitle,
          message: billingStrings.portal.failed,
        }),
    });
  return { open, pending: portal.isPending };
}

function PlanCard({
  plan,
  cycle,
  action,
  busy,
  onCheckout,
  onPortal,
}: {
  plan: Plan;
  cycle: BillingCycle;
  action: CardAction;
  busy: boolean;
  onCheckout: (plan: PaidTier) => void;
  onPortal: () => void;
}) {
  const price = priceOf(plan, cycle);
  const headingId = `plan-${plan.tier}-heading`;
  const button =
    action.kind === 'current' ? (
      <Button fullWidth disabled>
        {action.label}
      </Button>
    ) : action.kind === 'disabled' ? (
      <Button fullWidth disabled disabledReason={action.reason}>
        {action.label}
      </Button>
    ) : action.kind === 'checkout' ? (
      <Button
        fullWidth
        variant="primary"
        loading={busy}
        ariaLabel={`${action.label} (${cycle === 'yearly' ? t.yearly : t.monthly})`}
        onClick={() => onCheckout(action.plan)}
      >
        {action.label}
      </Button>
    ) : (
      <Button fullWidth loading={busy} iconName="external" iconAlign="right" onClick={onPortal}>
        {action.label}
      </Button>
    );
  return (
    <section aria-labelledby={headingId} className="fs-plan" data-testid={`plan-card-${plan.tier}`}>
      <Container fitHeight>
        <SpaceBetween size="m">
          <SpaceBetween size="xxs">
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box variant="h2" padding="n" id={headingId}>
                {plan.name}
              </Box>
            </SpaceBetween>
            <Box color="text-body-secondary">{t.descriptions[plan.tier]}</Box>
          </SpaceBetween>
          <div>
            <span className="fs-plan__amount">${price.amount}</span>
            <span className="fs-plan__unit">{price.unit}</span>
            <Box color="text-body-secondary" fontSize="body-s">
              {price.note}
            </Box>
          </div>
          <ul className="fs-plan__features">
            <li>{t.actions(plan.actionsPerMonth)}</li>
            {t.features[plan.tier].map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <SpaceBetween size="xs">
            {button}
            {action.kind === 'checkout' && (
              <Box variant="small" color="text-body-secondary" textAlign="center">
                {action.trial ? t.trialNote : t.trialUsedNote}
              </Box>
            )}
            {action.kind === 'portal' && action.note && (
              <Box variant="small" color="text-body-secondary" textAlign="center">
                {action.note}
              </Box>
            )}
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </section>
  );
}

function Plans({ billing }: { billing: BillingSummary }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const carried = chosenPlan(location.search);
  const [cycle, setCycle] = useState<BillingCycle>(carried?.cycle ?? 'monthly');
  const checkout = useCheckout();
  const portal = useOpenPortal();
  const started = useRef(false);
  const { mutate } = checkout;
  // Checkout stays "busy" after success too: the browser is leaving for Stripe.
  const busyPlan = checkout.isPending || checkout.isSuccess ? (checkout.variables?.plan ?? null) : null;

  const startCheckout = useCallback(
    (plan: PaidTier, billingCycle: BillingCycle) =>
      mutate(
        { plan, billingCycle },
        {
          onSuccess: ({ url }) => navigation.goTo(url),
          onError: () => toast({ type: 'error', title: t.errorTitle, message: t.checkoutError }),
        },
      ),
    [mutate, toast],
  );

  const carriedPlan = carried?.plan;
  const carriedCycle = carried?.cycle;
  useEffect(() => {
    if (!carriedPlan || !carriedCycle || started.current) return;
    started.current = true;
    navigate('/dashboard/pricing', { replace: true });
    const action = cardAction(
      PLANS.find((p) => p.tier === carriedPlan)!,
      carriedCycle,
      billing,
    );
    if (action.kind === 'checkout') startCheckout(carriedPlan, carriedCycle);
  }, [carriedPlan, carriedCycle, billing, navigate, startCheckout]);

  const canceled = new URLSearchParams(location.search).get('checkout') === 'canceled';
  return (
    <SpaceBetween size="l">
      {canceled && <Alert type="info">{t.checkoutCanceled}</Alert>}
      {busyPlan && (
        <div role="status">
          <Box color="text-body-secondary">{t.redirecting}</Box>
        </div>
      )}
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <SegmentedControl
          label={t.billing}
          selectedId={cycle}
          onChange={({ detail }) => setCycle(detail.selectedId as BillingCycle)}
          options={[
            { id: 'monthly', text: t.monthly },
            { id: 'yearly', text: t.yearly },
          ]}
        />
        <Badge color="green">
          <span aria-hidden="true">{t.saveBadge(MAX_YEARLY_DISCOUNT)}</span>
          <span className="fs-visually-hidden">{t.saveBadgeLabel(MAX_YEARLY_DISCOUNT)}</span>
        </Badge>
      </SpaceBetween>
      <ColumnLayout columns={3} minColumnWidth={240}>
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            cycle={cycle}
            action={cardAction(plan, cycle, billing)}
            busy={busyPlan === plan.tier}
            onCheckout={(p) => startCheckout(p, cycle)}
            onPortal={portal.open}
          />
        ))}
      </ColumnLayout>
      {/* The one statement of the reset rule (issue 38); Billing & Usage links here. */}
      <section id={USAGE_RULE_ID} aria-labelledby={`${USAGE_RULE_ID}-title`} data-testid="usage-rule">
        <Box variant="h2" id={`${USAGE_RULE_ID}-title`}>
          {t.usageRuleTitle}
        </Box>
        {t.usageRule.map((line) => (
          <Box key={line} variant="p" color="text-body-secondary">
            {line}
          </Box>
        ))}
      </section>
      <Box variant="small" color="text-body-secondary">
        {t.actionCosts} {t.deckRoomsFree} {t.testModeNote}
      </Box>
    </SpaceBetween>
  );
}

/** The element id of the reset rule: Billing & Usage links to `/dashboard/pricing#usage-rule`. */
export const USAGE_RULE_ID = 'usage-rule';

export default function PricingPage() {
  const billing = useBilling();
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {t.title}
      </Header>
      <QueryState query={billing} lines={6}>
        {() => <Plans billing={billing.data!.billing} />}
      </QueryState>
    </SpaceBetween>
  );
}
