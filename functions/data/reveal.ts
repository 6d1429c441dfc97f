/**
 * The contact-reveal entity (docs/decisions/0005-metering.md): `USER#{sub}` / `REVEAL#{investorId}` (attributes
 * `investor_id`, `revealed_at` ISO time). It exists at most once per founder and investor; only the meter writes
 * it, in the transaction that charges the reveal (functions/metering).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys, type Key } from './keys.js';
import { countAll, prefixQuery } from './query.js';

export type RevealItem = Key & { type: 'reveal'; investor_id: string; revealed_at: string };

export const revealKey = keys.reveal;

/** The stored item of `sub` revealing `investorId` at `revealedAt` (ISO). */
export function revealItem(sub: string, investorId: string, revealedAt: string): RevealItem {
  return { ...keys.reveal(sub, investorId), type: 'reveal', investor_id: investorId, revealed_at: revealedAt };
}

/** How many contacts `sub` revealed (Query COUNT over the `REVEAL#` prefix). */
export function countReveals(client: DynamoDBDocumentClient, table: string, sub: string): Promise<number> {
  return countAll(client, prefixQuery(table, keys.userPartition(sub), keys.revealPrefix));
}
