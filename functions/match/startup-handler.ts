/**
 * Feature `startup` (founder routes, shared/routes.ts; issue 15, docs/decisions/0018-investor-match.md): the
 * caller's startup profile, the input of the investor match.
 * - GET /v1/me/startup: the profile (or null), the onboarding state and the form's options;
 * - PUT /v1/me/startup: saves the whole profile (validated by `StartupProfileInput` as a whole; a bad field is a
 *   400 naming it and nothing is written; `country` must be a country of `countryOptions`);
 * - POST /v1/me/startup/skip: the founder skipped the first-sign-in onboarding (recorded once, never over a
 *   profile), so Dashboard home stops offering it.
 * A separate function from `match` so that the route ranking the catalogue only reads the table (least
 * privilege, shared/functions.ts). Storage: functions/data/startup.ts (one item per founder).
 */
import { getStartup, putStartup, skipStartup } from '../data/startup.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { BadRequest } from '../lib/http-errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { parseBody } from '../lib/validate.js';
import { StartupProfileInput, type StartupProfileResponse } from '../../shared/match-schemas.js';
import { hqCountryName } from './countries.js';
import { startupResponse } from './startup.js';
import { tombstoneReader } from '../data/tombstone.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

async function read(event: HttpEvent): Promise<StartupProfileResponse> {
  const caller = callerOf(event);
  return startupResponse(await getStartup(ddb(), table, caller.sub));
}

async function save(event: HttpEvent): Promise<StartupProfileResponse> {
  const caller = callerOf(event);
  const input = parseBody(event, StartupProfileInput);
  if (!hqCountryName(input.country)) {
    throw new BadRequest(
      `Invalid body field 'country': '${input.country}' is not a country code.`,
      'country',
    );
  }
  const state = await putStartup(ddb(), table, caller.sub, {
    ...input,
    updated_at: new Date().toISOString(),
  });
  return startupResponse(state);
}

async function skip(event: HttpEvent): Promise<StartupProfileResponse> {
  const caller = callerOf(event);
  return startupResponse(await skipStartup(ddb(), table, caller.sub));
}

export const handler = featureHandler(
  'startup',
  {
    'GET /v1/me/startup': read,
    'PUT /v1/me/startup': save,
    'POST /v1/me/startup/skip': skip,
  },
  { accounts: tombstoneReader(ddb, tableName) },
);
