/**
 * Feature `admin-claims` (issue 19; docs/decisions/0030-investor-accounts-and-claims.md): the administrators' Claims
 * queue, admin routes (the admins pool's JWT authorizer, then the `admins` group, functions/lib/auth.ts
 * requireAdmin):
 * - GET /v1/admin/claims?status=pending|approved|rejected|verified: claims newest first with the pending count;
 * - POST /v1/admin/claims/{id}/approve: the claimant joins the listing's team (`markClaimed`), audited;
 * - POST /v1/admin/claims/{id}/reject `{ reason }`: audited.
 * Each decision is mailed to the claimant through the mailer port. The logic is functions/claims/admin-queue.ts.
 * Investor accounts (issue 38; functions/claims/investor-accounts.ts):
 * - GET /v1/admin/investor-accounts?q=&cursor=: a page of the investors pool with each account's listings, claims
 *   and suspension;
 * - PUT /v1/admin/investor-accounts/{sub}/suspension `{ suspended, reason? }`: suspend or restore, audited.
 * Env: TABLE_NAME, INVESTORS_POOL_ID (ListUsers on that pool only), COGNITO_ENDPOINT locally.
 */
import {
  AdminClaimListQuery,
  ClaimIdParams,
  ClaimRejectRequest,
  ClaimApproveRequest,
} from '../../shared/claim-schemas.js';
import { markClaimed } from '../data/listing-claim.js';
import { tombstoneReader } from '../data/tombstone.js';
import { actorOf } from '../admin/actor.js';
import { requireAdmin } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler } from '../lib/http.js';
import { portalLink } from '../lib/mail-links.js';
import { mailer } from '../lib/mailer.js';
import { parseBody, parsePath, parseQuery } from '../lib/validate.js';
import { webOrigin } from '../lib/web-origins.js';
import { decide, listQueue, type QueueDeps } from './admin-queue.js';
import {
  AdminInvestorAccountQuery,
  InvestorSubParams,
  InvestorSuspensionRequest,
} from '../../shared/investor-account-schemas.js';
import { loadEnv } from '../lib/env.js';
import * as z from 'zod';
import { cognitoInvestorDirectory } from './investor-directory.js';
import {
  listInvestorAccounts,
  setInvestorSuspension,
  type InvestorAccountsDeps,
} from './investor-accounts.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const directory = cognitoInvestorDirectory(
  loadEnv({ INVESTORS_POOL_ID: z.string().min(1) }).INVESTORS_POOL_ID,
);

const accountDeps = (): InvestorAccountsDeps => ({ client: ddb(), table, directory, now: () => new Date() });

const deps = (): QueueDeps => ({
  client: ddb(),
  table,
  markClaimed,
  mailer: mailer(),
  portalUrl: portalLink(webOrigin()),
  now: () => new Date(),
});

export const handler = featureHandler(
  'admin-claims',
  {
    'GET /v1/admin/claims': async (event) => {
      requireAdmin(event);
      const { status } = parseQuery(event, AdminClaimListQuery);
      return await listQueue(deps(), status);
    },

    'POST /v1/admin/claims/{id}/approve': async (event) => {
      const admin = actorOf(event);
      const { id } = parsePath(event, ClaimIdParams);
      parseBody(event, ClaimApproveRequest);
      return await decide(deps(), id, { status: 'approved', reason: null }, admin);
    },

    'POST /v1/admin/claims/{id}/reject': async (event) => {
      const admin = actorOf(event);
      const { id } = parsePath(event, ClaimIdParams);
      const { reason } = parseBody(event, ClaimRejectRequest);
      return await decide(deps(), id, { status: 'rejected', reason }, admin);
    },

    'GET /v1/admin/investor-accounts': async (event) => {
      requireAdmin(event);
      return await listInvestorAccounts(accountDeps(), parseQuery(event, AdminInvestorAccountQuery));
    },

    'PUT /v1/admin/investor-accounts/{sub}/suspension': async (event) => {
      const admin = actorOf(event);
      const { sub } = parsePath(event, InvestorSubParams);
      return await setInvestorSuspension(
        accountDeps(),
        sub,
        parseBody(event, InvestorSuspensionRequest),
        admin,
      );
    },
  },
  { accounts: tombstoneReader(ddb, tableName) },
);
