/**
 * The contact-reveal entity (docs/decisions/0005-metering.md): `USER#{sub}` / `REVEAL#{investorId}` (attributes
 * `investor_id`, `revealed_at` ISO time). It exists at most once per founder and investor; only the meter writes
 * it, in the transaction that charges the reveal (functions/metering).
 */
import type { DynamoDBDocumentClient, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { keys, type Key } from './keys.js';
import { queryAll } from './query.js';

export type RevealItem = Key & { type: 'reveal'; investor_id: string; revealed_at: string };

export const revealKey = keys.reveal;

/** The stored item of `sub` revealing `investorId` at `revealedAt` (ISO). */
export function revealItem(sub: string, investorId: string, revealedAt: string): RevealItem {
  return { ...keys.reveal(sub, investorId), type: 'reveal', investor_id: investorId, revealed_at: revealedAt };
}

/**
 * The Query of `sub`'s reveal marks (`REVEAL#`) and default-list entries (`SAVED#`) together: neighbouring prefixes
 * of the founder's partition, so one Query (one round trip per 1 MB page) reads both (issue 34 item 6).
 */
export function revealsAndSavedQuery(
  table: string,
  sub: string,
  options: Pick<QueryCommandInput, 'ConsistentRead' | 'ProjectionExpression'> = {},
): QueryCommandInput {
  return {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.userPartition(sub),
      ':from': keys.revealPrefix,
      ':to': `${keys.savedPrefix}\uffff`,
    },
    ...options,
  };
}

/**
 * How many investors `sub` saved (the default list, `SAVED#`) and revealed (`REVEAL#`), in ONE Query: the two
 * prefixes are neighbours in the founder's partition (`sk BETWEEN 'REVEAL#' AND 'SAVED#\uffff'`, only the sort key
 * projected), so `GET /v1/me` reads its counts in one round trip per 1 MB page (issue 34 item 6). Items of other
 * prefixes in that range (none today) are not counted.
 */
export async function countSavedAndRevealed(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<{ saved: number; revealed: number }> {
  const items = await queryAll(client, revealsAndSavedQuery(table, sub, { ProjectionExpression: 'sk' }));
  let saved = 0;
  let revealed = 0;
  for (const { sk } of items) {
    if (typeof sk !== 'string') continue;
    if (sk.startsWith(keys.savedPrefix)) saved += 1;
    else if (sk.startsWith(keys.revealPrefix)) revealed += 1;
  }
  return { saved, revealed };
}
