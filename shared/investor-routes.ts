/**
 * The investor portal's routes (issue 19; docs/decisions/0030-investor-accounts-and-claims.md): paths under
 * `/v1/investor/`, access `investor` (the investors pool's JWT authorizer; investor tokens are refused everywhere
 * else and founders' and administrators' tokens here). Part of the route manifest (shared/routes.ts spreads them
 * into ROUTES), kept in their own file like the admin routes.
 */
import {
  Claim,
  ClaimRequest,
  InvestorAccount,
  InvestorAccountDeleted,
  InvestorAccountDeletionRequest,
  ListingSearchQuery,
  ListingSearchResponse,
} from './claim-schemas.js';

export const INVESTOR_ROUTES = [
  {
    method: 'GET',
    path: '/v1/investor/me',
    feature: 'claims',
    access: 'investor',
    operationId: 'investorAccount',
    summary: 'The signed-in investor: sign-in email, the listings they hold, their claims (newest first).',
    response: { schema: InvestorAccount },
    errors: { 403: 'The sign-in email is not verified (`email_unverified`).' },
  },
  {
    method: 'GET',
    path: '/v1/investor/listings',
    feature: 'claims',
    access: 'investor',
    operationId: 'investorSearchListings',
    summary: 'Search the catalogue by firm name or website to claim a listing (public fields only).',
    query: ListingSearchQuery,
    response: { schema: ListingSearchResponse },
  },
  {
    method: 'POST',
    path: '/v1/investor/claims',
    feature: 'claims',
    access: 'investor',
    operationId: 'investorClaimListing',
    summary:
      'Claim a listing: verified at once (201, status verified) when the sign-in email’s registrable domain is the listing website’s; otherwise pending in the Claims queue (201, status pending; a note is required). A claim already pending answers 200.',
    body: ClaimRequest,
    response: { status: 201, schema: Claim },
    errors: {
      403: 'A free-mail or disposable sign-in address (`personal_email`), or an unverified one (`email_unverified`).',
      409: 'The caller already holds this listing (`already_member`).',
    },
  },
  {
    method: 'DELETE',
    path: '/v1/investor/account',
    feature: 'claims',
    access: 'investor',
    operationId: 'investorDeleteAccount',
    summary:
      'Delete the investor’s account: leaves every listing team (a listing nobody holds any more is unclaimed, its data back on the dataset’s values), deletes their claims and their sign-in.',
    body: InvestorAccountDeletionRequest,
    response: { schema: InvestorAccountDeleted },
  },
] as const;
