/**
 * The web app's one formatting module: every count, amount of money and date a page shows goes through here, in
 * one explicit locale (`LOCALE`, en-US: '1,136', '$12,345.50', 'Nov 23, 2026'), whatever the reader's browser is
 * set to. Pages that write a date another way on purpose (the pitch pages' '3 March 2026', en-GB) pass their
 * locale to `formatDate` explicitly.
 *
 * First-screen speed (issue 23, docs/decisions/0053-investor-database-without-cloudscape.md): a page's first
 * `Intl.NumberFormat` costs 40-110 ms of main thread while Chromium loads its locale data (measured in headless
 * Chromium, a fresh page each time), and the Investor Database's first screen only shows counts. So `formatCount`
 * writes whole numbers without `Intl`, and this module creates no `Intl` object when it is imported: the
 * formatters below are made on their first use.
 */

/** The locale of every figure and date the app writes (the product's en-US style). */
export const LOCALE = 'en-US';

/**
 * Whole numbers with thousands separators as 'en-US' writes them ('1,136'), without `Intl`. Any number that is
 * not a safe integer goes to `toLocaleString(LOCALE)`.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString(LOCALE);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** An `Intl.NumberFormat` of `LOCALE` with `options`, made once on first use. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    formatters.set(key, format);
  }
  return format;
}

/** A count with thousands separators, rounded to a whole number: 1136 → '1,136'; null / undefined / NaN → '—'. */
export function count(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n)
    ? '—'
    : numberFormat({ maximumFractionDigits: 0 }).format(n);
}

/** Dollars from cents, with separators: 4900 → '$49', 1234550 → '$12,345.50' (cents only when there are any). */
export function dollars(cents: number): string {
  const amount = cents / 100;
  const text = Number.isInteger(amount)
    ? numberFormat({ maximumFractionDigits: 0 }).format(amount)
    : numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${amount < 0 ? '-' : ''}$${text.replace('-', '')}`;
}

/** An amount in `currency` (ISO 4217, any case) from its minor units: (4900, 'usd') → '$49.00'. */
export function money(cents: number, currency: string): string {
  return numberFormat({ style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** A signed percentage: 12.5 → '+12.5%', -3 → '-3%', 0 → '0%', null → '—'. */
export function percent(n: number | null): string {
  if (n === null) return '—';
  return `${n > 0 ? '+' : ''}${numberFormat({ maximumFractionDigits: 2 }).format(n)}%`;
}

/** `used/limit` of an action quota, with separators; a null limit is `unlimited`'s text: '1,200/5,000'. */
export function usage(used: number, limit: number | null, unlimited: string): string {
  return `${count(used)}/${limit === null ? unlimited : count(limit)}`;
}

/**
 * A date or moment written with `options` in `locale` (default `LOCALE`), in the reader's time zone unless the
 * options name one. `date` is a Date or an ISO 8601 string; an invalid date is returned as given (a string) or ''.
 */
export function formatDate(
  date: Date | string,
  options: Intl.DateTimeFormatOptions,
  locale: string = LOCALE,
): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return typeof date === 'string' ? date : '';
  return options.hour !== undefined || options.minute !== undefined || options.timeStyle !== undefined
    ? value.toLocaleString(locale, options)
    : value.toLocaleDateString(locale, options);
}

/** A day (ISO 8601) as 'Mar 3, 2026' in the reader's time zone; the input when it is not a date. */
export function formatDay(iso: string): string {
  return formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A date as 'Nov 23, 2026' (UTC); '—' when absent. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A moment as 'Nov 23, 2026, 14:05 UTC' (24-hour time, en-GB's); '—' when absent. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${shortDate(iso)}, ${time} UTC`;
}
