/**
 * The admin console's one formatting helper for figures and dates (issue 23: "figures with thousands separators"):
 * every count, amount and date an admin page shows goes through here, in the en-US style the rest of the product
 * uses (1,136; $12,345.50; Nov 23, 2026).
 */
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count with thousands separators: 1136 → '1,136'; null / undefined → '—'. */
export function count(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n) ? '—' : COUNT.format(n);
}

/** Dollars from cents, with separators: 4900 → '$49', 1234550 → '$12,345.50' (cents only when there are any). */
export function dollars(cents: number): string {
  const amount = cents / 100;
  const text = Number.isInteger(amount)
    ? COUNT.format(amount)
    : new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${amount < 0 ? '-' : ''}$${text.replace('-', '')}`;
}

/** A signed percentage: 12.5 → '+12.5%', -3 → '-3%', 0 → '0%', null → '—'. */
export function percent(n: number | null): string {
  if (n === null) return '—';
  return `${n > 0 ? '+' : ''}${DOLLARS.format(n)}%`;
}

/** `used/limit` of an action quota, with separators; a null limit is `unlimited`'s text: '1,200/5,000'. */
export function usage(used: number, limit: number | null, unlimited: string): string {
  return `${count(used)}/${limit === null ? unlimited : count(limit)}`;
}

/** A date as 'Nov 23, 2026' (UTC); '—' when absent. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment as 'Nov 23, 2026, 14:05 UTC'; '—' when absent. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${shortDate(iso)}, ${time} UTC`;
}
