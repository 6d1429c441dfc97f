/**
 * Building the search index from the catalogue's records (docs/decisions/0003-search.md): default order, word
 * postings with field weights, per-position value columns, the filters' bit sets, sort orders and the empty
 * query's facet counts. Pure.
 */
import type { InvestorRecord } from '../../data/investor.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../shared/vocabulary.js';
import { investingThrough, isOpenToPitches, utcDayNumber } from '../../../shared/listing.js';
import { fullBits, popcount32, wordsFor } from './bitset.js';
import { scan } from './facets.js';
import { investingAsOf } from './investing.js';
import { ALL_FACETS, newCounts, type SearchIndex } from './model.js';
import { FIRM_BONUS, WEIGHT, industryWeight } from './ranking.js';
import { fold, words } from './tokenise.js';
import { INVESTOR_ALIASES } from '../../../shared/investor-aliases.js';
import { SECTOR_AGNOSTIC } from '../../../shared/match-schemas.js';

/** Folded name → every folded name of its firm (canonical and aliases; shared/investor-aliases.ts). */
const ALIASES: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, readonly string[]>();
  for (const entry of INVESTOR_ALIASES) {
    const all = [...new Set([entry.name, ...entry.aliases].map(fold).filter(Boolean))];
    for (const name of all) map.set(name, all);
  }
  return map;
})();

/** The folded names of the firm `folded` names: itself and, for a firm of the alias list, every alias. */
export function namesOf(folded: string): readonly string[] {
  return ALIASES.get(folded) ?? [folded];
}

const AGNOSTIC = SECTOR_AGNOSTIC.toLowerCase();

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
function flatten(lists: readonly (readonly number[])[]): { start: Int32Array; ids: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, p) => (start[p + 1] = start[p]! + l.length));
  const ids = new Int32Array(start[lists.length]!);
  lists.forEach((l, p) => ids.set(l, start[p]!));
  return { start, ids };
}

/**
 * Trigram → positions of the sorted `vocabulary`'s words having it after their first letter (a term found
 * mid-word has all its trigrams there). O(letters of the vocabulary): about 0.6 million entries for the 100,000
 * words of 100,000 synthetic investors.
 */
function trigramsOf(vocabulary: readonly string[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  vocabulary.forEach((word, k) => {
    for (let i = 1; i + 3 <= word.length; i++) {
      const gram = word.slice(i, i + 3);
      const list = lists.get(gram);
      if (!list) lists.set(gram, [k]);
      else if (list[list.length - 1] !== k) list.push(k);
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
  const records = [...input].sort(
    (a, b) =>
      b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
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
  const pitches = new Uint8Array(n);
  const through = new Float64Array(n);
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
    const sectors = r.funding_industries.filter((t) => t.toLowerCase() !== AGNOSTIC).length;
    const industry = industryWeight(sectors);
    add([...r.location, r.city ?? ''].join(' '), WEIGHT.place);
    add(r.funding_industries.join(' '), industry);
    add([...r.funding_stage, r.funding_type].join(' '), WEIGHT.tag);
    const name = fold(r.name);
    const company = fold(r.company);
    names.push(name);
    companies.push(company);
    // A record listed under another company (a network's programme, a firm's partner) is not the firm itself.
    const listedUnder = company !== '' && company !== name;
    firm[i] = listedUnder ? 0 : FIRM_BONUS;
    const ownNames = namesOf(name);
    const companyNames = listedUnder ? namesOf(company) : [];
    for (const alias of ownNames) push(exact, alias, i);
    for (const alias of companyNames) push(exactCompany, alias, i);
    add(`${r.name} ${r.company} ${ownNames.join(' ')} ${companyNames.join(' ')}`, WEIGHT.name);
    for (const w of fold(`${r.funding_description} ${r.details?.focus ?? ''} ${r.bio}`).split(' ')) {
      if (w && !best.has(w)) best.set(w, WEIGHT.text);
    }
    for (const [w, weight] of best) {
      let list = raw.get(w);
      if (!list) raw.set(w, (list = { positions: [], weights: [] }));
      list.positions.push(i);
      list.weights.push(weight);
    }
    tags.forEach((tag, k) => {
      let list = byTag.get(tag.toLowerCase());
      if (!list) byTag.set(tag.toLowerCase(), (list = { positions: [], weights: [] }));
      if (list.positions.at(-1) === i) return;
      list.positions.push(i);
      list.weights.push(k < r.funding_industries.length ? industry : WEIGHT.tag);
    });
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
    pitches[i] = isOpenToPitches(r) ? 1 : 0;
    through[i] = investingThrough(r);
    checkMin[i] = r.check_min_usd ?? NaN;
    checkMax[i] = r.check_max_usd ?? NaN;
  });

  const typed = (list: { positions: number[]; weights: number[] }) => ({
    positions: Int32Array.from(list.positions),
    weights: Float32Array.from(list.weights),
  });
  const postings = new Map([...raw].map(([w, list]) => [w, typed(list)]));
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
    pitches: new Uint32Array(wordsFor(n)),
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
  }
  const vocabulary = [...postings.keys()].sort();
  const index: SearchIndex = {
    records,
    vocabulary,
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
