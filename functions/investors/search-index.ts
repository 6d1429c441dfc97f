/**
 * In-memory search over the public investor catalogue (docs/decisions/0003-search.md; keys in
 * docs/decisions/0001-single-table.md). Pure: no I/O, no contacts (the catalogue items never hold one).
 *
 * Text (issue 12 "Search that finds"): `q` is split into terms; every term must match one of name, company,
 * industries, stages, type, locations, focus, description or bio, by
 * - the exact word, or a word it starts (prefix, terms of 2+ letters; at most PREFIX_LIMIT words per term),
 * - a word one edit away (insert, delete, replace or swap two letters; terms of 5+ letters with no exact word),
 * - (issue 23) a word holding it mid-word (terms of 3+ letters: 'apital' finds Capital),
 * - a synonym of the vocabulary (SYNONYMS: 'ml' → AI & Machine Learning, 'vc' → Venture Fund, ...); the names of a
 *   firm in shared/investor-aliases.ts ('YC', 'a16z') are words and exact names of its record.
 * Ranking (search/ranking.ts; docs/decisions/0028-search-match-data-quality.md): the firm's exact name or alias
 * first, then the programmes listed under that company, then names starting with or holding the query, then name
 * words, tag matches (an industry weighing more for a specialist), locations and texts; a prefix counts 0.8 of an
 * exact word, mid-word 0.6, a typo 0.5; a firm ranks ahead of what is listed under it at an equal score.
 * Filters (founder-app.md section 5): Country (location includes), Type (equals), Stage (includes), Industry (any
 * selected tag), and (issue 12) "I am raising $X" (check range includes X; an open end counts as open) and "Has
 * direct contact", and (issue 19) "Currently investing" (as of the request's UTC day) and "Open to pitches"
 * (docs/decisions/0045-currently-investing.md). Sort: relevance (score, then created_at descending), name, largest check, recently verified.
 * Facets: per filter option, the results with the other filters applied (its own left out).
 * Pages of `query.pageSize` (10, 25 or 50; default PAGE_SIZE), page clamped to 1..last (section 4). An empty result
 * gets the nearest non-empty change.
 *
 * Design (docs/decisions/0003-search.md, "Speed"): records sit at positions 0..n-1 in default order; every filter
 * value has a bit set of its positions (search/bitset.ts), so a query's result is a word-wise AND of the text's bit set
 * (the union of each term's variants' postings, intersected over the terms) and the filters' bit sets. Facet counts
 * come from the result (and the positions failing exactly one filter) by the cheapest of population counts against
 * each value's bit set, a scan through per-position value columns, or a scan of the non-matching positions
 * subtracted from the catalogue's totals; the empty query's counts are precomputed. Scores are computed only for
 * the result, and only the requested page is ranked (a bounded heap; a score histogram for deep pages). A term's variants (prefix words, typo words, synonym tags) are
 * cached per index. The results are identical to the earlier per-hit implementation (search-index.test.ts checks
 * them against reference implementations).
 *
 * Modules (issue 21, item 9): this file plans a query (text ∧ filters, facets, suggestion, page) over
 * search/tokenise.ts (folding, words, one-edit test), search/synonyms.ts (query words for tags), search/bitset.ts
 * (bit-set primitives), search/filters.ts (the filters' bit sets), search/text.ts (term variants, text bit set,
 * scores), search/ranking.ts (weights, bonuses, page ranking), search/facets.ts (facet counting),
 * search/build.ts (building the index) and search/model.ts (the index's shape).
 */
import type { InvestorRecord } from '../data/investor.js';
import type { InvestorFacets, SearchSuggestion } from '../../shared/catalogue-schemas.js';
import type { InvestorListQuery } from '../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES, PAGE_SIZE } from '../../shared/vocabulary.js';
import { cardinality, wordsFor, type Bits } from './search/bitset.js';
import { count, facetsOf } from './search/facets.js';
import { filterBits } from './search/filters.js';
import { asOfDay } from './search/investing.js';
import { utcDayNumber } from '../../shared/listing.js';
import { ALL_FACETS, newCounts, type Facet, type Filters, type SearchIndex } from './search/model.js';
import { rankByOrder, rankByScore } from './search/ranking.js';
import { tagOfQuery } from './search/synonyms.js';
import { externalText, textOf, type ExternalText, type Text } from './search/text.js';
import { words } from './search/tokenise.js';

export { buildIndex } from './search/build.js';
export type { SearchIndex } from './search/model.js';
export { SYNONYMS } from './search/synonyms.js';
export { PREFIX_LIMIT, type ExternalText } from './search/text.js';
export { fold, withinOneEdit, words } from './search/tokenise.js';

export interface SearchPage {
  items: InvestorRecord[];
  total: number;
  /** The page actually served (clamped). */
  page: number;
  facets: InvestorFacets;
  suggestion: SearchSuggestion | null;
  /**
   * With an Industry filter: how many of `total` are investors whose sectors are not recorded (listed after those
   * whose sectors name a chosen industry; issue 34 item 4). 0 without an Industry filter.
   */
  sectorsNotRecorded: number;
}

