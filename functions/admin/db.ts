/**
 * The few DynamoDB helpers the admin modules share: one TransactWriteItems with its cancellation answered as a
 * value (DynamoDB API reference, TransactWriteItems "CancellationReasons"), the catalogue version bump as a
 * transaction item, and the paginated Query loop.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '../data/keys.js';
import { TABLE } from '../data/table.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type TransactOutcome = { ok: true } | { ok: false; codes: string[] };

/** One TransactWriteItems; a cancellation (conditions, conflicts) is answered with its codes, not thrown. */
export async function transact(
  client: DynamoDBDocumentClient,
  items: TransactItem[],
): Promise<TransactOutcome> {
  try {
    await client.send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TransactionConflictException')
      return { ok: false, codes: items.map(() => 'TransactionConflict') };
    if (!(error instanceof TransactionCanceledException) && name !== 'TransactionCanceledException')
      throw error;
    const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
    return { ok: false, codes: items.map((_, i) => reasons[i]?.Code ?? 'None') };
  }
}

/** The catalogue version bump (`CATALOGUE` / VERSION: ADD version 1, SET updated_at) as a transaction item. */
export function bumpVersionItem(table: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: table,
      Key: keys.catalogueVersion(),
      UpdateExpression: 'ADD #version :one SET #updated_at = :now',
      ExpressionAttributeNames: { '#version': 'version', '#updated_at': 'updated_at' },
      ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
    },
  };
}

/** Every item of a Query over all its pages (`LastEvaluatedKey`). */
export async function queryAll(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** How many items a Query matches (`Select: 'COUNT'` over all pages). */
export async function countAll(client: DynamoDBDocumentClient, input: QueryCommandInput): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey }));
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/** The Query input of one GSI1 partition, newest first unless `oldestFirst`. */
export function gsi1Query(
  table: string,
  gsi1pk: string,
  options: Partial<QueryCommandInput> = {},
): QueryCommandInput {
  return {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
    ScanIndexForward: false,
    ...options,
  };
}
