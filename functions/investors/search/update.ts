/**
 * Applying catalogue changes to a built search index in place (issue 34; docs/decisions/0056-catalogue-with-many-
 * writers.md): a warm search container follows the catalogue change log by applying each changed listing, instead
 * of rebuilding the index (seconds at 100,000 investors) after every write.
 *
 * A change names a listing and its new record (null, or a record with `removed` set: out of the catalogue). Each
 * position's contribution is its entry (entry.ts, the build's own): a changed listing's old entry is taken out of
 * every structure and its new one put in, only where they differ (words, tags, names, filter values, columns,
 * sort orders, the empty query's facet totals). A new listing gets a new position at the end; its default-order
 * rank lives in `rank` / `orders.default` (the index is then no longer `inOrder`). A removed listing keeps its
 * position, out of `bits.all` and every posting, so showing it again puts it back where it was.
 *
 * The contract (update.test.ts, property-based): for any records and any changes, every query answers exactly as
 * the index built from the records after the changes (items, totals, facets, suggestion, filter options, the
 * match's ranking). Cost per change: O(words and values of the two records) plus O(n) copies of the sort orders
 * and the default ranks (about 1 ms at 100,000); a new value grows the bit sets; a batch rebuilds the country and
 * industry columns once.
 */
import type { InvestorRecord } from '../../data/investor.js';
import { FUNDING_STAGES } from '../../../shared/vocabulary.js';
import { has, popcount32, wordsFor, type Bits } from './bitset.js';
import { comparators, trigramsOfWord } from './build.js';
import { defaultOrder, entryOf, type Entry } from './entry.js';
import { investingAsOf } from './investing.js';
import type { Postings, SearchIndex } from './model.js';
import { lowerBound } from './tokenise.js';

/** One changed listing: its new record, or null (or a record with `removed`) when it left the catalogue. */
export interface CatalogueUpdate {
  id: string;
  record: InvestorRecord | null;
}