/**
 * Result and facets of a query with bit sets. With T the text matches (or all) and B_f each active filter:
 * result R = T ∧ ⋀ B_f; a facet counts, per value, the positions of T passing every OTHER active filter, that is
 * R plus the positions failing exactly its own filter. Word-wise: `ones` = failed at least one filter, `twos` =
 * failed two or more; R = T ∧ ¬ones, X = T ∧ ones ∧ ¬twos (failed exactly one). R counts in every facet; a position
 * of X only in the facet of the filter it failed. A facet whose base is the whole catalogue (no text, no other
 * filter) takes the precomputed totals. Counting: see `count` (at most O(n / 32 · values) word operations or
 * O(n · values per position)); the sets: O(n / 32 · filters) word operations.
 */
function evaluate(
  index: SearchIndex,
  query: Filters & { q?: string | undefined },
  withFacets: boolean,
  external?: ExternalText,
): { result: Bits; total: number; text: Text | undefined; facets: InvestorFacets } {
  const n = index.records.length;
  const W = wordsFor(n);
  const text =
    external && words(query.q ?? '').length > 0 ? externalText(index, external) : textOf(index, query.q);
  const filters = filterBits(index, query);
  const base = text ? text.bits : index.bits.all;
  const result = new Uint32Array(W);
  const exactlyOne = new Uint32Array(W);
  for (let w = 0; w < W; w++) {
    let ones = 0;
    let twos = 0;
    for (const f of filters) {
      const fail = ~f.bits[w]!;
      twos |= ones & fail;
      ones |= fail;
    }
    const t = base[w]!;
    result[w] = t & ~ones;
    exactlyOne[w] = t & ones & ~twos;
  }
  const total = cardinality(result);
  if (!withFacets) return { result, total, text, facets: facetsOf(index, newCounts(0, 0)) };

  const counts = newCounts(index.countries.length, index.industries.length);
  // A facet is "global" when its own base is every record: no text and no active filter but (maybe) its own.
  const activeFacets = new Set(filters.map((f) => f.facet));
  const global = (facet: Facet) => !text && [...activeFacets].every((a) => a === facet);
  const fromResult = ALL_FACETS.filter((f) => !global(f));
  for (const f of ALL_FACETS) {
    if (global(f)) counts[f].set(index.totals[f]);
  }
  count(index, result, total, counts, fromResult);
  // Positions failing exactly one filter count in that filter's facet (unless it is global or 'raising').
  const failedOne = filters.filter(
    (f): f is { facet: Facet; bits: Bits } => f.facet !== 'raising' && !global(f.facet),
  );
  if (failedOne.length > 0) {
    const only = new Uint32Array(W);
    for (const f of failedOne) {
      for (let w = 0; w < W; w++) only[w] = exactlyOne[w]! & ~f.bits[w]!;
      count(index, only, cardinality(only), counts, [f.facet]);
    }
  }
  return { result, total, text, facets: facetsOf(index, counts) };
}

const LABEL: Record<SearchSuggestion['field'], string> = {
  q: 'Search',
  industry: 'Industry',
  type: 'Type',
  stage: 'Stage',
  country: 'Country',
  raising: 'Raising',
  direct: 'Has direct contact',
  investing: 'Currently investing',
  pitches: 'Open to pitches',
};

/**
 * For an empty result: the change that gives the most results among (1) the text replaced by the filter it names
 * ('fintech' → Industry: Fintech) and (2) each active filter or the text cleared. null when none gives any.
 */
function suggest(index: SearchIndex, query: InvestorListQuery): SearchSuggestion | null {
  const options: {
    field: SearchSuggestion['field'];
    value: string;
    label: string;
    query: InvestorListQuery;
  }[] = [];
  if (query.q) {
    const tag = tagOfQuery(index.industries, query.q);
    if (tag) {
      const next = { ...query, q: undefined };
      if (tag.field === 'industry') next.industry = [tag.value];
      else next[tag.field] = tag.value as never;
      options.push({
        field: tag.field,
        value: tag.value,
        label: `${LABEL[tag.field]}: ${tag.value}`,
        query: next,
      });
    }
    options.push({
      field: 'q',
      value: '',
      label: 'Search: all investors',
      query: { ...query, q: undefined },
    });
  }
  const cleared = (field: SearchSuggestion['field'], label: string, next: Partial<InvestorListQuery>) =>
    options.push({ field, value: '', label: `${label}: all`, query: { ...query, ...next } });
  if (query.country) cleared('country', LABEL.country, { country: undefined });
  if (query.type) cleared('type', LABEL.type, { type: undefined });
  if (query.stage) cleared('stage', LABEL.stage, { stage: undefined });
  if (query.industry.length) cleared('industry', LABEL.industry, { industry: [] });
  if (query.raising !== undefined) cleared('raising', LABEL.raising, { raising: undefined });
  if (query.direct) cleared('direct', LABEL.direct, { direct: false });
  if (query.investing) cleared('investing', LABEL.investing, { investing: false });
  if (query.pitches) cleared('pitches', LABEL.pitches, { pitches: false });
  let best: SearchSuggestion | null = null;
  for (const option of options) {
    const { total } = evaluate(index, option.query, false);
    if (total > 0 && (best === null || total > best.total)) {
      best = { field: option.field, value: option.value, label: option.label, total };
    }
    // The named tag is the suggestion whenever it gives results ("Industry: Fintech (223)").
    if (best && option === options[0] && query.q && option.field !== 'q') break;
  }
  return best;
}

