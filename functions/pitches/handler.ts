/**
 * Function `pitches`, founders (issue 20; docs/decisions/0049-pitches.md; routes in shared/pitch-routes.ts):
 * POST /v1/pitches (1 action, functions/pitches/send.ts), GET /v1/pitches (their pitches and answers), the saved
 * investor's timeline and an investor's response figures. The investor teams' inbox, the public unsubscribe and the
 * administrators' reports queue are functions of their own (issue 35: different callers and limits, so none shares
 * this one's reserved concurrency): inbox-handler.ts, unsubscribe-handler.ts, reports-handler.ts.
 * A sent pitch is announced as `PitchSent` in the charge's own transaction (the outbox, ADR 0057); a generated deck
 * goes with it as a deck room for the team (issue 39 item 4), so this function writes deck files (`decks: 'write'`).
 */
import { FounderPitchQuery, PitchRequest } from '../../shared/pitch-schemas.js';
import { InvestorIdParams, SavedParams } from '../../shared/schemas.js';
import { dynamoAiJobStore } from '../data/ai-job.js';
import { getPitchFigures } from '../data/pitch/log.js';
import { founderPitches } from '../data/pitch/pitch.js';
import { tombstoneReader } from '../data/tombstone.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { idempotencyKeyOf } from '../lib/idempotency.js';
import { deckStore } from '../lib/object-store.js';
import { parseBody, parsePath, parseQuery } from '../lib/validate.js';
import { chargingMeter } from '../metering/charging.js';
import { pitchSent } from './announce.js';
import { sendPitch } from './send.js';
import { timelineOf } from './timeline.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

async function send(event: HttpEvent): Promise<Reply> {
  const caller = callerOf(event);
  const body = parseBody(event, PitchRequest);
  const result = await sendPitch(
    {
      client: ddb(),
      table,
      meter: chargingMeter(),
      jobs: dynamoAiJobStore(ddb, () => table),
      now: () => new Date(),
      announce: pitchSent,
      files: deckStore(),
    },
    { sub: caller.sub, email: caller.email },
    body,
    { requestId: event.requestContext.requestId, idempotencyKey: idempotencyKeyOf(event) },
  );
  return new Reply(result.status, result.body, result.headers);
}

export const handler = featureHandler(
  'pitches',
  {
    'POST /v1/pitches': send,
    'GET /v1/pitches': async (event) => {
      const { answered_since } = parseQuery(event, FounderPitchQuery);
      const pitches = await founderPitches(ddb(), table, callerOf(event).sub);
      return {
        pitches: answered_since
          ? pitches.filter((p) => p.answered_at !== null && p.answered_at > answered_since)
          : pitches,
      };
    },
    'GET /v1/saved/{investorId}/timeline': async (event) =>
      await timelineOf(ddb(), table, callerOf(event).sub, parsePath(event, SavedParams).investorId),
    'GET /v1/investors/{id}/pitch-figures': async (event) => {
      const { id } = parsePath(event, InvestorIdParams);
      return { investor_id: id, figures: await getPitchFigures(ddb(), table, id) };
    },
  },
  { accounts: tombstoneReader(ddb, tableName) },
);
