/**
 * The Audit log page's read (`GET /v1/admin/audit`, issue 23): one page of the audit log (functions/data/audit.ts,
 * `queryAuditPage`) filtered by administrator, action and date range, newest first, with the keyset cursors of
 * its neighbours (shared/audit-schemas.ts). Entries carry the subject's name (its `label`, written with the entry)
 * and the names of the fields an update changed; the before/after values stay on the server, the page needs
 * neither (an investor's contact is among them).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AuditLogPage, AuditLogQuery } from '../../shared/audit-schemas.js';
import { cursorOf } from '../../shared/cursor.js';
import { queryAuditPage, type AuditEntry } from '../data/audit.js';

/** The names of the fields whose values differ between `before` and `after` (none unless both exist), sorted. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  if (!before || !after) return [];
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null))
    .sort();
}

/**
 * One page of the log for `query`, newest first, with the cursors of the older (`next_cursor`) and the newer page
 * (`prev_cursor`), `null` at either end (shared/cursor.ts).
 */
export async function auditLogPage(
  client: DynamoDBDocumentClient,
  table: string,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  const { entries, more } = await queryAuditPage(client, table, query);
  const items = entries.map((e: AuditEntry & { sk: string }) => ({
    id: e.sk,
    at: e.at,
    actor: e.actor.username,
    action: e.action,
    subject: { type: e.subject.type, id: e.subject.id, label: e.subject.label },
    changed: changedFields(e.before, e.after),
  }));
  const first = items[0]?.id;
  const last = items.at(-1)?.id;
  const cursor = query.cursor;
  if (cursor?.direction === 'prev') {
    // Read towards the newest: `more` means newer entries remain; the cursor's own entry is older than the page.
    return {
      items,
      prev_cursor: more ? cursorOf(first, 'prev') : null,
      next_cursor: cursorOf(last ?? cursor.key),
    };
  }
  return {
    items,
    next_cursor: more ? cursorOf(last) : null,
    prev_cursor: cursor ? cursorOf(first ?? cursor.key, 'prev') : null,
  };
}
