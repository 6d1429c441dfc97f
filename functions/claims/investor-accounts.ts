/**
 * The administrators' Investor accounts (issue 38 "Investor accounts appear nowhere in the admin area";
 * docs/decisions/0059-one-intent-one-charge.md), admin routes of function `admin-claims`:
 *
 * - `listInvestorAccounts`: one page of the investors pool (Cognito ListUsers, functions/claims/investor-directory.ts;
 *   filtered by the start of the email), each account with the listings it holds, its claims (the latest per
 *   listing, with status) and its suspension. Per account one strongly consistent Query of its partition
 *   (`INVUSER#{sub}`: memberships, claim pointers, the suspension), then for the whole page one BatchGet of the
 *   claims and one of the listings' names: 20 accounts cost 1 ListUsers, 20 Queries (in parallel) and 2 BatchGets.
 * - `setInvestorSuspension`: suspend (with an optional reason) or lift, each with its audit entry in one transaction
 *   (functions/data/investor-suspension.ts; `investor_account.suspend` / `investor_account.lift_suspension`); the
 *   audit names the account by its email's domain only, as the claims do (ADR 0030). Repeating either writes
 *   nothing. While suspended, every investor route refuses the account (functions/lib/suspension-guard.ts).
 *   404 for a `sub` the pool does not know.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type {
  AdminInvestorAccount,
  AdminInvestorAccountList,
  InvestorSuspension,
} from '../../shared/investor-account-schemas.js';
import { INVESTOR_ACCOUNTS_PAGE } from '../../shared/investor-account-schemas.js';
import { cursorOf } from '../../shared/cursor.js';
import type { ClaimStatus } from '../../shared/claim-schemas.js';
import { auditPut, type Actor } from '../data/audit.js';
import { batchGetAll } from '../data/batch.js';
import { claimKeys, domainOf } from '../data/claims.js';
import { teamKeys } from '../data/investor-team.js';
import {
  SUSPENDED_SK,
  liftInvestorSuspension,
  suspendInvestor,
  toSuspension,
  type InvestorSuspensionRecord,
} from '../data/investor-suspension.js';
import { keys } from '../data/keys.js';
import { queryAll } from '../data/query.js';
import { Missing } from '../lib/errors.js';
import type { InvestorDirectory, InvestorUser } from './investor-directory.js';

export interface InvestorAccountsDeps {
  client: DynamoDBDocumentClient;
  table: string;
  directory: InvestorDirectory;
  now(): Date;
}

/** What one account's partition holds. */
interface PartitionFacts {
  listingIds: string[];
  claimIds: string[];
  suspension: InvestorSuspensionRecord | null;
}

async function partitionOf(deps: InvestorAccountsDeps, sub: string): Promise<PartitionFacts> {
  const items = await queryAll(deps.client, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': teamKeys.userPartition(sub) },
    ConsistentRead: true,
  });
  const facts: PartitionFacts = { listingIds: [], claimIds: [], suspension: null };
  for (const item of items) {
    const sk = String(item.sk);
    if (sk.startsWith(teamKeys.membershipPrefix)) facts.listingIds.push(String(item.investor_id));
    else if (sk.startsWith(claimKeys.pointerPrefix)) facts.claimIds.push(String(item.claim_id));
    else if (sk === SUSPENDED_SK) facts.suspension = toSuspension(item);
  }
  return facts;
}

/** The suspension as the admin API answers it. */
export function suspensionView(record: InvestorSuspensionRecord | null): InvestorSuspension {
  return {
    suspended: record !== null,
    suspended_at: record?.at ?? null,
    suspended_by: record?.by ?? null,
    reason: record ? record.reason || null : null,
  };
}

/** The accounts of `users` with their listings, claims and suspension. */
async function accountsOf(
  deps: InvestorAccountsDeps,
  users: readonly InvestorUser[],
): Promise<AdminInvestorAccount[]> {
  const facts = await Promise.all(users.map((u) => partitionOf(deps, u.sub)));
  const claimItems = await batchGetAll(
    deps.client,
    deps.table,
    facts.flatMap((f) => f.claimIds).map(claimKeys.claim),
    { consistent: true },
  );
  const claims = new Map(claimItems.map((c) => [String(c.id), c]));
  const listingIds = new Set([
    ...facts.flatMap((f) => f.listingIds),
    ...claimItems.map((c) => String(c.investor_id)),
  ]);
  const records = await batchGetAll(deps.client, deps.table, [...listingIds].map(keys.investor));
  const names = new Map(records.map((r) => [String(r.id), String(r.name)]));
  const listing = (id: string) => ({ id, name: names.get(id) ?? 'Listing removed' });
  return users.map((user, i) => ({
    sub: user.sub,
    email: user.email,
    status: user.status,
    created_at: user.created_at,
    listings: facts[i]!.listingIds.map(listing),
    claims: facts[i]!.claimIds.map((id) => claims.get(id))
      .filter((c) => c !== undefined)
      .map((c) => ({
        id: String(c.id),
        listing: listing(String(c.investor_id)),
        status: c.status as ClaimStatus,
        created_at: String(c.created_at),
      }))
      .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    suspension: suspensionView(facts[i]!.suspension),
  }));
}

/**
 * One page of investor accounts (see the module comment); `query.cursor` is the decoded position (Cognito's
 * PaginationToken), the answer's `next_cursor` its opaque token (shared/cursor.ts).
 * @throws InvalidInput (400 `cursor`) for a token Cognito refuses.
 */
export async function listInvestorAccounts(
  deps: InvestorAccountsDeps,
  query: { q?: string | undefined; cursor?: string | undefined },
): Promise<AdminInvestorAccountList> {
  const page = await deps.directory.list({
    ...(query.q ? { q: query.q } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
    limit: INVESTOR_ACCOUNTS_PAGE,
  });
  return { items: await accountsOf(deps, page.users), next_cursor: cursorOf(page.next) };
}

/**
 * Suspends (`suspended: true`, with `reason`) or lifts the suspension of the account `sub` (see the module
 * comment). @returns the account as the list shows it afterwards. @throws Missing (404) for an unknown account.
 */
export async function setInvestorSuspension(
  deps: InvestorAccountsDeps,
  sub: string,
  request: { suspended: boolean; reason?: string | undefined },
  actor: Actor,
): Promise<AdminInvestorAccount> {
  const user = await deps.directory.find(sub);
  if (!user) throw new Missing('investor account', sub);
  const at = deps.now().toISOString();
  const subject = { type: 'investor_account', id: sub, label: domainOf(user.email) };
  const reason = request.reason?.trim() ?? '';
  if (request.suspended) {
    await suspendInvestor(
      deps.client,
      deps.table,
      { sub, at, by: actor.username, reason },
      auditPut(deps.table, {
        at,
        actor,
        action: 'investor_account.suspend',
        subject,
        before: { account: 'active' },
        after: { account: 'suspended', ...(reason ? { reason } : {}) },
      }),
    );
  } else {
    await liftInvestorSuspension(
      deps.client,
      deps.table,
      sub,
      auditPut(deps.table, {
        at,
        actor,
        action: 'investor_account.lift_suspension',
        subject,
        before: { account: 'suspended' },
        after: { account: 'active' },
      }),
    );
  }
  const [account] = await accountsOf(deps, [user]);
  return account!;
}
