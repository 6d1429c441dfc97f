/**
 * Money as the investor data shows it: short human amounts, the `check_sizes` text of an investor, and (issue 23)
 * that text read back as a USD range. Used by the catalogue importers (functions/catalogue/), the admin investor
 * form (shared/admin-schemas.ts), the investor application (functions/submissions/, /apply) and the match's
 * reasons, so every check size reads alike and every typed one reaches the 'I am raising' filter and the match.
 */

import { ownValue } from './lookup.js';

const CURRENCY_PREFIX: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  AUD: 'A$',
  CAD: 'C$',
  SGD: 'S$',
};

/**
 * Fixed conversion rates, US dollars per unit (issue 23; docs/decisions/0028-search-match-data-quality.md): a
 * check size in another currency is converted once, when it is stored, so the 'I am raising' filter and the
 * match compare one currency. Rounded mid-market rates chosen 2026-11 (the pegged AED exact); a check size is a
 * range a fund states loosely, so a few percent of drift does not change which raises it fits. Review the table
 * when a rate moves by more than 10 %. A currency not listed is refused (a 400 naming the field on the admin
 * form; no amounts on an imported row), never guessed.
 */
export const USD_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ['USD', 1],
  ['EUR', 1.15],
  ['GBP', 1.3],
  ['CHF', 1.2],
  ['CAD', 0.72],
  ['AUD', 0.65],
  ['NZD', 0.58],
  ['SGD', 0.77],
  ['HKD', 0.128],
  ['JPY', 0.0066],
  ['INR', 0.012],
  ['SEK', 0.1],
  ['NOK', 0.095],
  ['DKK', 0.155],
  ['ILS', 0.29],
  ['AED', 0.2723],
  ['GEL', 0.37],
]);

/** An amount in `currency` as whole US dollars at the fixed rate; null for a currency not in USD_PER_UNIT. */
export function toUsd(amount: number, currency: string): number | null {
  const rate = USD_PER_UNIT.get(currency.toUpperCase());
  return rate === undefined ? null : Math.round(amount * rate);
}

/**
 * Short human amount with sensible precision (issue 23): one decimal below 10 of the unit, none above, trailing
 * '.0' dropped: 500 → '$500', 15000 → '$15K', 1080000 → '$1.1M', 7560000 → '$7.6M', 31750000 → '$32M',
 * 2e9 → '$2B'. Other currencies keep their own unit ('€25K', 'AED 100K'); nothing is converted.
 */
export function formatMoney(amount: number, currency = 'USD'): string {
  const prefix = ownValue(CURRENCY_PREFIX, currency) ?? `${currency} `;
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  const short = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));
  for (let i = 0; i < units.length; i += 1) {
    const [size, suffix] = units[i]!;
    if (amount >= size) {
      const value = short(amount / size);
      // 999,999 rounds to 1000K: show it as 1M instead.
      if (value >= 1000 && i > 0) {
        const [bigger, biggerSuffix] = units[i - 1]!;
        return `${prefix}${short(amount / bigger)}${biggerSuffix}`;
      }
      return `${prefix}${value}${suffix}`;
    }
  }
  return `${prefix}${Math.round(amount)}`;
}

/**
 * The `check_sizes` text from a minimum and maximum: '$100K – $2M'; one known end: '$100K+' or 'Up to $2M';
 * equal ends: '$150K'; nothing known (or a zero maximum): ''. A minimum of 0 counts as unknown. Swapped ends are
 * put in order.
 */
export function formatCheckSizes(min: number | null, max: number | null, currency = 'USD'): string {
  let lo = min !== null && min > 0 ? min : null;
  let hi = max !== null && max > 0 ? max : null;
  if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo];
  if (lo !== null && hi !== null) {
    return lo === hi
      ? formatMoney(lo, currency)
      : `${formatMoney(lo, currency)} – ${formatMoney(hi, currency)}`;
  }
  if (lo !== null) return `${formatMoney(lo, currency)}+`;
  if (hi !== null) return `Up to ${formatMoney(hi, currency)}`;
  return '';
}

/** What `parseCheckSize` read: whole USD ends (null: open or unknown) and the currency the text was in. */
export type ParsedCheckSize =
  | { ok: true; min_usd: number | null; max_usd: number | null; currency: string }
  | { ok: false; error: string };

