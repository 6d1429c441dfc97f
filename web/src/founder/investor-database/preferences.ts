/**
 * Collection preferences of the Investor Database (issue 13, Cloudscape `CollectionPreferences`): the view
 * (cards or table), the page size (10 by default as founder-app.md §9 says, 25 or 50; the server honours it,
 * `GET /v1/investors?pageSize=`) and the table's visible columns. Kept in localStorage under
 * `fundscout:investors:preferences`; anything unreadable falls back to the defaults.
 */
import { useCallback, useState } from 'react';
import { PAGE_SIZE, PAGE_SIZES, type PageSize } from '../../../../shared/vocabulary.js';
import { dashboardStrings as s } from '../strings.js';

export type InvestorView = 'cards' | 'table';

/** Columns of the table view, in display order. `name` is always shown. */
export const TABLE_COLUMNS = [
  'name',
  'company',
  'type',
  'stages',
  'location',
  'industries',
  'checks',
  'status',
  'actions',
] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];

/** Header of each table column (also the labels of the visible-columns preference). */
export const TABLE_COLUMN_LABELS: Record<TableColumn, string> = {
  name: s.investors.name,
  company: s.investors.company,
  type: s.investors.typeLabel,
  stages: s.investors.stages,
  location: s.investors.location,
  industries: s.investors.industries,
  checks: s.investors.checkSizes,
  status: s.investors.status,
  actions: s.investors.actions,
};

export interface InvestorPreferences {
  view: InvestorView;
  pageSize: PageSize;
  /** Visible table columns, in the founder's order (`name` always among them). */
  columns: TableColumn[];
}

export const DEFAULT_PREFERENCES: InvestorPreferences = {
  view: 'cards',
  pageSize: PAGE_SIZE,
  columns: ['name', 'company', 'type', 'stages', 'location', 'status', 'actions'],
};

export const PREFERENCES_KEY = 'fundscout:investors:preferences';

/** Reads stored preferences (JSON text or null); invalid parts fall back to the defaults (pure). */
export function parsePreferences(text: string | null): InvestorPreferences {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    raw = {};
  }
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const view = value.view === 'table' || value.view === 'cards' ? value.view : DEFAULT_PREFERENCES.view;
  const pageSize = (PAGE_SIZES as readonly unknown[]).includes(value.pageSize)
    ? (value.pageSize as PageSize)
    : DEFAULT_PREFERENCES.pageSize;
  let columns = DEFAULT_PREFERENCES.columns;
  if (Array.isArray(value.columns)) {
    const chosen = [...new Set(value.columns)].filter((c): c is TableColumn =>
      (TABLE_COLUMNS as readonly unknown[]).includes(c),
    );
    columns = chosen.includes('name') ? chosen : ['name', ...chosen];
  }
  return { view, pageSize, columns };
}

/** Every column with its visibility, visible ones first in the founder's order (CollectionPreferences form). */
export function contentDisplay(columns: readonly TableColumn[]): { id: TableColumn; visible: boolean }[] {
  return [
    ...columns.map((id) => ({ id, visible: true })),
    ...TABLE_COLUMNS.filter((id) => !columns.includes(id)).map((id) => ({ id, visible: false })),
  ];
}

/** The visible columns of a CollectionPreferences content display, in its order (`name` kept). */
export function visibleColumns(display: readonly { id: string; visible: boolean }[]): TableColumn[] {
  return parsePreferences(JSON.stringify({ columns: display.filter((c) => c.visible).map((c) => c.id) }))
    .columns;
}

function read(): InvestorPreferences {
  try {
    return parsePreferences(window.localStorage.getItem(PREFERENCES_KEY));
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** The founder's preferences and a setter that stores them. */
export function useInvestorPreferences(): [InvestorPreferences, (next: InvestorPreferences) => void] {
  const [preferences, setPreferences] = useState(read);
  const update = useCallback((next: InvestorPreferences) => {
    setPreferences(next);
    try {
      window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the choice lasts for this page only.
    }
  }, []);
  return [preferences, update];
}
