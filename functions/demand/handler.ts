/**
 * Function `demand`, founders (issue 37 item 1; docs/decisions/0060-bring-investors-in.md; routes in
 * shared/demand-routes.ts): `GET`/`PUT`/`DELETE /v1/investors/{id}/ask` (ask an investor to join Fundscout: free,
 * once per founder and listing, undoable) and `POST /v1/firm-requests` (a firm the catalogue lacks). The rules are
 * functions/demand/asks.ts; the caller's `sub` from the verified token is the only founder these routes act for.
 */
import { FirmRequest } from '../../shared/demand-schemas.js';
import { InvestorIdParams } from '../../shared/schemas.js';
import { tombstoneReader } from '../data/tombstone.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { parseBody, parsePath } from '../lib/validate.js';
import { ask, askState, requestMissingFirm, undoAsk } from './asks.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

const deps = () => ({ client: ddb(), table, now: () => new Date() });
const target = (event: HttpEvent) => ({
  sub: callerOf(event).sub,
  id: parsePath(event, InvestorIdParams).id,
});

export const handler = featureHandler(
  'demand',
  {
    'GET /v1/investors/{id}/ask': async (event) => {
      const { sub, id } = target(event);
      return await askState(deps(), sub, id);
    },
    'PUT /v1/investors/{id}/ask': async (event) => {
      const { sub, id } = target(event);
      return await ask(deps(), sub, id);
    },
    'DELETE /v1/investors/{id}/ask': async (event) => {
      const { sub, id } = target(event);
      return await undoAsk(deps(), sub, id);
    },
    'POST /v1/firm-requests': async (event) =>
      await requestMissingFirm(deps(), callerOf(event).sub, parseBody(event, FirmRequest)),
  },
  { accounts: tombstoneReader(ddb, tableName) },
);
