/**
 * The shape of the in-memory search index (docs/decisions/0003-search.md), shared by its modules: the index
 * (build.ts builds it), a term's variants (text.ts), the facet counters (facets.ts) and the filters of a query.
 */
import type { InvestorRecord } from '../../data/investor.js';
import type { InvestorSort } from '../../../shared/catalogue-schemas.js';
import type { InvestorListQuery } from '../../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../shared/vocabulary.js';
import type { Bits } from './bitset.js';

/** One way a query term reaches records: a word's postings times a factor, or a tag's records at a fixed score. */
export interface Variant {
  positions: Int32Array;
  /** The word's weight per position (times `factor`); null: every position scores `factor` (a synonym's tag). */
  weights: Float32Array | null;
  factor: number;
}

/** Facet counters of one query (by value id), filled by scanning positions. */
export interface Counts {
  type: Int32Array;
  stage: Int32Array;
  country: Int32Array;
  industry: Int32Array;
  direct: Int32Array;
}

export interface SearchIndex {
  /** Records in default order (created_at descending, then name, then id); a record's position is its index. */
  records: readonly InvestorRecord[];
  /** Sorted distinct words of every indexed field, for prefix ranges and typo candidates. */
  vocabulary: readonly string[];
  /** word → positions (ascending) and the word's weight in each. */
  postings: ReadonlyMap<string, { positions: Int32Array; weights: Float32Array }>;
  /** Folded name and company per position (exact-name ranking). */
  names: readonly string[];
  companies: readonly string[];
  /** Folded name or company → positions having it (the exact-name bonus). */
  exactNames: ReadonlyMap<string, Int32Array>;
  /** lower-case tag (industry, stage, type) → positions (synonyms). */
  byTag: ReadonlyMap<string, Int32Array>;
  /** Filter values per position (facet counting by scan). */
  typeOf: Uint8Array;
  /** Bit i set: FUNDING_STAGES[i]. */
  stagesOf: Uint16Array;
  /** Country ids of position p: countryIds[countryStart[p] .. countryStart[p + 1]). Same layout for industries. */
  countryStart: Int32Array;
  countryIds: Int32Array;
  industryStart: Int32Array;
  industryIds: Int32Array;
  countries: readonly string[];
  industries: readonly string[];
  countryId: ReadonlyMap<string, number>;
  industryId: ReadonlyMap<string, number>;
  direct: Uint8Array;
  checkMin: Float64Array;
  checkMax: Float64Array;
  /** Posting bit sets per filter value (by INVESTOR_TYPES / FUNDING_STAGES index, country and industry id). */
  bits: {
    all: Bits;
    type: readonly Bits[];
    stage: readonly Bits[];
    country: readonly Bits[];
    industry: readonly Bits[];
    direct: Bits;
  };
  /** Facet counts of the whole catalogue (the empty query's facets), by value id. */
  totals: Counts;
  /** Mean number of values a position has per facet (the counting cost model). */
  perPosition: Readonly<Record<Facet, number>>;
  /** Positions in each sort's order (relevance without text = default order). */
  orders: Readonly<Record<Exclude<InvestorSort, 'relevance' | 'match'>, Int32Array>>;
  /** Internal: term → its variants (normalised-token cache, bounded) and two n-long score buffers reused by queries. */
  scratch: { variants: Map<string, Variant[]>; term: Float32Array; total: Float32Array };
}

export type Filters = Pick<
  InvestorListQuery,
  'country' | 'type' | 'stage' | 'industry' | 'raising' | 'direct'
>;
export type Facet = 'type' | 'stage' | 'country' | 'industry' | 'direct';
export const ALL_FACETS: readonly Facet[] = ['type', 'stage', 'country', 'industry', 'direct'];

/** Zeroed facet counters for `countries` and `industries` values. */
export function newCounts(countries: number, industries: number): Counts {
  return {
    type: new Int32Array(INVESTOR_TYPES.length),
    stage: new Int32Array(FUNDING_STAGES.length),
    country: new Int32Array(countries),
    industry: new Int32Array(industries),
    direct: new Int32Array(1),
  };
}
