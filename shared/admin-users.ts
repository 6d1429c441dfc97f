/**
 * The admin Users list's search and order (apply-settings-admin.md "Administrator Users": search by email, company
 * or full name; issue 23: sorted by name, paged on the server). Used by the `admin` function (functions/admin/
 * stats.ts `userList`), which searches, sorts and pages; the web page only shows the page it is given.
 */
import type { AdminUserRow } from './admin-schemas.js';

type Named = Pick<AdminUserRow, 'first_name' | 'last_name' | 'email' | 'company'>;

/** A founder's full name, '' when none was given. */
export const fullName = (r: Named): string => `${r.first_name} ${r.last_name}`.trim();

/** Case-insensitive substring of email, company or full name; blank text matches everyone. */
export function matchesUser(r: Named, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || [r.email, r.company, fullName(r)].some((v) => v.toLowerCase().includes(needle));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A-Z by full name (founders without one after every named one), then by email. */
export function byName(a: Named, b: Named): number {
  const [na, nb] = [fullName(a), fullName(b)];
  if (!na !== !nb) return na ? -1 : 1;
  return collator.compare(na, nb) || collator.compare(a.email, b.email);
}
