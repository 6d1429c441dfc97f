/**
 * The deletion's `AccountStore` on the single table (DynamoDB): a consistent Query of the partition, moves as
 * TransactWriteItems (Put the copy + Delete the original with `attribute_exists(pk)`, 50 pairs a call, the API's
 * limit being 100 actions), deletes as TransactWriteItems of up to 100 Deletes (authorised as DeleteItem: the
 * functions hold no BatchWriteItem, infra/constructs/functions.ts). A transaction that conflicts with a charge in
 * flight on the same items (TransactionConflict) is tried again a few times.
 *
 * A move whose original is already gone (a concurrent deletion moved it first) cancels its transaction; the chunk
 * is then retried pair by pair and the gone ones are skipped, so an entry is never copied twice.
 */
import { QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AccountStore, StoredItem } from './deletion.js';

const PAIRS_PER_TRANSACTION = 50;
const DELETES_PER_TRANSACTION = 100;

/** Cancellation reasons' codes of a TransactionCanceledException (empty for other errors). */
function cancelCodes(error: unknown): string[] {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e.name !== 'TransactionCanceledException') return [];
  return (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
}

/** Cancelled because an original was already gone (its `attribute_exists` condition failed). */
function isGone(error: unknown): boolean {
  return cancelCodes(error).includes('ConditionalCheckFailed');
}

/** Sends `send()`, again up to 4 times while it is cancelled by a conflicting transaction in flight. */
async function withConflictRetry<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const codes = cancelCodes(error);
      const conflict =
        (error as { name?: string }).name === 'TransactionConflictException' ||
        (codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed'));
      if (!conflict || attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 20 * attempt));
    }
  }
}

export function dynamoAccountStore(client: DynamoDBDocumentClient, table: string): AccountStore {
  const move = (pairs: ReadonlyArray<{ original: { pk: string; sk: string }; copy: StoredItem }>) =>
    withConflictRetry(() =>
      client.send(
        new TransactWriteCommand({
          TransactItems: pairs.flatMap(({ original, copy }) => [
            { Put: { TableName: table, Item: copy, ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              Delete: {
                TableName: table,
                Key: { pk: original.pk, sk: original.sk },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ]),
        }),
      ),
    );

  return {
    async listPartition(sub) {
      const items: StoredItem[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': `USER#${sub}` },
            ConsistentRead: true,
            ExclusiveStartKey,
          }),
        );
        items.push(...((page.Items ?? []) as StoredItem[]));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return items;
    },

    async moveItems(moves) {
      for (let start = 0; start < moves.length; start += PAIRS_PER_TRANSACTION) {
        const chunk = moves.slice(start, start + PAIRS_PER_TRANSACTION);
        try {
          await move(chunk);
        } catch (error) {
          if (!isGone(error)) throw error;
          // Some original was moved by a concurrent deletion: move the others one by one, skip the gone ones.
          for (const pair of chunk) {
            try {
              await move([pair]);
            } catch (single) {
              if (!isGone(single)) throw single;
            }
          }
        }
      }
    },

    async deleteItems(keys) {
      for (let start = 0; start < keys.length; start += DELETES_PER_TRANSACTION) {
        const chunk = keys.slice(start, start + DELETES_PER_TRANSACTION);
        await withConflictRetry(() =>
          client.send(
            new TransactWriteCommand({
              TransactItems: chunk.map(({ pk, sk }) => ({ Delete: { TableName: table, Key: { pk, sk } } })),
            }),
          ),
        );
      }
    },
  };
}
