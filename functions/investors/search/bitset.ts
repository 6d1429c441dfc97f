/**
 * Fixed-size bit sets over record positions 0..n-1, one bit a position, in 32-bit words (`Uint32Array` of
 * `wordsFor(n)` words; bit `p & 31` of word `p >>> 5`). The search index (../search-index.ts) keeps one per filter
 * value and builds a few per query, so filtering is word-wise AND/OR and counting is a population count.
 */
export type Bits = Uint32Array;

/** Words needed for `n` positions. */
export function wordsFor(n: number): number {
  return (n + 31) >>> 5;
}

/** Population count of one 32-bit word (SWAR). */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Number of set bits. */
export function cardinality(bits: Bits): number {
  let c = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) c += popcount32(bits[w]!);
  return c;
}

/** The set of positions 0..n-1 (the last word's unused bits stay 0). */
export function fullBits(n: number): Bits {
  const bits = new Uint32Array(wordsFor(n)).fill(0xffffffff);
  if (n & 31) bits[bits.length - 1] = (2 ** (n & 31) - 1) >>> 0;
  return bits;
}

/** A bit set of `n` positions from a list of positions (any order). */
export function bitsOf(n: number, positions: ArrayLike<number>): Bits {
  const bits = new Uint32Array(wordsFor(n));
  for (let k = 0; k < positions.length; k++) {
    const p = positions[k]!;
    bits[p >>> 5]! |= 1 << (p & 31);
  }
  return bits;
}

/** True when position `p` is in `bits`. */
export function has(bits: Bits, p: number): boolean {
  return (bits[p >>> 5]! & (1 << (p & 31))) !== 0;
}

/** Calls `visit(p)` for every set position in ascending order (text.ts, facets.ts and ranking.ts inline this loop where it is hot). */
export function forEachBit(bits: Bits, visit: (p: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      visit((w << 5) + 31 - Math.clz32(low));
      x ^= low;
    }
  }
}
