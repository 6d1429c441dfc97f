/**
 * Transaction items and queries the admin modules share, over the data layer's one transaction outcome and one
 * Query loop (functions/data/transaction.ts, functions/data/query.ts): the catalogue version bump as a transaction
 * item (the search index revalidates against it: functions/investors/catalogue.ts, docs/decisions/0003-search.md)
 * and the Query of one GSI1 partition.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { keys } from '../data/keys.js';
import { TABLE } from '../data/table.js';
import type { TransactItem } from '../data/transaction.js';

export { countAll, queryAll } from '../data/query.js';
export { transactWrite as transact, type TransactItem } from '../data/transaction.js';

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

/** The Query input of one GSI1 partition, newest first. */
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
