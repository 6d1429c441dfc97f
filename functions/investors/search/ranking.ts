/**
 * Ranking of the search index (docs/decisions/0003-search.md): the field weights, match factors and name
 * bonuses a result's score is made of (text.ts computes the scores), and the selection of one page's positions
 * by score (a bounded heap, or a score histogram for deep pages) or by a precomputed sort order. Pure.
 */
import { cardinality, forEachBit, has, popcount32, type Bits } from './bitset.js';
import type { SearchIndex } from './model.js';

/**
 * Field weights of a word: name and company 10, tags (industries, stages, type) 6, places 4, texts 1; an industry
 * tag's weight falls with the number of sectors the record lists (`industryWeight`).
 */
export const WEIGHT = { name: 10, tag: 6, place: 4, text: 1 } as const;

/**
 * Weight of a word of an industry tag of a record listing `sectors` industries ('Sector Agnostic' not counted):
 * a specialist is a better match of its sector than a generalist (issue 23): 6 for one sector, 4.67 for three,
 * 2.7 for nineteen; always above a text mention (1), so every tagged record ranks before text-only ones.
 */
export function industryWeight(sectors: number): number {
  return 2 + (WEIGHT.tag - 2) / (1 + (Math.max(1, sectors) - 1) / 4);
}

/**
 * Whole-query bonuses (issue 23, "the firm you typed"): the query is a record's name or an alias of it (+200);
 * the query is the company a record is listed under with another name, such as a network's programme (+100); the
 * name starts with the query (+20) or, for queries of two or more words, holds it as a phrase (+15). So an exact
 * name outranks its programmes, and both outrank every partial match.
 */
export const EXACT_NAME_BONUS = 200;
export const EXACT_COMPANY_BONUS = 100;
export const NAME_START_BONUS = 20;
export const NAME_PHRASE_BONUS = 15;
/** A firm itself ranks ahead of the programmes and people listed under it at an equal text score. */
export const FIRM_BONUS = 0.1;
/** A prefix of a word counts 0.8 of the word, a word one edit away 0.5, a word holding the term mid-word 0.6. */
export const PREFIX_FACTOR = 0.8;
export const TYPO_FACTOR = 0.5;
export const INFIX_FACTOR = 0.6;

/** Largest page end (start + size) ranked with a bounded heap; deeper pages rank by score histogram. */
const HEAP_LIMIT = 1024;

/**
 * Positions of ranks [start, end) of the set `result` ordered by score (scratch.total) descending, then position
 * ascending. Bounded heap of `end` entries for shallow pages (O(|R| log end), nearly O(|R|) since most positions
 * lose to the heap's worst at once); for deep pages, a histogram of the (few distinct) scores locates each rank.
 */
export function rankByScore(index: SearchIndex, result: Bits, start: number, end: number): number[] {
  const score = index.scratch.total;
  const rank = index.rank;
  if (end <= HEAP_LIMIT) {
    // Min-heap of the best `end` seen, worst on top; ties go to the earlier default rank.
    const heap: number[] = [];
    const worse = (a: number, b: number) =>
      score[a]! < score[b]! || (score[a] === score[b] && rank[a]! > rank[b]!);
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
      } else if (worse(heap[0]!, p)) {
        heap[0] = p;
        down(0);
      }
    });
    return heap.sort((a, b) => score[b]! - score[a]! || rank[a]! - rank[b]!).slice(start, end);
  }
  // Deep page: the hits in default order with their scores, each score's id in a small table of distinct scores
  // (few: field weights times factors, summed over the terms), then each id's first rank in score order.
  const hits = cardinality(result);
  const positions = new Int32Array(hits);
  const ids = new Uint16Array(hits);
  const distinct: number[] = [];
  let h = 0;
  let last = -1;
  let overflow = false;
  forEachInOrder(index, result, (p) => {
    if (overflow) return;
    const s = score[p]!;
    if (last < 0 || distinct[last] !== s) {
      last = distinct.indexOf(s);
      if (last < 0) {
        if (distinct.length === DISTINCT_LIMIT) {
          overflow = true;
          return;
        }
        last = distinct.push(s) - 1;
      }
    }
    positions[h] = p;
    ids[h++] = last;
  });
  if (overflow) return rankBySort(index, result, start, end);
  const perId = new Int32Array(distinct.length);
  for (let k = 0; k < hits; k++) perId[ids[k]!]! += 1;
  const firstRank = new Int32Array(distinct.length);
  let next = 0;
  for (const id of distinct.map((_, id) => id).sort((a, b) => distinct[b]! - distinct[a]!)) {
    firstRank[id] = next;
    next += perId[id]!;
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

/** Ranks [start, end) of `result` by a full sort (score descending, default order): the rare fallback. */
function rankBySort(index: SearchIndex, result: Bits, start: number, end: number): number[] {
  const score = index.scratch.total;
  const rank = index.rank;
  const all: number[] = [];
  forEachBit(result, (p) => all.push(p));
  return all.sort((a, b) => score[b]! - score[a]! || rank[a]! - rank[b]!).slice(start, end);
}

/**
 * Calls `visit(p)` for every position of `result` in default order: ascending positions for a built index, the
 * default order (`orders.default`) for one whose records changed since (update.ts).
 */
export function forEachInOrder(index: SearchIndex, result: Bits, visit: (p: number) => void): void {
  if (index.inOrder) {
    forEachBit(result, visit);
    return;
  }
  const order = index.orders.default;
  for (let k = 0; k < order.length; k++) if (has(result, order[k]!)) visit(order[k]!);
}

/** Positions of ranks [start, end) of `result` in the order `order` (all positions), or ascending when null. */
export function rankByOrder(result: Bits, order: Int32Array | null, start: number, end: number): number[] {
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
