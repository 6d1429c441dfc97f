/**
 * Dashboard home (founder-app.md §2 "Dashboard home"): 'Welcome!' on a first sign-in, 'Welcome back!' after, and
 * neither while the profile loads (founder/home/use-greeting.ts; issue 38), three stat cards (Total Investors from
 * `GET /v1/investors/filters` `total`; Saved Investors from `GET /v1/me` counts.saved; Actions Used as used/limit,
 * 'This month'), Recent Activity (the used-actions count of this period, then the newest actions of the usage
 * ledger across periods, `GET /v1/me/activity`: what, which investor, cost, when, 'Earlier period' for those
 * before the current one; 'No actions used yet. Start exploring!' when the ledger is empty: activity.ts, issue 38
 * "History kept") and Account Status (plan, actions used / limit and the day usage resets, as the spec says). Each
 * card has its own loading skeleton and an error state with Retry. The Actions Used card, with the usage bar, is
 * the page's 'Action usage' region; the shell leaves its usage card out here (BANNER_PATHS).
 * Notices (issue 37 item 4): investors the founder asked for or saved that became reachable (notices/notices-card.tsx).
 * Payment return (spec: payment-session id in the query string): usePaymentReturn (payment-return.ts, issue 9).
 */
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useGreeting } from './use-greeting.js';
import { useActivity, useInvestorFilters, useMe } from '../hooks.js';
import { dashboardStrings as s } from '../strings.js';
import { UsageBar } from '../shell/usage-bar.js';
import { periodName, tierLabel, usedOfLimit } from '../shell/usage.js';
import { RouteLink } from '../route-link.js';
import { QueryState } from '../../common/query-state.js';
import { activityRows, type ActivityRow } from './activity.js';
import { usePaymentReturn } from './payment-return.js';
import { PipelineSummary } from './pipeline-summary.js';
import { RecommendedInvestors } from './recommended.js';
import { NewAnswers } from '../pitches/new-answers.js';
import { NoticesCard } from '../notices/notices-card.js';
import { formatCount, formatDate } from '../../common/format.js';

function StatCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Container header={<Header variant="h2">{title}</Header>} fitHeight>
      <SpaceBetween size="xxs">
        {children}
        <Box variant="small" color="text-body-secondary">
          {hint}
        </Box>
      </SpaceBetween>
    </Container>
  );
}

function formatLongDay(iso: string): string {
  return formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });
}

function formatWhen(iso: string): string {
  return formatDate(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The newest ledger entries as a list, across periods (issue 38); an earlier period's entries say so. */
function ActivityList({ items }: { items: ActivityRow[] }) {
  return (
    <ul className="fs-activity" aria-label={s.home.activityLabel}>
      {items.map((item) => (
        <li key={`${item.at}-${item.request_id}-${item.kind}`} className="fs-activity__item">
          <div>
            <Box fontWeight="bold" display="inline">
              {s.home.activityKinds[item.kind]}
            </Box>
            {item.subject_label && <Box display="inline"> · {item.subject_label}</Box>}
          </div>
          <Box variant="small" color="text-body-secondary">
            {s.home.activityCost(item.cost)} · <time dateTime={item.at}>{formatWhen(item.at)}</time>
            {item.earlier && <> · {s.home.earlierPeriod}</>}
          </Box>
        </li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  usePaymentReturn();
  const me = useMe();
  const filters = useInvestorFilters();
  const activity = useActivity(5);
  const greeting = useGreeting();
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={s.home.description}>
        {greeting ?? s.home.loadingTitle}
      </Header>

      <ColumnLayout columns={3} minColumnWidth={200}>
        <StatCard title={s.home.totalInvestors} hint={s.home.totalInvestorsHint}>
          <QueryState query={filters}>
            {() => <div className="fs-stat__value">{formatCount(filters.data!.total)}</div>}
          </QueryState>
        </StatCard>
        <StatCard title={s.home.savedInvestors} hint={s.home.savedInvestorsHint}>
          <QueryState query={me}>
            {() => <div className="fs-stat__value">{formatCount(me.data!.counts.saved)}</div>}
          </QueryState>
        </StatCard>
        {/* The page's one usage indicator (issue 23): the shell leaves its usage card out on Dashboard home. */}
        <section aria-label={s.usage.cardLabel} className="fs-home-usage">
          <StatCard
            title={s.home.actionsUsed}
            hint={
              me.data && periodName(me.data.usage) === 'this period' ? s.home.thisPeriod : s.home.thisMonth
            }
          >
            <QueryState query={me}>
              {() => (
                <SpaceBetween size="xs">
                  <div className="fs-stat__value">{usedOfLimit(me.data!.usage)}</div>
                  {!me.data!.usage.unlimited && me.data!.usage.limit !== null && (
                    <UsageBar
                      usage={me.data!.usage}
                      label={`${s.usage.plan(tierLabel(me.data!.usage.tier))}: ${s.usage.cardLabel}`}
                    />
                  )}
                </SpaceBetween>
              )}
            </QueryState>
          </StatCard>
        </section>
      </ColumnLayout>

      <NoticesCard />
      <RecommendedInvestors />
      <NewAnswers />
      <PipelineSummary />

      <ColumnLayout columns={2} minColumnWidth={260}>
        <Container header={<Header variant="h2">{s.home.recentActivity}</Header>} fitHeight>
          <QueryState query={activity} lines={3}>
            {() => {
              const items = activityRows(activity.data!.items, me.data?.usage.period_start);
              return items.length === 0 ? (
                <SpaceBetween size="s">
                  <Box color="text-body-secondary">{s.home.noActivity}</Box>
                  <RouteLink to="/dashboard/investors" variant="primary">
                    {s.home.exploreInvestors}
                  </RouteLink>
                </SpaceBetween>
              ) : (
                <SpaceBetween size="s">
                  {me.data && (
                    <Box color="text-body-secondary" data-testid="activity-used">
                      {s.home.usedThisPeriod(me.data.usage.used)}
                    </Box>
                  )}
                  <ActivityList items={items} />
                </SpaceBetween>
              );
            }}
          </QueryState>
        </Container>
        <Container header={<Header variant="h2">{s.home.accountStatus}</Header>} fitHeight>
          <QueryState query={me} lines={2}>
            {() => (
              <KeyValuePairs
                columns={2}
                items={[
                  { label: s.home.plan, value: tierLabel(me.data!.usage.tier) },
                  { label: s.home.actionsUsedLimit, value: usedOfLimit(me.data!.usage) },
                  { label: s.home.periodEnds, value: formatLongDay(me.data!.usage.period_end) },
                  {
                    label: s.nav.pricing,
                    value: <RouteLink to="/dashboard/pricing">{s.home.viewPlans}</RouteLink>,
                  },
                ]}
              />
            )}
          </QueryState>
        </Container>
      </ColumnLayout>
    </SpaceBetween>
  );
}
