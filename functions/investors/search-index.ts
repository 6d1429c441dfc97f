/**
 * In-memory search over the public investor catalogue (docs/decisions/0003-search.md; keys in
 * docs/decisions/0001-single-table.md). Pure: no I/O, no contacts (the catalogue items never hold one).
 *
 * Text (issue 12 "Search that finds"): `q` is split into terms; every term must match one of name, company,
 * industries, stages, type, locations, focus, description or bio, by
 * - the exact word, or a word it starts (prefix, terms of 2+ letters; at most PREFIX_LIMIT words per term),
 * - a word one edit away (insert, delete, replace or swap two letters; terms of 5+ letters with no exact word),
 * - a synonym of the vocabulary (SYNONYMS: 'ml' → AI & Machine Learning, 'vc' → Venture Fund, ...).
 * Ranking: exact name (or company) first, then name words, then tag matches (industry, stage, type), then
 * locations, then the texts; a prefix counts 0.8 of an exact word, a typo 0.5.
 * Filters (founder-app.md section 5): Country (location includes), Type (equals), Stage (includes), Industry (any
 * selected tag), and (issue 12) "I am raising $X" (check range includes X; an open end counts as open) and "Has
 * direct contact". Sort: relevance (score, then created_at descending), name, largest check, recently verified.
 * Facets: per filter option, the results with the other filters applied (its own left out).
 * Pages of `query.pageSize` (10, 25 or 50; default PAGE_SIZE), page clamped to 1..last (section 4). An empty result
 * gets the nearest non-empty change.
 *
 * Design (docs/decisions/0003-search.md, "Speed"): records sit at positions 0..n-1 in default order; every filter
 * value has a bit set of its positions (bitset.ts), so a query's result is a word-wise AND of the text's bit set
 * (the union of each term's variants' postings, intersected over the terms) and the filters' bit sets. Facet counts
 * come from the result (and the positions failing exactly one filter) by the cheapest of population counts against
 * each value's bit set, a scan through per-position value columns, or a scan of the non-matching positions
 * subtracted from the catalogue's totals; the empty query's counts are precomputed. Scores are computed only for the result, and only the requested page is ranked
 * (a bounded heap; a score histogram for deep pages). A term's variants (prefix words, typo words, synonym tags) are
 * cached per index. The results are identical to the earlier per-hit implementation (search-index.test.ts checks
 * them against reference implementations).
 */
import type { InvestorRecord } from '../data/investor.js';
import type { InvestorFacets, InvestorSort, SearchSuggestion } from '../../shared/catalogue-schemas.js';
import type { InvestorListQuery } from '../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES, PAGE_SIZE } from '../../shared/vocabulary.js';
import { bitsOf, cardinality, forEachBit, fullBits, has, popcount32, wordsFor, type Bits } from './bitset.js';

/** Field weights of a word (the ranking above). */
const WEIGHT = { name: 10, tag: 6, place: 4, text: 1 } as const;
const EXACT_NAME_BONUS = 100;
const NAME_START_BONUS = 20;
const PREFIX_FACTOR = 0.8;
const TYPO_FACTOR = 0.5;
/** Words a prefix term may expand to (the most frequent first would need counts; the first in order is enough). */
export const PREFIX_LIMIT = 64;

/**
 * Query words that stand for a tag of the vocabulary (industry, stage or type), lower case. Words that are already
 * a word of the tag ('fintech', 'seed', 'ai') need no entry. A Map: query words are user input, and a plain object
 * would answer `Object.prototype` for 'constructor' (issue 22, item 2).
 */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['ml', ['AI & Machine Learning']],
  ['genai', ['AI & Machine Learning']],
  ['llm', ['AI & Machine Learning']],
  ['vc', ['Venture Fund']],
  ['vcs', ['Venture Fund']],
  ['angels', ['Angel Investor', 'Angel Network']],
  ['cvc', ['Corporate VC']],
  ['corporate', ['Corporate VC']],
  ['incubator', ['Accelerator']],
  ['accelerators', ['Accelerator']],
  ['preseed', ['Pre-Seed']],
  ['blockchain', ['Crypto & Web3']],
  ['web3', ['Crypto & Web3']],
  ['defi', ['Crypto & Web3']],
  ['cleantech', ['Climate Tech']],
  ['climatetech', ['Climate Tech']],
  ['insurance', ['InsurTech']],
  ['health', ['Healthtech', 'Digital Health']],
  ['healthcare', ['Healthtech', 'Digital Health']],
  ['medtech', ['Medical Devices']],
  ['education', ['EdTech']],
  ['security', ['Cybersecurity']],
  ['b2b', ['Enterprise Software']],
  ['enterprise', ['Enterprise Software']],
  ['oss', ['Open Source']],
  ['opensource', ['Open Source']],
  ['payments', ['Fintech']],
  ['banking', ['Fintech']],
  ['finance', ['Fintech']],
]);

