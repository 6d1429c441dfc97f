/**
 * The meter of the functions that charge actions (reveals, exports, AI reservations, pitches): the shared `Meter`
 * over the single table whose store writes a profile a charge creates together with its `ProfileCreated` outbox
 * item (functions/lib/events.ts `profileCreated`; issue 35). It lives apart from functions/metering/index.ts `meter()` so that a function that only
 * refunds (the AI worker) does not bundle the publisher it has no right to use: only functions whose registry entry
 * declares `publishes: ['ProfileCreated']` import this module (issue 21.5; shared/function-bundles.test.ts).
 */
import { profileCreated } from '../lib/events.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { dynamoMeterStore } from './dynamo-store.js';
import { Meter } from './meter.js';

let shared: Meter | undefined;

/** The container's charging meter (created on first use, so tests can set TABLE_NAME and mocks first). */
export function chargingMeter(): Meter {
  shared ??= new Meter(dynamoMeterStore(ddb, tableName, profileCreated));
  return shared;
}