/** Currency symbols before an amount (codes like 'EUR' or 'USD' are read as well, before or after it). */
const SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['$', 'USD'],
  ['us$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['a$', 'AUD'],
  ['c$', 'CAD'],
  ['s$', 'SGD'],
  ['nz$', 'NZD'],
  ['hk$', 'HKD'],
]);

const SCALE: ReadonlyMap<string, number> = new Map([
  ['', 1],
  ['k', 1e3],
  ['thousand', 1e3],
  ['m', 1e6],
  ['mm', 1e6],
  ['million', 1e6],
  ['b', 1e9],
  ['bn', 1e9],
  ['billion', 1e9],
]);

/** One amount: symbol or code, number, scale, code ('US$2.5M', 'EUR 25K', '25K EUR', '100000'). */
const AMOUNT =
  /^(us\$|nz\$|hk\$|[acs]\$|[$€£]|[a-z]{3}(?=[\s\d]))?\s*(\d+(?:\.\d+)?)\s*(thousand|million|billion|mm|bn|[kmb])?\s*([a-z]{3})?$/;

const READ_ERROR =
  "Write the check size as an amount or a range, e.g. '$25K – $100K', '$100K+', 'Up to $2M' or '€120K'.";

/**
 * The one reader of typed check sizes (issue 23: "$25K - $100K", "$500K – $3M" and "€120K" used to store no
 * amounts and vanish from the 'I am raising' filter and the match). Used by the admin investor form's schema and
 * the importers; it reads everything `formatCheckSizes` writes.
 *
 * Accepts one amount ('$150K': both ends), a range with '-', '–', '—', 'to' or 'between … and …' ('$0.1-4M': a bare first number
 * below 1,000 takes the second's scale), an open end ('$100K+', 'from $100K', 'Up to $2M'); thousands commas;
 * scales K, M (MM, million), B (BN, billion) and 'thousand'; a symbol ($, €, £, A$, C$, S$, NZ$, HK$, US$) or an ISO code before or after. No
 * currency means USD; other currencies convert at USD_PER_UNIT. Blank text is no check size (both ends null).
 * Swapped ends are put in order; a zero end counts as unknown.
 * @returns `{ ok: false, error }` for unreadable text, two currencies, or a currency without a fixed rate.
 */
export function parseCheckSize(text: string): ParsedCheckSize {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ');
  if (t === '') return { ok: true, min_usd: null, max_usd: null, currency: 'USD' };
  let lowText: string | null = null;
  let highText: string | null = null;
  const upTo = /^up to (.+)$/.exec(t);
  const range = /^(?:from |between )?(.+?)\s*(?:-|–|—|\bto\b|\band\b)\s*(.+)$/.exec(t);
  const from = /^(.+?)\s*\+$/.exec(t) ?? /^from (.+)$/.exec(t);
  if (upTo) highText = upTo[1]!;
  else if (range) [lowText, highText] = [range[1]!, range[2]!];
  else if (from) lowText = from[1]!;
  else lowText = highText = t;
  const read = (part: string | null) => {
    if (part === null) return null;
    const m = AMOUNT.exec(part.trim());
    if (!m) return undefined;
    const before = m[1] ? (SYMBOLS.get(m[1]) ?? m[1].toUpperCase()) : null;
    const after = m[4] ? m[4].toUpperCase() : null;
    if (before && after && before !== after) return undefined;
    return { value: Number(m[2]), scale: m[3] ?? '', currency: before ?? after };
  };
  const low = read(lowText);
  const high = lowText === highText ? low : read(highText);
  if (low === undefined || high === undefined) return { ok: false, error: READ_ERROR };
  if (low && high && low !== high && !low.scale && high.scale && low.value < 1000) low.scale = high.scale;
  const currencies = [...new Set([low?.currency, high?.currency].filter((c): c is string => !!c))];
  if (currencies.length > 1)
    return { ok: false, error: `Give the check size in one currency (it has ${currencies.join(' and ')}).` };
  const currency = currencies[0] ?? 'USD';
  const rate = USD_PER_UNIT.get(currency);
  if (rate === undefined) {
    return {
      ok: false,
      error: `${currency} amounts are not converted: give the check size in ${[...USD_PER_UNIT.keys()].join(', ')}.`,
    };
  }
  const usd = (a: { value: number; scale: string } | null) => {
    if (!a) return null;
    const amount = Math.round(a.value * SCALE.get(a.scale)! * rate);
    return amount > 0 ? amount : null;
  };
  let min = usd(low);
  let max = usd(high);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { ok: true, min_usd: min, max_usd: max, currency };
}
