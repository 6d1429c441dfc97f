/**
 * /admin/payments, Payment Stats (apply-settings-admin.md section 9 formulas, computed on the server in
 * functions/admin/stats.ts): Total Revenue (monthly recurring: cents / 100, yearly / 12), Active Subscribers (paid
 * tier with a future period end), Monthly Growth (month over month, never fixed), Avg. Revenue Per User (whole
 * dollars); Subscription Breakdown by tier (percent of active subscribers); Recent Payments (top 10) or 'No recent
 * payments found'. Zeros when there is no billing data.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { usePayments } from '../admin-api.js';
import { count, dollars, percent, shortDate } from '../../common/format.js';
import { QueryState } from '../../common/query-state.js';
import { adminStrings as s } from '../strings.js';

const p = s.payments;

export default function AdminPaymentsPage() {
  const query = usePayments();
  return (
    <SpaceBetween size="l">
      <Header variant="h1">{p.title}</Header>
      <QueryState layout="page" query={query} errorTitle={p.title}>
        {(data) => (
          <SpaceBetween size="l">
            <Container>
              <ColumnLayout columns={4} variant="text-grid" minColumnWidth={160}>
                {[
                  [
                    p.totalRevenue,
                    `${dollars(data.total_revenue_cents)}${p.perMonth}`,
                    s.dashboard.monthlyRecurring,
                  ],
                  [p.activeSubscribers, count(data.active_subscribers), ''],
                  [p.monthlyGrowth, percent(data.monthly_growth_percent), p.growthNote],
                  [p.arpu, dollars(data.avg_revenue_per_user_cents), ''],
                ].map(([label, value, note]) => (
                  <div key={label}>
                    <Box variant="awsui-key-label">{label}</Box>
                    <Box variant="awsui-value-large">{value}</Box>
                    {note && (
                      <Box variant="small" display="block">
                        {note}
                      </Box>
                    )}
                  </div>
                ))}
              </ColumnLayout>
            </Container>
            <ColumnLayout columns={2}>
              <Container header={<Header variant="h2">{p.breakdown}</Header>}>
                {data.breakdown.length === 0 ? (
                  <Box color="text-status-inactive">{p.noSubscribers}</Box>
                ) : (
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {data.breakdown.map((b) => (
                      <li key={b.tier}>
                        {b.tier}: {count(b.count)} ({b.percent}%)
                      </li>
                    ))}
                  </ul>
                )}
              </Container>
              <Container header={<Header variant="h2">{p.recent}</Header>}>
                {data.recent_payments.length === 0 ? (
                  <Box color="text-status-inactive">{p.noPayments}</Box>
                ) : (
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {data.recent_payments.map((r, i) => (
                      <li key={`${r.email}-${i}`}>
                        {r.email} · {r.subscription_tier} ·{' '}
                        {r.subscription_price === null ? s.common.none : dollars(r.subscription_price)}/
                        {r.billing_cycle === 'yearly' ? 'yr' : 'mo'} · {shortDate(r.subscription_end)}
                      </li>
                    ))}
                  </ul>
                )}
              </Container>
            </ColumnLayout>
          </SpaceBetween>
        )}
      </QueryState>
    </SpaceBetween>
  );
}
