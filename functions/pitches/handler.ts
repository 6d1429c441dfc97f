/**
 * Feature `pitches` (issue 20; docs/decisions/0049-pitches.md; routes in shared/pitch-routes.ts):
 * - founders: POST /v1/pitches (1 action, functions/pitches/send.ts), GET /v1/pitches (their pitches and answers);
 * - the listing's team (investor access): the inbox, one pitch, its deck, Interested, Pass, Block, Report, the mail
 *   choice (functions/pitches/inbox.ts);
 * - administrators: the spam queue, paged, and its dismiss (functions/pitches/reports.ts);
 * - public: POST /v1/pitch-mail/unsubscribe, the RFC 8058 one-click unsubscribe (acts on POST only; the route has no
 *   GET, so a mail scanner following the link changes nothing).
 * Sends and answers are announced on the bus (`PitchSent`, `PitchAnswered`) after they commit; a failed publish is
 * logged and the answer stands (the ADR says what is then missed).
 */
import {
  FounderPitchQuery,
  InboxQuery,
  PitchParams,
  PitchPassRequest,
  PitchRequest,
  PitchReportQuery,
  PitchSettings,
  UnsubscribeQuery,
} from '../../shared/pitch-schemas.js';
import { InvestorIdParams, SavedParams } from '../../shared/schemas.js';
import { dynamoAiJobStore } from '../data/ai-job.js';
import { getPitchFigures } from '../data/pitch/log.js';
import { founderPitches, type PitchRecord } from '../data/pitch/pitch.js';
import { unsubscribeByToken } from '../data/pitch/preferences.js';
import { tombstoneReader } from '../data/tombstone.js';
import { investorOf } from '../claims/caller.js';
import { actorOf } from '../admin/actor.js';
import { callerOf } from '../lib/auth.js';
import { investorSuspensionReader } from '../data/investor-suspension.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { publish } from '../lib/events.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { idempotencyKeyOf } from '../lib/idempotency.js';
import { logger } from '../lib/logger.js';
import { parseBody, parsePath, parseQuery } from '../lib/validate.js';
import { chargingMeter } from '../metering/charging.js';
import {
  block,
  deckOf,
  getInboxPitch,
  getSettings,
  interested,
  listInbox,
  pass,
  putSettings,
  report,
  type InboxDeps,
} from './inbox.js';
import { dismiss, reportsPage } from './reports.js';
import { sendPitch } from './send.js';
import { timelineOf } from './timeline.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

/** Puts `detailType` of `pitch` on the bus; a failure is logged, never thrown (the pitch or answer stands). */
async function announce(detailType: 'PitchSent' | 'PitchAnswered', pitch: PitchRecord): Promise<void> {
  const base = {
    pitchId: pitch.id,
    investorId: pitch.investor_id,
    investorName: pitch.investor_name,
    founderSub: pitch.founder_sub,
    sentAt: pitch.sent_at,
  };
  const sent =
    detailType === 'PitchSent'
      ? publish('PitchSent', base)
      : publish('PitchAnswered', {
          ...base,
          answer: pitch.status === 'interested' ? 'interested' : 'passed',
          answeredAt: pitch.answered_at ?? new Date().toISOString(),
          reason: pitch.pass_reason,
        });
  await sent.catch((error: unknown) =>
    logger.error(`${detailType} not published`, { error: error as Error, pitchId: pitch.id }),
  );
}

const inboxDeps = (): InboxDeps => ({
  client: ddb(),
  table,
  now: () => new Date(),
  announce: (pitch) => announce('PitchAnswered', pitch),
});

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
      announce: (pitch) => announce('PitchSent', pitch),
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
    'GET /v1/investor/pitches': async (event) =>
      await listInbox(inboxDeps(), await investorOf(event), parseQuery(event, InboxQuery)),
    'GET /v1/investor/pitches/{id}': async (event) =>
      await getInboxPitch(inboxDeps(), await investorOf(event), parsePath(event, PitchParams).id),
    'GET /v1/investor/pitches/{id}/deck': async (event) =>
      await deckOf(inboxDeps(), await investorOf(event), parsePath(event, PitchParams).id),
    'POST /v1/investor/pitches/{id}/interested': async (event) =>
      await interested(inboxDeps(), await investorOf(event), parsePath(event, PitchParams).id),
    'POST /v1/investor/pitches/{id}/pass': async (event) => {
      const caller = await investorOf(event);
      const { id } = parsePath(event, PitchParams);
      return await pass(inboxDeps(), caller, id, parseBody(event, PitchPassRequest));
    },
    'POST /v1/investor/pitches/{id}/block': async (event) =>
      await block(inboxDeps(), await investorOf(event), parsePath(event, PitchParams).id),
    'POST /v1/investor/pitches/{id}/report': async (event) =>
      await report(inboxDeps(), await investorOf(event), parsePath(event, PitchParams).id),
    'GET /v1/investor/listings/{id}/pitch-settings': async (event) =>
      await getSettings(inboxDeps(), await investorOf(event), parsePath(event, InvestorIdParams).id),
    'PUT /v1/investor/listings/{id}/pitch-settings': async (event) => {
      const caller = await investorOf(event);
      const { id } = parsePath(event, InvestorIdParams);
      return await putSettings(inboxDeps(), caller, id, parseBody(event, PitchSettings).notify);
    },
    'GET /v1/admin/pitch-reports': async (event) => {
      actorOf(event);
      return await reportsPage(ddb(), table, parseQuery(event, PitchReportQuery));
    },
    'POST /v1/admin/pitch-reports/{id}/dismiss': async (event) =>
      await dismiss(ddb(), table, parsePath(event, PitchParams).id, actorOf(event)),
    'POST /v1/pitch-mail/unsubscribe': async (event) => ({
      unsubscribed: await unsubscribeByToken(ddb(), table, parseQuery(event, UnsubscribeQuery).token),
    }),
  },
  { accounts: tombstoneReader(ddb, tableName), suspensions: investorSuspensionReader(ddb, tableName) },
);
