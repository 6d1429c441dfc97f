/**
 * Function `notice-digest` (shared/functions.ts: a schedule Rule, once a week; issue 37 item 4;
 * docs/decisions/0060-bring-investors-in.md "Founders hear back"): mails each founder who chose the weekly digest
 * the notices not mailed yet, once (functions/notices/notices.ts `sendNoticeDigests`; one step per founder under
 * the schedule event's id, so a retried run mails nobody twice). The local stack runs it on demand
 * (`POST /local/schedules/notice-digest`, scripts/local/scheduler.ts).
 */
import * as z from 'zod';
import { dynamoStepStore } from '../data/event-steps.js';
import { eventConsumer } from '../lib/consumer.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';
import { mailer } from '../lib/mailer.js';
import { webOrigin } from '../lib/web-origins.js';
import { sendNoticeDigests } from './notices.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const origin = webOrigin();
const steps = dynamoStepStore(ddb, () => table);

/** A Scheduled Event's detail is `{}`. */
const ScheduledDetail = z.object({});

export const handler = eventConsumer('notice-digest', ScheduledDetail, async (event) => {
  const run = await sendNoticeDigests(
    { client: ddb(), table, mailer: mailer(), steps, origin, now: () => new Date() },
    event.eventId,
  );
  logger.info('Notice digest run', { at: event.time, ...run });
  return run;
});
