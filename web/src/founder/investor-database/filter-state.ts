/**
 * The Investor Database filter state and its URL query-string form (founder-app.md §2 "Investor Database", §5
 * "Validation rules"). The state lives in the URL so a reload or a shared link keeps it:
 * `?q=health&country=Germany&type=Venture+Fund&stage=Seed&industry=AI&industry=Fintech&page=2`, and (issue 12
 * "Facets, sort and check size") `&sort=check&raising=500000&direct=true`, and (issue 19) `&investing=true&pitches=true`.
 *
 * 'All' is the absence of a parameter (the API also reads an empty or single-space value as 'All'); the default
 * sort (relevance), no amount and "any contact" are absent too.
 * Type, stage and sort values outside their vocabularies (shared/vocabulary.ts, shared/catalogue-schemas.ts) and
 * amounts that are not a whole number of dollars from 1 to RAISING_MAX are dropped rather than sent: the API would
 * answer 400 for them.
 */
import type { SearchSuggestion } from '../../../../shared/catalogue-schemas.js';
import { formatCount } from '../../common/format.js';
import type { RouteQuery } from '../../common/api.js';
import {
  FUNDING_STAGES,
  INVESTOR_SORTS,
  INVESTOR_TYPES,
  PAGE_SIZE,
  type InvestorSort,
  type PageSize,
  type FundingStage,
  type InvestorType,
} from '../../../../shared/vocabulary.js';

export interface FilterState {
  /** Free text, matched by the server against name, company and description. '' = none. */
  q: string;
  /** Country name, or null for All. */
  country: string | null;
  type: InvestorType | null;
  stage: FundingStage | null;
  /** Selected industry tags (any matches). */
  industries: string[];
  /** Order of the results (GET /v1/investors `sort`); 'relevance' is the default. */
  sort: InvestorSort;
  /** "I am raising $X": whole US dollars, or null for any check size. */
  raising: number | null;
  /** Only investors with a direct contact on file ('Has direct contact'). */
  direct: boolean;
  /** Only investors currently investing ('Currently investing', issue 19; docs/decisions/0045). */
  investing: boolean;
  /** Only investors open to pitches ('Open to pitches', issue 19). */
  pitches: boolean;
  /** 1-based page. */
  page: number;
}

/** The default sort order (the API's default too). */
export const DEFAULT_SORT: InvestorSort = 'relevance';
/** The largest "I am raising" amount the API takes (shared/schemas.ts `InvestorListQuery.raising`), in USD. */
export const RAISING_MAX = 1_000_000_000_000;

export const EMPTY_FILTERS: FilterState = {
  q: '',
  country: null,
  type: null,
  stage: null,
  industries: [],
  sort: DEFAULT_SORT,
  raising: null,
  direct: false,
  investing: false,
  pitches: false,
  page: 1,
};

/** The outcome of reading the "I am raising" field: an amount (null when empty) or why it is not one. */
export type RaisingInput = { ok: true; value: number | null } | { ok: false; reason: 'format' | 'range' };

/**
 * Reads the "I am raising" text as whole US dollars: an optional leading '$', digits with optional thousands
 * separators (',' or spaces between groups of three: '500,000', '$1 000 000'), nothing else ('.' is left out:
 * '1.5' must not read as 15 or 1,500). Empty means no amount. Amounts must be 1..RAISING_MAX ('range'); anything else is 'format'.
 */
export function parseRaising(text: string): RaisingInput {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return text.trim() === '' ? { ok: true, value: null } : { ok: false, reason: 'format' };
  // Digits, or digit groups of three after a first group of 1-3 with one kind of separator.
  const grouped = /^\d{1,3}([, \u00a0\u202f])\d{3}(?:\1\d{3})*$/.test(trimmed);
  if (!grouped && !/^\d+$/.test(trimmed)) return { ok: false, reason: 'format' };
  const digits = trimmed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 13) return { ok: false, reason: 'range' };
  const value = Number(digits);
  if (value < 1 || value > RAISING_MAX) return { ok: false, reason: 'range' };
  return { ok: true, value };
}

