import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFromFilters,
  changeForSuggestion,
  EMPTY_FILTERS,
  filtersFromSearch,
  formatRaising,
  parseRaising,
  RAISING_MAX,
  replacesEntry,
  searchAfterChange,
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
      sort: 'relevance',
      raising: null,
      direct: false,
      investing: false,
      pitches: false,
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
      sort: 'check',
      raising: 750_000,
      direct: true,
      investing: true,
      pitches: true,
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
      sort: undefined,
      raising: undefined,
      direct: undefined,
      page: 2,
      pageSize: 10,
    });
  });

  it('sends the sort, the amount and direct=true; leaves the defaults out', () => {
    expect(
      apiQueryFromFilters({ ...EMPTY_FILTERS, sort: 'verified', raising: 500_000, direct: true }),
    ).toMatchObject({ sort: 'verified', raising: 500_000, direct: 'true' });
    expect(apiQueryFromFilters({ ...EMPTY_FILTERS, sort: 'relevance' })).toMatchObject({
      sort: undefined,
      raising: undefined,
      direct: undefined,
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

  it('counts the amount and Has direct contact, not the sort', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, raising: 1_000_000, direct: true, sort: 'name' })).toBe(2);
  });
});

describe("'Currently investing' and 'Open to pitches' in the query string and the API query (issue 19)", () => {
  it('reads, writes and sends investing=true and pitches=true, and counts each as a filter', () => {
    const state = filtersFromSearch(new URLSearchParams('investing=true&pitches=true'));
    expect(state).toMatchObject({ investing: true, pitches: true });
    expect(searchFromFilters(state).toString()).toBe('investing=true&pitches=true');
    expect(apiQueryFromFilters(state)).toMatchObject({ investing: 'true', pitches: 'true' });
    expect(apiQueryFromFilters(EMPTY_FILTERS)).toMatchObject({ investing: undefined, pitches: undefined });
    expect(activeFilterCount(state)).toBe(2);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, pitches: true })).toBe(true);
    for (const query of ['investing=1', 'investing=false', 'pitches=yes', 'pitches=']) {
      const read = filtersFromSearch(new URLSearchParams(query));
      expect(read.investing || read.pitches, query).toBe(false);
    }
  });
});

describe('sort, amount and direct contact in the query string (issue 12)', () => {
  it('reads sort, raising and direct', () => {
    const state = filtersFromSearch(new URLSearchParams('sort=verified&raising=500000&direct=true'));
    expect(state).toMatchObject({ sort: 'verified', raising: 500_000, direct: true });
  });

  it('writes them, leaving the default sort, no amount and any contact out', () => {
    expect(
      searchFromFilters({ ...EMPTY_FILTERS, sort: 'name', raising: 2_000_000, direct: true }).toString(),
    ).toBe('raising=2000000&direct=true&sort=name');
    expect(searchFromFilters({ ...EMPTY_FILTERS, sort: 'relevance' }).toString()).toBe('');
  });

  it('drops unknown sorts, bad amounts and direct values other than true', () => {
    for (const query of ['sort=price', 'sort=', 'sort=Name']) {
      expect(filtersFromSearch(new URLSearchParams(query)).sort).toBe('relevance');
    }
    for (const query of [
      'raising=0',
      'raising=-5',
      'raising=1.5',
      'raising=5e5',
      'raising=abc',
      'raising=10000000000001',
    ]) {
      expect(filtersFromSearch(new URLSearchParams(query)).raising, query).toBeNull();
    }
    expect(filtersFromSearch(new URLSearchParams(`raising=${RAISING_MAX}`)).raising).toBe(RAISING_MAX);
    for (const query of ['direct=1', 'direct=yes', 'direct=false', 'direct=']) {
      expect(filtersFromSearch(new URLSearchParams(query)).direct, query).toBe(false);
    }
  });

  it('counts the amount and direct contact as filters (Clear and the empty-state wording)', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, raising: 1 })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, direct: true })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'check' })).toBe(false);
  });
});