/** Lower-case ASCII text: accents removed (only when there are any), every run of other characters one space. */
export function fold(text: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();
}

/** Lower-case ASCII words of a text (accents removed; '&' and punctuation split words). */
export function words(text: string): string[] {
  const folded = fold(text);
  return folded ? folded.split(' ') : [];
}

/** One way a query term reaches records: a word's postings times a factor, or a tag's records at a fixed score. */
interface Variant {
  positions: Int32Array;
  /** The word's weight per position (times `factor`); null: every position scores `factor` (a synonym's tag). */
  weights: Float32Array | null;
  factor: number;
}

/** Facet counters of one query (by value id), filled by scanning positions. */
interface Counts {
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

export interface SearchPage {
  items: InvestorRecord[];
  total: number;
  /** The page actually served (clamped). */
  page: number;
  facets: InvestorFacets;
  suggestion: SearchSuggestion | null;
}

function idOf(map: Map<string, number>, list: string[], value: string): number {
  let id = map.get(value);
  if (id === undefined) {
    id = list.length;
    list.push(value);
    map.set(value, id);
  }
  return id;
}

function newCounts(countries: number, industries: number): Counts {
  return {
    type: new Int32Array(INVESTOR_TYPES.length),
    stage: new Int32Array(FUNDING_STAGES.length),
    country: new Int32Array(countries),
    industry: new Int32Array(industries),
    direct: new Int32Array(1),
  };
}

/** Ids of a list per position, flattened (CSR): ids of p are ids[start[p] .. start[p + 1]). */
function flatten(lists: readonly (readonly number[])[]): { start: Int32Array; ids: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, p) => (start[p + 1] = start[p]! + l.length));
  const ids = new Int32Array(start[lists.length]!);
  lists.forEach((l, p) => ids.set(l, start[p]!));
  return { start, ids };
}

/**
 * Build the index. O(n · words of the record) for the postings, O(n log n) for the sort orders, O(n · values)
 * bits for the filter bit sets (n / 8 bytes each: 12.5 KB at 100,000).
 */
