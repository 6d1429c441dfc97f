/**
 * `MeterStore` on the single DynamoDB table (docs/decisions/0005-metering.md).
 * - `read`: one strongly consistent BatchGetItem of the profile and the `once` item (UnprocessedKeys retried).
 * - `transact`: one TransactWriteItems; `TransactionCanceledException` becomes `{ ok: false, codes }` with
 *   `CancellationReasons[i].Code` per item (DynamoDB API reference, TransactWriteItems "CancellationReasons").
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { batchGetAll } from '../data/batch.js';
import { keys, type Key } from '../data/keys.js';
import type { ProfileItem } from '../me/profile.js';
import type { MeterItem, MeterStore, TransactResult } from './meter.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The DynamoDB transaction item of one meter item. */
export function toTransactItem(table: string, item: MeterItem): TransactItem {
  switch (item.role) {
    case 'counter': {
      const { UpdateExpression, ...rest } = item.write;
      return UpdateExpression
        ? { Update: { TableName: table, Key: item.key, UpdateExpression, ...rest } }
        : { ConditionCheck: { TableName: table, Key: item.key, ...rest } };
    }
    case 'once':
      return { Put: { TableName: table, Item: item.item, ConditionExpression: 'attribute_not_exists(pk)' } };
    case 'requires':
      return {
        ConditionCheck: { TableName: table, Key: item.key, ConditionExpression: 'attribute_exists(pk)' },
      };
    case 'ledger':
      return { Put: { TableName: table, Item: item.item } };
  }
}

function isCancelled(error: unknown): error is TransactionCanceledException {
  return (
    error instanceof TransactionCanceledException ||
    (error as { name?: string } | undefined)?.name === 'TransactionCanceledException'
  );
}

export function dynamoMeterStore(client: () => DynamoDBDocumentClient, table: () => string): MeterStore {
  return {
    async read(sub: string, onceKey?: Key) {
      const profileKey = keys.profile(sub);
      const found = await batchGetAll(client(), table(), onceKey ? [profileKey, onceKey] : [profileKey], {
        consistent: true,
      });
      const profile = found.find((i) => i.pk === profileKey.pk && i.sk === profileKey.sk) as
        ProfileItem | undefined;
      const onceExists = onceKey ? found.some((i) => i.pk === onceKey.pk && i.sk === onceKey.sk) : false;
      return { profile, onceExists };
    },

    async transact(items: MeterItem[]): Promise<TransactResult> {
      const name = table();
      try {
        await client().send(
          new TransactWriteCommand({ TransactItems: items.map((i) => toTransactItem(name, i)) }),
        );
        return { ok: true };
      } catch (error) {
        // A conflict with a single-item write in flight (not another transaction) is thrown, not cancelled.
        if ((error as { name?: string } | undefined)?.name === 'TransactionConflictException') {
          return { ok: false, codes: items.map(() => 'TransactionConflict') };
        }
        if (!isCancelled(error)) throw error;
        const reasons = error.CancellationReasons ?? [];
        return { ok: false, codes: items.map((_, i) => reasons[i]?.Code ?? 'None') };
      }
    },
  };
}
