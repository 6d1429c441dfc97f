/**
 * Investor teams (issue 19; docs/decisions/0030-investor-accounts-and-claims.md): which investor users (Cognito
 * `sub` of the investors pool) hold which listing (the catalogue investor id). Several people of one firm may hold
 * the same listing; one person may hold several listings.
 *
 * | entity                    | pk               | sk                   | attributes                                  |
 * |---------------------------|------------------|----------------------|---------------------------------------------|
 * | team member (by listing)  | TEAM#{investorId} | MEMBER#{sub}        | investor_id, sub, email, joined_at, via     |
 * | membership (by user)      | INVUSER#{sub}    | TEAM#{investorId}    | investor_id, joined_at                      |
 *
 * The two items of one membership are written and deleted together in one transaction, so "the listings of a
 * user" (`listingsOf`, one Query of the user's partition) and "the team of a listing" (`teamOf`, one Query of the
 * listing's team partition) are both strongly consistent and always agree. The team lives in partitions of its
 * own, not in `INV#{id}` (the catalogue item), so nothing that reads the catalogue can see who claimed a listing.
 *
 * `via` says how the member joined: `domain` (the sign-in email's registrable domain is the listing's website's,
 * functions/claims/domain.ts) or `admin` (a claim approved in the administrators' Claims queue).
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Key } from './keys.js';
import { prefDeletes } from './pitch/preferences.js';
import { prefixQuery, queryAll } from './query.js';
import { transactWrite, type TransactItem } from './transaction.js';

export const teamKeys = {
  member: (investorId: string, sub: string): Key => ({ pk: `TEAM#${investorId}`, sk: `MEMBER#${sub}` }),
  memberPrefix: 'MEMBER#',
  teamPartition: (investorId: string): string => `TEAM#${investorId}`,
  membership: (sub: string, investorId: string): Key => ({ pk: `INVUSER#${sub}`, sk: `TEAM#${investorId}` }),
  membershipPrefix: 'TEAM#',
  userPartition: (sub: string): string => `INVUSER#${sub}`,
} as const;

/** How a member joined the team. */
export type JoinedVia = 'domain' | 'admin';

/** A member of a listing's team. `joined_at` is ISO 8601 UTC. */
export interface TeamMember {
  investor_id: string;
  sub: string;
  email: string;
  joined_at: string;
  via: JoinedVia;
}

/**
 * The transaction items that make `member` part of its listing's team (both items; a member already in the team is
 * written again unchanged but for `joined_at` and `via`, so a repeated claim is harmless).
 */
export function teamMemberPuts(table: string, member: TeamMember): TransactItem[] {
  return [
    {
      Put: {
        TableName: table,
        Item: { ...teamKeys.member(member.investor_id, member.sub), type: 'team_member', ...member },
      },
    },
    {
      Put: {
        TableName: table,
        Item: {
          ...teamKeys.membership(member.sub, member.investor_id),
          type: 'team_membership',
          investor_id: member.investor_id,
          joined_at: member.joined_at,
        },
      },
    },
  ];
}

/** The investor ids (listings) whose team `sub` belongs to, in id order (strongly consistent; contract of issue 19). */
export async function listingsOf(client: DynamoDBDocumentClient, table: string, sub: string): Promise<string[]> {
  const items = await queryAll(
    client,
    prefixQuery(table, teamKeys.userPartition(sub), teamKeys.membershipPrefix, { ConsistentRead: true }),
  );
  return items.map((item) => String(item.investor_id));
}

/** The stored team member item as a `TeamMember`. */
function toTeamMember(item: Record<string, unknown>): TeamMember {
  return {
    investor_id: String(item.investor_id),
    sub: String(item.sub),
    email: String(item.email),
    joined_at: String(item.joined_at),
    via: item.via === 'admin' ? 'admin' : 'domain',
  };
}

/**
 * `sub`'s membership of listing `investorId`'s team with the email it joined with (one strongly consistent GetItem
 * of the member item), or null when `sub` is not on the team (issue 33: rights hold while the verified email stays
 * at the joined email's domain, functions/claims/team-rights.ts).
 */
export async function teamMemberOf(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
): Promise<TeamMember | null> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: teamKeys.member(investorId, sub), ConsistentRead: true }),
  );
  return res.Item ? toTeamMember(res.Item) : null;
}

/** The members of listing `investorId`'s team, oldest first by sub order of the partition (strongly consistent). */
export async function teamOf(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
): Promise<TeamMember[]> {
  const items = await queryAll(
    client,
    prefixQuery(table, teamKeys.teamPartition(investorId), teamKeys.memberPrefix, { ConsistentRead: true }),
  );
  return items.map(toTeamMember);
}

/**
 * Removes `sub` from listing `investorId`'s team (both items and their pitch mail choice with its unsubscribe token,
 * one transaction; a member already gone is not an
 * error), then, when nobody is left, calls `onLastMemberLeft(investorId)` (account deletion passes i19-listing's
 * `unclaimListing`, which puts the listing's fields back on the dataset's values).
 * Two last members leaving at once may both call it: `onLastMemberLeft` must be idempotent.
 * @returns whether the team is now empty.
 */
export async function removeTeamMember(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
  onLastMemberLeft: (investorId: string) => Promise<void>,
): Promise<boolean> {
  const outcome = await transactWrite(client, [
    { Delete: { TableName: table, Key: teamKeys.member(investorId, sub) } },
    { Delete: { TableName: table, Key: teamKeys.membership(sub, investorId) } },
    // Their pitch mail choice (and its digest index key) and its unsubscribe token go with them (ADR 0052)
    ...(await prefDeletes(client, table, investorId, sub)),
  ]);
  if (!outcome.ok) throw new Error(`Removing a team member was refused: ${outcome.codes.join(', ')}`);
  const left = await teamOf(client, table, investorId);
  if (left.length > 0) return false;
  await onLastMemberLeft(investorId);
  return true;
}