describe('parseRaising ("I am raising (USD)")', () => {
  it('reads whole dollars with or without thousands separators and a leading $', () => {
    expect(parseRaising('500000')).toEqual({ ok: true, value: 500_000 });
    expect(parseRaising(' 500,000 ')).toEqual({ ok: true, value: 500_000 });
    expect(parseRaising('$1,250,000')).toEqual({ ok: true, value: 1_250_000 });
    expect(parseRaising('$ 2 000 000')).toEqual({ ok: true, value: 2_000_000 });
    expect(parseRaising('750')).toEqual({ ok: true, value: 750 });
  });

  it('reads an empty field as no amount', () => {
    expect(parseRaising('')).toEqual({ ok: true, value: null });
    expect(parseRaising('   ')).toEqual({ ok: true, value: null });
  });

  it('refuses what is not a positive whole number of dollars', () => {
    for (const text of [
      'abc',
      '1.5',
      '500k',
      '-500',
      '1,5',
      '12,34,567',
      '1,000 000',
      '$',
      '5e5',
      '500,000.00',
    ]) {
      expect(parseRaising(text), text).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('refuses 0 and amounts above the API maximum as out of range', () => {
    expect(parseRaising('0')).toEqual({ ok: false, reason: 'range' });
    expect(parseRaising('1,000,000,000,001')).toEqual({ ok: false, reason: 'range' });
    expect(parseRaising('99999999999999999999')).toEqual({ ok: false, reason: 'range' });
    expect(parseRaising('1,000,000,000,000')).toEqual({ ok: true, value: RAISING_MAX });
  });

  it('formats an amount with thousands separators, and reads it back', () => {
    expect(formatRaising(null)).toBe('');
    expect(formatRaising(2_500_000)).toBe('2,500,000');
    expect(parseRaising(formatRaising(2_500_000))).toEqual({ ok: true, value: 2_500_000 });
  });
});

describe('changeForSuggestion (empty result → one-click change)', () => {
  it('replaces the text by the tag it names', () => {
    expect(changeForSuggestion({ field: 'industry', value: 'Fintech' })).toEqual({
      q: '',
      industries: ['Fintech'],
    });
    expect(changeForSuggestion({ field: 'type', value: 'Venture Fund' })).toEqual({
      q: '',
      type: 'Venture Fund',
    });
    expect(changeForSuggestion({ field: 'stage', value: 'Seed' })).toEqual({ q: '', stage: 'Seed' });
  });

  it('clears the filter named with an empty value', () => {
    expect(changeForSuggestion({ field: 'q', value: '' })).toEqual({ q: '' });
    expect(changeForSuggestion({ field: 'industry', value: '' })).toEqual({ industries: [] });
    expect(changeForSuggestion({ field: 'type', value: '' })).toEqual({ type: null });
    expect(changeForSuggestion({ field: 'stage', value: '' })).toEqual({ stage: null });
    expect(changeForSuggestion({ field: 'country', value: '' })).toEqual({ country: null });
    expect(changeForSuggestion({ field: 'raising', value: '' })).toEqual({ raising: null });
    expect(changeForSuggestion({ field: 'direct', value: '' })).toEqual({ direct: false });
    expect(changeForSuggestion({ field: 'investing', value: '' })).toEqual({ investing: false });
    expect(changeForSuggestion({ field: 'pitches', value: '' })).toEqual({ pitches: false });
  });

  it('never sets a type or stage outside the vocabulary', () => {
    expect(changeForSuggestion({ field: 'type', value: 'Hedge Fund' })).toEqual({ type: null });
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

describe('searchAfterChange (a filter change on top of the current URL)', () => {
  it('applies the change to the URL as it is now and goes back to page 1', () => {
    expect(searchAfterChange('?q=fintech&type=Venture+Fund&page=3', { raising: 500_000 })?.toString()).toBe(
      'q=fintech&type=Venture+Fund&raising=500000',
    );
  });

  it('keeps the filters a newer change set (Clear) when an older commit clears only the text', () => {
    expect(searchAfterChange('', { q: '' })).toBeNull();
    expect(searchAfterChange('?type=Venture+Fund', { q: '' })).toBeNull();
  });

  it('navigates nowhere when the URL already has the change (no history entry, the page kept)', () => {
    expect(searchAfterChange('?raising=500000&sort=check', { raising: 500_000 })).toBeNull();
    expect(searchAfterChange('?q=ai&page=4', { q: 'ai' })).toBeNull();
  });
});

describe('replacesEntry (issue 23: committed searches are history entries)', () => {
  it('a new search adds an entry: fintech, then climate, then Back returns to fintech', () => {
    expect(replacesEntry('?q=fintech', { q: 'climate' })).toBe(false);
    expect(replacesEntry('', { q: 'fintech' })).toBe(false);
  });

  it('typing on or deleting back refines the search in place (the debounce commits it in pieces)', () => {
    expect(replacesEntry('?q=fin', { q: 'fintech' })).toBe(true);
    expect(replacesEntry('?q=fintech&industry=AI', { q: 'Fin' })).toBe(true);
  });

  it('clearing the search and the other filters add an entry', () => {
    expect(replacesEntry('?q=fintech', { q: '' })).toBe(false);
    expect(replacesEntry('?q=fintech', { stage: 'Seed' })).toBe(false);
  });
});