/** An amount as the field shows it: '500,000'. */
export function formatRaising(value: number | null): string {
  return value === null ? '' : formatCount(value);
}

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
  const sort = value(params, 'sort');
  const raising = value(params, 'raising');
  const raisingAmount = raising !== null && /^\d{1,13}$/.test(raising) ? Number(raising) : null;
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
    sort: (INVESTOR_SORTS as readonly string[]).includes(sort ?? '') ? (sort as InvestorSort) : DEFAULT_SORT,
    raising:
      raisingAmount !== null && raisingAmount >= 1 && raisingAmount <= RAISING_MAX ? raisingAmount : null,
    direct: params.get('direct') === 'true',
    investing: params.get('investing') === 'true',
    pitches: params.get('pitches') === 'true',
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
  if (state.raising !== null) params.set('raising', String(state.raising));
  if (state.direct) params.set('direct', 'true');
  if (state.investing) params.set('investing', 'true');
  if (state.pitches) params.set('pitches', 'true');
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
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
): RouteQuery<'GET /v1/investors'> {
  return {
    q: state.q.trim() || undefined,
    country: state.country ?? undefined,
    type: state.type ?? undefined,
    stage: state.stage ?? undefined,
    industry: state.industries.length > 0 ? state.industries : undefined,
    sort: state.sort !== DEFAULT_SORT ? state.sort : undefined,
    raising: state.raising ?? undefined,
    direct: state.direct ? 'true' : undefined,
    investing: state.investing ? 'true' : undefined,
    pitches: state.pitches ? 'true' : undefined,
    page: state.page,
    pageSize,
  };
}

/**
 * How many filters are set (search text, Country, Type, Stage, each industry, the amount, 'Has direct contact',
 * 'Currently investing' and 'Open to pitches' count once each; the sort is not a filter): the panel's badge.
 */
export function activeFilterCount(state: FilterState): number {
  return (
    (state.q.trim() !== '' ? 1 : 0) +
    (state.country !== null ? 1 : 0) +
    (state.type !== null ? 1 : 0) +
    (state.stage !== null ? 1 : 0) +
    state.industries.length +
    (state.raising !== null ? 1 : 0) +
    (state.direct ? 1 : 0) +
    (state.investing ? 1 : 0) +
    (state.pitches ? 1 : 0)
  );
}

/** True when any filter (not the page) is set: drives the 'Clear' control and the empty-state wording. */
export function hasActiveFilters(state: FilterState): boolean {
  return (
    state.q.trim() !== '' ||
    state.country !== null ||
    state.type !== null ||
    state.stage !== null ||
    state.industries.length > 0 ||
    state.raising !== null ||
    state.direct ||
    state.investing ||
    state.pitches
  );
}

/** The change a filter makes: any fields of the state but the page (the page goes back to 1). */
export type FilterChange = Partial<Omit<FilterState, 'page'>>;

/**
 * The filter change an empty result's suggestion stands for (shared/catalogue-schemas.ts `SearchSuggestion`, made
 * by functions/investors/search-index.ts): `q` clears the text; Industry, Type or Stage with a value replace the
 * text by that filter ('fintech' → Industry: Fintech); any field with an empty value clears that filter.
 */
export function changeForSuggestion(suggestion: Pick<SearchSuggestion, 'field' | 'value'>): FilterChange {
  const { field, value: v } = suggestion;
  switch (field) {
    case 'q':
      return { q: '' };
    case 'industry':
      return v ? { q: '', industries: [v] } : { industries: [] };
    case 'type':
      return (INVESTOR_TYPES as readonly string[]).includes(v)
        ? { q: '', type: v as InvestorType }
        : { type: null };
    case 'stage':
      return (FUNDING_STAGES as readonly string[]).includes(v)
        ? { q: '', stage: v as FundingStage }
        : { stage: null };
    case 'country':
      return { country: v || null };
    case 'raising':
      return { raising: null };
    case 'direct':
      return { direct: false };
    case 'investing':
      return { investing: false };
    case 'pitches':
      return { pitches: false };
  }
}

/** Number of pages for `total` results at `pageSize` a page; at least 1 so the pager always has a page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The query string after `change` on top of the URL's `search` (page back to 1), or null when the change alters no
 * filter (a debounced commit landing after Enter committed the same value): then nothing is navigated, so no
 * history entry is added and the page is kept.
 */
export function searchAfterChange(search: string, change: FilterChange): URLSearchParams | null {
  const current = filtersFromSearch(new URLSearchParams(search));
  const next = searchFromFilters({ ...current, ...change, page: 1 });
  return next.toString() === searchFromFilters({ ...current, page: 1 }).toString() ? null : next;
}

/**
 * Whether committing `change` replaces the current history entry instead of adding one (issue 23: committed searches
 * are history entries: 'fintech', then 'climate', then Back returns to 'fintech'). Only a search text that refines
 * the current one replaces it: typing on or deleting back ('fin' → 'fintech', 'fintech' → 'fin'), as the 300 ms
 * debounce commits a search in pieces while one types. A new search ('climate' after 'fintech'), a cleared one and
 * every other filter change add an entry.
 */
export function replacesEntry(search: string, change: FilterChange): boolean {
  if (change.q === undefined) return false;
  const current = filtersFromSearch(new URLSearchParams(search)).q.toLowerCase();
  const next = change.q.trim().toLowerCase();
  return current !== '' && next !== '' && (next.startsWith(current) || current.startsWith(next));
}