export interface SearchOptions {
  /** false: skip the facet counts (the page's `facets` are all zero); default true. */
  facets?: boolean;
  /** Use these text matches instead of the index's own word matching (the library comparison seam). */
  text?: ExternalText;
  /**
   * Sort `match` (issue 15): every position, best match first (functions/investors/match-ranking.ts); without it,
   * `match` falls back to relevance.
   */
  matchOrder?: Int32Array;
  /**
   * The request's time (ms; default the current time): 'Currently investing' is evaluated for its UTC day
   * (search/investing.ts), so an 'until' date that passed stops counting without a catalogue write.
   */
  now?: number;
}

/** Run a query. Unknown filter values simply match nothing. Sort `match` takes its order from `options.matchOrder`. */
export function search(
  index: SearchIndex,
  query: InvestorListQuery,
  options: SearchOptions = {},
): SearchPage {
  asOfDay(index, utcDayNumber(options.now ?? Date.now()));
  const { result, total, text, facets } = evaluate(index, query, options.facets ?? true, options.text);
  const size = query.pageSize ?? PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, query.page), lastPage);
  const start = (page - 1) * size;
  const end = Math.min(total, start + size);
  const sort = query.sort === 'match' && !options.matchOrder ? 'relevance' : (query.sort ?? 'relevance');
  const byScore = sort === 'relevance' && text !== undefined;
  if (byScore) text.score(result);
  const byDefault = index.inOrder ? null : index.orders.default;
  const order =
    sort === 'relevance' ? byDefault : sort === 'match' ? options.matchOrder! : index.orders[sort];
  const pageOf = (bits: Bits, from: number, to: number): number[] =>
    to <= from ? [] : byScore ? rankByScore(index, bits, from, to) : rankByOrder(bits, order, from, to);
  const known = namingChosenSectors(index, query.industry, result);
  let positions: number[];
  let sectorsNotRecorded = 0;
  if (!known) positions = pageOf(result, start, end);
  else {
    // The Industry filter: investors whose sectors name a chosen one first, then those whose sectors are not
    // recorded (a narrow source: unknown, not "no"; issue 34 item 4), each part in the sort's order.
    const k = cardinality(known);
    sectorsNotRecorded = total - k;
    const unknown = result.map((word, w) => word & ~known[w]!);
    positions = [
      ...pageOf(known, start, Math.min(end, k)),
      ...pageOf(unknown, Math.max(0, start - k), Math.max(0, end - k)),
    ];
  }
  return {
    items: positions.map((i) => index.records[i] as InvestorRecord),
    total,
    page,
    facets,
    suggestion: total === 0 ? suggest(index, query) : null,
    sectorsNotRecorded,
  };
}

/**
 * The positions of `result` whose sectors name one of `industries` (the rest of an Industry filter's result are
 * investors whose sectors are not recorded); null without an Industry filter or when no result is of that kind.
 */
function namingChosenSectors(index: SearchIndex, industries: readonly string[], result: Bits): Bits | null {
  if (industries.length === 0) return null;
  let unknownInResult = false;
  const named = new Uint32Array(result.length);
  for (let w = 0; w < result.length; w++)
    if (result[w]! & index.bits.sectorsUnknown[w]!) unknownInResult = true;
  if (!unknownInResult) return null;
  for (const tag of new Set(industries)) {
    const id = index.industryId.get(tag);
    if (id === undefined) continue;
    const bits = index.bits.industry[id]!;
    for (let w = 0; w < named.length; w++) named[w]! |= bits[w]! & result[w]!;
  }
  return named;
}

/**
 * Filter options drawn from the data (founder-app.md section 2): sorted distinct countries and industries that at
 * least one listed record has.
 */
export function filterOptions(index: SearchIndex) {
  const collator = new Intl.Collator('en');
  const held = (values: readonly string[], totals: Int32Array) => values.filter((_, k) => totals[k]! > 0);
  return {
    total: index.size,
    countries: held(index.countries, index.totals.country).sort(collator.compare),
    types: [...INVESTOR_TYPES],
    stages: [...FUNDING_STAGES],
    industries: held(index.industries, index.totals.industry).sort(collator.compare),
  };
}

export { applyChanges, type CatalogueUpdate } from './search/update.js';
