/**
 * Billing & Usage (founder-app.md §2 "Billing & Usage", §4, §9): the current plan card, usage statistics (bar,
 * used, remaining), quick stats (contacts revealed, saved investors, days until reset), the billing cycle card,
 * buttons to /dashboard/pricing, and the usage banner, which is the page's 80 % warning and 100 % limit state
 * ('Access Limit Reached'; one alert, not two).
 *
 * Billing (issue 9, `GET /v1/billing`): the subscription's status, renewal or end date, the trial's days left, a
 * plan change scheduled for the period end, the newest invoices from Stripe (date, number, amount, status, link),
 * and 'Manage billing', which opens the Stripe customer portal ('Portal Error' toasts when it cannot).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import type { BillingResponse, BillingSummary } from '../../../../shared/billing-schemas.js';
import { USAGE_RULE_ID, useOpenPortal } from '../pricing/pricing-page.js';
import { RouteLink } from '../route-link.js';
import { useBilling } from './api.js';
import { billingStrings } from './strings.js';
import { useNavigate } from 'react-router-dom';
import { PLANS } from '../../../../shared/vocabulary.js';
import type { MeResponse } from '../../../../shared/schemas.js';
import { useMe } from '../hooks.js';
import { formatCount, formatDay, money } from '../../common/format.js';
import { QueryState } from '../../common/query-state.js';
import { UsageBanner } from '../shell/usage-banner.js';
import { UsageBar } from '../shell/usage-bar.js';
import { tierLabel, usagePercent } from '../shell/usage.js';
import { dashboardStrings as s } from '../strings.js';

const b = s.billing;
const bs = billingStrings.billing;
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
      <div className="fs-stat__value">{typeof value === 'number' ? formatCount(value) : value}</div>
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
  const billing = useBilling();
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
            <Subscription resetsOn={usage.period_end} />
          </SpaceBetween>
        </Container>

        <Container fitHeight header={<Header variant="h2">{b.usageStatistics}</Header>}>
          <SpaceBetween size="m">
            {limited ? (
              <UsageBar usage={usage} label={`${b.usageStatistics}: ${s.usage.cardLabel}`} />
            ) : (
              <StatusIndicator type="success">{b.unlimited}</StatusIndicator>
            )}
            <ColumnLayout columns={3} variant="text-grid" minColumnWidth={120}>
              <Stat label={b.used} value={usage.used} />
              <Stat label={b.remaining} value={limited ? remaining : b.unlimited} />
              <Stat label={b.usedPercent} value={limited ? `${percent}%` : '—'} />
            </ColumnLayout>
          </SpaceBetween>
        </Container>

        <Container fitHeight header={<Header variant="h2">{b.quickStats}</Header>}>
          <ColumnLayout columns={3} variant="text-grid" minColumnWidth={120}>
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
                ...cycleDates(usage, billing.data?.billing),
              ]}
            />
            <Box variant="small" color="text-body-secondary">
              {b.resetNote}{' '}
              <RouteLink to={`/dashboard/pricing#${USAGE_RULE_ID}`}>{b.resetRuleLink}</RouteLink>
            </Box>
          </SpaceBetween>
        </Container>
      </ColumnLayout>
    </SpaceBetween>
  );
}

/** Whether the renewal of `billing` falls on the day usage resets (`resetsOn`, ISO): then one date says both. */
function renewsAtReset(billing: BillingSummary | undefined, resetsOn: string): boolean {
  return (
    !!billing?.subscription_end &&
    !billing.cancel_at_period_end &&
    formatDay(billing.subscription_end) === formatDay(resetsOn)
  );
}

/**
 * The dates of the Billing cycle card (pure; issue 23: one date a founder can act on for a paid plan). A paid plan
 * whose renewal is the day usage resets (usage follows the Stripe billing period, functions/metering/usage.ts)
 * shows that one date, 'Renews and resets on'; otherwise 'Resets on', and on Free when the period started too.
 */
export function cycleDates(usage: MeResponse['usage'], billing?: BillingSummary) {
  const resetsOn = formatDay(usage.period_end);
  if (renewsAtReset(billing, usage.period_end)) return [{ label: b.renewsAndResets, value: resetsOn }];
  if (usage.tier !== 'free') return [{ label: b.periodEnd, value: resetsOn }];
  return [
    { label: b.periodStart, value: formatDay(usage.period_start) },
    { label: b.periodEnd, value: resetsOn },
  ];
}

