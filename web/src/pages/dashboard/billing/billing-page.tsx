/**
 * Billing & Usage (founder-app.md §2 "Billing & Usage", §4, §9): the current plan card, usage statistics (bar,
 * used, remaining), quick stats (contacts revealed, saved investors, days until reset), the billing cycle card,
 * buttons to /dashboard/pricing, and the usage banner, which is the page's 80 % warning and 100 % limit state
 * ('Access Limit Reached'; one alert, not two).
 *
 * The customer billing portal needs Stripe, which arrives with the billing issue: its control is visibly
 * unavailable with an honest explanation, never a button that pretends to work.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router-dom';
import { PLANS } from '../../../../../shared/vocabulary.js';
import type { MeResponse } from '../../../../../shared/schemas.js';
import { useMe } from '../hooks.js';
import { formatDay } from '../investors/format.js';
import { QueryState } from '../query-state.js';
import { UsageBanner } from '../shell/usage-banner.js';
import { UsageBar } from '../shell/usage-bar.js';
import { tierLabel, usagePercent } from '../shell/usage.js';
import { dashboardStrings as s } from '../strings.js';

const b = s.billing;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `iso` (at least 0). */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / DAY_MS));
}

/** The price line of a profile: its stored price in cents when it has one, else the plan table's. */
export function priceText(me: MeResponse): string {
  const { profile } = me;
  const yearly = profile.billing_cycle === 'yearly';
  if (profile.subscription_price !== null && profile.subscription_price > 0) {
    const dollars = profile.subscription_price / 100;
    return yearly ? b.perYear(dollars) : b.perMonth(dollars);
  }
  const plan = PLANS.find((p) => p.tier === profile.subscription_tier);
  if (!plan || plan.monthlyPrice === 0) return b.free;
  return yearly && plan.yearlyPrice !== null ? b.perYear(plan.yearlyPrice) : b.perMonth(plan.monthlyPrice);
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div className="fs-stat__value">{typeof value === 'number' ? value.toLocaleString() : value}</div>
    </div>
  );
}

function Content({ me }: { me: MeResponse }) {
  const navigate = useNavigate();
  const { usage, profile, counts } = me;
  const percent = Math.round(usagePercent(usage));
  const limited = !usage.unlimited && usage.limit !== null;
  const remaining = usage.remaining ?? 0;
  const toPricing = () => navigate('/dashboard/pricing');
  const isFree = usage.tier === 'free';
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2} minColumnWidth={280}>
        <Container
          fitHeight
          header={
            <Header
              variant="h2"
              actions={
                <Button variant={isFree ? 'primary' : 'normal'} onClick={toPricing}>
                  {isFree ? b.upgrade : b.changePlan}
                </Button>
              }
            >
              {b.currentPlan}
            </Header>
          }
        >
          <SpaceBetween size="m">
            <Box variant="h3" padding="n">
              {s.usage.plan(tierLabel(usage.tier))}
            </Box>
            <KeyValuePairs
              columns={2}
              items={[
                { label: b.price, value: priceText(me) },
                {
                  label: b.actionsPerMonth,
                  value: limited ? String(usage.limit) : b.unlimited,
                },
              ]}
            />
            <SpaceBetween size="xs">
              <Button disabled disabledReason={b.portalUnavailable} iconName="external">
                {b.portal}
              </Button>
              <Box variant="small" color="text-body-secondary">
                {b.portalUnavailable}
              </Box>
            </SpaceBetween>
          </SpaceBetween>
        </Container>

        <Container fitHeight header={<Header variant="h2">{b.usageStatistics}</Header>}>
          <SpaceBetween size="m">
            {limited ? (
              <UsageBar usage={usage} label={`${b.usageStatistics}: ${s.usage.cardLabel}`} />
            ) : (
              <StatusIndicator type="success">{b.unlimited}</StatusIndicator>
            )}
            <ColumnLayout columns={3} variant="text-grid" minColumnWidth={90}>
              <Stat label={b.used} value={usage.used} />
              <Stat label={b.remaining} value={limited ? remaining : b.unlimited} />
              <Stat label={b.usedPercent} value={limited ? `${percent}%` : '—'} />
            </ColumnLayout>
          </SpaceBetween>
        </Container>

        <Container fitHeight header={<Header variant="h2">{b.quickStats}</Header>}>
          <ColumnLayout columns={3} variant="text-grid" minColumnWidth={90}>
            <Stat label={b.contactsRevealed} value={counts.revealed} />
            <Stat label={b.savedInvestors} value={counts.saved} />
            <Stat label={b.daysLeft} value={daysUntil(usage.period_end)} />
          </ColumnLayout>
        </Container>

        <Container
          fitHeight
          header={
            <Header variant="h2" actions={<Button onClick={toPricing}>{b.viewPlans}</Button>}>
              {b.billingCycleCard}
            </Header>
          }
        >
          <SpaceBetween size="s">
            <KeyValuePairs
              columns={2}
              items={[
                {
                  label: b.billingCycle,
                  value: profile.billing_cycle === 'yearly' ? b.cycleYearly : b.cycleMonthly,
                },
                {
                  label: b.renews,
                  value: profile.subscription_end ? formatDay(profile.subscription_end) : b.notApplicable,
                },
                { label: b.periodStart, value: formatDay(usage.period_start) },
                { label: b.periodEnd, value: formatDay(usage.period_end) },
              ]}
            />
            <Box variant="small" color="text-body-secondary">
              {b.resetNote}
            </Box>
          </SpaceBetween>
        </Container>
      </ColumnLayout>
    </SpaceBetween>
  );
}

export function BillingPage() {
  const me = useMe();
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={b.description}>
        {b.title}
      </Header>
      <UsageBanner />
      <QueryState query={me} lines={4}>
        {() => <Content me={me.data!} />}
      </QueryState>
    </SpaceBetween>
  );
}

export default BillingPage;
