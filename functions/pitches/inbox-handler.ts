/**
 * Function `pitch-inbox`, investor teams (issue 20 items 2 and 5, issue 35; routes in shared/pitch-routes.ts): the
 * inbox of a held listing, one pitch and its deck, Interested, Pass, Block, Report, and the member's mail choice
 * (functions/pitches/inbox.ts). Its own function so that answering never waits behind founders sending (issue 35).
 * An answer is announced as `PitchAnswered` in the answer's own transaction (the outbox, ADR 0057).
 */
import { InboxQuery, PitchParams, PitchPassRequest, PitchSettings } from '../../shared/pitch-schemas.js';
import { InvestorIdParams } from '../../shared/schemas.js';
import { investorOf } from '../claims/caller.js';
import { investorSuspensionReader } from '../data/investor-suspension.js';
import { tombstoneReader } from '../data/tombstone.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler } from '../lib/http.js';
import { parseBody, parsePath, parseQuery } from '../lib/validate.js';
import { pitchAnswered } from './announce.js';
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

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

const deps = (): InboxDeps => ({ client: ddb(), table, now: () => new Date(), announce: pitchAnswered });

export const handler = featureHandler(
  'pitch-inbox',
  {
  'GET /v1/investor/pitches': async (event) =>
    await listInbox(deps(), await investorOf(event), parseQuery(event, InboxQuery)),
  'GET /v1/investor/pitches/{id}': async (event) =>
    await getInboxPitch(deps(), await investorOf(event), parsePath(event, PitchParams).id),
  'GET /v1/investor/pitches/{id}/deck': async (event) =>
    await deckOf(deps(), await investorOf(event), parsePath(event, PitchParams).id),
  'POST /v1/investor/pitches/{id}/interested': async (event) =>
    await interested(deps(), await investorOf(event), parsePath(event, PitchParams).id),
  'POST /v1/investor/pitches/{id}/pass': async (event) => {
    const caller = await investorOf(event);
    const { id } = parsePath(event, PitchParams);
    return await pass(deps(), caller, id, parseBody(event, PitchPassRequest));
  },
  'POST /v1/investor/pitches/{id}/block': async (event) =>
    await block(deps(), await investorOf(event), parsePath(event, PitchParams).id),
  'POST /v1/investor/pitches/{id}/report': async (event) =>
    await report(deps(), await investorOf(event), parsePath(event, PitchParams).id),
  'GET /v1/investor/listings/{id}/pitch-settings': async (event) =>
    await getSettings(deps(), await investorOf(event), parsePath(event, InvestorIdParams).id),
  'PUT /v1/investor/listings/{id}/pitch-settings': async (event) => {
    const caller = await investorOf(event);
    const { id } = parsePath(event, InvestorIdParams);
    return await putSettings(deps(), caller, id, parseBody(event, PitchSettings).notify);
  },
  },
  // Issue 33 item 5: a deleted investor's token is refused (401 account_deleted); issue 38: a suspended one 403
  { accounts: tombstoneReader(ddb, tableName), suspensions: investorSuspensionReader(ddb, tableName) },
);
