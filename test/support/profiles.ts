/**
 * Test-only access to a running local stack's table (`stack.dynamodb`): set a founder's plan and usage by writing
 * the profile item directly, read a founder's partition, and list the seeded contacts. There is no API route that
 * changes a tier (billing arrives with its own issue), and none is added for tests: this helper talks to DynamoDB
 * Local only, and refuses any endpoint that is not on this machine.
 */
import { QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/data/keys.js';
import { createDocumentClient, LOCAL_TOOL_TIMEOUTS } from '../../functions/lib/dynamodb.js';
import type { StackFile } from '../../scripts/local/stack-file.js';
import { actionLimitFor, isUnlimitedTier, type Tier } from '../../shared/vocabulary.js';

/** A DocumentClient for the stack's DynamoDB Local. @throws Error for an endpoint not on loopback. */
export function stackTable(stack: StackFile): { client: DynamoDBDocumentClient; table: string } {
  const host = new URL(stack.dynamodb.endpoint).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`Refusing to write test data to ${stack.dynamodb.endpoint}: not a local endpoint`);
  }
  return {
    client: createDocumentClient(stack.dynamodb.endpoint, undefined, LOCAL_TOOL_TIMEOUTS),
    table: stack.dynamodb.table,
  };
}

export interface PlanChange {
  tier?: Tier;
  /** Default: the tier's monthly actions (0 stored for unlimited tiers, which ignore it). */
  limit?: number;
  used?: number;
  /** ISO start of the period `used` belongs to. */
  periodStart?: string;
  /** ISO sign-up time (anchors the monthly period). */
  createdAt?: string;
}

/**
 * Writes the given plan and usage fields onto `sub`'s profile (which must exist: call GET /v1/me first).
 * @throws ConditionalCheckFailedException when the profile does not exist.
 */
export async function setPlan(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  change: PlanChange,
): Promise<void> {
  const fields: Record<string, string | number> = {};
  if (change.tier) {
    fields.subscription_tier = change.tier;
    fields.access_limit = change.limit ?? (isUnlimitedTier(change.tier) ? 0 : actionLimitFor(change.tier));
  } else if (change.limit !== undefined) fields.access_limit = change.limit;
  if (change.used !== undefined) fields.access_used = change.used;
  if (change.periodStart !== undefined) fields.usage_period_start = change.periodStart;
  if (change.createdAt !== undefined) fields.created_at = change.createdAt;
  const names = Object.keys(fields);
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.profile(sub),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n]])),
    }),
  );
}

/** Every item of `sub`'s partition whose sort key starts with `prefix` (strongly consistent). */
export async function partitionItems(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  prefix: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(sub), ':prefix': prefix },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** investor id → contact value of every stored contact item. */
export async function seededContacts(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<Map<string, string>> {
  const contacts = new Map<string, string>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'sk = :sk',
        ExpressionAttributeValues: { ':sk': 'CONTACT' },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) contacts.set(String(item.investor_id), String(item.contact));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return contacts;
}