export function buildIndex(input: readonly InvestorRecord[]): SearchIndex {
  const records = [...input].sort(
    (a, b) =>
      b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  const n = records.length;
  const raw = new Map<string, { positions: number[]; weights: number[] }>();
  const byTag = new Map<string, number[]>();
  const exact = new Map<string, number[]>();
  const countries: string[] = [];
  const industries: string[] = [];
  const countryId = new Map<string, number>();
  const industryId = new Map<string, number>();
  const typeOf = new Uint8Array(n);
  const stagesOf = new Uint16Array(n);
  const direct = new Uint8Array(n);
  const checkMin = new Float64Array(n);
  const checkMax = new Float64Array(n);
  const countriesOf: number[][] = [];
  const industriesOf: number[][] = [];
  const names: string[] = [];
  const companies: string[] = [];
  const push = (map: Map<string, number[]>, key: string, p: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [p]);
    else if (list[list.length - 1] !== p) list.push(p);
  };

  records.forEach((r, i) => {
    const best = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const w of words(text)) if ((best.get(w) ?? 0) < weight) best.set(w, weight);
    };
    const tags = [...r.funding_industries, ...r.funding_stage, r.funding_type];
    add([...r.location, r.city ?? ''].join(' '), WEIGHT.place);
    add(tags.join(' '), WEIGHT.tag);
    names.push(fold(r.name));
    companies.push(fold(r.company));
    push(exact, names[i]!, i);
    push(exact, companies[i]!, i);
    add(`${r.name} ${r.company}`, WEIGHT.name);
    for (const w of fold(`${r.funding_description} ${r.details?.focus ?? ''} ${r.bio}`).split(' ')) {
      if (w && !best.has(w)) best.set(w, WEIGHT.text);
    }
    for (const [w, weight] of best) {
      let list = raw.get(w);
      if (!list) raw.set(w, (list = { positions: [], weights: [] }));
      list.positions.push(i);
      list.weights.push(weight);
    }
    for (const tag of tags) push(byTag, tag.toLowerCase(), i);
    typeOf[i] = Math.max(0, INVESTOR_TYPES.indexOf(r.funding_type));
    let mask = 0;
    for (const st of r.funding_stage) {
      const k = FUNDING_STAGES.indexOf(st);
      if (k >= 0) mask |= 1 << k;
    }
    stagesOf[i] = mask;
    countriesOf.push([...new Set(r.location)].map((c) => idOf(countryId, countries, c)));
    industriesOf.push([...new Set(r.funding_industries)].map((t) => idOf(industryId, industries, t)));
    direct[i] = r.contact_type ? 1 : 0;
    checkMin[i] = r.check_min_usd ?? NaN;
    checkMax[i] = r.check_max_usd ?? NaN;
  });

  const postings = new Map<string, { positions: Int32Array; weights: Float32Array }>();
  for (const [w, list] of raw) {
    postings.set(w, { positions: Int32Array.from(list.positions), weights: Float32Array.from(list.weights) });
  }
  const country = flatten(countriesOf);
  const industry = flatten(industriesOf);
  const positions = Array.from({ length: n }, (_, i) => i);
  const largest = (i: number) => {
    const v = Number.isNaN(checkMax[i]!) ? checkMin[i]! : checkMax[i]!;
    return Number.isNaN(v) ? -1 : v;
  };
  const verifiedAt = records.map((r) => (r.verified ? (r.source?.verified_at ?? '') : ''));
  const newBits = (count: number) => Array.from({ length: count }, () => new Uint32Array(wordsFor(n)));
  const bits = {
    all: fullBits(n),
    type: newBits(INVESTOR_TYPES.length),
    stage: newBits(FUNDING_STAGES.length),
    country: newBits(countries.length),
    industry: newBits(industries.length),
    direct: new Uint32Array(wordsFor(n)),
  };
  for (let p = 0; p < n; p++) {
    const w = p >>> 5;
    const bit = 1 << (p & 31);
    bits.type[typeOf[p]!]![w]! |= bit;
    for (let m = stagesOf[p]!, k = 0; m !== 0; m >>>= 1, k++) if (m & 1) bits.stage[k]![w]! |= bit;
    for (let k = country.start[p]!; k < country.start[p + 1]!; k++) bits.country[country.ids[k]!]![w]! |= bit;
    for (let k = industry.start[p]!; k < industry.start[p + 1]!; k++)
      bits.industry[industry.ids[k]!]![w]! |= bit;
    if (direct[p] === 1) bits.direct[w]! |= bit;
  }
  const index: SearchIndex = {
    records,
    vocabulary: [...postings.keys()].sort(),
    postings,
    names,
    companies,
    exactNames: new Map([...exact].map(([k, v]) => [k, Int32Array.from(v)])),
    byTag: new Map([...byTag].map(([k, v]) => [k, Int32Array.from(v)])),
    typeOf,
    stagesOf,
    countryStart: country.start,
    countryIds: country.ids,
    industryStart: industry.start,
    industryIds: industry.ids,
    countries,
    industries,
    countryId,
    industryId,
    direct,
    checkMin,
    checkMax,
    bits,
    totals: newCounts(countries.length, industries.length),
    perPosition: {
      type: 1,
      stage: [...stagesOf].reduce((sum, m) => sum + popcount32(m), 0) / Math.max(1, n),
      country: country.ids.length / Math.max(1, n),
      industry: industry.ids.length / Math.max(1, n),
      direct: 1,
    },
    orders: {
      // Folded names compare as plain strings: case and accents ignored, fast at 100,000.
      name: Int32Array.from(
        [...positions].sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b)),
      ),
      check: Int32Array.from([...positions].sort((a, b) => largest(b) - largest(a) || a - b)),
      verified: Int32Array.from(
        [...positions].sort((a, b) =>
          verifiedAt[a]! < verifiedAt[b]! ? 1 : verifiedAt[a]! > verifiedAt[b]! ? -1 : a - b,
        ),
      ),
    },
    scratch: { variants: new Map(), term: new Float32Array(n), total: new Float32Array(n) },
  };
  scan(index, bits.all, index.totals, ALL_FACETS);
  return index;
}

