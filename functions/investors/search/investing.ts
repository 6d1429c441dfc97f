/**
 * 'Currently investing' as of a day (issue 19 item 6; docs/decisions/0045-currently-investing.md). A listing's
 * 'until' date passes without any write to the catalogue, so the index keeps, per position, the last UTC day it
 * counts (shared/listing.ts `investingThrough`) and evaluates the filter for the day of each query (the caller's
 * clock: `search(index, query, { now })`). The column, bit set and catalogue total of one day are kept on the index
 * and recomputed (one O(n) pass, about 0.2 ms at 100,000) only when a query's day differs. Pure apart from that
 * cache.
 */
import { wordsFor } from './bitset.js';
import type { SearchIndex } from './model.js';

/** The 'Currently investing' column, bit set and total of `day` (a UTC day number) for `through` per position. */
export function investingAsOf(through: Float64Array, day: number): SearchIndex['investing'] {
  const n = through.length;
  const column = new Uint8Array(n);
  const bits = new Uint32Array(wordsFor(n));
  let total = 0;
  for (let p = 0; p < n; p++) {
    if (through[p]! >= day) {
      column[p] = 1;
      bits[p >>> 5]! |= 1 << (p & 31);
      total++;
    }
  }
  return { day, column, bits, total };
}

/** Makes `index` answer 'Currently investing' as of `day` (a UTC day number); a no-op for the day it holds. */
export function asOfDay(index: SearchIndex, day: number): void {
  if (index.investing.day === day) return;
  index.investing = investingAsOf(index.investingThrough, day);
  index.totals.investing[0] = index.investing.total;
}
