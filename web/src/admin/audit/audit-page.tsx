/**
 * /admin/audit, the Audit log (issue 23): every administrator's change, newest first, paged on the server
 * (`GET /v1/admin/audit`, keyset cursors), filtered by administrator, action and date range. Each entry reads as a
 * sentence with the subject by name and a link to it (web/src/admin/audit/audit-entry.ts). Filters, page size and the
 * page's cursor live in the URL, so a reload or a shared link shows the same page.
 */
import { Link, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  AUDIT_ACTIONS,
  AUDIT_DEFAULT_PAGE_SIZE,
  AUDIT_PAGE_SIZES,
  type AuditLogEntry,
  type AuditLogRequest,
} from '../../../../shared/audit-schemas.js';
import { useAdmins, useAuditLog } from '../admin-api.js';
import { describeAuditEntry } from './audit-entry.js';
import { FILTER_KEYS, auditQueryOf } from './audit-query.js';
import { AUDIT_ACTION_TEXT, auditStrings as t } from './audit-strings.js';
import { dateTime } from '../../common/format.js';
import { QueryState } from '../../common/query-state.js';

function Entry({ entry }: { entry: AuditLogEntry }) {
  const sentence = describeAuditEntry(entry);
  return (
    <span className="admin-audit__entry">
      <strong>{sentence.actor}</strong> {sentence.verb}{' '}
      {sentence.href ? (
        <Link to={sentence.href}>{sentence.subject}</Link>
      ) : (
        <strong>{sentence.subject}</strong>
      )}
    </span>
  );
}

/** The filters: administrator (a deleted one's entries stay listed), action and date range, and Clear. */
function AuditFilters({
  query,
  filtered,
  update,
}: {
  query: Partial<AuditLogRequest>;
  filtered: boolean;
  update: (changes: Record<string, string>) => void;
}) {
  const admins = useAdmins();
  const adminOptions = [
    { value: '', label: t.anyAdministrator },
    ...(admins.data?.items ?? []).map((a) => ({ value: a.username, label: a.username })),
  ];
  if (query.actor && !adminOptions.some((o) => o.value === query.actor)) {
    // A deleted administrator's entries stay in the log.
    adminOptions.push({ value: query.actor, label: query.actor });
  }
  const actionOptions = [
    { value: '', label: t.anyAction },
    ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_TEXT[a].label })),
  ];
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button disabled={!filtered} onClick={() => update({ actor: '', action: '', from: '', to: '' })}>
              {t.clear}
            </Button>
          }
        >
          {t.filters}
        </Header>
      }
    >
      <ColumnLayout columns={4} minColumnWidth={160}>
        <FormField label={t.administrator}>
          <Select
            ariaLabel={t.administrator}
            selectedOption={adminOptions.find((o) => o.value === (query.actor ?? '')) ?? adminOptions[0]!}
            options={adminOptions}
            statusType={admins.isPending ? 'loading' : 'finished'}
            onChange={({ detail }) => update({ actor: detail.selectedOption.value ?? '' })}
          />
        </FormField>
        <FormField label={t.action}>
          <Select
            ariaLabel={t.action}
            selectedOption={actionOptions.find((o) => o.value === (query.action ?? '')) ?? actionOptions[0]!}
            options={actionOptions}
            onChange={({ detail }) => update({ action: detail.selectedOption.value ?? '' })}
          />
        </FormField>
        <FormField label={t.from}>
          <DatePicker
            value={query.from ?? ''}
            placeholder={t.datePlaceholder}
            i18nStrings={t.datePicker(t.from.toLowerCase())}
            isDateEnabled={(date) => !query.to || date.toISOString().slice(0, 10) <= query.to}
            onChange={({ detail }) => update({ from: detail.value })}
          />
        </FormField>
        <FormField label={t.to}>
          <DatePicker
            value={query.to ?? ''}
            placeholder={t.datePlaceholder}
            i18nStrings={t.datePicker(t.to.toLowerCase())}
            onChange={({ detail }) => update({ to: detail.value })}
          />
        </FormField>
      </ColumnLayout>
    </Container>
  );
}

export default function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const query = auditQueryOf(params);
  const log = useAuditLog(query);
  const filtered = FILTER_KEYS.some((key) => params.has(key));

  /** Sets (or clears, for '') URL parameters; any change of filter or size goes back to the newest page. */
  const update = (changes: Record<string, string>, keepCursor = false) => {
    const next = new URLSearchParams(params);
    if (!keepCursor) next.delete('cursor');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const sizeOptions = AUDIT_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));
  const limit = String(query.limit ?? AUDIT_DEFAULT_PAGE_SIZE);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t.description}>
          {t.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <AuditFilters query={query} filtered={filtered} update={update} />
        <QueryState layout="page" query={log} errorTitle={t.loadFailed}>
          {(page) => (
            <Table
              variant="container"
              header={<Header variant="h2">{t.entries}</Header>}
              items={page.items}
              trackBy="id"
              loading={log.isPlaceholderData}
              empty={<Box textAlign="center">{filtered ? t.noMatch : t.empty}</Box>}
              wrapLines
              columnDefinitions={[
                {
                  id: 'when',
                  header: t.columns.when,
                  cell: (e) => dateTime(e.at),
                  width: 190,
                  minWidth: 110,
                },
                {
                  id: 'entry',
                  header: t.columns.entry,
                  cell: (e) => <Entry entry={e} />,
                  isRowHeader: true,
                  // On a phone the table scrolls sideways rather than break the sentence a word a line.
                  minWidth: 240,
                },
                {
                  id: 'changed',
                  header: t.columns.changed,
                  cell: (e) => (e.changed.length > 0 ? e.changed.join(', ') : '—'),
                  minWidth: 110,
                },
              ]}
              footer={
                <div className="admin-audit__pager">
                  <SpaceBetween size="s" direction="horizontal" alignItems="center">
                    <Button
                      iconName="angle-left"
                      disabled={!page.prev_cursor}
                      onClick={() => update({ cursor: page.prev_cursor ?? '' }, true)}
                    >
                      {t.newer}
                    </Button>
                    <Button
                      iconName="angle-right"
                      iconAlign="right"
                      disabled={!page.next_cursor}
                      onClick={() => update({ cursor: page.next_cursor ?? '' }, true)}
                    >
                      {t.older}
                    </Button>
                  </SpaceBetween>
                  <FormField label={t.pageSize}>
                    <Select
                      ariaLabel={t.pageSize}
                      selectedOption={sizeOptions.find((o) => o.value === limit)!}
                      options={sizeOptions}
                      onChange={({ detail }) => update({ limit: detail.selectedOption.value ?? '' })}
                    />
                  </FormField>
                </div>
              }
            />
          )}
        </QueryState>
      </SpaceBetween>
    </ContentLayout>
  );
}
