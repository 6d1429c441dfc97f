/**
 * Function `listing-freshness` (shared/functions.ts: a schedule Rule, once a day; issue 19 item 5;
 * docs/decisions/0032-freshness-opt-out.md): reminds teams at day 335 of a confirmation and marks listings past
 * day 365 'Not confirmed since <date>' (functions/investor-listing/freshness.ts).
 * Its "now" is the scheduled event's `time`: the local stack can run it as of a later moment
 * (`POST /local/schedules/listing-freshness?at=ISO`, scripts/local/scheduler.ts), which is how tests move the clock.
 */
import * as z from 'zod';
import { eventConsumer } from '../lib/consumer.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';
import { portalLink } from '../lib/mail-links.js';
import { mailer } from '../lib/mailer.js';
import { webOrigin } from '../lib/web-origins.js';
import { runFreshness } from './freshness.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const portalUrl = portalLink(webOrigin());

/** A Scheduled Event's detail is `{}`. */
const ScheduledDetail = z.object({});

export const handler = eventConsumer('listing-freshness', ScheduledDetail, async (event) => {
  const result = await runFreshness(
    { client: ddb(), table, mailer: mailer(), portalUrl },
    new Date(event.time),
  );
  logger.info('Listing freshness run', { at: event.time, ...result });
  return result;
});
