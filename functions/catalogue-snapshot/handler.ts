/**
 * Function `catalogue-snapshot` (shared/functions.ts: a schedule Rule; issue 34,
 * docs/decisions/0056-catalogue-with-many-writers.md): writes the search snapshot of the catalogue change log's head
 * to the object store when the log moved (functions/catalogue-snapshot/snapshot.ts), so cold search containers
 * start from it. Reads the table; writes only its objects (`snapshots: 'write'`).
 */
import * as z from 'zod';
import { eventConsumer } from '../lib/consumer.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';
import { objectStore } from '../lib/object-store.js';
import { refreshSnapshot, snapshotCache } from './snapshot.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const store = objectStore();
if (!store) throw new Error('Invalid environment: OBJECT_STORE_BUCKET or OBJECT_STORE_DIR is missing');
const cache = snapshotCache(ddb, () => table, store);

/** A Scheduled Event's detail is `{}`. */
const ScheduledDetail = z.object({});

export const handler = eventConsumer('catalogue-snapshot', ScheduledDetail, async () => {
  const result = await refreshSnapshot({ client: ddb(), table, store, cache, now: () => new Date() });
  logger.info('Catalogue snapshot run', { written: result.written, ...result.manifest });
  return { written: result.written, position: result.manifest?.position ?? null };
});
