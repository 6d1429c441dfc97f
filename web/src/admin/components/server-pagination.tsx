/**
 * Pagination of an admin list paged on the server (shared/paging.ts, ADR 0048): the page the answer served, as many
 * pages as its `total` needs, and a change of page written to the URL (`update`, list-params.ts).
 */
import Pagination from '@cloudscape-design/components/pagination';
import { adminStrings as s } from '../strings.js';

export function ServerPagination({
  data,
  update,
}: {
  data: { total: number; page: number; pageSize: number };
  update: (changes: Record<string, string>) => void;
}) {
  return (
    <Pagination
      currentPageIndex={data.page}
      pagesCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
      ariaLabels={s.users.pagination}
      onChange={({ detail }) => update({ page: String(detail.currentPageIndex) })}
    />
  );
}