/** True when `a` and `b` are at most one edit apart (insert, delete, replace, or swap of two neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  const sameFrom = (x: string, xi: number, y: string, yi: number) => {
    while (xi < x.length && yi < y.length) if (x.charCodeAt(xi++) !== y.charCodeAt(yi++)) return false;
    return x.length - xi === y.length - yi;
  };
  if (la === lb) {
    if (sameFrom(a, i + 1, b, i + 1)) return true; // replace
    return a[i] === b[i + 1] && a[i + 1] === b[i] && sameFrom(a, i + 2, b, i + 2); // swap
  }
  return la > lb ? sameFrom(a, i + 1, b, i) : sameFrom(a, i, b, i + 1);
}

/** First index of the sorted `list` whose value is >= `value` (`at` reads the k-th value). */
function lowerBound(length: number, at: (k: number) => string, value: string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(mid) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Normalised-token cache size: distinct query terms whose variants are kept (cleared when full). */
const VARIANT_CACHE = 4096;

/** The ways one query term matches (exact word 1.0, prefix 0.8, typo 0.5, synonym tag 6), cached per index. */
function variantsOf(index: SearchIndex, term: string): Variant[] {
  const cache = index.scratch.variants;
  const cached = cache.get(term);
  if (cached) return cached;
  const out: Variant[] = [];
  const take = (word: string, factor: number) => {
    const p = index.postings.get(word);
    if (p) out.push({ positions: p.positions, weights: p.weights, factor });
  };
  const vocab = index.vocabulary;
  const at = (k: number) => vocab[k]!;
  const exact = index.postings.has(term);
  take(term, 1);
  if (term.length >= 2) {
    let k = lowerBound(vocab.length, at, term);
    for (let taken = 0; k < vocab.length && vocab[k]!.startsWith(term) && taken < PREFIX_LIMIT; k++) {
      if (vocab[k] === term) continue;
      take(vocab[k]!, PREFIX_FACTOR);
      taken++;
    }
  }
  if (!exact && term.length >= 5) {
    // Candidates start with the term's first letter (replace, insert or delete later) or its second (swap).
    for (const first of new Set([term[0]!, term[1]!])) {
      const from = lowerBound(vocab.length, at, first);
      const to = lowerBound(vocab.length, at, String.fromCharCode(first.charCodeAt(0) + 1));
      for (let k = from; k < to; k++) {
        const word = vocab[k]!;
        if (Math.abs(word.length - term.length) <= 1 && withinOneEdit(word, term)) take(word, TYPO_FACTOR);
      }
    }
  }
  for (const tag of SYNONYMS.get(term) ?? []) {
    const positions = index.byTag.get(tag.toLowerCase());
    if (positions) out.push({ positions, weights: null, factor: WEIGHT.tag });
  }
  if (cache.size >= VARIANT_CACHE) cache.clear();
  cache.set(term, out);
  return out;
}

/**
 * Text of a query as bit sets: `bits` are the positions matching every term (undefined when `q` has no words: no
 * text filter). `score(R)` writes each position of the bit set R's total score into `scratch.total` (only those
 * positions): per term the best variant (float32, as stored), summed over the terms in order of fewest matches,
 * plus the exact-name (+100) or name-start (+20) bonus of the whole phrase.
 */
interface Text {
  bits: Bits;
  score: (result: Bits) => void;
}

function textOf(index: SearchIndex, q: string | undefined): Text | undefined {
  const terms = [...new Set(words(q ?? ''))];
  if (terms.length === 0) return undefined;
  const n = index.records.length;
  const perTerm = terms
    .map((term) => {
      const variants = variantsOf(index, term);
      const bits = new Uint32Array(wordsFor(n));
      for (const v of variants) {
        const ps = v.positions;
        for (let k = 0; k < ps.length; k++) bits[ps[k]! >>> 5]! |= 1 << (ps[k]! & 31);
      }
      return { variants, bits, count: cardinality(bits) };
    })
    // Fewest matches first: the float32 sums below add in this order (stable for ties).
    .sort((a, b) => a.count - b.count);
  const bits = perTerm[0]!.bits.slice();
  for (const t of perTerm.slice(1)) for (let w = 0; w < bits.length; w++) bits[w]! &= t.bits[w]!;
  const phrase = terms.join(' ');
  const score = (result: Bits) => {
    const { term: best, total } = index.scratch;
    let first = true;
    for (const t of perTerm) {
      best.fill(0);
      for (const v of t.variants) {
        const ps = v.positions;
        const ws = v.weights;
        for (let k = 0; k < ps.length; k++) {
          const p = ps[k]!;
          const s = ws ? ws[k]! * v.factor : v.factor;
          if (best[p]! < s) best[p] = s;
        }
      }
      for (let w = 0; w < result.length; w++) {
        let x = result[w]!;
        while (x !== 0) {
          const low = x & -x;
          const p = (w << 5) + 31 - Math.clz32(low);
          total[p] = first ? best[p]! : total[p]! + best[p]!;
          x ^= low;
        }
      }
      first = false;
    }
    // Exact name or company: +100; else a name starting with the phrase: +20.
    const exact = index.exactNames.get(phrase);
    const bonus = (p: number, b: number) => {
      if (has(result, p)) total[p] = total[p]! + b;
    };
    if (exact) for (let k = 0; k < exact.length; k++) bonus(exact[k]!, EXACT_NAME_BONUS);
    const byName = index.orders.name;
    for (
      let k = lowerBound(byName.length, (k) => index.names[byName[k]!]!, phrase);
      k < byName.length && index.names[byName[k]!]!.startsWith(phrase);
      k++
    ) {
      const p = byName[k]!;
      if (index.names[p] !== phrase && index.companies[p] !== phrase) bonus(p, NAME_START_BONUS);
    }
  };
  return { bits, score };
}

type Filters = Pick<InvestorListQuery, 'country' | 'type' | 'stage' | 'industry' | 'raising' | 'direct'>;
type Facet = 'type' | 'stage' | 'country' | 'industry' | 'direct';
const ALL_FACETS: readonly Facet[] = ['type', 'stage', 'country', 'industry', 'direct'];

/** The bit set of each active filter (the positions passing it), with the facet it belongs to. */
function filterBits(index: SearchIndex, f: Filters): { facet: Facet | 'raising'; bits: Bits }[] {
  const n = index.records.length;
  const none = () => new Uint32Array(wordsFor(n));
  const out: { facet: Facet | 'raising'; bits: Bits }[] = [];
  if (f.type) out.push({ facet: 'type', bits: index.bits.type[INVESTOR_TYPES.indexOf(f.type)] ?? none() });
  if (f.stage)
    out.push({ facet: 'stage', bits: index.bits.stage[FUNDING_STAGES.indexOf(f.stage)] ?? none() });
  if (f.country) {
    const c = index.countryId.get(f.country);
    out.push({ facet: 'country', bits: c === undefined ? none() : index.bits.country[c]! });
  }
  if (f.industry.length > 0) {
    const ids = [...new Set(f.industry.map((t) => index.industryId.get(t)))].filter((id) => id !== undefined);
    let bits: Bits;
    if (ids.length === 1) bits = index.bits.industry[ids[0]!]!;
    else {
      bits = none();
      for (const id of ids) {
        const b = index.bits.industry[id]!;
        for (let w = 0; w < bits.length; w++) bits[w]! |= b[w]!;
      }
    }
    out.push({ facet: 'industry', bits });
  }
  if (f.raising !== undefined) {
    // A range per position, not a value: one pass over the check columns.
    const x = f.raising;
    const bits = none();
    const { checkMin, checkMax } = index;
    for (let p = 0; p < n; p++) {
      const lo = checkMin[p]!;
      const hi = checkMax[p]!;
      if (Number.isNaN(lo) && Number.isNaN(hi)) continue;
      if ((Number.isNaN(lo) || lo <= x) && (Number.isNaN(hi) || x <= hi)) bits[p >>> 5]! |= 1 << (p & 31);
    }
    out.push({ facet: 'raising', bits });
  }
  if (f.direct) out.push({ facet: 'direct', bits: index.bits.direct });
  return out;
}

/** Adds every position of `bits` to the counters of `facets`. */
function scan(index: SearchIndex, bits: Bits, counts: Counts, facets: readonly Facet[]): void {
  const want = (f: Facet) => facets.includes(f);
  const [type, stage, country, industry, direct] = ALL_FACETS.map(want);
  const { typeOf, stagesOf, countryStart, countryIds, industryStart, industryIds } = index;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      const p = (w << 5) + 31 - Math.clz32(low);
      x ^= low;
      if (type) counts.type[typeOf[p]!]! += 1;
      if (stage) {
        let m = stagesOf[p]!;
        while (m !== 0) {
          const b = m & -m;
          counts.stage[31 - Math.clz32(b)]! += 1;
          m ^= b;
        }
      }
      if (country)
        for (let k = countryStart[p]!; k < countryStart[p + 1]!; k++) counts.country[countryIds[k]!]! += 1;
      if (industry)
        for (let k = industryStart[p]!; k < industryStart[p + 1]!; k++)
          counts.industry[industryIds[k]!]! += 1;
      if (direct) counts.direct[0]! += index.direct[p]!;
    }
  }
}

