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
 * Facets: per filter option, the results with the other filters applied (its own left out), in one pass.
 * Pages of `query.pageSize` (10, 25 or 50; default PAGE_SIZE), page clamped to 1..last (section 4). An empty result gets the nearest non-empty change.
 */
import type { InvestorRecord } from '../data/investor.js';
import type { InvestorFacets, InvestorSort, SearchSuggestion } from '../../shared/catalogue-schemas.js';
import type { InvestorListQuery } from '../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES, PAGE_SIZE } from '../../shared/vocabulary.js';

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
 * a word of the tag ('fintech', 'seed', 'ai') need no entry.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  ml: ['AI & Machine Learning'],
  genai: ['AI & Machine Learning'],
  llm: ['AI & Machine Learning'],
  vc: ['Venture Fund'],
  vcs: ['Venture Fund'],
  angels: ['Angel Investor', 'Angel Network'],
  cvc: ['Corporate VC'],
  corporate: ['Corporate VC'],
  incubator: ['Accelerator'],
  accelerators: ['Accelerator'],
  preseed: ['Pre-Seed'],
  blockchain: ['Crypto & Web3'],
  web3: ['Crypto & Web3'],
  defi: ['Crypto & Web3'],
  cleantech: ['Climate Tech'],
  climatetech: ['Climate Tech'],
  insurance: ['InsurTech'],
  health: ['Healthtech', 'Digital Health'],
  healthcare: ['Healthtech', 'Digital Health'],
  medtech: ['Medical Devices'],
  education: ['EdTech'],
  security: ['Cybersecurity'],
  b2b: ['Enterprise Software'],
  enterprise: ['Enterprise Software'],
  oss: ['Open Source'],
  opensource: ['Open Source'],
  payments: ['Fintech'],
  banking: ['Fintech'],
  finance: ['Fintech'],
};

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

