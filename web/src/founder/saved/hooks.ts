/**
 * Saved Lists' page state (saved-page.tsx); the server data is in pipeline-hooks.ts.
 * - `useSelectedList`: the list shown (`?list=`, the default list without it), and choosing another;
 * - `useStoredView`: Table or Board, kept in localStorage;
 * - `useSavedCollection`: client-side filtering, sorting (newest saved first) and paging of the list's entries;
 * - `useReturnFocus`: where focus goes back when a dialog closes.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { DEFAULT_LIST_ID, type ListSummary } from '../../../../shared/pipeline-schemas.js';
import { FILTERING_FIELDS, SAVED_PAGE_SIZE, type SavedInvestor } from './saved-config.js';

/**
 * The list of `?list=` (the default list without it) among `lists` (undefined while they load), and `selectList`,
 * which puts another in the URL. A list that no longer exists (deleted in another tab, a stale link) sends the page
 * back to the default list.
 */
export function useSelectedList(lists: readonly ListSummary[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const listId = searchParams.get('list') || DEFAULT_LIST_ID;
  const selectedList = lists?.find((l) => l.id === listId);
  const isDefaultList = listId === DEFAULT_LIST_ID;
  const loaded = lists !== undefined;

  useEffect(() => {
    if (loaded && !selectedList && !isDefaultList) setSearchParams({}, { replace: true });
  }, [loaded, selectedList, isDefaultList, setSearchParams]);

  const selectList = (id: string) => setSearchParams(id === DEFAULT_LIST_ID ? {} : { list: id });
  return { listId, selectedList, isDefaultList, selectList };
}

export type View = 'table' | 'board';
const VIEW_KEY = 'fundscout.saved.view';

function storedView(): View {
  try {
    return localStorage.getItem(VIEW_KEY) === 'board' ? 'board' : 'table';
  } catch {
    return 'table';
  }
}

/** The Table / Board choice (from 768 px), remembered in localStorage. */
export function useStoredView(): [View, (next: View) => void] {
  const [view, setView] = useState<View>(storedView);
  const chooseView = (next: View) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // private mode: the choice lasts this visit
    }
  };
  return [view, chooseView];
}

/**
 * The entries as a collection (@cloudscape-design/collection-hooks): text filter over `FILTERING_FIELDS`, newest
 * saved first, `SAVED_PAGE_SIZE` a page. Kept by the page, so the filter and page survive a switch of view.
 */
export function useSavedCollection(entries: readonly SavedInvestor[]) {
  return useCollection(entries, {
    filtering: { fields: FILTERING_FIELDS },
    sorting: { defaultState: { sortingColumn: { sortingField: 'saved_at' }, isDescending: true } },
    pagination: { pageSize: SAVED_PAGE_SIZE },
  });
}

/** `remember()` the focused element before opening a dialog; `restore()` puts focus back once it has closed. */
export function useReturnFocus() {
  const returnFocus = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: () => {
      const target = returnFocus.current;
      setTimeout(() => target?.focus(), 0);
    },
  };
}
