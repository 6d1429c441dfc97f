/**
 * Function `listing-notices` (shared/functions.ts: a schedule Rule, every minute; issue 37 item 4;
 * docs/decisions/0060-bring-investors-in.md "Founders hear back"): follows the catalogue change log and tells the
 * founders who asked for or saved a listing that became reachable, in the app and by mail as they chose
 * (functions/notices/notices.ts `followCatalogueLog`).
 */
import * as z from 'zod';
import { dynamoStepStore } from '../data/event-steps.js';
import { eventConsumer } from '../lib/consumer.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';
import { mailer } from '../lib/mailer.js';
import { webOrigin } from '../lib/web-origins.js';
import { followCatalogueLog } from './notices.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const origin = webOrigin();
const steps = dynamoStepStore(ddb, () => table);

/** A Scheduled Event's detail is `{}`. */
const ScheduledDetail = z.object({});

export const handler = eventConsumer('listing-notices', ScheduledDetail, async () => {
  const run = await followCatalogueLog({
    client: ddb(),
    table,
    mailer: mailer(),
    steps,
    origin,
    now: () => new Date(),
  });
  if (run.to > run.from) logger.info('Listing notices run', { ...run });
  return run;
});