export interface SearchIndex {
  /** Records in default order (created_at descending, then name, then id). */
  records: readonly InvestorRecord[];
  /** Sorted distinct words of names, companies, tags and places, for prefix ranges and typo candidates. */
  vocabulary: readonly string[];
  /** word → positions (ascending) and the word's weight in each. */
  postings: ReadonlyMap<string, { positions: Int32Array; weights: Float32Array }>;
  /** Folded name and company per position (exact-name ranking). */
  names: readonly string[];
  companies: readonly string[];
  /** lower-case tag (industry, stage, type) → positions (synonyms). */
  byTag: ReadonlyMap<string, readonly number[]>;
  /** Filter values per position. */
  typeOf: Uint8Array;
  /** Bit i set: FUNDING_STAGES[i]. */
  stagesOf: Uint16Array;
  countriesOf: readonly (readonly number[])[];
  industriesOf: readonly (readonly number[])[];
  countries: readonly string[];
  industries: readonly string[];
  countryId: ReadonlyMap<string, number>;
  industryId: ReadonlyMap<string, number>;
  direct: Uint8Array;
  checkMin: Float64Array;
  checkMax: Float64Array;
  /** Positions in each sort's order (relevance without text = default order). */
  orders: Readonly<Record<Exclude<InvestorSort, 'relevance' | 'match'>, Int32Array>>;
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

/** Build the index. O(n · words of the short fields) for the postings, O(n log n) for the sort orders. */
export function buildIndex(input: readonly InvestorRecord[]): SearchIndex {
  const records = [...input].sort(
    (a, b) =>
      b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  const n = records.length;
  const raw = new Map<string, { positions: number[]; weights: number[] }>();
  const byTag = new Map<string, number[]>();
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
    for (const tag of tags) {
      const key = tag.toLowerCase();
      const list = byTag.get(key);
      if (!list) byTag.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
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
  const positions = Array.from({ length: n }, (_, i) => i);
  const largest = (i: number) => {
    const v = Number.isNaN(checkMax[i]!) ? checkMin[i]! : checkMax[i]!;
    return Number.isNaN(v) ? -1 : v;
  };
  const verifiedAt = records.map((r) => (r.verified ? (r.source?.verified_at ?? '') : ''));
  return {
    records,
    vocabulary: [...postings.keys()].sort(),
    postings,
    names,
    companies,
    byTag,
    typeOf,
    stagesOf,
    countriesOf,
    industriesOf,
    countries,
    industries,
    countryId,
    industryId,
    direct,
    checkMin,
    checkMax,
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
  };
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

/** First index of the sorted `list` whose value is >= `value`. */
function lowerBound(list: readonly string[], value: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Best score per position of one query term over its variants (exact word, prefix, typo, synonym) in the word
 * index, written into `best` (zeroed for the positions it returns).
 */
function tokenScores(index: SearchIndex, term: string, best: Float32Array): number[] {
  const touched: number[] = [];
  const put = (pos: number, s: number) => {
    if (best[pos] === 0) touched.push(pos);
    if (best[pos]! < s) best[pos] = s;
  };
  const take = (word: string, factor: number) => {
    const p = index.postings.get(word);
    if (!p) return;
    for (let k = 0; k < p.positions.length; k++) put(p.positions[k]!, p.weights[k]! * factor);
  };
  const vocab = index.vocabulary;
  const exact = index.postings.has(term);
  take(term, 1);
  if (term.length >= 2) {
    let k = lowerBound(vocab, term);
    for (let taken = 0; k < vocab.length && vocab[k]!.startsWith(term) && taken < PREFIX_LIMIT; k++) {
      if (vocab[k] === term) continue;
      take(vocab[k]!, PREFIX_FACTOR);
      taken++;
    }
  }
  if (!exact && term.length >= 5) {
    // Candidates start with the term's first letter (replace, insert or delete later) or its second (swap).
    for (const first of new Set([term[0]!, term[1]!])) {
      const from = lowerBound(vocab, first);
      const to = lowerBound(vocab, String.fromCharCode(first.charCodeAt(0) + 1));
      for (let k = from; k < to; k++) {
        const word = vocab[k]!;
        if (Math.abs(word.length - term.length) <= 1 && withinOneEdit(word, term)) take(word, TYPO_FACTOR);
      }
    }
  }
  for (const tag of SYNONYMS[term] ?? []) {
    for (const pos of index.byTag.get(tag.toLowerCase()) ?? []) put(pos, WEIGHT.tag);
  }
  return touched;
}

/** Text matches: the ascending positions matching every term of `q`, and the score of each (by position). */
export interface TextMatches {
  positions: number[];
  scores: Float32Array;
}

/**
 * Positions matching every term of `q` (a word or word start of the indexed fields), with their
 * scores; undefined when `q` has no words (no text filter).
 */
export function textMatches(index: SearchIndex, q: string | undefined): TextMatches | undefined {
  const terms = [...new Set(words(q ?? ''))];
  if (terms.length === 0) return undefined;
  const n = index.records.length;
  const total = new Float32Array(n);
  let candidates: number[] | undefined;
  // Fewest matches first, so later terms only check the survivors.
  const perTerm = terms
    .map((term) => {
      const scores = new Float32Array(n);
      return { scores, touched: tokenScores(index, term, scores) };
    })
    .sort((a, b) => a.touched.length - b.touched.length);
  for (const { scores, touched } of perTerm) {
    const next: number[] = [];
    for (const p of candidates ?? touched) {
      const s = scores[p]!;
      if (s > 0) {
        total[p] = total[p]! + s;
        next.push(p);
      }
    }
    candidates = next;
  }
  candidates!.sort((a, b) => a - b);
  const phrase = terms.join(' ');
  for (const p of candidates!) {
    if (index.names[p] === phrase || index.companies[p] === phrase) total[p] = total[p]! + EXACT_NAME_BONUS;
    else if (index.names[p]!.startsWith(phrase)) total[p] = total[p]! + NAME_START_BONUS;
  }
  return { positions: candidates!, scores: total };
}

type Filters = Pick<InvestorListQuery, 'country' | 'type' | 'stage' | 'industry' | 'raising' | 'direct'>;
type Facet = 'type' | 'stage' | 'country' | 'industry' | 'raising' | 'direct';

/** One test per active filter for a position (true: passes). */
function filterTests(index: SearchIndex, f: Filters): [Facet, (pos: number) => boolean][] {
  const tests: [Facet, (pos: number) => boolean][] = [];
  if (f.type) {
    const t = INVESTOR_TYPES.indexOf(f.type);
    tests.push(['type', (p) => index.typeOf[p] === t]);
  }
  if (f.stage) {
    const bit = 1 << FUNDING_STAGES.indexOf(f.stage);
    tests.push(['stage', (p) => (index.stagesOf[p]! & bit) !== 0]);
  }
  if (f.country) {
    const c = index.countryId.get(f.country) ?? -1;
    tests.push(['country', (p) => index.countriesOf[p]!.includes(c)]);
  }
  if (f.industry.length > 0) {
    const wanted = new Set(f.industry.map((t) => index.industryId.get(t) ?? -1));
    tests.push(['industry', (p) => index.industriesOf[p]!.some((t) => wanted.has(t))]);
  }
  if (f.raising !== undefined) {
    const x = f.raising;
    tests.push([
      'raising',
      (p) => {
        const lo = index.checkMin[p]!;
        const hi = index.checkMax[p]!;
        if (Number.isNaN(lo) && Number.isNaN(hi)) return false;
        return (Number.isNaN(lo) || lo <= x) && (Number.isNaN(hi) || x <= hi);
      },
    ]);
  }
  if (f.direct) tests.push(['direct', (p) => index.direct[p] === 1]);
  return tests;
}

function emptyFacets(): InvestorFacets {
  return { types: {}, stages: {}, countries: {}, industries: {}, direct_contact: 0 };
}

/**
 * Matches and facets of a query in one pass over the text matches (or every record): a position failing no
 * filter is a result and counts in every facet; failing exactly one filter it counts in that filter's facet only.
 */
function evaluate(
  index: SearchIndex,
  query: Filters & { q?: string | undefined },
  withFacets: boolean,
): { mask: Uint8Array; total: number; text: TextMatches | undefined; facets: InvestorFacets } {
  const n = index.records.length;
  const text = textMatches(index, query.q);
  const tests = filterTests(index, query);
  const mask = new Uint8Array(n);
  const facets = emptyFacets();
  const counts = {
    type: new Int32Array(INVESTOR_TYPES.length),
    stage: new Int32Array(FUNDING_STAGES.length),
    country: new Int32Array(index.countries.length),
    industry: new Int32Array(index.industries.length),
    direct: 0,
  };
  const count = (p: number, only: Facet | undefined) => {
    if (only === undefined || only === 'type') counts.type[index.typeOf[p]!]! += 1;
    if (only === undefined || only === 'stage') {
      const m = index.stagesOf[p]!;
      for (let k = 0; m >> k; k++) if (m & (1 << k)) counts.stage[k]! += 1;
    }
    if (only === undefined || only === 'country')
      for (const c of index.countriesOf[p]!) counts.country[c]! += 1;
    if (only === undefined || only === 'industry')
      for (const t of index.industriesOf[p]!) counts.industry[t]! += 1;
    if ((only === undefined || only === 'direct') && index.direct[p] === 1) counts.direct += 1;
  };
  let total = 0;
  const visit = (p: number) => {
    let failed: Facet | undefined;
    let failures = 0;
    for (const [facet, test] of tests) {
      if (!test(p)) {
        failures += 1;
        failed = facet;
        if (failures > 1) return;
      }
    }
    if (failures === 0) {
      mask[p] = 1;
      total += 1;
      if (withFacets) count(p, undefined);
    } else if (withFacets) count(p, failed);
  };
  if (text) for (const p of text.positions) visit(p);
  else for (let p = 0; p < n; p++) visit(p);
  if (withFacets) {
    INVESTOR_TYPES.forEach((t, k) => (facets.types[t] = counts.type[k]!));
    FUNDING_STAGES.forEach((s, k) => (facets.stages[s] = counts.stage[k]!));
    index.countries.forEach((c, k) => {
      if (counts.country[k]) facets.countries[c] = counts.country[k]!;
    });
    index.industries.forEach((t, k) => {
      if (counts.industry[k]) facets.industries[t] = counts.industry[k]!;
    });
    facets.direct_contact = counts.direct;
  }
  return { mask, total, text, facets };
}

/** The tag a whole query names (exact tag name or a synonym), as a filter change. */
function tagOfQuery(
  index: SearchIndex,
  q: string,
): { field: 'industry' | 'type' | 'stage'; value: string } | null {
  const phrase = words(q).join(' ');
  const synonyms = SYNONYMS[phrase.replace(/ /g, '')] ?? [];
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

/**
 * Run a query. Unknown filter values simply match nothing. Sort `match` takes its order from `options.matchOrder`
 * (every position, best match first: functions/match/ranking.ts); without it, `match` falls back to relevance.
 */
export function search(
  index: SearchIndex,
  query: InvestorListQuery,
  options: { matchOrder?: Int32Array } = {},
): SearchPage {
  const { mask, total, text, facets } = evaluate(index, query, true);
  const size = query.pageSize ?? PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, query.page), lastPage);
  const start = (page - 1) * size;
  let positions: number[];
  const sort = query.sort === 'match' && !options.matchOrder ? 'relevance' : (query.sort ?? 'relevance');
  if (sort === 'relevance' && text) {
    // Scores take few distinct values: bucket the (ascending) hits by score, best bucket first.
    const buckets = new Map<number, number[]>();
    for (const p of text.positions) {
      if (mask[p] !== 1) continue;
      const s = text.scores[p]!;
      const bucket = buckets.get(s);
      if (bucket) bucket.push(p);
      else buckets.set(s, [p]);
    }
    positions = [];
    let skip = start;
    for (const s of [...buckets.keys()].sort((a, b) => b - a)) {
      const bucket = buckets.get(s)!;
      if (skip >= bucket.length) {
        skip -= bucket.length;
        continue;
      }
      positions.push(...bucket.slice(skip, skip + size - positions.length));
      skip = 0;
      if (positions.length >= size) break;
    }
  } else {
    positions = [];
    let seen = 0;
    const each = (p: number) => {
      if (mask[p] !== 1) return false;
      if (seen >= start) positions.push(p);
      seen += 1;
      return positions.length >= size;
    };
    if (sort === 'relevance') {
      for (let p = 0; p < index.records.length; p++) if (each(p)) break;
    } else {
      for (const p of sort === 'match' ? options.matchOrder! : index.orders[sort]) if (each(p)) break;
    }
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
