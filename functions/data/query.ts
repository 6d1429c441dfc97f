/**
 * The one paginated Query loop of the data layer (DynamoDB API reference, Query "LastEvaluatedKey": a Query
 * answers at most 1 MB per call; follow `LastEvaluatedKey` until it is absent).
 * - `queryAll`: every item of every page, in the table's order (or reversed with `ScanIndexForward: false`);
 * - `countAll`: `Select: 'COUNT'` summed over every page (no items are transferred);
 * - `queryPrefix` / `countPrefix`: the common `pk = :pk AND begins_with(sk, :prefix)` over one partition.
 * Each page is one round trip; the SDK error of a page is thrown unchanged.
 */
import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

type Page = { items: Record<string, unknown>[]; count: number };

async function eachPage(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
  onPage: (page: Page) => void,
): Promise<void> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    onPage({ items: page.Items ?? [], count: page.Count ?? 0 });
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** Every item the Query `input` matches, over every page. */
export async function queryAll(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  await eachPage(client, input, (page) => items.push(...page.items));
  return items;
}

/** How many items the Query `input` matches (`Select: 'COUNT'`, summed over every page). */
export async function countAll(client: DynamoDBDocumentClient, input: QueryCommandInput): Promise<number> {
  let count = 0;
  await eachPage(client, { ...input, Select: 'COUNT' }, (page) => {
    count += page.count;
  });
  return count;
}

/** The Query input of the items of partition `pk` whose sort key starts with `prefix`. */
export function prefixQuery(
  table: string,
  pk: string,
  prefix: string,
  options: Pick<QueryCommandInput, 'ConsistentRead' | 'ScanIndexForward' | 'Limit' | 'ProjectionExpression'> = {},
): QueryCommandInput {
  return {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ...options,
  };
}
