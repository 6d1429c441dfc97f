/**
 * /admin/users (apply-settings-admin.md "Administrator Users", read-only): Total Users, Premium Users (premium and
 * legacy pro), Active This Month (access_used above 0), and a table (User, Email, Company, Subscription, Action
 * Usage used/limit, Joined) searched by email, company or full name. Issue 23: sorted by name and paged on the
 * server (`GET /v1/admin/users?q&page&pageSize`); the search, the page and the page size live in the URL, so a
 * reload or Back shows the same page. Issue 20 (ADR 0052): each founder's pitch sending (Allowed / Suspended) with
 * Suspend / Restore behind a confirm dialog.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import {
  ADMIN_PAGE_SIZES,
  type AdminUserList,
  type AdminUserListQuery,
} from '../../../../shared/admin-schemas.js';
import { fullName } from '../../../../shared/admin-users.js';
import { tierBadgeColor, useUsers } from '../admin-api.js';
import { count, shortDate, usage } from '../../common/format.js';
import { pageParamsOf, searchParamOf, useListParams, useSearchText } from '../components/list-params.js';
import { PitchSendingControl } from './pitch-sending.js';
import { QueryState } from '../../common/query-state.js';
import { adminStrings as s } from '../strings.js';
import { ServerPagination } from '../components/server-pagination.js';

const u = s.users;

/** The API query of the page's URL (`q`, `page`, `pageSize`; bad values fall back to the defaults). */
export function usersQueryOf(params: URLSearchParams): Partial<AdminUserListQuery> {
  const q = searchParamOf(params);
  return { ...(q ? { q } : {}), ...pageParamsOf(params, ADMIN_PAGE_SIZES) };
}

function UsersTable({
  data,
  query,
  loading,
  update,
}: {
  data: AdminUserList;
  query: Partial<AdminUserListQuery>;
  loading: boolean;
  update: (changes: Record<string, string>) => void;
}) {
  // The search box types freely; the URL (and the server) follow 300 ms after the last key.
  const [text, setText] = useSearchText(query.q, update);
  const sizes = ADMIN_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));
  return (
    <Table
      items={data.items}
      trackBy="id"
      loading={loading}
      header={
        <Header variant="h2" counter={`(${count(data.total)})`}>
          {u.title}
        </Header>
      }
      filter={
        <TextFilter
          filteringText={text}
          onChange={({ detail }) => setText(detail.filteringText)}
          filteringPlaceholder={u.searchPlaceholder}
          filteringAriaLabel={u.searchPlaceholder}
          countText={query.q ? `${count(data.total)} ${s.common.matches}` : undefined}
        />
      }
      empty={<Box textAlign="center">{query.q ? s.common.noMatches : u.empty}</Box>}
      pagination={<ServerPagination data={data} update={update} />}
      preferences={
        <FormField label={u.pageSize}>
          <Select
            ariaLabel={u.pageSize}
            selectedOption={sizes.find((o) => o.value === String(data.pageSize)) ?? sizes[1]!}
            options={sizes}
            onChange={({ detail }) => update({ pageSize: detail.selectedOption.value ?? '', page: '' })}
          />
        </FormField>
      }
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
        {
          id: 'pitch',
          header: u.columns.pitchSending,
          cell: (r) => <PitchSendingControl sub={r.id} who={r.email || r.id} suspended={r.pitch_suspended} />,
        },
      ]}
    />
  );
}

export default function AdminUsersPage() {
  const [params, update] = useListParams();
  const query = usersQueryOf(params);
  const users = useUsers(query);
  return (
    <SpaceBetween size="l">
      <Header variant="h1">{u.title}</Header>
      <QueryState layout="page" query={users} errorTitle={u.title}>
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
            <UsersTable data={data} query={query} loading={users.isPlaceholderData} update={update} />
          </SpaceBetween>
        )}
      </QueryState>
    </SpaceBetween>
  );
}