/** First index of the ascending `list` whose value is >= `value`. */
function lowerBoundInt(list: Int32Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `list` with `p` inserted in order (a new array). */
function withPosition(list: Int32Array, p: number): Int32Array {
  const k = lowerBoundInt(list, p);
  const out = new Int32Array(list.length + 1);
  out.set(list.subarray(0, k));
  out[k] = p;
  out.set(list.subarray(k), k + 1);
  return out;
}

/** `list` without `p` (a new array), or the same list when `p` is not in it. */
function withoutPosition(list: Int32Array, p: number): Int32Array {
  const k = lowerBoundInt(list, p);
  if (list[k] !== p) return list;
  const out = new Int32Array(list.length - 1);
  out.set(list.subarray(0, k));
  out.set(list.subarray(k + 1), k);
  return out;
}

/** Puts position `p` with `weight` into the postings of `key` (created when absent). @returns true when created. */
function addPosting(map: Map<string, Postings>, key: string, p: number, weight: number): boolean {
  const list = map.get(key);
  if (!list) {
    map.set(key, { positions: Int32Array.of(p), weights: Float32Array.of(weight) });
    return true;
  }
  const k = lowerBoundInt(list.positions, p);
  if (list.positions[k] === p) {
    const weights = list.weights.slice();
    weights[k] = weight;
    map.set(key, { positions: list.positions, weights });
    return false;
  }
  const positions = new Int32Array(list.positions.length + 1);
  const weights = new Float32Array(list.weights.length + 1);
  positions.set(list.positions.subarray(0, k));
  weights.set(list.weights.subarray(0, k));
  positions[k] = p;
  weights[k] = weight;
  positions.set(list.positions.subarray(k), k + 1);
  weights.set(list.weights.subarray(k), k + 1);
  map.set(key, { positions, weights });
  return false;
}

/** Takes position `p` out of the postings of `key`. @returns true when the key has no position left (deleted). */
function removePosting(map: Map<string, Postings>, key: string, p: number): boolean {
  const list = map.get(key);
  if (!list) return false;
  const k = lowerBoundInt(list.positions, p);
  if (list.positions[k] !== p) return false;
  if (list.positions.length === 1) {
    map.delete(key);
    return true;
  }
  const positions = new Int32Array(list.positions.length - 1);
  const weights = new Float32Array(list.weights.length - 1);
  positions.set(list.positions.subarray(0, k));
  weights.set(list.weights.subarray(0, k));
  positions.set(list.positions.subarray(k + 1), k);
  weights.set(list.weights.subarray(k + 1), k);
  map.set(key, { positions, weights });
  return false;
}

/** A word that has positions again: a new id, its place in the sorted vocabulary and in its trigrams' lists. */
function bornWord(index: SearchIndex, word: string): void {
  const id = index.words.length;
  index.words.push(word);
  index.wordId.set(word, id);
  const vocabulary = index.vocabulary;
  vocabulary.splice(
    lowerBound(vocabulary.length, (k) => vocabulary[k]!, word),
    0,
    word,
  );
  for (const gram of trigramsOfWord(word)) {
    const list = index.trigrams.get(gram);
    if (!list) index.trigrams.set(gram, Int32Array.of(id));
    else {
      const out = new Int32Array(list.length + 1);
      out.set(list);
      out[list.length] = id;
      index.trigrams.set(gram, out);
    }
  }
}

/** A word no position holds any more: out of the vocabulary and the trigrams (its id stays unused). */
function deadWord(index: SearchIndex, word: string): void {
  const id = index.wordId.get(word);
  if (id === undefined) return;
  index.wordId.delete(word);
  index.words[id] = '';
  const vocabulary = index.vocabulary;
  const k = lowerBound(vocabulary.length, (i) => vocabulary[i]!, word);
  if (vocabulary[k] === word) vocabulary.splice(k, 1);
  for (const gram of trigramsOfWord(word)) {
    const list = index.trigrams.get(gram);
    if (!list) continue;
    const rest = list.filter((x) => x !== id);
    if (rest.length === 0) index.trigrams.delete(gram);
    else index.trigrams.set(gram, rest);
  }
}

/** Inserts position `p` at its place among the first `length` entries of `order` (sorted by `compare`). */
function insertInto(
  order: Int32Array,
  length: number,
  p: number,
  compare: (a: number, b: number) => number,
): void {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compare(order[mid]!, p) < 0) lo = mid + 1;
    else hi = mid;
  }
  order.copyWithin(lo + 1, lo, length);
  order[lo] = p;
}

/** Moves position `p` to its place in `order` (every other position already in order by `compare`). */
function reposition(order: Int32Array, p: number, compare: (a: number, b: number) => number): void {
  const from = order.indexOf(p);
  order.copyWithin(from, from + 1);
  insertInto(order, order.length - 1, p, compare);
}

/** The ranks of the default order; whether it is the positions' own order. */
function rerank(index: SearchIndex): void {
  const order = index.orders.default;
  let inOrder = true;
  for (let k = 0; k < order.length; k++) {
    index.rank[order[k]!] = k;
    if (order[k] !== k) inOrder = false;
  }
  index.inOrder = inOrder;
}

/** Ids of `values` in `list` / `ids`, new values appended (their bit sets and total counters grown). */
function valueIds(index: SearchIndex, facet: 'country' | 'industry', values: readonly string[]): number[] {
  const list = facet === 'country' ? index.countries : index.industries;
  const ids = facet === 'country' ? index.countryId : index.industryId;
  return values.map((value) => {
    let id = ids.get(value);
    if (id === undefined) {
      id = list.length;
      list.push(value);
      ids.set(value, id);
      index.bits[facet].push(new Uint32Array(wordsFor(index.records.length)));
      const totals = new Int32Array(list.length);
      totals.set(index.totals[facet]);
      index.totals[facet] = totals;
    }
    return id;
  });
}

