/**
 * Storage of the daily freshness job (issue 19 item 5; docs/decisions/0032-freshness-opt-out.md):
 * - what it reads (issue 34): the sparse confirmation index, GSI1 `CONFIRMATIONS` sorted by confirmation time
 *   (keys.confirmation: one marker per claimed, confirmed, listed and not lapsed listing, kept in step with the
 *   listing by every listing write, ./listing-claim.ts `confirmationItems`), only up to the day the job acts on:
 *   never the whole catalogue;
 * - the reminder marker `TEAM#{investorId}` / `REMINDER` (`confirmed_at` the confirmation it reminded about), so
 *   the day-335 reminder goes out once per confirmation however often the job runs;
 * - the lapse: `confirmation_lapsed = true` on the catalogue item through the optimistic listing write
 *   (`changeListing`: conditional on the version it read, with the change log entry), only while the confirmation
 *   is still the one the job read (a confirmation in between wins).
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { changeListing } from './listing-claim.js';
import { CONFIRMATIONS_GSI1PK, type Key } from './keys.js';
import { queryAll } from './query.js';
import { TABLE } from './table.js';
import { isConditionalCheckFailed } from './transaction.js';

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
 * The claimed listings confirmed at or before `confirmedBy` (ISO time): one paged Query of the sparse GSI1
 * `CONFIRMATIONS` (`gsi1sk <= confirmedBy#\uffff`, oldest first). Lapsed, unclaimed and removed listings have no
 * marker, so they are not read.
 */
export async function claimedListings(
  client: DynamoDBDocumentClient,
  table: string,
  confirmedBy: string,
): Promise<ClaimedListing[]> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :until',
    ExpressionAttributeValues: { ':pk': CONFIRMATIONS_GSI1PK, ':until': `${confirmedBy}#\uffff` },
  });
  return items.map((item) => ({
    id: String(item.id),
    name: String(item.name),
    claimed: true,
    confirmed_at: typeof item.confirmed_at === 'string' ? item.confirmed_at : null,
    confirmation_lapsed: false,
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
 * confirmation is still `confirmedAt`, it is claimed and not lapsed yet; an optimistic listing write (a lost race
 * reads again and decides again on fresh data).
 * @returns true when this call marked it.
 */
export async function markLapsed(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  confirmedAt: string,
  now: Date,
): Promise<boolean> {
  return changeListing<boolean>(
    client,
    table,
    investorId,
    (stored) =>
      stored &&
      stored.record.claimed &&
      stored.record.confirmed_at === confirmedAt &&
      !stored.record.confirmation_lapsed
        ? {
            record: { ...stored.record, confirmation_lapsed: true, updated_at: now.toISOString() },
            result: () => true,
          }
        : { unchanged: false },
    now,
  );
}
