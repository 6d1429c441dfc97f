/**
 * What an administrator's two suspensions share, an investor account's (./investor-suspension.ts) and a founder's
 * pitch sending (./pitch/suspension.ts): the record (who, when, why), its strongly consistent read, and its lifting
 * (a conditional Delete with its audit entry in one transaction). Each entity keeps its own key and writes.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Key } from './keys.js';
import { transactWrite, type TransactItem } from './transaction.js';

/** A stored suspension: who (`by`, an administrator's username), when (`at`, ISO 8601 UTC), why (may be ''). */
export interface SuspensionRecord {
  sub: string;
  at: string;
  by: string;
  reason: string;
}

/** The record of a stored item. */
export function toSuspension(item: Record<string, unknown>): SuspensionRecord {
  return { sub: String(item.sub), at: String(item.at), by: String(item.by), reason: String(item.reason ?? '') };
}

/** The suspension at `key`, or null (one strongly consistent GetItem). */
export async function readSuspension(
  client: DynamoDBDocumentClient,
  table: string,
  key: Key,
): Promise<SuspensionRecord | null> {
  const res = await client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
  // `?.`: a mocked client in unit tests may answer nothing at all
  return res?.Item ? toSuspension(res.Item) : null;
}

/**
 * Deletes the suspension at `key` with `audit` in the same transaction. False when none stood (nothing written).
 * @throws Error naming `whose` suspension when the transaction was refused otherwise.
 */
export async function deleteSuspension(
  client: DynamoDBDocumentClient,
  table: string,
  key: Key,
  audit: TransactItem,
  whose: string,
): Promise<boolean> {
  const outcome = await transactWrite(client, [
    { Delete: { TableName: table, Key: key, ConditionExpression: 'attribute_exists(pk)' } },
    audit,
  ]);
  if (outcome.ok) return true;
  if (outcome.codes[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`Lifting ${whose} suspension was refused: ${outcome.codes.join(', ')}`);
}
