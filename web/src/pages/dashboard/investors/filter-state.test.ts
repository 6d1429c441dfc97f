import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFromFilters,
  EMPTY_FILTERS,
  filtersFromSearch,
  hasActiveFilters,
  pageCount,
  searchFromFilters,
  type FilterState,
} from './filter-state.js';

describe('filter state ↔ query string', () => {
  it('reads every filter from the query string, industries repeated', () => {
    // Prepare
    const params = new URLSearchParams(
      'q=health&country=Germany&type=Venture+Fund&stage=Seed&industry=AI&industry=Fintech&page=3',
    );
    // Act
    const state = filtersFromSearch(params);
    // Assess
    expect(state).toEqual({
      q: 'health',
      country: 'Germany',
      type: 'Venture Fund',
      stage: 'Seed',
      industries: ['AI', 'Fintech'],
      page: 3,
    });
  });

  it('round-trips a state through the query string', () => {
    const state: FilterState = {
      q: 'climate & energy',
      country: 'United States',
      type: 'Angel Network',
      stage: 'Series D+',
      industries: ['Health & Bio', 'AI'],
      page: 2,
    };
    const text = searchFromFilters(state).toString();
    expect(filtersFromSearch(new URLSearchParams(text))).toEqual(state);
  });

  it('treats missing, empty and single-space values as All and page 1', () => {
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('country=+&type=%20&stage=&q=%20&industry=&page='))).toEqual(
      EMPTY_FILTERS,
    );
  });

  it('drops types and stages outside the vocabulary and bad pages', () => {
    const state = filtersFromSearch(new URLSearchParams('type=Hedge+Fund&stage=Series+Z&page=-2'));
    expect(state.type).toBeNull();
    expect(state.stage).toBeNull();
    expect(state.page).toBe(1);
    expect(filtersFromSearch(new URLSearchParams('page=abc')).page).toBe(1);
    expect(filtersFromSearch(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('removes duplicate industries', () => {
    expect(filtersFromSearch(new URLSearchParams('industry=AI&industry=AI')).industries).toEqual(['AI']);
  });

  it('writes a clean query string: nothing for All and page 1', () => {
    expect(searchFromFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(searchFromFilters({ ...EMPTY_FILTERS, q: '  ', page: 1 }).toString()).toBe('');
    expect(searchFromFilters({ ...EMPTY_FILTERS, industries: ['AI', 'SaaS'] }).toString()).toBe(
      'industry=AI&industry=SaaS',
    );
  });
});

describe('apiQueryFromFilters', () => {
  it('maps the state to GET /v1/investors parameters, leaving All out', () => {
    expect(apiQueryFromFilters({ ...EMPTY_FILTERS, stage: 'Seed', industries: ['AI'], page: 2 })).toEqual({
      q: undefined,
      country: undefined,
      type: undefined,
      stage: 'Seed',
      industry: ['AI'],
      page: 2,
      pageSize: 10,
    });
  });

  it('sends the chosen page size', () => {
    expect(apiQueryFromFilters(EMPTY_FILTERS, 50)).toMatchObject({ page: 1, pageSize: 50 });
  });
});

describe('activeFilterCount', () => {
  it('counts each set filter and each industry once', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...EMPTY_FILTERS, q: 'ai', country: 'France', industries: ['AI', 'Fintech'] }),
    ).toBe(4);
  });
});

describe('hasActiveFilters and pageCount', () => {
  it('knows when any filter is set (the page does not count)', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, industries: ['AI'] })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: 'x' })).toBe(true);
  });

  it('has at least one page and rounds up', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
