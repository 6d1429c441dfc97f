/**
 * /admin/dashboard (apply-settings-admin.md "Administrator Dashboard"): six cards (Total Users, Total Investors,
 * Pending Applications, Active Subscriptions, Total Revenue 'Monthly recurring', Monthly Growth computed month over
 * month from stored sign-ups), Recent Activity from the audit log and new sign-ups, and four Quick Actions that
 * navigate. Failures show an error with Retry.
 */
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useDashboard } from '../admin-api.js';
import { count, dollars, percent, shortDate } from '../../common/format.js';
import { QueryState } from '../../common/query-state.js';
import { adminStrings as s } from '../strings.js';

const d = s.dashboard;

function Stat({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large" data-testid={`stat-${label}`}>
        {value}
      </Box>
      {note && (
        <Box variant="small" display="block">
          {note}
        </Box>
      )}
    </div>
  );
}

export default function AdminDashboardPage() {
  const query = useDashboard();
  const navigate = useNavigate();
  return (
    <ContentLayout header={<Header variant="h1">{d.title}</Header>}>
      <QueryState layout="page" query={query} errorTitle={d.title}>
        {(data) => (
          <SpaceBetween size="l">
            <Container>
              <ColumnLayout columns={3} variant="text-grid" minColumnWidth={180}>
                <Stat label={d.totalUsers} value={count(data.total_users)} />
                <Stat label={d.totalInvestors} value={count(data.total_investors)} />
                <Stat label={d.pendingApplications} value={count(data.pending_applications)} />
                <Stat label={d.activeSubscriptions} value={count(data.active_subscriptions)} />
                <Stat
                  label={d.totalRevenue}
                  value={dollars(data.monthly_recurring_cents)}
                  note={d.monthlyRecurring}
                />
                <Stat
                  label={d.monthlyGrowth}
                  value={percent(data.monthly_growth_percent)}
                  note={
                    data.monthly_growth_percent === null
                      ? d.noBase
                      : d.growthNote(count(data.signups_this_month), count(data.signups_last_month))
                  }
                />
              </ColumnLayout>
            </Container>
            <ColumnLayout columns={2}>
              <Container header={<Header variant="h2">{d.recentActivity}</Header>}>
                {data.recent_activity.length === 0 ? (
                  <Box color="text-status-inactive">{d.noActivity}</Box>
                ) : (
                  <ul style={{ margin: 0, paddingLeft: 18 }} aria-label={d.recentActivity}>
                    {data.recent_activity.map((a, i) => (
                      <li key={`${a.at}-${i}`}>
                        <strong>{a.actor}</strong> {a.action}
                        {a.subject ? ` ${a.subject}` : ''}{' '}
                        <Box variant="small" display="inline">
                          · {shortDate(a.at)}
                        </Box>
                      </li>
                    ))}
                  </ul>
                )}
              </Container>
              <Container header={<Header variant="h2">{d.quickActions}</Header>}>
                <SpaceBetween size="s" direction="horizontal">
                  <Button onClick={() => navigate('/admin/applications')}>{d.reviewApplications}</Button>
                  <Button onClick={() => navigate('/admin/investors?add=1')}>{d.addInvestor}</Button>
                  <Button onClick={() => navigate('/admin/users')}>{d.viewUsers}</Button>
                  <Button onClick={() => navigate('/admin/payments')}>{d.paymentReports}</Button>
                </SpaceBetween>
              </Container>
            </ColumnLayout>
          </SpaceBetween>
        )}
      </QueryState>
    </ContentLayout>
  );
}
