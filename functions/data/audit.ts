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
 * other. Sign-up counters are written by the `ProfileCreated` consumer (issue 8) and only read here.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SIGNUPS_PREFIX, STATS_PK } from './stats.js';
import type { Key } from './keys.js';

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

/** Audit actions, `<subject>.<verb>`. */
export type AuditAction =
  | 'investor.create'
  | 'investor.update'
  | 'investor.delete'
  | 'submission.approve'
  | 'submission.reject'
  | 'admin.create'
  | 'admin.update'
  | 'admin.delete'
  | 'message.handle'
  | 'message.reply'
  | 'import.upload'
  | 'import.dry_run'
  | 'import.apply'
  | 'claim.approve'
  | 'claim.reject';

export interface AuditEntry {
  at: string;
  actor: Actor;
  action: AuditAction;
  subject: { type: string; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

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
