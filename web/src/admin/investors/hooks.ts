/**
 * /admin/investors' page state (the server data is in web/src/admin/admin-api.ts):
 * - `useInvestorTable`: the table's query (search, order, page, page size: in the URL, answered by the server;
 *   issue 23, ADR 0048) and its visible columns, kept by the page so that they survive the table giving way to an
 *   error and Retry;
 * - `useInvestorDialogs`: which dialog is open (Details, Add, Edit, Delete) for which investor; `?add=1` (the
 *   Dashboard's Quick Action) opens Add, `?view={id}` (the Audit log's link) an investor's Details.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZES, type AdminInvestorListQuery } from '../../../../shared/admin-schemas.js';
import { pageParamsOf, searchParamOf, useListParams } from '../components/list-params.js';
import { DEFAULT_VISIBLE_COLUMNS } from './investors-config.js';

/** The API query of the page's URL (`q`, `sort=newest`, `page`, `pageSize`; bad values fall back to the defaults). */
export function investorsQueryOf(params: URLSearchParams): Partial<AdminInvestorListQuery> {
  const q = searchParamOf(params);
  return {
    ...(q ? { q } : {}),
    ...(params.get('sort') === 'newest' ? { sort: 'newest' as const } : {}),
    ...pageParamsOf(params, ADMIN_PAGE_SIZES),
  };
}

export function useInvestorTable() {
  const [params, update] = useListParams();
  const [visibleColumns, setVisibleColumns] = useState<readonly string[]>(DEFAULT_VISIBLE_COLUMNS);
  return { query: investorsQueryOf(params), update, visibleColumns, setVisibleColumns };
}

/** `params` without `key` (the table's own parameters stay). */
function without(params: URLSearchParams, key: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  return next;
}

export function useInvestorDialogs() {
  const [params, setParams] = useSearchParams();
  // `?view={id}` (the Audit log's link to an investor) opens its Details.
  const [detailsId, showDetails] = useState<string | null>(params.get('view'));
  const setDetailsId = (id: string | null) => {
    showDetails(id);
    if (id === null && params.has('view')) setParams(without(params, 'view'), { replace: true });
  };
  const [editId, setEditId] = useState<string | null>(null);
  const [adding, setAdding] = useState(params.get('add') === '1');
  const [deleteId, setDeleteId] = useState<string | null>(null);

  /** Closes Add or Edit (and forgets `?add=1`). */
  const closeForm = () => {
    setAdding(false);
    setEditId(null);
    if (params.has('add')) setParams(without(params, 'add'), { replace: true });
  };
  return {
    detailsId,
    setDetailsId,
    editId,
    setEditId,
    adding,
    setAdding,
    deleteId,
    setDeleteId,
    closeForm,
  };
}
