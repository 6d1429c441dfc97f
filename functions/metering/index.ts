/**
 * The shared meter of the feature functions: `Meter` over the single table (functions/metering/meter.ts), created
 * once per container.
 */
import { ddb, tableName } from '../lib/dynamodb.js';
import { dynamoMeterStore } from './dynamo-store.js';
import { Meter } from './meter.js';

let shared: Meter | undefined;

/** The container's meter (created on first use, so tests can set TABLE_NAME and mocks first). */
export function meter(): Meter {
  shared ??= new Meter(dynamoMeterStore(ddb, tableName));
  return shared;
}
