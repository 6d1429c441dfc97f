/**
 * Product statistics items (the admin dashboard's Monthly Growth, apply-settings-admin.md section 2): one sign-up
 * counter per month, `{ pk: 'STATS', sk: 'SIGNUPS#YYYY-MM', signups }`, fed by the `signups` function from
 * `ProfileCreated` events (docs/decisions/0008-local-event-bus.md), and the founder's marker
 * `{ pk: 'USER#<sub>', sk: 'SIGNUP_COUNTED', event_id, month }` that makes counting idempotent.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.js';
import { cancellationCodes, onlyConditionsFailed } from './transaction.js';

/** Partition of the product statistics items. */
export const STATS_PK = 'STATS';
/** Sort-key prefix of the monthly sign-up counters in the `STATS` partition. */
export const SIGNUPS_PREFIX = 'SIGNUPS#';

/** The counter item's key for the month of `at` (ISO 8601), e.g. `SIGNUPS#2026-11`. @throws Error on another text. */
export function signupCounterKey(at: string): { pk: string; sk: string } {
  const month = /^\d{4}-\d{2}/.exec(at)?.[0];
  if (!month) throw new Error(`Not an ISO 8601 time: ${at}`);
  return { pk: STATS_PK, sk: `${SIGNUPS_PREFIX}${month}` };
}

/**
 * Counts founder `sub`'s sign-up in the month of `at`: one transaction puts the founder's marker only if absent and
 * adds 1 to the counter, provided the founder's account has no tombstone (issue 22.1: the marker goes with a
 * deleted account's partition, so a profile a deleted account's token re-created would be counted twice; the
 * tombstone's ConditionCheck in the same transaction refuses it). Resolves `{ counted: false }` when the marker
 * exists (counted before: a redelivery) or the account is deleted (or being deleted).
 * @throws the SDK error for anything else (throttling, a conflict), so the event is retried.
 */
export async function countSignup(
  client: DynamoDBDocumentClient,
  table: string,
  signup: { sub: string; at: string; eventId: string },
  now = new Date(),
): Promise<{ counted: boolean; month: string }> {
  const counter = signupCounterKey(signup.at);
  try {
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: {
                pk: keys.userPartition(signup.sub),
                sk: 'SIGNUP_COUNTED',
                event_id: signup.eventId,
                month: counter.sk,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: table,
              Key: counter,
              UpdateExpression: 'ADD signups :one SET #type = :type, updated_at = :now',
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: { ':one': 1, ':type': 'signup_counter', ':now': now.toISOString() },
            },
          },
          {
            ConditionCheck: {
              TableName: table,
              Key: keys.tombstone(signup.sub),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    const codes = cancellationCodes(error, 3);
    if (codes?.includes('ConditionalCheckFailed') && onlyConditionsFailed(codes)) {
      return { counted: false, month: counter.sk };
    }
    throw error;
  }
  return { counted: true, month: counter.sk };
}
