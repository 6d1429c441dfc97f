/**
 * The Audit log page's URL as its API query (web/src/admin/audit/audit-page.tsx; `GET /v1/admin/audit`,
 * shared/audit-schemas.ts): the filters, the page size and the page's `cursor` (an opaque token a page answered as
 * `next_cursor` or `prev_cursor`, shared/cursor.ts), so a reload or a shared link shows the same page.
 */
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZES, type AuditLogRequest } from '../../../../shared/audit-schemas.js';

/** The URL parameters that filter the log (a change of any of them goes back to the newest page). */
export const FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;

/** The API query of the page's URL (unknown or bad values are left out: the server would refuse them). */
export function auditQueryOf(params: URLSearchParams): Partial<AuditLogRequest> {
  const query: Partial<AuditLogRequest> = {};
  const actor = params.get('actor');
  if (actor) query.actor = actor;
  const action = AUDIT_ACTIONS.find((a) => a === params.get('action'));
  if (action) query.action = action;
  for (const key of ['from', 'to'] as const) {
    const day = params.get(key);
    if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) query[key] = day;
  }
  const limit = AUDIT_PAGE_SIZES.find((n) => String(n) === params.get('limit'));
  if (limit) query.limit = limit;
  const cursor = params.get('cursor');
  if (cursor) query.cursor = cursor;
  return query;
}
