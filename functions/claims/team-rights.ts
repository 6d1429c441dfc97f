/**
 * A team member's rights on a listing (issue 33 item 1; docs/decisions/0058-verified-identity-and-anonymous-figures.md):
 * a member holds the team's rights while the caller's **verified** email (functions/claims/caller.ts) is at the
 * registrable domain of the email they joined with (the listing's domain for a `domain` member, the address an
 * administrator approved for an `admin` member). The moment a verified email elsewhere is seen, on any team route:
 * - the member leaves the team (functions/data/investor-team.ts `removeTeamMember`: both items, the mail choice);
 * - the listing is unclaimed when nobody is left (functions/data/listing-claim.ts `unclaimListing`);
 * - an audit entry `team.rights_ended` says who left which listing and why (actor `system`: no administrator did it);
 * and the request is answered 403 `email_left_domain` (later ones, as to anyone off the team, 404).
 * Pure decision `keepsRights`; `teamRights` reads and acts.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { appendAudit } from '../data/audit.js';
import { removeTeamMember, teamMemberOf, type TeamMember } from '../data/investor-team.js';
import { readListing, unclaimListing } from '../data/listing-claim.js';
import { NotAllowed } from '../lib/errors.js';
import { emailHost, registrableDomain } from './registrable.js';

/** The actor of the audit entries no administrator wrote. */
export const SYSTEM_ACTOR = { sub: 'system', username: 'system' } as const;

export const EMAIL_LEFT_DOMAIN_MESSAGE =
  'Your verified email is no longer at this firm’s domain, so you left its team. Claim the listing again with an address there.';

/** The registrable domain of an email address, or null. */
const domainOf = (email: string) => {
  const host = emailHost(email);
  return host ? registrableDomain(host) : null;
};

/** Whether a member who joined with `joinedEmail` keeps the rights with the verified `currentEmail` (pure). */
export function keepsRights(joinedEmail: string, currentEmail: string): boolean {
  const joined = domainOf(joinedEmail);
  return joined !== null && joined === domainOf(currentEmail);
}

export interface TeamRightsDeps {
  client: DynamoDBDocumentClient;
  table: string;
  now: () => Date;
}

/**
 * Whether the caller holds listing `investorId` now: `member` (with the stored membership), `none` (not on the
 * team), or, for a member whose verified email left the domain, the membership ended here (`ended`).
 */
export async function teamRights(
  deps: TeamRightsDeps,
  caller: { sub: string; email: string },
  investorId: string,
): Promise<{ status: 'member'; member: TeamMember } | { status: 'none' | 'ended' }> {
  const member = await teamMemberOf(deps.client, deps.table, caller.sub, investorId);
  if (!member) return { status: 'none' };
  if (keepsRights(member.email, caller.email)) return { status: 'member', member };
  await endMembership(deps, member, caller.email);
  return { status: 'ended' };
}

/**
 * @returns the membership when the caller holds listing `investorId`, else null (not on the team: the caller answers
 *   its 404).
 * @throws NotAllowed `email_left_domain` (403) when the membership ended on this request.
 */
export async function requireTeamRights(
  deps: TeamRightsDeps,
  caller: { sub: string; email: string },
  investorId: string,
): Promise<TeamMember | null> {
  const rights = await teamRights(deps, caller, investorId);
  if (rights.status === 'ended') throw new NotAllowed(EMAIL_LEFT_DOMAIN_MESSAGE, 'email_left_domain');
  return rights.status === 'member' ? rights.member : null;
}

/** Removes `member` (unclaiming the listing when nobody is left) and audits it. Safe to repeat. */
async function endMembership(deps: TeamRightsDeps, member: TeamMember, currentEmail: string): Promise<void> {
  const at = deps.now();
  const listing = await readListing(deps.client, deps.table, member.investor_id);
  let unclaimed = false;
  await removeTeamMember(deps.client, deps.table, member.sub, member.investor_id, async (id) => {
    await unclaimListing(deps.client, deps.table, id, at);
    unclaimed = true;
  });
  await appendAudit(deps.client, deps.table, {
    at: at.toISOString(),
    actor: SYSTEM_ACTOR,
    action: 'team.rights_ended',
    subject: { type: 'listing', id: member.investor_id, label: listing?.record.name ?? member.investor_id },
    before: { member: member.sub, email: member.email, via: member.via },
    after: {
      reason: 'email_left_domain',
      verified_email_domain: domainOf(currentEmail),
      listing_unclaimed: unclaimed,
    },
  });
}
