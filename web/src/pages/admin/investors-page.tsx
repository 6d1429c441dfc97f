/**
 * /admin/investors (apply-settings-admin.md "Administrator Investors"): a Cloudscape Table over every catalogue
 * investor with `useCollection` (@cloudscape-design/collection-hooks): text filtering (case-insensitive substring
 * of name, company or location, as the spec's search), sorting, pagination and preferences (page size, visible
 * columns). Columns Name, Company, Location, Funding Type, Verified badge, Actions (View, Edit, Delete). Add / Edit
 * dialogs (investor-form.tsx), a Details dialog (with the contact) and a delete confirmation. `?add=1` opens Add
 * (the Dashboard's Quick Action). Toasts as the spec's error catalogue.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { adminTypeLabel, stageLabelsOf, type AdminInvestorRow } from '../../../../shared/admin-schemas.js';
import {
  shortDate,
  useDeleteInvestor,
  useInvestor,
  useInvestorRows,
  useSaveInvestor,
} from '../../admin/admin-api.js';
import { ConfirmDelete } from '../../admin/confirm-modal.js';
import { QueryView } from '../../admin/query-view.js';
import { adminStrings as s } from '../../admin/strings.js';
import { useToast } from '../../components/toasts.js';
import { InvestorFormModal } from './investor-form.js';

const c = s.investors.columns;

function place(row: Pick<AdminInvestorRow, 'city' | 'location'>): string {
  return [row.city, ...row.location].filter(Boolean).join(', ');
}

/** True when `row` matches the search text (name, company or location, case-insensitive substring). */
export function matchesInvestor(row: AdminInvestorRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.company, place(row)].some((v) => v.toLowerCase().includes(needle));
}

const IMPORT_PATH = '/admin/investors/import';

