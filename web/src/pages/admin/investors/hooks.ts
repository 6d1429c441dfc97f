/**
 * /admin/investors' page state (the server data is in web/src/admin/admin-api.ts):
 * - `useInvestorCollection`: the table's preferences and its collection (filter, sorting, paging), kept by the page
 *   so that they survive the table giving way to an error and Retry;
 * - `useInvestorDialogs`: which dialog is open (Details, Add, Edit, Delete) for which investor; `?add=1` (the
 *   Dashboard's Quick Action) opens Add, `?view={id}` (the Audit log's link) an investor's Details.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import type { AdminInvestorRow } from '../../../../../shared/admin-schemas.js';
import {
  DEFAULT_PREFERENCES,
  FILTER_STATES,
  matchesInvestor,
  type InvestorTablePreferences,
} from './investors-config.js';

export function useInvestorCollection(rows: readonly AdminInvestorRow[]) {
  const [preferences, setPreferences] = useState<InvestorTablePreferences>(DEFAULT_PREFERENCES);
  const collection = useCollection(rows, {
    filtering: {
      filteringFunction: matchesInvestor,
      ...FILTER_STATES,
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'created_at' }, isDescending: true } },
    pagination: { pageSize: preferences.pageSize },
  });
  return { preferences, setPreferences, collection };
}

export function useInvestorDialogs() {
  const [params, setParams] = useSearchParams();
  // `?view={id}` (the Audit log's link to an investor) opens its Details.
  const [detailsId, showDetails] = useState<string | null>(params.get('view'));
  const setDetailsId = (id: string | null) => {
    showDetails(id);
    if (id === null && params.has('view')) setParams({}, { replace: true });
  };
  const [editId, setEditId] = useState<string | null>(null);
  const [adding, setAdding] = useState(params.get('add') === '1');
  const [deleteId, setDeleteId] = useState<string | null>(null);

  /** Closes Add or Edit (and forgets `?add=1`). */
  const closeForm = () => {
    setAdding(false);
    setEditId(null);
    if (params.has('add')) setParams({}, { replace: true });
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