/** Grows every per-position structure of `index` to `n` positions (new ones dead, not yet in the orders). */
function grow(index: SearchIndex, n: number): void {
  const old = index.records.length;
  const resize = <T extends Float64Array | Float32Array | Int32Array | Int8Array | Uint8Array | Uint16Array>(
    array: T,
    fill?: number,
  ): T => {
    const out = new (array.constructor as new (n: number) => T)(n);
    out.set(array as never);
    if (fill !== undefined) out.fill(fill, old);
    return out;
  };
  index.firm = resize(index.firm);
  index.typeOf = resize(index.typeOf);
  index.stagesOf = resize(index.stagesOf);
  index.direct = resize(index.direct);
  index.pitches = resize(index.pitches);
  index.investingThrough = resize(index.investingThrough, -Infinity);
  index.checkMin = resize(index.checkMin, NaN);
  index.checkMax = resize(index.checkMax, NaN);
  index.leads = resize(index.leads, -1);
  index.verifiedAt = resize(index.verifiedAt, NaN);
  index.pausedFrom = resize(index.pausedFrom, Infinity);
  index.rank = resize(index.rank);
  for (const key of ['default', 'name', 'check', 'verified'] as const)
    index.orders[key] = resize(index.orders[key]);
  if (wordsFor(n) > wordsFor(old)) {
    const bigger = (b: Bits) => {
      const out = new Uint32Array(wordsFor(n));
      out.set(b);
      return out;
    };
    const bits = index.bits;
    bits.all = bigger(bits.all);
    bits.direct = bigger(bits.direct);
    bits.pitches = bigger(bits.pitches);
    bits.sectorsUnknown = bigger(bits.sectorsUnknown);
    for (const facet of ['type', 'stage', 'country', 'industry'] as const)
      bits[facet] = bits[facet].map(bigger);
  }
  index.scratch.term = new Float32Array(n);
  index.scratch.total = new Float32Array(n);
}

/** Sets or clears bit `p` of `bits`. */
function setBit(bits: Bits, p: number, on: boolean): void {
  if (on) bits[p >>> 5]! |= 1 << (p & 31);
  else bits[p >>> 5]! &= ~(1 << (p & 31));
}

/**
 * Applies `updates` (in order; the last one of an id wins) to `index` in place, so it answers as
 * `buildIndex(records after the updates)` would. `now` (ms) is the day 'Currently investing' is evaluated for when
 * the index has not answered a query yet.
 */
export function applyChanges(index: SearchIndex, updates: readonly CatalogueUpdate[]): void {
  const latest = new Map<string, InvestorRecord | null>();
  for (const u of updates) {
    latest.delete(u.id);
    latest.set(u.id, u.record);
  }
  const fresh = [...latest].filter(([id, r]) => !index.positionOf.has(id) && r && !r.removed);
  if (fresh.length > 0) {
    // New listings take new positions, first placed in every order with their sort keys (dead until applied).
    const start = index.records.length;
    grow(index, start + fresh.length);
    fresh.forEach(([id, r], k) => {
      const p = start + k;
      const e = entryOf(r!);
      index.records.push(r!);
      index.names.push(e.name);
      index.companies.push(e.company);
      index.checkMin[p] = e.checkMin;
      index.checkMax[p] = e.checkMax;
      index.verifiedAt[p] = e.verifiedAt;
      index.positionOf.set(id, p);
      insertInto(index.orders.default, p, p, (a, b) => defaultOrder(index.records[a]!, index.records[b]!));
    });
    rerank(index);
    const compare = comparators(index);
    for (let p = start; p < start + fresh.length; p++) {
      insertInto(index.orders.name, p, p, compare.name);
      insertInto(index.orders.check, p, p, compare.check);
      insertInto(index.orders.verified, p, p, compare.verified);
    }
  }
  // Country and industry ids per changed position (the CSR columns are rebuilt once at the end).
  const lists = new Map<number, { countries: number[]; industries: number[] }>();
  for (const [id, record] of latest) {
    const p = index.positionOf.get(id);
    if (p === undefined) continue; // a listing never indexed and still out of the catalogue
    const live = has(index.bits.all, p);
    const before: Entry | null = live ? entryOf(index.records[p]!) : null;
    const listed = record !== null && !record.removed;
    const after: Entry | null = listed ? entryOf(record) : null;
    if (!live && !listed) continue; // still out of the catalogue: its last listed record keeps its place
    applyEntry(index, p, before, after, lists);
    if (record) index.records[p] = record;
    if (after) {
      index.names[p] = after.name;
      index.companies[p] = after.company;
    }
    setBit(index.bits.all, p, listed);
    index.size += (listed ? 1 : 0) - (live ? 1 : 0);
    placeInOrders(index, p);
  }
  if (lists.size > 0) {
    const n = index.records.length;
    const country = withLists(index.countryStart, index.countryIds, n, lists, 'countries');
    const industry = withLists(index.industryStart, index.industryIds, n, lists, 'industries');
    index.countryStart = country.start;
    index.countryIds = country.ids;
    index.industryStart = industry.start;
    index.industryIds = industry.ids;
  }
  const live = Math.max(1, index.size);
  let stages = 0;
  for (let p = 0; p < index.records.length; p++)
    if (has(index.bits.all, p)) stages += popcount32(index.stagesOf[p]!);
  index.perPosition.stage = stages / live;
  index.perPosition.country = index.countryIds.length / live;
  index.perPosition.industry = index.industryIds.length / live;
  index.investing = investingAsOf(index.investingThrough, index.investing.day);
  index.totals.investing[0] = index.investing.total;
  index.scratch.variants.clear();
  index.generation += 1;
}

