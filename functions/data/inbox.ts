/**
 * The administrators' Inbox over the contact message entity (./contact-message.ts: `MESSAGE#{id}` / `MESSAGE`,
 * GSI1 `MESSAGES`, newest first): the list, and "mark handled" (`handled_at`, `handled_by`) written in one
 * transaction with its audit entry (./audit.ts). Marking again keeps the first mark.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InboxMessage } from '../../shared/admin-schemas.js';
import { auditPut, type AuditEntry } from './audit.js';
import { keys, MESSAGES_GSI1PK } from './keys.js';
import { listGsi1 } from './listing.js';
import { transactWrite } from './transaction.js';

/** A stored message as the Inbox shows it (missing text fields as '', not yet handled as null). */
export function toInboxMessage(item: Record<string, unknown>): InboxMessage {
  const text = (name: string) => String(item[name] ?? '');
  return {
    id: text('id'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    company: text('company'),
    subject: text('subject'),
    message: text('message'),
    received_at: text('received_at'),
    handled_at: (item.handled_at as string | undefined) ?? null,
    handled_by: (item.handled_by as string | undefined) ?? null,
    plan: (item.plan as string | undefined) ?? null,
    priority: item.priority === true,
    replied_at: (item.replied_at as string | undefined) ?? null,
    replied_by: (item.replied_by as string | undefined) ?? null,
  };
}

/**
 * Every Contact-page message: priority support first (paid founders' messages, issue 23), then the others, each
 * group newest first (paginated GSI1 Query, newest first; the sort is stable).
 */
export async function listInbox(client: DynamoDBDocumentClient, table: string): Promise<InboxMessage[]> {
  const newestFirst = (await listGsi1(client, table, MESSAGES_GSI1PK)).map(toInboxMessage);
  return [...newestFirst.filter((m) => m.priority), ...newestFirst.filter((m) => !m.priority)];
}

/** One stored message, or undefined. */
export async function readInboxMessage(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<InboxMessage | undefined> {
  const { Item } = await client.send(new GetCommand({ TableName: table, Key: keys.contactMessage(id) }));
  return Item ? toInboxMessage(Item) : undefined;
}

/**
 * Records that message `id` was answered by mail by `audit.actor` at `audit.at` (`replied_at`, `replied_by`: the
 * newest reply) and marks it handled (the first mark kept), with `audit`, in one transaction.
 * @returns false when no such message exists (nothing written).
 */
export async function recordInboxReply(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  audit: AuditEntry,
): Promise<boolean> {
  return updateMessageWithAudit(client, table, id, audit, 'SET replied_at = :at, replied_by = :by, ', 'Reply record');
}

/**
 * Marks message `id` handled by `audit.actor` at `audit.at` (the first mark is kept), with `audit`, in one
 * transaction.
 * @returns false when no such message exists (nothing written).
 */
export async function markInboxHandled(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  audit: AuditEntry,
): Promise<boolean> {
  return updateMessageWithAudit(client, table, id, audit, 'SET ', 'Mark handled');
}

/**
 * The handled mark (first kept) after `set` (an UpdateExpression prefix using `:at` and `:by`) on message `id`, with
 * `audit`, in one transaction. False when no such message exists; throws `<what> cancelled: <codes>` otherwise.
 */
async function updateMessageWithAudit(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  audit: AuditEntry,
  set: string,
  what: string,
): Promise<boolean> {
  const outcome = await transactWrite(client, [
    {
      Update: {
        TableName: table,
        Key: keys.contactMessage(id),
        UpdateExpression: `${set}handled_at = if_not_exists(handled_at, :at), handled_by = if_not_exists(handled_by, :by)`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': audit.at, ':by': audit.actor.username },
      },
    },
    auditPut(table, audit),
  ]);
  if (outcome.ok) return true;
  if (outcome.codes[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`${what} cancelled: ${outcome.codes.join(', ')}`);
}