/**
 * Adds the `hits` positions of `bits` to the counters of `facets`, per facet by the cheapest of three ways (a cost
 * model in operations): population counts of `bits` AND each value's bit set over the non-empty words (values ×
 * words: broad results, few values), a scan of the positions through the value columns (positions × values per
 * position: narrow results), or a scan of the positions NOT in `bits` subtracted from the catalogue's totals
 * (nearly every record matches: 'growth' in 92% of them).
 */
function count(index: SearchIndex, bits: Bits, hits: number, counts: Counts, facets: readonly Facet[]): void {
  const n = index.records.length;
  const live: number[] = [];
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) live.push(w);
  const scanned: Facet[] = [];
  const complemented: Facet[] = [];
  for (const facet of facets) {
    const values = facet === 'direct' ? [index.bits.direct] : index.bits[facet];
    const perPosition = 1 + index.perPosition[facet];
    const byPopcount = values.length * live.length;
    const byScan = hits * perPosition;
    const byComplement = (n - hits) * perPosition + values.length;
    if (byScan <= byPopcount && byScan <= byComplement) scanned.push(facet);
    else if (byComplement < byPopcount) complemented.push(facet);
    else {
      const out = counts[facet];
      for (let v = 0; v < values.length; v++) {
        const b = values[v]!;
        let c = 0;
        for (let k = 0; k < live.length; k++) {
          const w = live[k]!;
          const x = bits[w]! & b[w]!;
          if (x !== 0) c += popcount32(x);
        }
        out[v]! += c;
      }
    }
  }
  if (scanned.length > 0) scan(index, bits, counts, scanned);
  if (complemented.length > 0) {
    const all = index.bits.all;
    const rest = new Uint32Array(bits.length);
    for (let w = 0; w < bits.length; w++) rest[w] = all[w]! & ~bits[w]!;
    const restCounts = newCounts(index.countries.length, index.industries.length);
    scan(index, rest, restCounts, complemented);
    for (const facet of complemented) {
      const out = counts[facet];
      const totals = index.totals[facet];
      for (let v = 0; v < out.length; v++) out[v]! += totals[v]! - restCounts[facet][v]!;
    }
  }
}