/**
 * A CSR column (`start`, `ids`: position p's values are ids[start[p]..start[p+1]]) with the lists of the changed
 * positions replaced, for `n` positions. When every changed list keeps its length (an edit of other fields, or of
 * these values alone) the ids are written in place; otherwise the column is copied once, segment by segment (typed
 * array copies: no per-position allocation, issue 34: one write at 100,000 investors cost 130-200 ms before).
 */
function withLists(
  start: Int32Array,
  ids: Int32Array,
  n: number,
  lists: ReadonlyMap<number, { countries: number[]; industries: number[] }>,
  key: 'countries' | 'industries',
): { start: Int32Array; ids: Int32Array } {
  const old = start.length - 1;
  const lengthOf = (p: number) => (p < old ? start[p + 1]! - start[p]! : 0);
  if (n === old && [...lists].every(([p, l]) => l[key].length === lengthOf(p))) {
    for (const [p, l] of lists) ids.set(l[key], start[p]!);
    return { start, ids };
  }
  const next = new Int32Array(n + 1);
  for (let p = 0; p < n; p++) next[p + 1] = next[p]! + (lists.get(p)?.[key].length ?? lengthOf(p));
  const out = new Int32Array(next[n]!);
  for (let p = 0; p < n; p++) {
    const changed = lists.get(p)?.[key];
    if (changed) out.set(changed, next[p]!);
    else if (p < old && start[p + 1]! > start[p]!) out.set(ids.subarray(start[p]!, start[p + 1]!), next[p]!);
  }
  return { start: next, ids: out };
}

/**
 * Takes entry `before` of position `p` out of the index and puts `after` in (either may be null: a listing that
 * appears or leaves), where they differ.
 */
