/**
 * Money as the investor data shows it: short human amounts and the `check_sizes` text of an investor. Used by the
 * catalogue importers (functions/catalogue/) and the investor application (functions/submissions/, /apply), so an
 * applicant's check size reads like the catalogue's.
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
 * Short human amount: 500 → '$500', 15000 → '$15K', 1080000 → '$1.08M', 2e9 → '$2B' (at most two decimals,
 * trailing zeros dropped). Other currencies keep their own unit ('€25K', 'AED 100K'); nothing is converted.
 */
export function formatMoney(amount: number, currency = 'USD'): string {
  const prefix = ownValue(CURRENCY_PREFIX, currency) ?? `${currency} `;
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (let i = 0; i < units.length; i += 1) {
    const [size, suffix] = units[i]!;
    if (amount >= size) {
      let value = Math.round((amount / size) * 100) / 100;
      // 999,999 rounds to 1000K: show it as 1M instead.
      if (value >= 1000 && i > 0) {
        const [bigger, biggerSuffix] = units[i - 1]!;
        value = Math.round((amount / bigger) * 100) / 100;
        return `${prefix}${value}${biggerSuffix}`;
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
