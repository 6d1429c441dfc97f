/**
 * Consumer `pitch-events` (issue 20; docs/decisions/0049-pitches.md): `PitchSent` and `PitchAnswered` from the
 * application bus (rules in shared/functions.ts), parsed with their schemas (shared/app-events.ts) before any work;
 * the work is functions/pitches/follow.ts (the founder's pipeline and timeline, the team's mail, the response
 * figures), idempotent, so the bus's retries are harmless.
 */
import * as z from 'zod';
import { APP_EVENT_DETAILS } from '../../shared/app-events.js';
import { eventConsumer } from '../lib/consumer.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { mailer } from '../lib/mailer.js';
import { webOrigin } from '../lib/web-origins.js';
import { followPitchEvent } from './follow.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const origin = webOrigin();

const Detail = z.union([APP_EVENT_DETAILS.PitchAnswered, APP_EVENT_DETAILS.PitchSent]);

export const handler = eventConsumer('pitch-events', Detail, async (event) => {
  const detailType = event['detail-type'] === 'PitchAnswered' ? 'PitchAnswered' : 'PitchSent';
  await followPitchEvent(
    { client: ddb(), table, mailer: mailer(), origin, now: () => new Date() },
    detailType,
    event.detail,
  );
});
