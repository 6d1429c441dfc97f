/**
 * The investor portal's account and claim logic (issue 19 items 1, 2, 7; docs/decisions/0030-investor-accounts-and-claims.md),
 * over small ports so the handler stays wiring: the catalogue (public records by id, a name search), the table and
 * the listing-state contract (`markClaimed` / `unclaimListing`, i19-listing's functions/data/listing-claim.ts).
 *
 * - `claim`: the rule of functions/claims/domain.ts decides. A free-mail or disposable address is refused (403
 *   `personal_email`), never queued; the listing's own domain joins the team at once (`verified`, then
 *   `markClaimed`); anything else is a `pending` claim in the administrators' Claims queue with the investor's
 *   evidence (a note is then required). A claim of a listing the investor already holds is a 409; a second claim
 *   while one is pending answers the pending one (200), so retries queue nothing twice.
 * - Uniform answers: a claim's answer says only what is public (the listing's public fields and `claimed`) and what
 *   concerns the caller's own claim; never who else holds or claimed the listing.
 * - `deleteAccount`: the investor leaves every team (the last member leaving unclaims the listing), their claims
 *   are deleted, then their Cognito user.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  CLAIM_MESSAGES,
  type Claim,
  type ClaimRequest,
  type InvestorAccount,
  type InvestorAccountDeleted,
  type ListingSummary,
} from '../../shared/claim-schemas.js';
import type { InvestorRecord } from '../data/investor.js';
import {
  claimsOf,
  deleteClaimsOf,
  latestClaimOf,
  claimItems,
  newClaim,
  putClaim,
  type ClaimRecord,
} from '../data/claims.js';
import { isTeamMember, listingsOf, removeTeamMember } from '../data/investor-team.js';
import type { TransactItem } from '../data/transaction.js';
import { InvalidInput, Missing, NotAllowed, StateConflict } from '../lib/errors.js';
import { decideClaim, websiteDomain } from './domain.js';

/** What the claim logic needs of the world. */
export interface ClaimDeps {
  client: DynamoDBDocumentClient;
  table: string;
  /** Public catalogue records by id (the founders' search cache). */
  listing(id: string): Promise<InvestorRecord | undefined>;
  /**
   * i19-listing's contract (functions/data/listing-claim.ts): the listing marked claimed with `extra` (the verified
   * claim and its team member) in ONE transaction (issue 34).
   */
  markClaimed(
    client: DynamoDBDocumentClient,
    table: string,
    investorId: string,
    at: Date,
    extra?: readonly TransactItem[],
  ): Promise<'written' | 'missing'>;
  unclaimListing(
    client: DynamoDBDocumentClient,
    table: string,
    investorId: string,
    at: Date,
  ): Promise<unknown>;
  /** Deletes the investor's Cognito user (AdminDeleteUser on the investors pool). */
  deleteUser(username: string): Promise<void>;
  now(): Date;
}

/** The signed-in investor: the investors pool's `sub`, the verified sign-in email and the Cognito username. */
export interface InvestorCaller {
  sub: string;
  email: string;
  username: string;
}

/** A catalogue record's public fields as the portal shows them while claiming. */
export function listingSummary(record: InvestorRecord): ListingSummary {
  return {
    id: record.id,
    name: record.name,
    company: record.company,
    funding_type: record.funding_type,
    location: record.location,
    company_url: record.company_url,
    domain: websiteDomain(record.company_url),
    claimed: record.claimed === true,
  };
}

/** A listing that is gone from the catalogue still shows by id (its claim stays readable). */
export function goneListing(id: string): ListingSummary {
  return {
    id,
    name: 'Listing removed',
    company: '',
    funding_type: null,
    location: [],
    company_url: null,
    domain: null,
    claimed: false,
  };
}

async function claimView(deps: ClaimDeps, claim: ClaimRecord): Promise<Claim> {
  return claimOf(claim, await deps.listing(claim.investor_id));
}

/**
 * The claim as its claimant sees it (`Claim`): the listing's public summary (or a gone listing when `record` is
 * undefined), the status, the evidence and the decision. The admin Claims queue adds the email to this.
 */
