/**
 * A founder's whole partition (`USER#{sub}`: profile, saved, reveals, ledger entries, ...) as account deletion
 * needs it (functions/account/deletion.ts), and the anonymised ledger it leaves behind (`DELETED#{deletionId}`,
 * keys.ts; ADR 0010).
 *
 * `dynamoAccountStore` implements the deletion's `AccountStore` port on the single table:
 * - `listPartition`: one consistent Query of the partition, every page (query.ts `queryAll`), plus the founder's
 *   API keys, which live in partitions of their own (`APIKEY#{prefix}`, listed on GSI1; api-key.ts, issue 14), so
 *   that deleting the account deletes them with the profile;
 * - `moveItems`: TransactWriteItems of (Put the copy with `attribute_not_exists(pk)` + Delete the original with
 *   `attribute_exists(pk)`), 50 pairs a call (the API's limit is 100 actions). A move whose original is already
 *   gone (a concurrent deletion moved it first) cancels its transaction; that chunk is then moved pair by pair and
 *   the gone ones skipped, so an entry is never copied twice;
 * - `deleteItems`: TransactWriteItems of up to 100 Deletes (authorised as DeleteItem: functions hold no
 *   BatchWriteItem, infra/constructs/functions.ts).
 * A transaction that meets a charge in flight (TransactionConflict) is tried again (retry.ts `retryOnConflict`).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { apiKeyItemKeysOf } from './api-key.js';
import { keys, type Key } from './keys.js';
import { queryAll } from './query.js';
import { retryOnConflict } from './retry.js';
import { onlyConditionsFailed, transactWrite, type TransactItem } from './transaction.js';

/** An item of a founder's partition as stored (keys plus attributes). */
export type StoredItem = Key & { type?: unknown } & Record<string, unknown>;

/** A move: `copy` is put and `original` deleted, atomically. */
export interface ItemMove {
  original: Key;
  copy: StoredItem;
}

/** What account deletion needs from storage (functions/account/deletion.ts). */
export interface AccountStore {
  /** Every item of the partition `USER#{sub}` (consistent read), and the founder's API key items. */
  listPartition(sub: string): Promise<StoredItem[]>;
  /** Puts each copy and deletes its original, atomically per pair; an original already gone is skipped. */
  moveItems(moves: readonly ItemMove[]): Promise<void>;
  /** Deletes the items with these keys (absent ones are fine). */
  deleteItems(keyList: readonly Key[]): Promise<void>;
}

const PAIRS_PER_TRANSACTION = 50;
const DELETES_PER_TRANSACTION = 100;

/** Writes `items` in one transaction, again while it meets a conflicting one. Answers false when a condition failed. */
async function write(client: DynamoDBDocumentClient, items: TransactItem[]): Promise<boolean> {
  return retryOnConflict(
    async () => {
      const outcome = await transactWrite(client, items);
      if (outcome.ok) return { done: true, value: true };
      if (onlyConditionsFailed(outcome.codes)) return { done: true, value: false };
      if (outcome.codes.includes('TransactionConflict')) return { done: false, pause: true };
      throw new Error(`Account deletion write cancelled: ${outcome.codes.join(', ')}`);
    },
    () => new Error('Account deletion write kept conflicting with other writes'),
  );
}

export function dynamoAccountStore(client: DynamoDBDocumentClient, table: string): AccountStore {
  const moveItems = (pairs: readonly ItemMove[]) =>
    pairs.flatMap(({ original, copy }): TransactItem[] => [
      { Put: { TableName: table, Item: copy, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Delete: {
          TableName: table,
          Key: { pk: original.pk, sk: original.sk },
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ]);

  return {
    async listPartition(sub) {
      const [partition, apiKeys] = await Promise.all([
        queryAll(client, {
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.userPartition(sub) },
          ConsistentRead: true,
        }),
        apiKeyItemKeysOf(client, table, sub),
      ]);
      return [...partition, ...apiKeys] as StoredItem[];
    },

    async moveItems(moves) {
      for (let start = 0; start < moves.length; start += PAIRS_PER_TRANSACTION) {
        const chunk = moves.slice(start, start + PAIRS_PER_TRANSACTION);
        if (await write(client, moveItems(chunk))) continue;
        // Some original was moved by a concurrent deletion: move the others one by one, skip the gone ones.
        if (chunk.length > 1) for (const pair of chunk) await write(client, moveItems([pair]));
      }
    },

    async deleteItems(keyList) {
      for (let start = 0; start < keyList.length; start += DELETES_PER_TRANSACTION) {
        const chunk = keyList.slice(start, start + DELETES_PER_TRANSACTION);
        await write(
          client,
          chunk.map(({ pk, sk }) => ({ Delete: { TableName: table, Key: { pk, sk } } })),
        );
      }
    },
  };
}
