/**
 * Tokenising for the search index (docs/decisions/0003-search.md): text folded to lower-case ASCII words, the
 * one-edit test of typo matching, and the binary search over the sorted vocabulary that prefix and typo
 * candidates use. Pure.
 */

export { fold, words } from '../../../shared/fold.js';

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
export function lowerBound(length: number, at: (k: number) => string, value: string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(mid) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
