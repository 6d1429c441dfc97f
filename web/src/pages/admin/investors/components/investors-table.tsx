/**
 * The investors Table of /admin/investors over the page's collection (hooks.ts `useInvestorCollection`): text
 * filtering (the spec's search), sorting (newest first), pagination and preferences (page size, visible columns);
 * Import and Add investor in its header.
 */
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { AdminInvestorRow } from '../../../../../../shared/admin-schemas.js';
import { count } from '../../../../admin/format.js';
import { adminStrings as s } from '../../../../admin/strings.js';
import type { useInvestorCollection } from '../hooks.js';
import { investorColumns, PAGE_SIZE_OPTIONS, type RowHandlers } from '../investors-config.js';

const IMPORT_PATH = '/admin/investors/import';

export function InvestorsTable({
  rows,
  table,
  onAdd,
  handlers,
}: {
  rows: readonly AdminInvestorRow[];
  /** The collection and preferences the page keeps (hooks.ts). */
  table: ReturnType<typeof useInvestorCollection>;
  onAdd: () => void;
  handlers: RowHandlers;
}) {
  const navigate = useNavigate();
  const { preferences, setPreferences } = table;
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = table.collection;
  const columns = investorColumns(handlers);

  return (
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
          counter={`(${count(filteredItemsCount ?? rows.length)})`}
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
              <Button variant="primary" onClick={onAdd}>
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
            options: PAGE_SIZE_OPTIONS.map((n) => ({ value: n, label: String(n) })),
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
  );
}