export default function AdminInvestorsPage() {
  const navigate = useNavigate();
  const query = useInvestorRows();
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const save = useSaveInvestor();
  const remove = useDeleteInvestor();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [editId, setEditId] = useState<string | null>(null);
  const [adding, setAdding] = useState(params.get('add') === '1');
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [preferences, setPreferences] = useState({
    pageSize: 20,
    visibleContent: [
      'name',
      'company',
      'location',
      'funding_type',
      'verified',
      'actions',
    ] as readonly string[],
  });
  const details = useInvestor(detailsId);
  const editing = useInvestor(editId);

  const rows = query.data?.items ?? [];
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(rows, {
    filtering: {
      filteringFunction: matchesInvestor,
      empty: <Box textAlign="center">{s.investors.empty}</Box>,
      noMatch: <Box textAlign="center">{s.common.noMatches}</Box>,
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'created_at' }, isDescending: true } },
    pagination: { pageSize: preferences.pageSize },
  });

  const columns: TableProps.ColumnDefinition<AdminInvestorRow>[] = [
    { id: 'name', header: c.name, cell: (r) => r.name, sortingField: 'name', isRowHeader: true },
    { id: 'company', header: c.company, cell: (r) => r.company || s.common.none, sortingField: 'company' },
    {
      id: 'location',
      header: c.location,
      cell: (r) => place(r) || s.common.none,
      sortingComparator: (a, b) => place(a).localeCompare(place(b)),
    },
    {
      id: 'funding_type',
      header: c.fundingType,
      cell: (r) => adminTypeLabel(r.funding_type),
      sortingField: 'funding_type',
    },
    {
      id: 'verified',
      header: c.verified,
      cell: (r) =>
        r.verified ? (
          <Badge color="green">{s.investors.verified}</Badge>
        ) : (
          <Badge>{s.investors.unverified}</Badge>
        ),
      sortingField: 'verified',
    },
    { id: 'created_at', header: c.added, cell: (r) => shortDate(r.created_at), sortingField: 'created_at' },
    {
      id: 'actions',
      header: c.actions,
      cell: (r) => (
        <SpaceBetween size="xxs" direction="horizontal">
          <Button
            variant="inline-link"
            ariaLabel={`${s.investors.view} ${r.name}`}
            onClick={() => setDetailsId(r.id)}
          >
            {s.investors.view}
          </Button>
          <Button
            variant="inline-link"
            ariaLabel={`${s.investors.edit} ${r.name}`}
            onClick={() => setEditId(r.id)}
          >
            {s.investors.edit}
          </Button>
          <Button
            variant="inline-link"
            ariaLabel={`${s.investors.delete} ${r.name}`}
            onClick={() => setDeleteId(r.id)}
          >
            {s.investors.delete}
          </Button>
        </SpaceBetween>
      ),
    },
  ];

  const closeForm = () => {
    setAdding(false);
    setEditId(null);
    save.reset();
    if (params.has('add')) setParams({}, { replace: true });
  };

  return (
    <>
      <QueryView query={query} errorTitle={s.toasts.fetchInvestorsFailed}>
        {() => (
          <Table
            {...collectionProps}
            items={items}
            columnDefinitions={columns}
            columnDisplay={columns.map((col) => ({
              id: col.id!,
              visible: preferences.visibleContent.includes(col.id!),
            }))}
            variant="full-page"
            stickyHeader
            wrapLines
            stickyColumns={{ first: 0, last: 1 }}
            header={
              <Header
                variant="h1"
                counter={`(${filteredItemsCount ?? rows.length})`}
                actions={
                  <SpaceBetween size="xs" direction="horizontal">
                    <Button
                      href={IMPORT_PATH}
                      onFollow={(event) => {
                        event.preventDefault();
                        navigate(IMPORT_PATH);
                      }}
                    >
                      {s.investors.import}
                    </Button>
                    <Button variant="primary" onClick={() => setAdding(true)}>
                      {s.investors.add}
                    </Button>
                  </SpaceBetween>
                }
              >
                {s.investors.title}
              </Header>
            }
            filter={
              <TextFilter
                {...filterProps}
                filteringPlaceholder={s.investors.searchPlaceholder}
                filteringAriaLabel={s.investors.searchPlaceholder}
              />
            }
            pagination={<Pagination {...paginationProps} />}
            preferences={
              <CollectionPreferences
                title={s.investors.preferences}
                confirmLabel={s.common.save}
                cancelLabel={s.common.cancel}
                preferences={{
                  pageSize: preferences.pageSize,
                  contentDisplay: preferences.visibleContent.map((id) => ({ id, visible: true })),
                }}
                pageSizePreference={{
                  title: s.investors.pageSize,
                  options: [10, 20, 50, 100].map((n) => ({ value: n, label: String(n) })),
                }}
                contentDisplayPreference={{
                  title: s.investors.visibleColumns,
                  options: columns.map((col) => ({
                    id: col.id!,
                    label: String(col.header),
                    alwaysVisible: col.id === 'name',
                  })),
                }}
                onConfirm={({ detail }) =>
                  setPreferences({
                    pageSize: detail.pageSize ?? 20,
                    visibleContent: (detail.contentDisplay ?? []).filter((d) => d.visible).map((d) => d.id),
                  })
                }
              />
            }
          />
        )}
      </QueryView>

      <InvestorFormModal
        visible={adding || (editId !== null && editing.data !== undefined)}
        investor={editId ? (editing.data ?? null) : null}
        saving={save.isPending}
        serverError={save.error}
        onCancel={closeForm}
        onSave={(input) =>
          save.mutate(
            { id: editId, input },
            {
              onSuccess: () => {
                toast({ type: 'success', title: editId ? s.toasts.investorUpdated : s.toasts.investorAdded });
                closeForm();
              },
              onError: (error) =>
                toast({
                  type: 'error',
                  title: editId ? s.toasts.updateInvestorFailed : s.toasts.addInvestorFailed,
                  message: error.message,
                }),
            },
          )
        }
      />

      <Modal
        visible={detailsId !== null}
        onDismiss={() => setDetailsId(null)}
        header={s.investors.detailsTitle}
        size="large"
      >
        {details.isPending ? (
          <Spinner />
        ) : details.data ? (
          <KeyValuePairs
            columns={2}
            items={[
              { label: c.name, value: details.data.name },
              { label: c.company, value: details.data.company || s.common.none },
              {
                label: s.investors.fields.contact,
                value: `${details.data.contact ?? s.common.none} (${details.data.contact_type})`,
              },
              { label: c.location, value: place(details.data) || s.common.none },
              { label: c.fundingType, value: adminTypeLabel(details.data.funding_type) },
              {
                label: s.investors.fields.fundingStage,
                value: stageLabelsOf(details.data.funding_stage).join(', ') || s.common.none,
              },
              {
                label: s.investors.fields.industries,
                value: details.data.funding_industries.join(', ') || s.common.none,
              },
              { label: s.investors.fields.checkSizes, value: details.data.check_sizes || s.common.none },
              { label: s.investors.fields.companyUrl, value: details.data.company_url ?? s.common.none },
              {
                label: c.verified,
                value: details.data.verified ? s.investors.verified : s.investors.unverified,
              },
              {
                label: s.investors.source,
                value: details.data.source
                  ? `${details.data.source.name} · ${details.data.source.licence}${details.data.source.verified_at ? ` · ${details.data.source.verified_at}` : ''}`
                  : s.common.none,
              },
              {
                label: s.investors.fields.description,
                value: details.data.funding_description || s.common.none,
              },
              { label: s.investors.fields.bio, value: details.data.bio || s.common.none },
            ]}
          />
        ) : null}
      </Modal>

      <ConfirmDelete
        visible={deleteId !== null}
        text={s.confirm.deleteInvestor}
        busy={remove.isPending}
        onCancel={() => setDeleteId(null)}
        onConfirm={() =>
          remove.mutate(deleteId!, {
            onSuccess: () => {
              toast({ type: 'success', title: s.toasts.investorDeleted });
              setDeleteId(null);
            },
            onError: (error) =>
              toast({ type: 'error', title: s.toasts.deleteInvestorFailed, message: error.message }),
          })
        }
      />
    </>
  );
}
