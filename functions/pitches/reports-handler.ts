/**
 * Function `pitch-reports`, administrators (issue 20, ADR 0052; issue 35): the queue of pitches reported as spam,
 * paged, and its dismiss (functions/pitches/reports.ts). Administrators' routes stay out of the founders' and
 * investors' functions (issue 35: different callers and limits).
 */
import { PitchParams, PitchReportQuery } from '../../shared/pitch-schemas.js';
import { actorOf } from '../admin/actor.js';
import { tombstoneReader } from '../data/tombstone.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler } from '../lib/http.js';
import { parsePath, parseQuery } from '../lib/validate.js';
import { dismiss, reportsPage } from './reports.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

export const handler = featureHandler(
  'pitch-reports',
  {
    'GET /v1/admin/pitch-reports': async (event) => {
      actorOf(event);
      return await reportsPage(ddb(), table, parseQuery(event, PitchReportQuery));
    },
    'POST /v1/admin/pitch-reports/{id}/dismiss': async (event) =>
      await dismiss(ddb(), table, parsePath(event, PitchParams).id, actorOf(event)),
  },
  { accounts: tombstoneReader(ddb, tableName) },
);
