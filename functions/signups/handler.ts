/**
 * The sign-up counter (admin dashboard "Monthly Growth", apply-settings-admin.md): fed by the EventBridge rule
 * for `ProfileCreated` (shared/functions.ts `signups`), it adds 1 to the month's counter item
 * `{ pk: 'STATS', sk: 'SIGNUPS#YYYY-MM', signups }` (month of the profile's `createdAt`, UTC).
 *
 * Idempotent: one transaction puts the founder's marker `{ pk: 'USER#<sub>', sk: 'SIGNUP_COUNTED', event_id }` only
 * if absent and adds to the counter; a redelivered (or re-published) event for the same founder finds the marker,
 * the transaction is cancelled and nothing changes. EventBridge delivers at least once (ADR 0008), so this matters.
 * The detail is parsed first (shared/app-events.ts; functions/lib/consumer.ts): a malformed one fails with
 * `MalformedEvent`. Any other failure throws too, so EventBridge (or the local bus) retries and finally
 * dead-letters the event.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { APP_EVENT_DETAILS } from '../../shared/app-events.js';
import type { AppEvents } from '../../shared/functions.js';
import { countSignup } from '../data/stats.js';
import { eventConsumer } from '../lib/consumer.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';

export { signupCounterKey } from '../data/stats.js';

export type ProfileCreatedEvent = EventBridgeEvent<'ProfileCreated', AppEvents['ProfileCreated']>;

/** Count one sign-up (functions/data/stats.ts). Resolves `{ counted: false }` when this founder was counted before. */
export const handler = eventConsumer('signups', APP_EVENT_DETAILS.ProfileCreated, async (event) => {
  const { sub, createdAt } = event.detail;
  const { counted, month } = await countSignup(ddb(), tableName(), { sub, at: createdAt, eventId: event.eventId });
  if (counted) logger.info('Sign-up counted', { sub, month });
  else logger.info('Sign-up already counted', { sub });
  return { counted };
});
