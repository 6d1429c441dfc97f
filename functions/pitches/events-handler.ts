/**
 * Consumer `pitch-events` (issue 20, issue 35; docs/decisions/0049-pitches.md, 0057-stacks-outbox-steps.md):
 * `PitchSent` and `PitchAnswered` from the application bus (rules in shared/functions.ts), parsed with their schemas
 * (shared/app-events.ts) before any work; the work is functions/pitches/follow.ts, one step per effect (the
 * founder's pipeline and timeline, the team's and the founder's mail, the response figures), each applied once per
 * event id, so the bus's retries and the outbox's redeliveries are harmless, and a dead letter names the step that
 * kept failing.
 */
import * as z from 'zod';
import { APP_EVENT_DETAILS } from '../../shared/app-events.js';
import { eventConsumer } from '../lib/consumer.js';
import { dynamoStepStore } from '../data/event-steps.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';
import { mailer } from '../lib/mailer.js';
import { webOrigin } from '../lib/web-origins.js';
import { followPitchEvent } from './follow.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const origin = webOrigin();

const Detail = z.union([APP_EVENT_DETAILS.PitchAnswered, APP_EVENT_DETAILS.PitchSent]);

const steps = dynamoStepStore(ddb, () => table);

export const handler = eventConsumer('pitch-events', Detail, async (event) => {
  const detailType = event['detail-type'] === 'PitchAnswered' ? 'PitchAnswered' : 'PitchSent';
  const report = await followPitchEvent(
    { client: ddb(), table, mailer: mailer(), steps, origin, now: () => new Date() },
    detailType,
    event.detail,
    event.eventId,
  );
  logger.info('Pitch event followed', { detailType, pitchId: event.detail.pitchId, steps: report });
  return report;
});
