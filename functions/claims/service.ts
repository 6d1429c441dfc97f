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
 * - `deleteAccount`: a tombstone first (issue 33 item 5: the deleted investor's token is refused on every investor
 *   route, functions/lib/account-guard.ts), then the investor leaves every team (the last member leaving unclaims
 *   the listing), their claims are deleted, their refresh tokens revoked and their Cognito user deleted.
 * - Team rights (issue 33 item 1): the listings an investor holds and the `already_member` check count only
 *   memberships whose verified email is still at the joined domain (functions/claims/team-rights.ts); others end.
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
import { listingsOf, removeTeamMember } from '../data/investor-team.js';
import type { TombstoneRole, TombstoneStatus } from '../data/tombstone.js';
import type { TransactItem } from '../data/transaction.js';
import { InvalidInput, Missing, NotAllowed, StateConflict } from '../lib/errors.js';
import { decideClaim, websiteDomain } from './domain.js';
import { teamRights } from './team-rights.js';

/** What the claim logic needs of the world. */
export interface ClaimDeps {
  client: DynamoDBDocumentClient;
  table: string;
  /** Public catalogue records by id (the founders' search cache). */
  listing(id: string): Promise<InvestorRecord | undefined>;
  /** The registrable domains more than one listing's website shares (issue 33 item 2; institutional.ts). */
  sharedDomains(): Promise<ReadonlySet<string>>;
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
  /** Revokes the investor's refresh tokens (AdminUserGlobalSignOut on the investors pool). */
  signOut(username: string): Promise<void>;
  /** Puts the account's tombstone (functions/data/tombstone.ts `putTombstone`). */
  tombstone(entry: { sub: string; role: TombstoneRole; status: TombstoneStatus; at: Date }): Promise<void>;
  now(): Date;
}

/**
 * The signed-in investor: the investors pool's `sub`, the sign-in email as Cognito holds it now (verified, except
 * on the routes that ask for none: functions/claims/caller.ts) and the Cognito username.
 */
export interface InvestorCaller {
  sub: string;
  email: string;
  username: string;
  /** Whether `email` is verified (false only on the routes that accept an unverified one). */
  emailVerified?: boolean;
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

/**
 * The listings `caller` holds now: their memberships, less those whose verified email left the joined domain (each
 * ended here, functions/claims/team-rights.ts). An unverified email (the account page accepts one) ends nothing.
 */
async function heldListings(deps: ClaimDeps, caller: InvestorCaller): Promise<string[]> {
  const ids = await listingsOf(deps.client, deps.table, caller.sub);
  if (caller.emailVerified === false) return ids;
  const held = await Promise.all(
    ids.map(async (id) => ((await teamRights(deps, caller, id)).status === 'member' ? id : null)),
  );
  return held.filter((id): id is string => id !== null);
}

/** GET /v1/investor/me: the caller's email, the listings they hold and their claims. */
export async function accountOf(deps: ClaimDeps, caller: InvestorCaller): Promise<InvestorAccount> {
  const [ids, claims] = await Promise.all([
    heldListings(deps, caller),
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
 * @throws Missing (404) for an id not in the catalogue; NotAllowed `personal_email` or `email_not_literal` (403); StateConflict
 *   `already_member` (409); InvalidInput `note` (400) when the claim goes to review without a note.
 */
export async function claim(
  deps: ClaimDeps,
  caller: InvestorCaller,
  request: Required<Omit<ClaimRequest, 'consent'>>,
): Promise<{ claim: Claim; created: boolean }> {
  const record = await deps.listing(request.investor_id);
  if (!record) throw new Missing('listing', request.investor_id, 'No listing with this id.');
  const decision = decideClaim(caller.email, record.company_url, await deps.sharedDomains());
  if (decision.outcome === 'personal') throw new NotAllowed(CLAIM_MESSAGES.personalEmail, 'personal_email');
  if (decision.outcome === 'not_literal')
    throw new NotAllowed(CLAIM_MESSAGES.notLiteral, 'email_not_literal');
  if ((await teamRights(deps, caller, record.id)).status === 'member') {
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
      review_reason: decision.outcome === 'review' ? decision.reason : null,
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
 * DELETE /v1/investor/account: a `deleting` tombstone, then leaves every team (unclaiming listings nobody holds any
 * more), deletes the investor's claims, signs the user out everywhere and deletes the Cognito user, then the
 * tombstone says `deleted`. Safe to repeat after a failure (each step is idempotent; only this route may run under
 * `deleting`).
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
  await deps.tombstone({ sub: caller.sub, role: 'investor', status: 'deleting', at: deps.now() });
  const left = await listingsOf(deps.client, deps.table, caller.sub);
  const unclaimed: string[] = [];
  for (const investorId of left) {
    await removeTeamMember(deps.client, deps.table, caller.sub, investorId, async (id) => {
      await deps.unclaimListing(deps.client, deps.table, id, deps.now());
      unclaimed.push(id);
    });
  }
  await deleteClaimsOf(deps.client, deps.table, caller.sub);
  await deps.signOut(caller.username);
  await deps.deleteUser(caller.username);
  await deps.tombstone({ sub: caller.sub, role: 'investor', status: 'deleted', at: deps.now() });
  return { deleted: true, left, unclaimed };
}
