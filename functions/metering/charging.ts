/**
 * The meter of the functions that charge actions (reveals, exports, AI reservations): the shared `Meter` over the
 * single table whose store announces a profile a charge created (`ProfileCreated`, functions/lib/events.ts
 * `announceProfile`). It lives apart from functions/metering/index.ts `meter()` so that a function that only
 * refunds (the AI worker) does not bundle the publisher it has no right to use: only functions whose registry entry
 * declares `publishes: ['ProfileCreated']` import this module (issue 21.5; shared/function-bundles.test.ts).
 */
import { announceProfile } from '../lib/events.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { dynamoMeterStore } from './dynamo-store.js';
import { Meter } from './meter.js';

let shared: Meter | undefined;

/** The container's charging meter (created on first use, so tests can set TABLE_NAME and mocks first). */
export function chargingMeter(): Meter {
  shared ??= new Meter(dynamoMeterStore(ddb, tableName, announceProfile));
  return shared;
}