function applyEntry(
  index: SearchIndex,
  p: number,
  before: Entry | null,
  after: Entry | null,
  lists: Map<number, { countries: number[]; industries: number[] }>,
): void {
  // Words: out where gone or weighed differently, in where new or weighed differently.
  for (const [w, weight] of before?.words ?? []) {
    if (after?.words.get(w) === weight) continue;
    if (removePosting(index.postings, w, p)) deadWord(index, w);
  }
  for (const [w, weight] of after?.words ?? []) {
    if (before?.words.get(w) === weight) continue;
    if (addPosting(index.postings, w, p, weight)) bornWord(index, w);
  }
  for (const [tag, weight] of before?.tags ?? []) {
    if (after?.tags.get(tag) !== weight) removePosting(index.byTag, tag, p);
  }
  for (const [tag, weight] of after?.tags ?? []) {
    if (before?.tags.get(tag) !== weight) addPosting(index.byTag, tag, p, weight);
  }
  const names = (map: Map<string, Int32Array>, was: readonly string[], now: readonly string[]) => {
    for (const key of was) {
      if (now.includes(key)) continue;
      const list = map.get(key);
      if (!list) continue;
      const rest = withoutPosition(list, p);
      if (rest.length === 0) map.delete(key);
      else map.set(key, rest);
    }
    for (const key of now) {
      if (was.includes(key)) continue;
      const list = map.get(key);
      map.set(key, list ? withPosition(list, p) : Int32Array.of(p));
    }
  };
  names(index.exactNames, before?.exactNames ?? [], after?.exactNames ?? []);
  names(index.exactCompanies, before?.exactCompanies ?? [], after?.exactCompanies ?? []);

  // Filter values: bit sets and the empty query's totals.
  const { bits, totals } = index;
  if (before) {
    bits.type[before.type]![p >>> 5]! &= ~(1 << (p & 31));
    totals.type[before.type]! -= 1;
    for (let k = 0; k < FUNDING_STAGES.length; k++) {
      if (before.stages & (1 << k)) {
        setBit(bits.stage[k]!, p, false);
        totals.stage[k]! -= 1;
      }
    }
    for (const id of valueIds(index, 'country', before.countries)) {
      setBit(bits.country[id]!, p, false);
      totals.country[id]! -= 1;
    }
    for (const id of valueIds(index, 'industry', before.industries)) {
      setBit(bits.industry[id]!, p, false);
      totals.industry[id]! -= 1;
    }
    totals.direct[0]! -= before.direct;
    totals.pitches[0]! -= before.pitches;
  }
  const countryIds = after ? valueIds(index, 'country', after.countries) : [];
  const industryIds = after ? valueIds(index, 'industry', after.industries) : [];
  if (after) {
    setBit(bits.type[after.type]!, p, true);
    totals.type[after.type]! += 1;
    for (let k = 0; k < FUNDING_STAGES.length; k++) {
      if (after.stages & (1 << k)) {
        setBit(bits.stage[k]!, p, true);
        totals.stage[k]! += 1;
      }
    }
    for (const id of countryIds) {
      setBit(bits.country[id]!, p, true);
      totals.country[id]! += 1;
    }
    for (const id of industryIds) {
      setBit(bits.industry[id]!, p, true);
      totals.industry[id]! += 1;
    }
    totals.direct[0]! += after.direct;
    totals.pitches[0]! += after.pitches;
  }
  setBit(bits.direct, p, after?.direct === 1);
  setBit(bits.pitches, p, after?.pitches === 1);
  setBit(bits.sectorsUnknown, p, after?.sectorsUnknown === 1);
  lists.set(p, { countries: countryIds, industries: industryIds });

  // Columns (a position out of the catalogue: neutral values, never in a result).
  index.firm[p] = after?.firm ?? 0;
  index.typeOf[p] = after?.type ?? 0;
  index.stagesOf[p] = after?.stages ?? 0;
  index.direct[p] = after?.direct ?? 0;
  index.pitches[p] = after?.pitches ?? 0;
  index.investingThrough[p] = after?.investingThrough ?? -Infinity;
  index.leads[p] = after?.leads ?? -1;
  index.pausedFrom[p] = after?.pausedFrom ?? Infinity;
  // Sort keys follow the record whether it is listed or not (its place in the orders stays consistent).
  if (after) {
    index.checkMin[p] = after.checkMin;
    index.checkMax[p] = after.checkMax;
    index.verifiedAt[p] = after.verifiedAt;
  }
}

/** Puts position `p` at its place in the default order (ranks follow) and in every sort's order. */
function placeInOrders(index: SearchIndex, p: number): void {
  const { records } = index;
  reposition(index.orders.default, p, (a, b) => defaultOrder(records[a]!, records[b]!));
  rerank(index);
  const compare = comparators(index);
  reposition(index.orders.name, p, compare.name);
  reposition(index.orders.check, p, compare.check);
  reposition(index.orders.verified, p, compare.verified);
}