/**
 * The subscription's status line, dates and notes (pure view of `GET /v1/billing`). `resetsOn` (the usage
 * period's end, ISO): a renewal on that day is left to the Billing cycle card (`cycleDates`), which says it once.
 */
export function subscriptionItems(billing: BillingSummary, resetsOn?: string, now = Date.now()) {
  const items: { label: string; value: string }[] = [
    { label: bs.status, value: bs.statuses[billing.status] ?? billing.status },
  ];
  if (billing.trial_end) {
    items.push({
      label: bs.trialEnds,
      value: `${formatDay(billing.trial_end)} (${bs.trialDaysLeft(daysUntil(billing.trial_end, now))})`,
    });
  }
  if (billing.subscription_end && !(resetsOn && renewsAtReset(billing, resetsOn))) {
    items.push({
      label: billing.cancel_at_period_end ? bs.endsOn : bs.renewsOn,
      value: formatDay(billing.subscription_end),
    });
  }
  return items;
}

function Subscription({ resetsOn }: { resetsOn: string }) {
  const billing = useBilling();
  const portal = useOpenPortal();
  return (
    <QueryState query={billing} lines={2}>
      {() => {
        const summary = billing.data!.billing;
        return (
          <SpaceBetween size="s">
            <KeyValuePairs columns={2} items={subscriptionItems(summary, resetsOn)} />
            {summary.status === 'past_due' && <Alert type="warning">{bs.pastDue}</Alert>}
            {summary.cancel_at_period_end && summary.subscription_end && (
              <Alert type="info">{bs.canceling(formatDay(summary.subscription_end))}</Alert>
            )}
            {summary.scheduled_tier && summary.subscription_end && (
              <Alert type="info">
                {bs.scheduled(tierLabel(summary.scheduled_tier), formatDay(summary.subscription_end))}
              </Alert>
            )}
            <SpaceBetween size="xxs">
              <div>
                <Button iconName="external" iconAlign="right" loading={portal.pending} onClick={portal.open}>
                  {bs.portal}
                </Button>
              </div>
              <Box variant="small" color="text-body-secondary">
                {bs.portalHint}
              </Box>
            </SpaceBetween>
          </SpaceBetween>
        );
      }}
    </QueryState>
  );
}

function Invoices() {
  const billing = useBilling();
  const invoices: BillingResponse['invoices'] = billing.data?.invoices ?? [];
  return (
    <Table
      variant="container"
      header={<Header variant="h2">{bs.invoices}</Header>}
      loading={billing.isPending}
      loadingText={bs.invoices}
      items={invoices}
      trackBy="id"
      empty={
        <Box textAlign="center" color="text-body-secondary">
          {billing.isError || billing.data?.invoices_unavailable ? bs.invoicesError : bs.invoicesEmpty}
        </Box>
      }
      wrapLines
      // Three columns, each with a second line, fit a phone (issue 23: five were clipped at 390 px)
      columnDefinitions={[
        {
          id: 'invoice',
          header: bs.invoiceNumber,
          cell: (i) => (
            <>
              <div>{formatDay(i.created)}</div>
              <Box variant="small" color="text-body-secondary">
                {i.number ?? '—'}
              </Box>
            </>
          ),
        },
        {
          id: 'amount',
          header: bs.invoiceAmount,
          cell: (i) => (
            <>
              <div>{money(i.status === 'paid' ? i.amount_paid : i.amount_due, i.currency)}</div>
              <Box variant="small" color="text-body-secondary">
                {i.status ?? '—'}
              </Box>
            </>
          ),
        },
        {
          id: 'link',
          header: bs.invoiceLink,
          cell: (i) =>
            i.url || i.pdf ? (
              <>
                {i.url && (
                  <div>
                    <Link href={i.url} external ariaLabel={bs.invoiceLinkLabel(i.number ?? i.id)}>
                      {bs.invoiceLink}
                    </Link>
                  </div>
                )}
                {i.pdf && (
                  <div>
                    <Link href={i.pdf} ariaLabel={bs.invoicePdfLabel(i.number ?? i.id)}>
                      {bs.invoicePdf}
                    </Link>
                  </div>
                )}
              </>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

export default function BillingPage() {
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
      <Invoices />
    </SpaceBetween>
  );
}
