/**
 * /admin/users (apply-settings-admin.md "Administrator Users", read-only): Total Users, Premium Users (premium and
 * legacy pro), Active This Month (access_used above 0), and a searchable table (User, Email, Company,
 * Subscription, Action Usage used/limit, Joined), newest first; search by email, company or full name.
 */
import { useCollection } from '@cloudscape-design/collection-hooks';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { AdminUserRow } from '../../../../shared/admin-schemas.js';
import { tierBadgeColor, useUsers } from '../../admin/admin-api.js';
import { count, shortDate, usage } from '../../admin/format.js';
import { QueryView } from '../../admin/query-view.js';
import { adminStrings as s } from '../../admin/strings.js';

const u = s.users;
const fullName = (r: AdminUserRow) => `${r.first_name} ${r.last_name}`.trim();

/** Case-insensitive substring of email, company or full name. */
export function matchesUser(r: AdminUserRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || [r.email, r.company, fullName(r)].some((v) => v.toLowerCase().includes(needle));
}

function UsersTable({ rows }: { rows: AdminUserRow[] }) {
  const { items, collectionProps, filterProps, paginationProps } = useCollection(rows, {
    filtering: {
      filteringFunction: matchesUser,
      empty: <Box textAlign="center">{u.empty}</Box>,
      noMatch: <Box textAlign="center">{s.common.noMatches}</Box>,
    },
    pagination: { pageSize: 25 },
    sorting: {},
  });
  return (
    <Table
      {...collectionProps}
      items={items}
      header={<Header variant="h2">{u.title}</Header>}
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder={u.searchPlaceholder}
          filteringAriaLabel={u.searchPlaceholder}
        />
      }
      pagination={<Pagination {...paginationProps} />}
      columnDefinitions={[
        { id: 'user', header: u.columns.user, cell: (r) => fullName(r) || s.common.none, isRowHeader: true },
        { id: 'email', header: u.columns.email, cell: (r) => r.email },
        { id: 'company', header: u.columns.company, cell: (r) => r.company || s.common.none },
        {
          id: 'tier',
          header: u.columns.subscription,
          cell: (r) => <Badge color={tierBadgeColor(r.subscription_tier)}>{r.subscription_tier}</Badge>,
        },
        {
          id: 'usage',
          header: u.columns.usage,
          cell: (r) => usage(r.access_used, r.access_limit, u.unlimited),
        },
        { id: 'joined', header: u.columns.joined, cell: (r) => shortDate(r.created_at) },
      ]}
    />
  );
}

export default function AdminUsersPage() {
  const query = useUsers();
  return (
    <SpaceBetween size="l">
      <Header variant="h1">{u.title}</Header>
      <QueryView query={query} errorTitle={u.title}>
        {(data) => (
          <SpaceBetween size="l">
            <Container>
              <ColumnLayout columns={3} variant="text-grid">
                {(
                  [
                    [u.totalUsers, data.stats.total],
                    [u.premiumUsers, data.stats.premium],
                    [u.activeThisMonth, data.stats.active_this_month],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <Box variant="awsui-key-label">{label}</Box>
                    <Box variant="awsui-value-large">{count(value)}</Box>
                  </div>
                ))}
              </ColumnLayout>
            </Container>
            <UsersTable rows={data.items} />
          </SpaceBetween>
        )}
      </QueryView>
    </SpaceBetween>
  );
}
