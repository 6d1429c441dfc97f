/**
 * Building the search index from the catalogue's records (docs/decisions/0003-search.md): default order, word
 * postings with field weights, per-position value columns, the filters' bit sets, sort orders and the empty
 * query's facet counts, from each record's entry (entry.ts, shared with update.ts). Pure.
 */
import type { InvestorRecord } from '../../data/investor.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../shared/vocabulary.js';
import { utcDayNumber } from '../../../shared/listing.js';
import { fullBits, popcount32, wordsFor } from './bitset.js';
import { defaultOrder, entryOf, type Entry } from './entry.js';
import { scan } from './facets.js';
import { investingAsOf } from './investing.js';
import { ALL_FACETS, newCounts, type SearchIndex } from './model.js';

export { namesOf } from './entry.js';

function idOf(map: Map<string, number>, list: string[], value: string): number {
  let id = map.get(value);
  if (id === undefined) {
    id = list.length;
    list.push(value);
    map.set(value, id);
  }
  return id;
}

/** Ids of a list per position, flattened (CSR): ids of p are ids[start[p] .. start[p + 1]). */
export function flatten(lists: readonly (readonly number[])[]): { start: Int32Array; ids: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, p) => (start[p + 1] = start[p]! + l.length));
  const ids = new Int32Array(start[lists.length]!);
  lists.forEach((l, p) => ids.set(l, start[p]!));
  return { start, ids };
}

/** The trigrams of `word` after its first letter (a term found mid-word has all its trigrams there). */
export function trigramsOfWord(word: string): string[] {
  const grams: string[] = [];
  for (let i = 1; i + 3 <= word.length; i++) {
    const gram = word.slice(i, i + 3);
    if (!grams.includes(gram)) grams.push(gram);
  }
  return grams;
}

/**
 * Trigram → ids of the `words` having it after their first letter. O(letters of the vocabulary): about 0.6 million
 * entries for the 100,000 words of 100,000 synthetic investors.
 */
function trigramsOf(words: readonly string[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  words.forEach((word, k) => {
    for (const gram of trigramsOfWord(word)) {
      const list = lists.get(gram);
      if (!list) lists.set(gram, [k]);
      else list.push(k);
    }
  });
  return new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]));
}

/**
 * Build the index. O(n · words of the record) for the postings, O(n log n) for the sort orders, O(n · values)
 * bits for the filter bit sets (n / 8 bytes each: 12.5 KB at 100,000). `now` (ms, default the current time) is
 * the day 'Currently investing' is first evaluated for; `search` re-evaluates it for each query's day.
 */
