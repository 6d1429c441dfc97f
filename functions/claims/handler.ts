/**
 * Feature `claims` (issue 19; docs/decisions/0030-investor-accounts-and-claims.md): the investor portal's account and
 * claim routes, `investor` access (the investors pool's JWT authorizer):
 * - GET /v1/investor/me: the signed-in investor, the listings they hold, their claims;
 * - GET /v1/investor/listings?q=: the catalogue by name or website, public fields only;
 * - POST /v1/investor/claims: claim a listing (verified at once at the firm's own domain, else pending review;
 *   free-mail and disposable addresses refused);
 * - DELETE /v1/investor/account: delete the investor's account (teams left, claims deleted, Cognito user deleted).
 * The logic is functions/claims/service.ts; the claim rule functions/claims/domain.ts.
 */
import {
  ClaimRequest,
  InvestorAccountDeletionRequest,
  ListingSearchQuery,
} from '../../shared/claim-schemas.js';
import { InvestorListQuery } from '../../shared/schemas.js';
import { cognitoIdentity } from '../account/cognito-identity.js';
import { CatalogueCache } from '../investors/catalogue.js';
import { search } from '../investors/search-index.js';
import { investorSuspensionReader } from '../data/investor-suspension.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { loadEnv } from '../lib/env.js';
import { featureHandler, Reply } from '../lib/http.js';
import { parseBody, parseQuery } from '../lib/validate.js';
import * as z from 'zod';
import { investorOf } from './caller.js';
import { sharedDomainsOf } from './institutional.js';
import { markClaimed, unclaimListing } from '../data/listing-claim.js';
import { putTombstone, tombstoneReader } from '../data/tombstone.js';
import { readListedInvestor } from '../data/investor.js';
import { demandCounts, monthOf } from '../data/demand.js';
import { demandFigures } from '../../shared/demand-schemas.js';
import { accountOf, claim, deleteAccount, listingSummary, type ClaimDeps } from './service.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const poolId = loadEnv({ INVESTORS_POOL_ID: z.string().min(1) }).INVESTORS_POOL_ID;
const cache = new CatalogueCache(ddb, () => table);
const identity = cognitoIdentity(poolId);

/** The catalogue's shared domains, computed once per catalogue the cache holds. */
let shared: { of: object; domains: ReadonlySet<string> } | undefined;

const deps: ClaimDeps = {
  client: ddb(),
  table,
  // One listing by key (issue 34), never the cached catalogue; the name search below uses the search index.
  listing: (id) => readListedInvestor(ddb(), table, id),
  sharedDomains: async () => {
    // Keyed by the live records, a new object whenever the catalogue changed (functions/investors/catalogue.ts)
    const { byId } = await cache.get();
    if (shared?.of !== byId) shared = { of: byId, domains: sharedDomainsOf(byId.values()) };
    return shared.domains;
  },
  markClaimed,
  unclaimListing,
  deleteUser: (username) => identity.deleteUser(username),
  signOut: (username) => identity.signOut(username),
  tombstone: (entry) => putTombstone(ddb(), table, entry),
  now: () => new Date(),
};

/** Most listings one search answers (the portal shows them as a list to pick from). */
const SEARCH_PAGE = 25;

export const handler = featureHandler(
  'claims',
  {
    'GET /v1/investor/me': async (event) =>
      await accountOf(deps, await investorOf(event, { verified: false })),

    'GET /v1/investor/listings': async (event) => {
      const { q } = parseQuery(event, ListingSearchQuery);
      const { index } = await cache.get();
      const page = search(index, InvestorListQuery.parse({ q, pageSize: String(SEARCH_PAGE) }), {
        facets: false,
      });
      // Unclaimed listings say how much founders want them (issue 37 item 2: from 5 founders on, rounded, never who)
      const month = monthOf(new Date());
      const items = await Promise.all(
        page.items.map(async (record) => {
          const summary = listingSummary(record);
          if (summary.claimed) return summary;
          return { ...summary, demand: demandFigures(await demandCounts(ddb(), table, record.id, month)) };
        }),
      );
      return { items, total: page.total };
    },

    'POST /v1/investor/claims': async (event) => {
      const caller = await investorOf(event);
      const { investor_id, note, link } = parseBody(event, ClaimRequest);
      const result = await claim(deps, caller, { investor_id, note, link });
      return new Reply(result.created ? 201 : 200, result.claim);
    },

    'DELETE /v1/investor/account': async (event) => {
      const caller = await investorOf(event, { verified: false });
      const { confirm_email } = parseBody(event, InvestorAccountDeletionRequest);
      return await deleteAccount(deps, caller, confirm_email);
    },
  },
  // Issue 33 item 5: a deleted investor's token is refused (401 account_deleted) on every investor route;
  // issue 38: a suspended account is refused 403 investor_suspended (but may delete itself)
  {
    accounts: tombstoneReader(ddb, tableName),
    deletingMayCall: ['DELETE /v1/investor/account'],
    suspensions: investorSuspensionReader(ddb, tableName),
  },
);