export function claimOf(claim: ClaimRecord, record: InvestorRecord | undefined): Claim {
  return {
    id: claim.id,
    listing: record ? listingSummary(record) : goneListing(claim.investor_id),
    status: claim.status,
    note: claim.note,
    link: claim.link,
    created_at: claim.created_at,
    decided_at: claim.decided_at,
    reason: claim.reason,
  };
}

/** GET /v1/investor/me: the caller's email, the listings they hold and their claims. */
export async function accountOf(deps: ClaimDeps, caller: InvestorCaller): Promise<InvestorAccount> {
  const [ids, claims] = await Promise.all([
    listingsOf(deps.client, deps.table, caller.sub),
    claimsOf(deps.client, deps.table, caller.sub),
  ]);
  const listings = await Promise.all(
    ids.map(async (id) => {
      const record = await deps.listing(id);
      return record ? listingSummary(record) : goneListing(id);
    }),
  );
  return {
    email: caller.email,
    listings,
    claims: await Promise.all(claims.map((c) => claimView(deps, c))),
  };
}

/**
 * POST /v1/investor/claims.
 * @returns the claim and whether it is new (201) or the pending one already there (200).
 * @throws Missing (404) for an id not in the catalogue; NotAllowed `personal_email` (403); StateConflict
 *   `already_member` (409); InvalidInput `note` (400) when the claim goes to review without a note.
 */
export async function claim(
  deps: ClaimDeps,
  caller: InvestorCaller,
  request: Required<Omit<ClaimRequest, 'consent'>>,
): Promise<{ claim: Claim; created: boolean }> {
  const record = await deps.listing(request.investor_id);
  if (!record) throw new Missing('listing', request.investor_id, 'No listing with this id.');
  const decision = decideClaim(caller.email, record.company_url);
  if (decision.outcome === 'personal') throw new NotAllowed(CLAIM_MESSAGES.personalEmail, 'personal_email');
  if (await isTeamMember(deps.client, deps.table, caller.sub, record.id)) {
    throw new StateConflict(CLAIM_MESSAGES.alreadyMember, 'already_member');
  }
  const latest = await latestClaimOf(deps.client, deps.table, caller.sub, record.id);
  if (latest?.status === 'pending') return { claim: await claimView(deps, latest), created: false };
  if (decision.outcome === 'review' && !request.note) {
    throw new InvalidInput(
      'Tell the administrators how you are connected to this firm: your email’s domain is not its website’s.',
      { field: 'note' },
    );
  }
  const at = deps.now().toISOString();
  const stored = newClaim(
    {
      sub: caller.sub,
      email: caller.email,
      investor_id: record.id,
      note: request.note,
      link: request.link,
      status: decision.outcome === 'verified' ? 'verified' : 'pending',
    },
    at,
  );
  if (stored.status !== 'verified') await putClaim(deps.client, deps.table, stored);
  // A verified claim, its team member and the listing marked claimed: one transaction (issue 34).
  else if ((await deps.markClaimed(deps.client, deps.table, record.id, new Date(at), claimItems(deps.table, stored))) === 'missing')
    throw new Missing('listing', request.investor_id, 'No listing with this id.');
  return { claim: await claimView(deps, stored), created: true };
}

/**
 * DELETE /v1/investor/account: leaves every team (unclaiming listings nobody holds any more), deletes the
 * investor's claims, then the Cognito user. Safe to repeat after a failure (each step is idempotent).
 * @throws InvalidInput `confirm_email` (400) when the typed email is not the caller's.
 */
export async function deleteAccount(
  deps: ClaimDeps,
  caller: InvestorCaller,
  confirmEmail: string,
): Promise<InvestorAccountDeleted> {
  if (confirmEmail.trim().toLowerCase() !== caller.email.toLowerCase()) {
    throw new InvalidInput('Type your sign-in email to confirm.', { field: 'confirm_email' });
  }
  const left = await listingsOf(deps.client, deps.table, caller.sub);
  const unclaimed: string[] = [];
  for (const investorId of left) {
    await removeTeamMember(deps.client, deps.table, caller.sub, investorId, async (id) => {
      await deps.unclaimListing(deps.client, deps.table, id, deps.now());
      unclaimed.push(id);
    });
  }
  await deleteClaimsOf(deps.client, deps.table, caller.sub);
  await deps.deleteUser(caller.username);
  return { deleted: true, left, unclaimed };
}
