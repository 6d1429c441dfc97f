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
import {
  InvestorListing,
  ListingContactRequest,
  ListingContactVerify,
  ListingEdit,
  ListingVisibility,
} from './listing-schemas.js';
import { InvestorIdParams } from './schemas.js';

/**
 * The listing routes (i19 listing-api) serve the listing's team only: anyone else gets the 404 `not_found` of a
 * listing that does not exist, so nothing is revealed about who holds what.
 */

export const INVESTOR_ROUTES = [
  {
    method: 'GET',
    path: '/v1/investor/me',
    feature: 'claims',
    access: 'investor',
    operationId: 'investorAccount',
    summary: 'The signed-in investor: sign-in email, the listings they hold, their claims (newest first).',
    response: { schema: InvestorAccount },
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
      403: 'A free-mail or disposable sign-in address (`personal_email`), one whose domain was not typed literally (`email_not_literal`), or an unverified one (`email_unverified`).',
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
  {
    method: 'GET',
    path: '/v1/investor/listings/{id}',
    feature: 'investor-listing',
    access: 'investor',
    operationId: 'investorGetListing',
    summary:
      'The team’s listing: its fields, the listing state with per-field provenance, its direct contact and a contact waiting for its code.',
    params: InvestorIdParams,
    response: { schema: InvestorListing },
  },
  {
    method: 'PATCH',
    path: '/v1/investor/listings/{id}',
    feature: 'investor-listing',
    access: 'investor',
    operationId: 'investorEditListing',
    summary:
      'Edit the listing: only the fields in the body are set (provenance `investor`, today); absent fields keep their value and source.',
    params: InvestorIdParams,
    body: ListingEdit,
    response: { schema: InvestorListing },
  },
  {
    method: 'POST',
    path: '/v1/investor/listings/{id}/confirm',
    feature: 'investor-listing',
    access: 'investor',
    operationId: 'investorConfirmListing',
    summary:
      'Confirm the listing is current (one click): confirmed_at = now, valid 365 days; a lapsed listing is fresh again.',
    params: InvestorIdParams,
    response: { schema: InvestorListing },
  },
  {
    method: 'PUT',
    path: '/v1/investor/listings/{id}/visibility',
    feature: 'investor-listing',
    access: 'investor',
    operationId: 'investorListingVisibility',
    summary:
      'Hide the listing (opt-out: founders stop seeing it, savers see “Removed at the investor’s request”, re-imports keep it hidden) or show it again.',
    params: InvestorIdParams,
    body: ListingVisibility,
    response: { schema: InvestorListing },
    errors: { 409: 'Removed by an administrator (`removed_by_admin`): only they can restore it.' },
  },
  {
    method: 'PUT',
    path: '/v1/investor/listings/{id}/contact',
    feature: 'investor-listing',
    access: 'investor',
    operationId: 'investorSetListingContact',
    summary:
      'Set the direct contact: a LinkedIn profile URL is on file at once; an address at the firm’s registrable domain is mailed a 6-digit code and is on file only once verified (the answer’s `pending_contact`).',
    params: InvestorIdParams,
    body: ListingContactRequest,
    response: { schema: InvestorListing },
    errors: {
      400: 'The address is not at the firm’s registrable domain, or not typed in its literal ASCII form (`field: contact`).',
      403: 'The sign-in email is not verified (`email_unverified`), or no longer at the listing’s domain (`email_left_domain`: the caller left the team).',
      429: 'Too many codes for this listing or this address this hour or day (`code_rate_limited`); Retry-After in seconds. Nothing is mailed.',
    },
  },
  {
    method: 'POST',
    path: '/v1/investor/listings/{id}/contact/verify',
    feature: 'investor-listing',
    access: 'investor',
    operationId: 'investorVerifyListingContact',
    summary:
      'Verify the mailed code: the pending address becomes the listing’s direct contact (revealable to founders).',
    params: InvestorIdParams,
    body: ListingContactVerify,
    response: { schema: InvestorListing },
    errors: {
      400: 'Wrong code (`code_invalid`, attempts left in the message).',
      409: 'No code pending, expired or out of attempts (`code_expired`): ask for a new one.',
    },
  },
] as const;
