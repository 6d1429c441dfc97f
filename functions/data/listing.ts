/**
 * GSI1 listings (docs/decisions/0001-single-table.md): one partition of the `gsi1` index read newest first
 * (`gsi1sk` starts with an ISO time), every page or just the count, through the data layer's one Query loop
 * (./query.ts). GSI1 is eventually consistent in AWS: a write shows in a listing usually well under a second later.
 */
import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countAll, queryAll } from './query.js';
import { TABLE } from './table.js';

/** The Query input of GSI1 partition `gsi1pk`, newest first. */
export function gsi1Query(
  table: string,
  gsi1pk: string,
  options: Pick<QueryCommandInput, 'Limit' | 'ProjectionExpression'> = {},
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

/** Every item of GSI1 partition `gsi1pk`, newest first (every page). */
export function listGsi1(
  client: DynamoDBDocumentClient,
  table: string,
  gsi1pk: string,
): Promise<Record<string, unknown>[]> {
  return queryAll(client, gsi1Query(table, gsi1pk));
}

/** The newest `limit` items of GSI1 partition `gsi1pk` (one page). */
export async function newestGsi1(
  client: DynamoDBDocumentClient,
  table: string,
  gsi1pk: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const page = await client.send(new QueryCommand(gsi1Query(table, gsi1pk, { Limit: limit })));
  return page.Items ?? [];
}

/** How many items GSI1 partition `gsi1pk` holds (`Select: COUNT`, no items transferred). */
export function countGsi1(client: DynamoDBDocumentClient, table: string, gsi1pk: string): Promise<number> {
  return countAll(client, gsi1Query(table, gsi1pk));
}
