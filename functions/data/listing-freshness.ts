/**
 * Storage of the daily freshness job (issue 19 item 5; docs/decisions/0032-freshness-opt-out.md):
 * - the reminder marker `TEAM#{investorId}` / `REMINDER` (`confirmed_at` the confirmation it reminded about), so
 *   the day-335 reminder goes out once per confirmation however often the job runs;
 * - the lapse: `confirmation_lapsed = true` on the catalogue item, conditional on the confirmation being the one
 *   the job read (a confirmation in between wins), in one transaction with the catalogue version bump.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { catalogueVersionBump } from './catalogue-admin.js';
import { CATALOGUE_GSI1PK, keys, type Key } from './keys.js';
import { queryAll } from './query.js';
import { TABLE } from './table.js';
import { isConditionalCheckFailed, transactWrite } from './transaction.js';

/** What the job reads of a claimed listing. */
export interface ClaimedListing {
  id: string;
  name: string;
  claimed: boolean;
  confirmed_at: string | null;
  confirmation_lapsed: boolean;
  removed: null;
}

/**
 * The claimed listings of the catalogue (removed ones are not in its partition): one paged Query of GSI1
 * `CATALOGUE` filtered on `claimed`, projecting only the fields the job reads.
 */
export async function claimedListings(client: DynamoDBDocumentClient, table: string): Promise<ClaimedListing[]> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'claimed = :true',
    ProjectionExpression: 'id, #name, claimed, confirmed_at, confirmation_lapsed',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':pk': CATALOGUE_GSI1PK, ':true': true },
  });
  return items.map((item) => ({
    id: String(item.id),
    name: String(item.name),
    claimed: true,
    confirmed_at: typeof item.confirmed_at === 'string' ? item.confirmed_at : null,
    confirmation_lapsed: item.confirmation_lapsed === true,
    removed: null,
  }));
}

export const reminderKey = (investorId: string): Key => ({ pk: `TEAM#${investorId}`, sk: 'REMINDER' });

/**
 * Records that the reminder about confirmation `confirmedAt` of `investorId` is being sent.
 * @returns true when this call recorded it (send the mail), false when it was already recorded.
 */
export async function claimReminder(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  confirmedAt: string,
  now: Date,
): Promise<boolean> {
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { ...reminderKey(investorId), type: 'listing_reminder', confirmed_at: confirmedAt, sent_at: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk) OR confirmed_at <> :c',
        ExpressionAttributeValues: { ':c': confirmedAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Marks `investorId` 'Not confirmed since <confirmedAt>' (its direct contact is then not revealable) when its
 * confirmation is still `confirmedAt` and not lapsed yet; one transaction with the catalogue version bump.
 * @returns true when this call marked it.
 */
export async function markLapsed(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  confirmedAt: string,
  now: Date,
): Promise<boolean> {
  const outcome = await transactWrite(client, [
    {
      Update: {
        TableName: table,
        Key: keys.investor(investorId),
        ConditionExpression: 'confirmed_at = :c AND claimed = :true AND confirmation_lapsed <> :true',
        UpdateExpression: 'SET confirmation_lapsed = :true, updated_at = :now',
        ExpressionAttributeValues: { ':c': confirmedAt, ':true': true, ':now': now.toISOString() },
      },
    },
    catalogueVersionBump(table, now),
  ]);
  if (outcome.ok) return true;
  if (outcome.codes[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`Listing ${investorId} not marked lapsed: ${outcome.codes.join(', ')}`);
}
