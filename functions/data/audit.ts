/**
 * Admin-only entities of the single table (docs/decisions/0012-admin-area.md), beside keys.ts's:
 *
 * | entity           | pk            | sk                   | gsi1pk  | gsi1sk              |
 * |------------------|---------------|----------------------|---------|---------------------|
 * | audit entry      | AUDIT         | {at}#{uuid}          | -       | -                   |
 * | import job       | IMPORT#{id}   | JOB                  | IMPORTS | {created_at}#{id}   |
 * | import file part | IMPORT#{id}   | PART#{nnnn}          | -       | -                   |
 * | sign-up counter  | STATS         | SIGNUPS#{YYYY-MM}    | -       | -                   | (functions/data/stats.ts)
 *
 * The audit log is one partition written only by administrators (a handful of writes a day), read newest first
 * with one Query (`ScanIndexForward: false`). Each entry says who (the admin's `sub` and username), what (an action
 * name and the subject), when (ISO time) and the subject before and after the write (null for a create / delete).
 * Audit items are written inside the same transaction as the change they describe, so neither exists without the
 * other. The Audit log page (issue 23) reads the same partition a page at a time: the date range is the key
 * condition on `sk`, the administrator and the action are filters (`queryAuditPage`). No GSI: the log grows by a
 * handful of entries a day, so a filtered page reads at most a few 1 MB pages of one partition.
 * Sign-up counters are written by the `ProfileCreated` consumer (issue 8) and only read here.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SIGNUPS_PREFIX, STATS_PK } from './stats.js';
import type { Key } from './keys.js';
import { queryUntil } from './query.js';
import type { AuditAction } from '../../shared/audit-schemas.js';
import type { CursorPosition } from '../../shared/cursor.js';

export const AUDIT_PK = 'AUDIT';
export const IMPORTS_GSI1PK = 'IMPORTS';

export const adminKeys = {
  audit: (at: string, uuid: string): Key => ({ pk: AUDIT_PK, sk: `${at}#${uuid}` }),
  importJob: (id: string): Key => ({ pk: `IMPORT#${id}`, sk: 'JOB' }),
  importJobGsi1: (id: string, createdAt: string) => ({ gsi1pk: IMPORTS_GSI1PK, gsi1sk: `${createdAt}#${id}` }),
  importPart: (id: string, index: number): Key => ({
    pk: `IMPORT#${id}`,
    sk: `PART#${String(index).padStart(4, '0')}`,
  }),
  importPartPrefix: 'PART#',
} as const;

/** Who did an admin write: the admins-pool `sub` and username from the verified token. */
export interface Actor {
  sub: string;
  username: string;
}

/** Audit actions, `<subject>.<verb>` (the list is shared with the Audit log page: shared/audit-schemas.ts). */
export type { AuditAction };

export type AuditEntry = {
  at: string;
  actor: Actor;
  action: AuditAction;
  subject: { type: string; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditItem = Key & { type: 'audit' } & AuditEntry;

/** The stored item of an audit entry (its sort key starts with `at`, so the log reads newest first). */
export function auditItem(entry: AuditEntry, uuid: string = randomUUID()): AuditItem {
  return { ...adminKeys.audit(entry.at, uuid), type: 'audit', ...entry };
}

/** The Put of an audit entry as a transaction item, to write it atomically with the change it describes. */
export function auditPut(table: string, entry: AuditEntry): { Put: { TableName: string; Item: AuditItem } } {
  return { Put: { TableName: table, Item: auditItem(entry) } };
}

/**
 * Appends `entry` on its own (one PutItem), for a change that cannot join a DynamoDB transaction (the Cognito
 * admin APIs of Admin Management: functions/admin/accounts.ts).
 */
export async function appendAudit(client: DynamoDBDocumentClient, table: string, entry: AuditEntry): Promise<void> {
  await client.send(new PutCommand(auditPut(table, entry).Put));
}

/** The newest `limit` audit entries, newest first (one Query). */
export async function listAudit(
  client: DynamoDBDocumentClient,
  table: string,
  limit: number,
): Promise<AuditEntry[]> {
  const res = await client.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': AUDIT_PK },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map((item) => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { pk, sk, type, ...entry } = item as AuditItem;
    return entry;
  });
}

