/**
 * Function `pitch-digest` (shared/functions.ts: a schedule Rule, once a day; issue 20 item 2;
 * docs/decisions/0052-pitch-digest-suspension-deletion.md): mails each team member who chose the daily digest the
 * pitches their listing received since their last one (functions/pitches/digest.ts), and publishes the response
 * figures that are due (functions/pitches/publish-figures.ts; issue 33 item 4: daily at most).
 * Its "now" is the scheduled event's `time`: the local stack can run it as of any moment
 * (`POST /local/schedules/pitch-digest?at=ISO`, scripts/local/scheduler.ts), which is how tests move the clock.
 */
import * as z from 'zod';
import { eventConsumer } from '../lib/consumer.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';
import { mailer } from '../lib/mailer.js';
import { webOrigin } from '../lib/web-origins.js';
import { runDigest } from './digest.js';
import { publishDueFigures } from './publish-figures.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const origin = webOrigin();

/** A Scheduled Event's detail is `{}`. */
const ScheduledDetail = z.object({});

export const handler = eventConsumer('pitch-digest', ScheduledDetail, async (event) => {
  const now = new Date(event.time);
  const result = await runDigest({ client: ddb(), table, mailer: mailer(), origin }, now);
  logger.info('Pitch digest run', { at: event.time, ...result });
  // Issue 33 item 4: the response figures are published here, once a day at most
  const figures = await publishDueFigures({ client: ddb(), table }, now);
  logger.info('Pitch figures published', { at: event.time, ...figures });
  return { ...result, figures };
});
