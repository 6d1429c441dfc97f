/**
 * /admin/investor-accounts (issue 38 "Investor accounts appear nowhere in the admin area": Users counted 1 while 2
 * investor accounts existed): the accounts of the investors user pool, 20 a page in the pool's order (Cognito's
 * pages: 'Next page' follows the answer's cursor, 'First page' goes back), found by the start of the sign-in email,
 * each with its sign-up status, the listings it holds, its claims with their status, and its state: Active or
 * Suspended (since when, by whom, why). Suspend (optional reason, kept in the audit log) and Restore ask first and
 * go through `PUT /v1/admin/investor-accounts/{sub}/suspension` (audited by the server, which then refuses the
 * account on every investor route).
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { AdminInvestorAccount } from '../../../../shared/investor-account-schemas.js';
import { shortDate } from '../../common/format.js';
import { SuspensionControl } from '../components/suspension-control.js';
import { useInvestorAccounts, useInvestorSuspension } from '../admin-api.js';
import { adminStrings as s } from '../strings.js';

const t = s.investorAccounts;

/** The account's state and its Suspend / Restore button with the confirm dialog, and since when and why. */
function AccountState({ account }: { account: AdminInvestorAccount }) {
  const change = useInvestorSuspension();
  const { suspension } = account;
  return (
    <SuspensionControl
      sub={account.sub}
      who={account.email || account.sub}
      suspended={suspension.suspended}
      strings={t}
      reasonMax={500}
      change={change}
    >
      {suspension.suspended && (
        <Box variant="small" color="text-body-secondary">
          {t.since(shortDate(suspension.suspended_at), suspension.suspended_by ?? '')}
          {suspension.reason && <>: {suspension.reason}</>}
        </Box>
      )}
    </SuspensionControl>
  );
}

function names(items: readonly string[]) {
  return items.length === 0 ? (
    <Box color="text-status-inactive">{t.none}</Box>
  ) : (
    <SpaceBetween size="xxxs">
      {items.map((item, i) => (
        <span key={`${i}-${item}`}>{item}</span>
      ))}
    </SpaceBetween>
  );
}

export default function AdminInvestorAccountsPage() {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  // The cursors of the pages seen, so 'First page' can go back (Cognito pages forward only)
  const [cursor, setCursor] = useState<string | undefined>();
  const query = useInvestorAccounts({ ...(search ? { q: search } : {}), ...(cursor ? { cursor } : {}) });
  const items = query.data?.items ?? [];
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {t.title}
      </Header>
      <Table
        variant="container"
        items={items}
        trackBy="sub"
        loading={query.isPending}
        loadingText={s.common.loading}
        wrapLines
        filter={
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setCursor(undefined);
              setSearch(q.trim());
            }}
          >
            <FormField label={t.search}>
              <Input
                type="search"
                value={q}
                placeholder={t.searchPlaceholder}
                ariaLabel={t.search}
                onChange={({ detail }) => setQ(detail.value)}
              />
            </FormField>
          </form>
        }
        header={
          <Header
            variant="h2"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {cursor && <Button onClick={() => setCursor(undefined)}>{t.first}</Button>}
                {query.data?.next_cursor && (
                  <Button onClick={() => setCursor(query.data!.next_cursor!)}>{t.next}</Button>
                )}
              </SpaceBetween>
            }
          >
            {t.title}
          </Header>
        }
        empty={
          <Box textAlign="center" color="text-status-inactive">
            {query.isError ? query.error.message : search ? t.noMatch : t.empty}
          </Box>
        }
        columnDefinitions={[
          { id: 'email', header: t.columns.email, cell: (a) => a.email || a.sub },
          { id: 'status', header: t.columns.status, cell: (a) => a.status },
          { id: 'created', header: t.columns.created, cell: (a) => shortDate(a.created_at) },
          { id: 'listings', header: t.columns.listings, cell: (a) => names(a.listings.map((l) => l.name)) },
          {
            id: 'claims',
            header: t.columns.claims,
            cell: (a) => names(a.claims.map((c) => t.claim(c.listing.name, c.status))),
          },
          { id: 'account', header: t.columns.account, cell: (a) => <AccountState account={a} /> },
        ]}
      />
    </SpaceBetween>
  );
}
