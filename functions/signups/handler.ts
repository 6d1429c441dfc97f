/**
 * The sign-up counter (admin dashboard "Monthly Growth", apply-settings-admin.md): fed by the EventBridge rule
 * for `ProfileCreated` (shared/functions.ts `signups`), it adds 1 to the month's counter item
 * `{ pk: 'STATS', sk: 'SIGNUPS#YYYY-MM', signups }` (month of the profile's `createdAt`, UTC).
 *
 * Idempotent: one transaction puts the founder's marker `{ pk: 'USER#<sub>', sk: 'SIGNUP_COUNTED', event_id }` only
 * if absent and adds to the counter; a redelivered (or re-published) event for the same founder finds the marker,
 * the transaction is cancelled and nothing changes. EventBridge delivers at least once (ADR 0008), so this matters.
 * Any other failure throws, so EventBridge (or the local bus) retries and finally dead-letters the event.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { AppEvents } from '../../shared/functions.js';
import { keys } from '../data/keys.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/http.js';

export type ProfileCreatedEvent = EventBridgeEvent<'ProfileCreated', AppEvents['ProfileCreated']>;

/** Partition of the product statistics items. */
export const STATS_PK = 'STATS';

/** The counter item's key for the month of `at` (ISO 8601), e.g. `SIGNUPS#2026-11`. */
export function signupCounterKey(at: string): { pk: string; sk: string } {
  const month = /^\d{4}-\d{2}/.exec(at)?.[0];
  if (!month) throw new Error(`Not an ISO 8601 time: ${at}`);
  return { pk: STATS_PK, sk: `SIGNUPS#${month}` };
}

/** Count one sign-up. Resolves `{ counted: false }` when this founder was counted before. */
export async function handler(event: ProfileCreatedEvent): Promise<{ counted: boolean }> {
  const { sub, createdAt } = event.detail;
  if (typeof sub !== 'string' || !sub) throw new Error(`ProfileCreated ${event.id} has no sub`);
  const at = typeof createdAt === 'string' ? createdAt : event.time;
  const counter = signupCounterKey(at);
  const table = tableName();
  try {
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: {
                pk: keys.userPartition(sub),
                sk: 'SIGNUP_COUNTED',
                event_id: event.id,
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
              ExpressionAttributeValues: {
                ':one': 1,
                ':type': 'signup_counter',
                ':now': new Date().toISOString(),
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    const duplicate =
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';
    if (!duplicate) throw error;
    logger.info('Sign-up already counted', { sub, eventId: event.id });
    return { counted: false };
  }
  logger.info('Sign-up counted', { sub, month: counter.sk, eventId: event.id });
  return { counted: true };
}
