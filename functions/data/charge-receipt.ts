/**
 * Receipts of charges whose delivery is the HTTP answer itself (issue 33 item 9; docs/decisions/0058-verified-identity-and-anonymous-figures.md):
 * a CSV export is charged in one transaction, but the file is delivered by the answer that follows. With DynamoDB
 * paused 9 s, exports without an Idempotency-Key were charged (the transaction committed after the client had given
 * up on it, or the answer failed after the commit) and got neither a file nor a refund.
 *
 * So the charge's transaction also puts an undelivered receipt; the answer that delivers the file deletes it, and
 * the sweeper (functions/ai/sweeper-handler.ts, every 5 minutes) refunds every receipt still there
 * UNDELIVERED_AFTER_MS after the charge, once (a refund marker in the refund's own transaction). No path charges
 * without delivering or refunding, key or not: a crash, a timeout or a lost answer leaves the receipt.
 *
 * | entity              | pk          | sk                        | gsi1pk       | gsi1sk              | TTL     |
 * |---------------------|-------------|---------------------------|--------------|---------------------|---------|
 * | undelivered receipt | USER#{sub}  | UNDELIVERED#{id}          | UNDELIVERED  | {at}#{sub}#{id}     | 30 days |
 * | its refund (once)   | USER#{sub}  | UNDELIVEREDREFUND#{id}    | -            | -                   | 30 days |
 *
 * A sparse GSI1 key: only undelivered receipts carry `UNDELIVERED`, so the sweeper finds them with one Query, never
 * a scan. The receipt holds the ledger entry of the charge (what a refund gives back), nothing else.
 */
import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Key } from './keys.js';
import type { LedgerEntry } from './ledger.js';
import { queryAll } from './query.js';
import { TABLE } from './table.js';

/** A receipt older than this was not delivered: the sweeper refunds it (a Lambda answers within 30 s). */
export const UNDELIVERED_AFTER_MS = 5 * 60_000;
const RETENTION_S = 30 * 86_400;
export const UNDELIVERED_GSI1PK = 'UNDELIVERED';

export const receiptKeys = {
  receipt: (sub: string, id: string): Key => ({ pk: `USER#${sub}`, sk: `UNDELIVERED#${id}` }),
  refund: (sub: string, id: string): Key => ({ pk: `USER#${sub}`, sk: `UNDELIVEREDREFUND#${id}` }),
};

/** A receipt as the sweeper reads it. */
export interface UndeliveredReceipt {
  sub: string;
  id: string;
  entry: LedgerEntry;
}

/** The receipt item the charge's transaction puts (meter `puts`), for the charge's ledger `entry`. */
export function receiptItem(sub: string, id: string, entry: LedgerEntry): Key & Record<string, unknown> {
  return {
    ...receiptKeys.receipt(sub, id),
    gsi1pk: UNDELIVERED_GSI1PK,
    gsi1sk: `${entry.at}#${sub}#${id}`,
    type: 'undelivered_receipt',
    sub,
    receipt_id: id,
    entry,
    [TABLE.ttlAttribute]: Math.floor(Date.parse(entry.at) / 1000) + RETENTION_S,
  };
}

/** The refund's once-only marker (meter `refund`'s `once`): a receipt is refunded at most once. */
export function refundMarker(sub: string, id: string, at: Date): Key & Record<string, unknown> {
  return {
    ...receiptKeys.refund(sub, id),
    type: 'undelivered_refund',
    [TABLE.ttlAttribute]: Math.floor(at.getTime() / 1000) + RETENTION_S,
  };
}

/** Marks the charge `id` delivered: deletes its receipt (one DeleteItem; already gone is fine). */
export async function markDelivered(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  id: string,
): Promise<void> {
  await client.send(new DeleteCommand({ TableName: table, Key: receiptKeys.receipt(sub, id) }));
}

/** Receipts charged before ISO time `before`, oldest first (one Query of the sparse GSI1 partition). */
export async function undeliveredBefore(
  client: DynamoDBDocumentClient,
  table: string,
  before: string,
): Promise<UndeliveredReceipt[]> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
    ExpressionAttributeValues: { ':pk': UNDELIVERED_GSI1PK, ':before': before },
  });
  return items.map((item) => ({
    sub: String(item.sub),
    id: String(item.receipt_id),
    entry: item.entry as LedgerEntry,
  }));
}
