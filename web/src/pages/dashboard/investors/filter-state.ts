/**
 * The Investor Database filter state and its URL query-string form (founder-app.md §2 "Investor Database", §5
 * "Validation rules"). The state lives in the URL so a reload or a shared link keeps it:
 * `?q=health&country=Germany&type=Venture+Fund&stage=Seed&industry=AI&industry=Fintech&page=2`.
 *
 * 'All' is the absence of a parameter (the API also reads an empty or single-space value as 'All').
 * Type and stage values outside the canonical vocabulary (shared/vocabulary.ts) are dropped rather than sent:
 * the API would answer 400 for them.
 */
import {
  FUNDING_STAGES,
  INVESTOR_TYPES,
  PAGE_SIZE,
  type PageSize,
  type FundingStage,
  type InvestorType,
} from '../../../../../shared/vocabulary.js';

export interface FilterState {
  /** Free text, matched by the server against name, company and description. '' = none. */
  q: string;
  /** Country name, or null for All. */
  country: string | null;
  type: InvestorType | null;
  stage: FundingStage | null;
  /** Selected industry tags (any matches). */
  industries: string[];
  /** 1-based page. */
  page: number;
}

export const EMPTY_FILTERS: FilterState = {
  q: '',
  country: null,
  type: null,
  stage: null,
  industries: [],
  page: 1,
};

function value(params: URLSearchParams, name: string): string | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  return raw.trim();
}

/** Reads the filter state from a query string (`URLSearchParams`); invalid or missing parts fall back to 'All'/1. */
export function filtersFromSearch(params: URLSearchParams): FilterState {
  const type = value(params, 'type');
  const stage = value(params, 'stage');
  const pageText = value(params, 'page');
  const page = pageText !== null && /^\d{1,7}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const industries = [
    ...new Set(
      params
        .getAll('industry')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
  return {
    q: params.get('q')?.trim() ?? '',
    country: value(params, 'country'),
    type: (INVESTOR_TYPES as readonly string[]).includes(type ?? '') ? (type as InvestorType) : null,
    stage: (FUNDING_STAGES as readonly string[]).includes(stage ?? '') ? (stage as FundingStage) : null,
    industries,
    page,
  };
}

/** Writes the filter state as a query string; 'All' values and page 1 are left out (a clean URL when nothing is set). */
export function searchFromFilters(state: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.country) params.set('country', state.country);
  if (state.type) params.set('type', state.type);
  if (state.stage) params.set('stage', state.stage);
  for (const industry of state.industries) params.append('industry', industry);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The query of `GET /v1/investors` for a filter state and page size (shared/schemas.ts `InvestorListQuery`;
 * `pageSize` 10, 25 or 50, default 10).
 */
export function apiQueryFromFilters(
  state: FilterState,
  pageSize: PageSize = PAGE_SIZE,
): Record<string, string | string[] | number | undefined> {
  return {
    q: state.q.trim() || undefined,
    country: state.country ?? undefined,
    type: state.type ?? undefined,
    stage: state.stage ?? undefined,
    industry: state.industries.length > 0 ? state.industries : undefined,
    page: state.page,
    pageSize,
  };
}

/** How many filters are set (search text, Country, Type, Stage, each industry counts once): the panel's badge. */
export function activeFilterCount(state: FilterState): number {
  return (
    (state.q.trim() !== '' ? 1 : 0) +
    (state.country !== null ? 1 : 0) +
    (state.type !== null ? 1 : 0) +
    (state.stage !== null ? 1 : 0) +
    state.industries.length
  );
}

/** True when any filter (not the page) is set: drives the 'Clear' control and the empty-state wording. */
export function hasActiveFilters(state: FilterState): boolean {
  return (
    state.q.trim() !== '' ||
    state.country !== null ||
    state.type !== null ||
    state.stage !== null ||
    state.industries.length > 0
  );
}

/** Number of pages for `total` results at `pageSize` a page; at least 1 so the pager always has a page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