export function buildIndex(input: readonly InvestorRecord[], now: number = Date.now()): SearchIndex {
  const records = [...input].sort(defaultOrder);
  const n = records.length;
  const raw = new Map<string, { positions: number[]; weights: number[] }>();
  const byTag = new Map<string, { positions: number[]; weights: number[] }>();
  const exact = new Map<string, number[]>();
  const exactCompany = new Map<string, number[]>();
  const firm = new Float32Array(n);
  const countries: string[] = [];
  const industries: string[] = [];
  const countryId = new Map<string, number>();
  const industryId = new Map<string, number>();
  const typeOf = new Uint8Array(n);
  const stagesOf = new Uint16Array(n);
  const direct = new Uint8Array(n);
  const unknownSectors = new Uint8Array(n);
  const pitches = new Uint8Array(n);
  const through = new Float64Array(n);
  const checkMin = new Float64Array(n);
  const checkMax = new Float64Array(n);
  const leads = new Int8Array(n);
  const verifiedAt = new Float64Array(n);
  const pausedFrom = new Float64Array(n);
  const countriesOf: number[][] = [];
  const industriesOf: number[][] = [];
  const names: string[] = [];
  const companies: string[] = [];
  const push = (map: Map<string, number[]>, key: string, p: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [p]);
    else if (list[list.length - 1] !== p) list.push(p);
  };
  const postingOf = (map: Map<string, { positions: number[]; weights: number[] }>, key: string) => {
    let list = map.get(key);
    if (!list) map.set(key, (list = { positions: [], weights: [] }));
    return list;
  };

  records.forEach((r, i) => {
    const e: Entry = entryOf(r);
    names.push(e.name);
    companies.push(e.company);
    firm[i] = e.firm;
    for (const alias of e.exactNames) push(exact, alias, i);
    for (const alias of e.exactCompanies) push(exactCompany, alias, i);
    for (const [w, weight] of e.words) {
      const list = postingOf(raw, w);
      list.positions.push(i);
      list.weights.push(weight);
    }
    for (const [tag, weight] of e.tags) {
      const list = postingOf(byTag, tag);
      list.positions.push(i);
      list.weights.push(weight);
    }
    typeOf[i] = e.type;
    stagesOf[i] = e.stages;
    countriesOf.push(e.countries.map((c) => idOf(countryId, countries, c)));
    industriesOf.push(e.industries.map((t) => idOf(industryId, industries, t)));
    direct[i] = e.direct;
    pitches[i] = e.pitches;
    unknownSectors[i] = e.sectorsUnknown;
    through[i] = e.investingThrough;
    checkMin[i] = e.checkMin;
    checkMax[i] = e.checkMax;
    leads[i] = e.leads;
    verifiedAt[i] = e.verifiedAt;
    pausedFrom[i] = e.pausedFrom;
  });

  const typed = (list: { positions: number[]; weights: number[] }) => ({
    positions: Int32Array.from(list.positions),
    weights: Float32Array.from(list.weights),
  });
  const postings = new Map([...raw].map(([w, list]) => [w, typed(list)]));
  const country = flatten(countriesOf);
  const industry = flatten(industriesOf);
  const positions = Array.from({ length: n }, (_, i) => i);
  const rank = Int32Array.from(positions);
  const newBits = (count: number) => Array.from({ length: count }, () => new Uint32Array(wordsFor(n)));
  const bits = {
    all: fullBits(n),
    type: newBits(INVESTOR_TYPES.length),
    stage: newBits(FUNDING_STAGES.length),
    country: newBits(countries.length),
    industry: newBits(industries.length),
    direct: new Uint32Array(wordsFor(n)),
    pitches: new Uint32Array(wordsFor(n)),
    sectorsUnknown: new Uint32Array(wordsFor(n)),
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
    if (pitches[p] === 1) bits.pitches[w]! |= bit;
    if (unknownSectors[p] === 1) bits.sectorsUnknown[w]! |= bit;
  }
  const vocabulary = [...postings.keys()].sort();
  const index: SearchIndex = {
    records,
    positionOf: new Map(records.map((r, p) => [r.id, p])),
    size: n,
    rank,
    inOrder: true,
    generation: 0,
    vocabulary,
    words: [...vocabulary],
    wordId: new Map(vocabulary.map((w, k) => [w, k])),
    trigrams: trigramsOf(vocabulary),
    postings,
    names,
    companies,
    exactNames: new Map([...exact].map(([k, v]) => [k, Int32Array.from(v)])),
    exactCompanies: new Map([...exactCompany].map(([k, v]) => [k, Int32Array.from(v)])),
    firm,
    byTag: new Map([...byTag].map(([k, v]) => [k, typed(v)])),
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
    pitches,
    investingThrough: through,
    investing: investingAsOf(through, utcDayNumber(now)),
    checkMin,
    checkMax,
    leads,
    verifiedAt,
    pausedFrom,
    bits,
    totals: newCounts(countries.length, industries.length),
    perPosition: {
      type: 1,
      stage: [...stagesOf].reduce((sum, m) => sum + popcount32(m), 0) / Math.max(1, n),
      country: country.ids.length / Math.max(1, n),
      industry: industry.ids.length / Math.max(1, n),
      direct: 1,
      investing: 1,
      pitches: 1,
    },
    orders: { default: Int32Array.from(positions), name: rank, check: rank, verified: rank },
    scratch: { variants: new Map(), term: new Float32Array(n), total: new Float32Array(n) },
  };
  const compare = comparators(index);
  index.orders.name = Int32Array.from([...positions].sort(compare.name));
  index.orders.check = Int32Array.from([...positions].sort(compare.check));
  index.orders.verified = Int32Array.from([...positions].sort(compare.verified));
  scan(index, bits.all, index.totals, ALL_FACETS);
  return index;
}

/** The largest check of position `p` of `index` (its maximum, else its minimum), -1 when unknown. */
function largestOf(index: Pick<SearchIndex, 'checkMin' | 'checkMax'>, p: number): number {
  const v = Number.isNaN(index.checkMax[p]!) ? index.checkMin[p]! : index.checkMax[p]!;
  return Number.isNaN(v) ? -1 : v;
}

/**
 * The sorts' comparators of positions (negative: `a` first), ties in default order (`rank`): name A-Z (folded
 * names as plain strings: case and accents ignored, fast at 100,000), largest check first, most recently confirmed
 * or checked first (none last). Read the index's current columns, so build.ts and update.ts order alike.
 */
export function comparators(
  index: SearchIndex,
): Record<'name' | 'check' | 'verified', (a: number, b: number) => number> {
  const { names, rank, verifiedAt } = index;
  return {
    name: (a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : rank[a]! - rank[b]!),
    check: (a, b) => largestOf(index, b) - largestOf(index, a) || rank[a]! - rank[b]!,
    verified: (a, b) => {
      const va = verifiedAt[a]!;
      const vb = verifiedAt[b]!;
      if (Number.isNaN(va) || Number.isNaN(vb)) {
        if (Number.isNaN(va) && Number.isNaN(vb)) return rank[a]! - rank[b]!;
        return Number.isNaN(va) ? 1 : -1;
      }
      return vb - va || rank[a]! - rank[b]!;
    },
  };
}
