/**
 * The shape of the in-memory search index (docs/decisions/0003-search.md), shared by its modules: the index
 * (build.ts builds it), a term's variants (text.ts), the facet counters (facets.ts) and the filters of a query.
 */
import type { InvestorRecord } from '../../data/investor.js';
import type { InvestorSort } from '../../../shared/catalogue-schemas.js';
import type { InvestorListQuery } from '../../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../shared/vocabulary.js';
import type { Bits } from './bitset.js';

/** Positions (ascending) and the weight of a word or tag in each. */
export interface Postings {
  positions: Int32Array;
  weights: Float32Array;
}

/** One way a query term reaches records: the postings of a word or a synonym's tag, times a factor. */
export interface Variant extends Postings {
  factor: number;
}

/** Facet counters of one query (by value id), filled by scanning positions. */
export interface Counts {
  type: Int32Array;
  stage: Int32Array;
  country: Int32Array;
  industry: Int32Array;
  direct: Int32Array;
  investing: Int32Array;
  pitches: Int32Array;
}

export interface SearchIndex {
  /**
   * The record at each position (a slot). A built index holds its records in default order (created_at descending,
   * then name, then id), so position = rank; an index kept up to date by catalogue changes (update.ts, ADR 0056)
   * appends new records at new positions and keeps the default order in `rank` / `orders.default`. A removed record
   * keeps its position, out of `bits.all` and of every posting (a "dead" position). Records may be materialised
   * lazily (snapshot.ts): read them by index only.
   */
  records: InvestorRecord[];
  /** Position of each record id (dead positions included, so a listing shown again takes its old position). */
  positionOf: Map<string, number>;
  /** Live records (the population of `bits.all`). */
  size: number;
  /** Default-order rank of each position (rank ascending = default order). */
  rank: Int32Array;
  /** True while rank[p] === p for every position (a built index): ascending positions are the default order. */
  inOrder: boolean;
  /** Bumped by every change applied (update.ts): caches keyed by the index (the match ranking) check it. */
  generation: number;
  /** Sorted distinct words of every indexed field, for prefix ranges and typo candidates. */
  vocabulary: string[];
  /** Word ids: the word of each id (ids are stable; a word no record holds any more keeps its id, unused). */
  words: string[];
  wordId: Map<string, number>;
  /** word → positions (ascending) and the word's weight in each. */
  postings: Map<string, Postings>;
  /** Folded name and company per position (name-start ranking). */
  names: string[];
  companies: string[];
  /** Folded name, or an alias of it (shared/investor-aliases.ts) → positions having it (the exact-name bonus). */
  exactNames: Map<string, Int32Array>;
  /**
   * Folded company (or an alias of it) → positions listed under it with another name: a network's programmes, a
   * firm's people (the exact-company bonus, below the firm's own exact name).
   */
  exactCompanies: Map<string, Int32Array>;
  /** Per position: FIRM_BONUS for a firm (company empty or its own name), 0 for a record listed under a company. */
  firm: Float32Array;
  /** lower-case tag (industry, stage, type) → positions and the tag's weight in each (synonyms). */
  byTag: Map<string, Postings>;
  /** Filter values per position (facet counting by scan). */
  typeOf: Uint8Array;
  /** Bit i set: FUNDING_STAGES[i]. */
  stagesOf: Uint16Array;
  /** Country ids of position p: countryIds[countryStart[p] .. countryStart[p + 1]). Same layout for industries. */
  countryStart: Int32Array;
  countryIds: Int32Array;
  industryStart: Int32Array;
  industryIds: Int32Array;
  countries: string[];
  industries: string[];
  countryId: Map<string, number>;
  industryId: Map<string, number>;
  direct: Uint8Array;
  /** 1: open to pitches (shared/listing.ts `isOpenToPitches`). */
  pitches: Uint8Array;
  /**
   * The last UTC day number each position counts as currently investing (shared/listing.ts `investingThrough`;
   * Infinity for 'yes', -Infinity for never). The 'Currently investing' filter compares it with the query's day.
   */
  investingThrough: Float64Array;
  /**
   * The 'Currently investing' state as of `day` (a UTC day number; search/investing.ts `asOfDay` recomputes it
   * when a query's day differs): per position (1 or 0), its bit set and its catalogue total.
   */
  investing: { day: number; column: Uint8Array; bits: Bits; total: number };
  checkMin: Float64Array;
  checkMax: Float64Array;
  /**
   * The match's columns per position (functions/investors/match-score.ts): leads rounds (-1 unknown, 0 no, 1 yes),
   * when it was last confirmed or checked (ms, NaN: shared/trust.ts `verifiedTime`), its first paused day.
   */
  leads: Int8Array;
  verifiedAt: Float64Array;
  pausedFrom: Float64Array;
  /** Posting bit sets per filter value (by INVESTOR_TYPES / FUNDING_STAGES index, country and industry id). */
  bits: {
    all: Bits;
    type: Bits[];
    stage: Bits[];
    country: Bits[];
    industry: Bits[];
    direct: Bits;
    pitches: Bits;
    /**
     * Positions whose sectors come from a source that lists one kind of investing (shared/listing-texts.ts
     * `sectorsUnknown`): their other sectors are unknown, so the Industry filter keeps them (issue 34 item 4).
     */
    sectorsUnknown: Bits;
  };
  /** Facet counts of the whole catalogue (the empty query's facets), by value id. */
  totals: Counts;
  /** Mean number of values a position has per facet (the counting cost model). */
  perPosition: Record<Facet, number>;
  /**
   * Every position in each sort's order, ties in default order; `default` is the default order itself (rank →
   * position; dead positions included, never in a result).
   */
  orders: Record<Exclude<InvestorSort, 'relevance' | 'match'> | 'default', Int32Array>;
  /**
   * Trigram → ids (`words`) of the words having it after their first letter: the candidates of mid-word matches
   * (text.ts `infixWords`).
   */
  trigrams: Map<string, Int32Array>;
  /** Internal: term → its variants (normalised-token cache, bounded) and two n-long score buffers reused by queries. */
  scratch: { variants: Map<string, Variant[]>; term: Float32Array; total: Float32Array };
}

export type Filters = Pick<
  InvestorListQuery,
  'country' | 'type' | 'stage' | 'industry' | 'raising' | 'direct' | 'investing' | 'pitches'
>;
export type Facet = 'type' | 'stage' | 'country' | 'industry' | 'direct' | 'investing' | 'pitches';
export const ALL_FACETS: readonly Facet[] = [
  'type',
  'stage',
  'country',
  'industry',
  'direct',
  'investing',
  'pitches',
];
/** The yes/no facets: one bit set and one counter each. */
export const FLAG_FACETS = ['direct', 'investing', 'pitches'] as const;
export type FlagFacet = (typeof FLAG_FACETS)[number];

/** Zeroed facet counters for `countries` and `industries` values. */
export function newCounts(countries: number, industries: number): Counts {
  return {
    type: new Int32Array(INVESTOR_TYPES.length),
    stage: new Int32Array(FUNDING_STAGES.length),
    country: new Int32Array(countries),
    industry: new Int32Array(industries),
    direct: new Int32Array(1),
    investing: new Int32Array(1),
    pitches: new Int32Array(1),
  };
}