/** What `queryAuditPage` reads: filters (all optional) and a keyset cursor, newest first. */
export interface AuditPageRequest {
  /** The administrator's username. */
  actor?: string;
  action?: AuditAction;
  /** First and last day included, `YYYY-MM-DD` (UTC). */
  from?: string;
  to?: string;
  /**
   * A position in the log (a sort key): `next` reads the entries strictly older than it (the next page), `prev`
   * the entries strictly newer (the previous page); shared/cursor.ts decodes it from the query's `cursor`.
   */
  cursor?: CursorPosition | undefined;
  limit: number;
}

/** A page of entries newest first, each with its sort key, and whether more lie beyond it in the read direction. */
export interface AuditPage {
  entries: (AuditEntry & { sk: string })[];
  more: boolean;
}

/**
 * One page of the audit log, newest first: `limit` entries of `request`'s filters, older than the cursor's key
 * (`next`), or newer than it (`prev`: read oldest first from the cursor, then reversed), or the newest. The date range and
 * the cursor become the key condition (`sk BETWEEN lo AND hi`, inclusive, so the cursor's own entry is dropped);
 * the administrator and the action are a FilterExpression, so the Query reads pages until `limit + 1` entries
 * passed it (`more`: one lies beyond) or the partition range ends.
 */
export async function queryAuditPage(
  client: DynamoDBDocumentClient,
  table: string,
  request: AuditPageRequest,
): Promise<AuditPage> {
  // Sort keys start with an ISO time: '0' sorts before and '~' after every one of them.
  let lo = request.from ?? '0';
  let hi = request.to ? `${request.to}T~` : '~';
  const forward = request.cursor?.direction === 'prev';
  const cursor = request.cursor?.key;
  if (cursor && !forward && cursor < hi) hi = cursor;
  if (cursor && forward && cursor > lo) lo = cursor;
  const filters: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': AUDIT_PK, ':lo': lo, ':hi': hi };
  if (request.actor !== undefined) {
    filters.push('#actor.#username = :actor');
    Object.assign(names, { '#actor': 'actor', '#username': 'username' });
    values[':actor'] = request.actor;
  }
  if (request.action !== undefined) {
    filters.push('#action = :action');
    names['#action'] = 'action';
    values[':action'] = request.action;
  }
  const wanted = request.limit + 1 + (cursor ? 1 : 0);
  const items =
    lo > hi
      ? []
      : await queryUntil(
          client,
          {
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
            ...(filters.length > 0
              ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names }
              : {}),
            ExpressionAttributeValues: values,
            ScanIndexForward: forward,
            // A read of a page is at most this many entries (filtered ones included): a filtered page stops early.
            Limit: Math.max(wanted, 100),
          },
          (found) => found.length >= wanted,
        );
  const found = (items as AuditItem[]).filter((item) => item.sk !== cursor);
  const page = found.slice(0, request.limit);
  const entries = page.map(({ pk: _pk, type: _type, ...entry }) => entry);
  if (forward) entries.reverse();
  return { entries, more: found.length > request.limit };
}

/** Sign-up counts per month (`YYYY-MM` → count) from the `STATS` / `SIGNUPS#` items (attribute `signups`). */
export async function readSignupCounts(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<Map<string, number>> {
  const res = await client.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': STATS_PK, ':prefix': SIGNUPS_PREFIX },
    }),
  );
  const counts = new Map<string, number>();
  for (const item of res.Items ?? []) {
    const month = String(item.sk).slice(SIGNUPS_PREFIX.length);
    counts.set(month, Number(item.signups ?? 0));
  }
  return counts;
}
