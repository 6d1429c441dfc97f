/**
 * The investors Table of /admin/investors: one page the server searched, sorted and paged (issue 23, ADR 0048;
 * `GET /v1/admin/investors?q&sort&page&pageSize`, the state in the page's URL: hooks.ts `useInvestorTable`). The
 * search box (the spec's search: name, company or location), sorting by Name (A-Z) or Added (newest first),
 * pagination and preferences (page size, visible columns); Import and Add investor in its header.
 */
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { ADMIN_PAGE_SIZES, type AdminInvestorList } from '../../../../../shared/admin-schemas.js';
import { count } from '../../../common/format.js';
import { useSearchText } from '../../components/list-params.js';
import { adminStrings as s } from '../../strings.js';
import { ServerPagination } from '../../components/server-pagination.js';
import type { useInvestorTable } from '../hooks.js';
import { investorColumns, type RowHandlers } from '../investors-config.js';

const IMPORT_PATH = '/admin/investors/import';

export function InvestorsTable({
  data,
  loading,
  table,
  onAdd,
  handlers,
}: {
  /** The page the server answered. */
  data: AdminInvestorList;
  /** True while the next page loads (the last one stays on screen). */
  loading: boolean;
  /** The query and visible columns the page keeps (hooks.ts). */
  table: ReturnType<typeof useInvestorTable>;
  onAdd: () => void;
  handlers: RowHandlers;
}) {
  const navigate = useNavigate();
  const { query, update, visibleColumns, setVisibleColumns } = table;
  const [text, setText] = useSearchText(query.q, update);
  const columns = investorColumns(handlers);
  const newest = query.sort === 'newest';

  return (
    <Table
      items={data.items}
      trackBy="id"
      loading={loading}
      loadingText={s.common.loading}
      columnDefinitions={columns}
      columnDisplay={columns.map((col) => ({ id: col.id!, visible: visibleColumns.includes(col.id!) }))}
      // Two orders, the server's: Name A-Z (the default) and Added, newest first.
      sortingColumn={columns.find((col) => col.id === (newest ? 'created_at' : 'name'))}
      sortingDescending={newest}
      onSortingChange={({ detail }) =>
        update({ sort: detail.sortingColumn.sortingField === 'created_at' ? 'newest' : '', page: '' })
      }
      variant="full-page"
      stickyHeader
      wrapLines
      stickyColumns={{ first: 0, last: 1 }}
      empty={<Box textAlign="center">{query.q ? s.common.noMatches : s.investors.empty}</Box>}
      header={
        <Header
          variant="h1"
          counter={`(${count(data.total)})`}
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
          filteringText={text}
          onChange={({ detail }) => setText(detail.filteringText)}
          filteringPlaceholder={s.investors.searchPlaceholder}
          filteringAriaLabel={s.investors.searchPlaceholder}
          countText={query.q ? `${count(data.total)} ${s.common.matches}` : undefined}
        />
      }
      pagination={<ServerPagination data={data} update={update} />}
      preferences={
        <CollectionPreferences
          title={s.investors.preferences}
          confirmLabel={s.common.save}
          cancelLabel={s.common.cancel}
          preferences={{
            pageSize: data.pageSize,
            contentDisplay: visibleColumns.map((id) => ({ id, visible: true })),
          }}
          pageSizePreference={{
            title: s.investors.pageSize,
            options: ADMIN_PAGE_SIZES.map((n) => ({ value: n, label: String(n) })),
          }}
          contentDisplayPreference={{
            title: s.investors.visibleColumns,
            options: columns.map((col) => ({
              id: col.id!,
              label: String(col.header),
              alwaysVisible: col.id === 'name',
            })),
          }}
          onConfirm={({ detail }) => {
            setVisibleColumns((detail.contentDisplay ?? []).filter((d) => d.visible).map((d) => d.id));
            if (detail.pageSize && detail.pageSize !== data.pageSize)
              update({ pageSize: String(detail.pageSize), page: '' });
          }}
        />
      }
    />
  );
}
