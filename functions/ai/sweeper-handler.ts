/**
 * Function `ai-sweeper` (shared/functions.ts: a schedule Rule, every 5 minutes; issue 22.4;
 * docs/decisions/0013-ai-jobs.md): settles AI jobs that can no longer finish on their own (`sweepStaleJobs`: a
 * run whose lease expired, or a job pending past `STALE_PENDING_MS`), failed and refunded exactly once by the
 * job's once-only outcome write, whether or not their owner opens them again.
 *
 * Its "now" is the scheduled event's `time` (EventBridge's Scheduled Event): the run is as of its schedule, and the
 * local stack can run it as of a later moment (`POST /local/schedules/ai-sweeper?at=ISO`,
 * scripts/local/scheduler.ts). Storage errors are thrown: the rule retries, and the next run picks up the rest.
 * Each refund is counted in the `Refunds` metric by the meter port (functions/ai/meter-port.ts).
 *
 * It also refunds charges whose delivery never went out (issue 33 item 9: an export charged while the database
 * paused, its file never sent; functions/metering/undelivered.ts), once, within minutes.
 */
import * as z from 'zod';
import { sweepStaleJobs } from './jobs.js';
import { aiMeter, jobStore } from './meter-port.js';
import { eventConsumer } from '../lib/consumer.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';
import { meter } from '../metering/index.js';
import { refundUndelivered } from '../metering/undelivered.js';

tableName(); // env gate: fails the cold start without TABLE_NAME

/** A Scheduled Event's detail is `{}`. */
const ScheduledDetail = z.object({});

export const handler = eventConsumer('ai-sweeper', ScheduledDetail, async (event) => {
  const now = new Date(event.time);
  const result = await sweepStaleJobs({ store: jobStore(), meter: aiMeter() }, now);
  logger.info('AI jobs swept', { at: event.time, ...result });
  const undelivered = await refundUndelivered({ client: ddb(), table: tableName(), meter: meter() }, now);
  if (undelivered.undelivered > 0)
    logger.info('Undelivered charges refunded', { at: event.time, ...undelivered });
  return { ...result, ...undelivered };
});
