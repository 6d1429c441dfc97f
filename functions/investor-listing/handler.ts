/**
 * Feature `investor-listing` (issue 19 item 3; docs/decisions/0032-freshness-opt-out.md): the investor portal's
 * listing editor, `investor` access (the investors pool's JWT authorizer), team members only (else 404):
 * - GET / PATCH /v1/investor/listings/{id}: read and edit the listing (provenance `investor` on changed fields);
 * - POST /v1/investor/listings/{id}/confirm: confirmed for 365 days;
 * - PUT /v1/investor/listings/{id}/visibility `{ hidden }`: the opt-out;
 * - PUT /v1/investor/listings/{id}/contact, POST .../contact/verify: the direct contact (a code mailed through the
 *   mailer port for an email).
 * The logic is functions/investor-listing/service.ts.
 */
import {
  ListingContactRequest,
  ListingContactVerify,
  ListingEdit,
  ListingVisibility,
} from '../../shared/listing-schemas.js';
import { InvestorIdParams } from '../../shared/schemas.js';
import { investorOf } from '../claims/caller.js';
import { investorSuspensionReader } from '../data/investor-suspension.js';
import { tombstoneReader } from '../data/tombstone.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler } from '../lib/http.js';
import { mailer } from '../lib/mailer.js';
import { parseBody, parsePath } from '../lib/validate.js';
import {
  confirmListing,
  editListing,
  getListing,
  setContact,
  setVisibility,
  verifyContact,
  type ListingDeps,
} from './service.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

const deps = (): ListingDeps => ({ client: ddb(), table, mailer: mailer(), now: () => new Date() });

export const handler = featureHandler(
  'investor-listing',
  {
    'GET /v1/investor/listings/{id}': async (event) =>
      await getListing(deps(), await investorOf(event), parsePath(event, InvestorIdParams).id),

    'PATCH /v1/investor/listings/{id}': async (event) => {
      const caller = await investorOf(event);
      const { id } = parsePath(event, InvestorIdParams);
      return await editListing(deps(), caller, id, parseBody(event, ListingEdit));
    },

    'POST /v1/investor/listings/{id}/confirm': async (event) =>
      await confirmListing(deps(), await investorOf(event), parsePath(event, InvestorIdParams).id),

    'PUT /v1/investor/listings/{id}/visibility': async (event) => {
      const caller = await investorOf(event);
      const { id } = parsePath(event, InvestorIdParams);
      const { hidden, version } = parseBody(event, ListingVisibility);
      return await setVisibility(deps(), caller, id, hidden, version);
    },

    'PUT /v1/investor/listings/{id}/contact': async (event) => {
      const caller = await investorOf(event);
      const { id } = parsePath(event, InvestorIdParams);
      return await setContact(deps(), caller, id, parseBody(event, ListingContactRequest));
    },

    'POST /v1/investor/listings/{id}/contact/verify': async (event) => {
      const caller = await investorOf(event);
      const { id } = parsePath(event, InvestorIdParams);
      return await verifyContact(deps(), caller, id, parseBody(event, ListingContactVerify).code);
    },
  },
  // Issue 33 item 5: a deleted investor's token is refused (401 account_deleted); issue 38: a suspended one 403
  { accounts: tombstoneReader(ddb, tableName), suspensions: investorSuspensionReader(ddb, tableName) },
);
