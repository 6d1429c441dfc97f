/**
 * Money (issue 23): check sizes as people type them parse to USD minimum/maximum (fixed rates for other
 * currencies, a clear refusal otherwise), and amounts are shown with sensible precision.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USD_PER_UNIT, formatCheckSizes, formatMoney, parseCheckSize } from './money.js';

describe('parseCheckSize', () => {
  it.each<[string, number | null, number | null]>([
    ['$25K - $100K', 25_000, 100_000],
    ['$500K – $3M', 500_000, 3_000_000],
    ['$500k—$3m', 500_000, 3_000_000],
    ['$25K to $100K', 25_000, 100_000],
    ['from $1M to $2M', 1_000_000, 2_000_000],
    ['between $250K and $1.5 million', 250_000, 1_500_000],
    ['$1,000,000 - $2,500,000', 1_000_000, 2_500_000],
    ['100000', 100_000, 100_000],
    ['$150K', 150_000, 150_000],
    ['$100K+', 100_000, null],
    ['from $100K', 100_000, null],
    ['Up to $2M', null, 2_000_000],
    ['up to 2m', null, 2_000_000],
    ['$0.1-4M', 100_000, 4_000_000],
    ['$1m-$50m', 1_000_000, 50_000_000],
    ['US$2.5M', 2_500_000, 2_500_000],
    ['USD 250K', 250_000, 250_000],
    ['$3M - $500K', 500_000, 3_000_000],
    ['$1B', 1_000_000_000, 1_000_000_000],
    ['', null, null],
    ['  ', null, null],
  ])('%j → USD %s – %s', (text, min, max) => {
    expect(parseCheckSize(text)).toEqual({ ok: true, min_usd: min, max_usd: max, currency: 'USD' });
  });

  it.each<[string, string, number | null, number | null]>([
    ['€120K', 'EUR', 120_000, 120_000],
    ['€25K - €100K', 'EUR', 25_000, 100_000],
    ['EUR 25K', 'EUR', 25_000, 25_000],
    ['25K EUR', 'EUR', 25_000, 25_000],
    ['£50k–£250k', 'GBP', 50_000, 250_000],
    ['A$50K', 'AUD', 50_000, 50_000],
    ['AED 100K', 'AED', 100_000, 100_000],
  ])('%j is %s, converted at the fixed rate', (text, currency, min, max) => {
    const rate = USD_PER_UNIT.get(currency)!;
    expect(parseCheckSize(text)).toEqual({
      ok: true,
      min_usd: min === null ? null : Math.round(min * rate),
      max_usd: max === null ? null : Math.round(max * rate),
      currency,
    });
  });

  it.each([
    ['lots', /amount or a range/],
    ['$25K - ', /amount or a range/],
    ['XYZ 100K', /XYZ/],
    ['¥1M', /amount or a range/],
    ['€25K - $100K', /one currency/],
    ['constructor 10K', /amount or a range/],
  ])('refuses %j with a message saying what to write', (text, message) => {
    const parsed = parseCheckSize(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('reads back every check size the app formats, within its display precision', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1_000, max: 5_000_000_000 }), { nil: null }),
        fc.option(fc.integer({ min: 1_000, max: 5_000_000_000 }), { nil: null }),
        fc.constantFrom(...USD_PER_UNIT.keys()),
        (min, max, currency) => {
          const text = formatCheckSizes(min, max, currency);
          const parsed = parseCheckSize(text);
          expect(parsed.ok, text).toBe(true);
          if (!parsed.ok) return;
          const near = (got: number | null, want: number | null) => {
            if (want === null) return expect(got).toBeNull();
            const usd = want * USD_PER_UNIT.get(currency)!;
            // Display precision (≤ 5 %) plus whole-dollar rounding.
            expect(Math.abs(got! - usd), `${text}: ${got} vs ${usd}`).toBeLessThanOrEqual(0.051 * usd + 1);
          };
          const [lo, hi] = min !== null && max !== null && min > max ? [max, min] : [min, max];
          near(parsed.min_usd, lo);
          near(parsed.max_usd, hi);
        },
      ),
    );
  });
});

describe('formatMoney shows sensible precision', () => {
  it.each<[number, string]>([
    [500, '$500'],
    [15_000, '$15K'],
    [63_500, '$64K'],
    [150_000, '$150K'],
    [1_080_000, '$1.1M'],
    [7_560_000, '$7.6M'],
    [2_500_000, '$2.5M'],
    [31_750_000, '$32M'],
    [999_999, '$1M'],
    [99_960, '$100K'],
    [9_960_000, '$10M'],
    [2e9, '$2B'],
  ])('%s → %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('keeps other currencies in their own unit', () => {
    expect(formatMoney(25_000, 'EUR')).toBe('€25K');
    expect(formatMoney(150_000, 'GEL')).toBe('GEL 150K');
    expect(formatCheckSizes(5_400_000, 54_000_000)).toBe('$5.4M – $54M');
  });
});
