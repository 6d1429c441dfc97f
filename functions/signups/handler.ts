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
import type { AppEvents } from '../../shared/functions.js';
import { countSignup } from '../data/stats.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/http.js';

export { signupCounterKey } from '../data/stats.js';

export type ProfileCreatedEvent = EventBridgeEvent<'ProfileCreated', AppEvents['ProfileCreated']>;

/** Count one sign-up (functions/data/stats.ts). Resolves `{ counted: false }` when this founder was counted before. */
export async function handler(event: ProfileCreatedEvent): Promise<{ counted: boolean }> {
  const { sub, createdAt } = event.detail;
  if (typeof sub !== 'string' || !sub) throw new Error(`ProfileCreated ${event.id} has no sub`);
  const at = typeof createdAt === 'string' ? createdAt : event.time;
  const { counted, month } = await countSignup(ddb(), tableName(), { sub, at, eventId: event.id });
  if (counted) logger.info('Sign-up counted', { sub, month, eventId: event.id });
  else logger.info('Sign-up already counted', { sub, eventId: event.id });
  return { counted };
}