function facetsOf(index: SearchIndex, counts: Counts): InvestorFacets {
  const facets: InvestorFacets = { types: {}, stages: {}, countries: {}, industries: {}, direct_contact: 0 };
  INVESTOR_TYPES.forEach((t, k) => (facets.types[t] = counts.type[k]!));
  FUNDING_STAGES.forEach((s, k) => (facets.stages[s] = counts.stage[k]!));
  index.countries.forEach((c, k) => {
    if (counts.country[k]) facets.countries[c] = counts.country[k]!;
  });
  index.industries.forEach((t, k) => {
    if (counts.industry[k]) facets.industries[t] = counts.industry[k]!;
  });
  facets.direct_contact = counts.direct[0]!;
  return facets;
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

/** The tag a whole query names (exact tag name or a synonym), as a filter change. */
function tagOfQuery(
  index: SearchIndex,
  q: string,
): { field: 'industry' | 'type' | 'stage'; value: string } | null {
  const phrase = words(q).join(' ');
  const synonyms = SYNONYMS.get(phrase.replace(/ /g, '')) ?? [];
  const candidates = [...synonyms.map((s) => s.toLowerCase()), phrase];
  for (const c of candidates) {
    const type = INVESTOR_TYPES.find((t) => words(t).join(' ') === c || t.toLowerCase() === c);
    if (type) return { field: 'type', value: type };
    const stage = FUNDING_STAGES.find((s) => words(s).join(' ') === c || s.toLowerCase() === c);
    if (stage) return { field: 'stage', value: stage };
    const industry = index.industries.find((t) => words(t).join(' ') === c || t.toLowerCase() === c);
    if (industry) return { field: 'industry', value: industry };
  }
  return null;
}

const LABEL: Record<SearchSuggestion['field'], string> = {
  q: 'Search',
  industry: 'Industry',
  type: 'Type',
  stage: 'Stage',
  country: 'Country',
  raising: 'Raising',
  direct: 'Has direct contact',
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
    const tag = tagOfQuery(index, query.q);
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

/** Largest page end (start + size) ranked with a bounded heap; deeper pages rank by score histogram. */
const HEAP_LIMIT = 1024;

/**
 * Positions of ranks [start, end) of the set `result` ordered by score (scratch.total) descending, then position
 * ascending. Bounded heap of `end` entries for shallow pages (O(|R| log end), nearly O(|R|) since most positions
 * lose to the heap's worst at once); for deep pages, a histogram of the (few distinct) scores locates each rank.
 */
function rankByScore(index: SearchIndex, result: Bits, start: number, end: number): number[] {
  const score = index.scratch.total;
  if (end <= HEAP_LIMIT) {
    // Min-heap of the best `end` seen, worst on top; positions come ascending, so an equal score never beats it.
    const heap: number[] = [];
    const worse = (a: number, b: number) => score[a]! < score[b]! || (score[a] === score[b] && a > b);
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l;
        if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r;
        if (m === i) return;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    };
    forEachBit(result, (p) => {
      if (heap.length < end) {
        heap.push(p);
        for (let i = heap.length - 1; i > 0;) {
          const parent = (i - 1) >> 1;
          if (!worse(heap[i]!, heap[parent]!)) break;
          [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
          i = parent;
        }
      } else if (score[p]! > score[heap[0]!]!) {
        heap[0] = p;
        down(0);
      }
    });
    return heap.sort((a, b) => score[b]! - score[a]! || a - b).slice(start, end);
  }
  // Deep page: the hits with their scores, each score's id in a small table of distinct scores (few: field weights
  // times factors, summed over the terms), then each id's first rank in score order.
  const hits = cardinality(result);
  const positions = new Int32Array(hits);
  const ids = new Uint16Array(hits);
  const distinct: number[] = [];
  let h = 0;
  let last = -1;
  for (let w = 0; w < result.length; w++) {
    let x = result[w]!;
    while (x !== 0) {
      const low = x & -x;
      const p = (w << 5) + 31 - Math.clz32(low);
      x ^= low;
      const s = score[p]!;
      if (last < 0 || distinct[last] !== s) {
        last = distinct.indexOf(s);
        if (last < 0) {
          if (distinct.length === DISTINCT_LIMIT) return rankBySort(score, result, start, end);
          last = distinct.push(s) - 1;
        }
      }
      positions[h] = p;
      ids[h++] = last;
    }
  }
  const perId = new Int32Array(distinct.length);
  for (let k = 0; k < hits; k++) perId[ids[k]!]! += 1;
  const firstRank = new Int32Array(distinct.length);
  let rank = 0;
  for (const id of distinct.map((_, id) => id).sort((a, b) => distinct[b]! - distinct[a]!)) {
    firstRank[id] = rank;
    rank += perId[id]!;
  }
  const out: number[] = [];
  const seen = new Int32Array(distinct.length);
  for (let k = 0; k < hits; k++) {
    const id = ids[k]!;
    const r = firstRank[id]! + seen[id]!++;
    if (r >= start && r < end) out[r - start] = positions[k]!;
  }
  return out;
}

/** Distinct scores the deep-page ranking tracks before it sorts instead. */
const DISTINCT_LIMIT = 1024;

/** Ranks [start, end) of `result` by a full sort (score descending, position ascending): the rare fallback. */
function rankBySort(score: Float32Array, result: Bits, start: number, end: number): number[] {
  const all: number[] = [];
  forEachBit(result, (p) => all.push(p));
  return all.sort((a, b) => score[b]! - score[a]! || a - b).slice(start, end);
}

/** Positions of ranks [start, end) of `result` in the order `order` (all positions), or ascending when null. */
function rankByOrder(result: Bits, order: Int32Array | null, start: number, end: number): number[] {
  const out: number[] = [];
  let seen = 0;
  if (order === null) {
    for (let w = 0; w < result.length && seen < end; w++) {
      let x = result[w]!;
      if (x === 0) continue;
      const c = popcount32(x);
      if (seen + c <= start) {
        seen += c; // skip a whole word
        continue;
      }
      while (x !== 0 && seen < end) {
        const low = x & -x;
        if (seen >= start) out.push((w << 5) + 31 - Math.clz32(low));
        seen += 1;
        x ^= low;
      }
    }
    return out;
  }
  for (let k = 0; k < order.length && seen < end; k++) {
    if (!has(result, order[k]!)) continue;
    if (seen >= start) out.push(order[k]!);
    seen += 1;
  }
  return out;
}

/**
 * Text matches computed outside the index (scripts/bench-search-libs.ts puts a full-text library here): the
 * matching positions (any order) and the score of each (same order; higher ranks first).
 */
export interface ExternalText {
  positions: ArrayLike<number>;
  scores: ArrayLike<number>;
}

function externalText(index: SearchIndex, external: ExternalText): Text {
  return {
    bits: bitsOf(index.records.length, external.positions),
    score: () => {
      const total = index.scratch.total;
      for (let k = 0; k < external.positions.length; k++) total[external.positions[k]!] = external.scores[k]!;
    },
  };
}

export interface SearchOptions {
  /** false: skip the facet counts (the page's `facets` are all zero); default true. */
  facets?: boolean;
  /** Use these text matches instead of the index's own word matching (the library comparison seam). */
  text?: ExternalText;
  /**
   * Sort `match` (issue 15): every position, best match first (functions/match/ranking.ts); without it, `match`
   * falls back to relevance.
   */
  matchOrder?: Int32Array;
}

/** Run a query. Unknown filter values simply match nothing. Sort `match` takes its order from `options.matchOrder`. */
export function search(
  index: SearchIndex,
  query: InvestorListQuery,
  options: SearchOptions = {},
): SearchPage {
  const { result, total, text, facets } = evaluate(index, query, options.facets ?? true, options.text);
  const size = query.pageSize ?? PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, query.page), lastPage);
  const start = (page - 1) * size;
  const end = Math.min(total, start + size);
  const sort = query.sort === 'match' && !options.matchOrder ? 'relevance' : (query.sort ?? 'relevance');
  let positions: number[];
  if (sort === 'relevance' && text) {
    text.score(result);
    positions = rankByScore(index, result, start, end);
  } else {
    const order = sort === 'relevance' ? null : sort === 'match' ? options.matchOrder! : index.orders[sort];
    positions = rankByOrder(result, order, start, end);
  }
  return {
    items: positions.map((i) => index.records[i] as InvestorRecord),
    total,
    page,
    facets,
    suggestion: total === 0 ? suggest(index, query) : null,
  };
}

/** Filter options drawn from the data (founder-app.md section 2): sorted distinct countries and industries. */
export function filterOptions(index: SearchIndex) {
  const collator = new Intl.Collator('en');
  return {
    total: index.records.length,
    countries: [...index.countries].sort(collator.compare),
    types: [...INVESTOR_TYPES],
    stages: [...FUNDING_STAGES],
    industries: [...index.industries].sort(collator.compare),
  };
}
