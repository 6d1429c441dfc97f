/**
 * The admin Investors table's search and order (apply-settings-admin.md "Administrator Investors": search by name,
 * company or location; issue 23: sorted by name and paged on the server). Used by the `admin` function
 * (functions/admin/investors.ts `investorRowsPage`), which searches, sorts and pages; the web page shows the page it
 * is given and `place` in its Location column.
 */
import type { AdminInvestorRow } from './admin-schemas.js';

/** City and location, as one line ('Berlin, Germany'). */
export function place(row: Pick<AdminInvestorRow, 'city' | 'location'>): string {
  return [row.city, ...row.location].filter(Boolean).join(', ');
}

/** True when `row` matches the search text (name, company or location, case-insensitive substring). */
export function matchesInvestor(row: AdminInvestorRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.company, place(row)].some((v) => v.toLowerCase().includes(needle));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A-Z by name, then company, then id (a stable order for equal names). */
export function investorsByName(a: AdminInvestorRow, b: AdminInvestorRow): number {
  return (
    collator.compare(a.name, b.name) || collator.compare(a.company, b.company) || a.id.localeCompare(b.id)
  );
}

/** Newest first (`created_at`), then by name. */
export function investorsNewestFirst(a: AdminInvestorRow, b: AdminInvestorRow): number {
  return b.created_at.localeCompare(a.created_at) || investorsByName(a, b);
}
