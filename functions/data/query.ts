/**
 * The one paginated Query loop of the data layer (DynamoDB API reference, Query "LastEvaluatedKey": a Query
 * answers at most 1 MB per call; follow `LastEvaluatedKey` until it is absent).
 * - `queryAll`: every item of every page, in the table's order (or reversed with `ScanIndexForward: false`);
 * - `queryUntil`: the same, stopping after the first page at which `enough(items so far)` holds (a newest-first
 *   list that needs N of some items, with other items between them);
 * - `countAll`: `Select: 'COUNT'` summed over every page (no items are transferred);
 * - `queryPrefix` / `countPrefix`: the common `pk = :pk AND begins_with(sk, :prefix)` over one partition.
 * Each page is one round trip; the SDK error of a page is thrown unchanged.
 */
import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

type Page = { items: Record<string, unknown>[]; count: number };

/** Calls `onPage` for each page of `input`, until the last page or until `onPage` answers `'stop'`. */
async function eachPage(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
  onPage: (page: Page) => void | 'stop',
): Promise<void> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    if (onPage({ items: page.Items ?? [], count: page.Count ?? 0 }) === 'stop') return;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** Every item the Query `input` matches, over every page. */
export async function queryAll(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  await eachPage(client, input, (page) => {
    items.push(...page.items);
  });
  return items;
}

/**
 * The items the Query `input` matches, page by page, until `enough(items so far)` holds after a page (or the
 * last page): each further page is a round trip, so a caller that needs only the newest N stops early.
 */
export async function queryUntil(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
  enough: (items: readonly Record<string, unknown>[]) => boolean,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  await eachPage(client, input, (page) => {
    items.push(...page.items);
    return enough(items) ? 'stop' : undefined;
  });
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
