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
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import type { AdminInvestorAccount } from '../../../../shared/investor-account-schemas.js';
import { shortDate } from '../../common/format.js';
import { useToast } from '../../common/components/toasts.js';
import { AdminModal as Modal } from '../components/admin-modal.js';
import { useInvestorAccounts, useInvestorSuspension } from '../admin-api.js';
import { adminStrings as s } from '../strings.js';

const t = s.investorAccounts;

/** The account's state and its Suspend / Restore button with the confirm dialog. */
function AccountState({ account }: { account: AdminInvestorAccount }) {
  const change = useInvestorSuspension();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { suspended } = account.suspension;
  const who = account.email || account.sub;
  const confirm = () =>
    change.mutate(
      { sub: account.sub, suspended: !suspended, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast({ type: 'success', title: suspended ? t.restoredToast(who) : t.suspendedToast(who) });
        },
        onError: (error) => toast({ type: 'error', title: t.failed, message: error.message }),
      },
    );
  return (
    <SpaceBetween size="xxxs">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Badge color={suspended ? 'red' : 'green'}>{suspended ? t.suspended : t.active}</Badge>
        <Button
          variant="inline-link"
          ariaLabel={`${suspended ? t.restore : t.suspend}: ${who}`}
          onClick={() => setOpen(true)}
        >
          {suspended ? t.restore : t.suspend}
        </Button>
      </SpaceBetween>
      {suspended && (
        <Box variant="small" color="text-body-secondary">
          {t.since(shortDate(account.suspension.suspended_at), account.suspension.suspended_by ?? '')}
          {account.suspension.reason && <>: {account.suspension.reason}</>}
        </Box>
      )}
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        header={suspended ? t.restoreTitle : t.suspendTitle}
        footer={
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="link" onClick={() => setOpen(false)}>
                {s.common.cancel}
              </Button>
              <Button variant="primary" loading={change.isPending} onClick={confirm}>
                {suspended ? t.confirmRestore : t.confirmSuspend}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <Box>{suspended ? t.restoreText(who) : t.suspendText(who)}</Box>
          {!suspended && (
            <FormField label={t.reasonLabel} stretch>
              <Textarea
                value={reason}
                rows={3}
                ariaLabel={t.reasonLabel}
                onChange={({ detail }) => setReason(detail.value.slice(0, 500))}
              />
            </FormField>
          )}
        </SpaceBetween>
      </Modal>
    </SpaceBetween>
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
