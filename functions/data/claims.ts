/**
 * Listing claims (issue 19 item 2; docs/decisions/0030-investor-accounts-and-claims.md).
 *
 * | entity                | pk                | sk                  | gsi1pk            | gsi1sk             |
 * |-----------------------|-------------------|---------------------|-------------------|--------------------|
 * | claim                 | CLAIM#{id}        | CLAIM               | CLAIMS#{status}   | {created_at}#{id}  |
 * | the user's claim of a listing | INVUSER#{sub} | CLAIM#{investorId} | -             | -                  |
 *
 * A claim is one item; the administrators' Claims queue lists it per status, newest first, on GSI1 (a decision
 * rewrites gsi1pk, as investor submissions do). The claimant's pointer (`INVUSER#{sub}` / `CLAIM#{investorId}`)
 * names their latest claim of each listing, so "my claims" is one Query of the user's partition plus one
 * BatchGet, and a second claim of a listing already pending answers that claim instead of queueing another.
 * A verified or approved claim is written in the same transaction as the team membership
 * (functions/data/investor-team.ts) and, for a decision, the audit entry.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  CLAIM_REVIEW_REASONS,
  type ClaimReviewReason,
  type ClaimStatus,
} from '../../shared/claim-schemas.js';
import { auditPut, type Actor } from './audit.js';
import { batchGetAll } from './batch.js';
import { teamKeys, teamMemberPuts } from './investor-team.js';
import type { Key } from './keys.js';
import { TABLE } from './table.js';
import { prefixQuery, queryAll } from './query.js';
import { transactWrite, type TransactItem } from './transaction.js';

export const claimKeys = {
  claim: (id: string): Key => ({ pk: `CLAIM#${id}`, sk: 'CLAIM' }),
  claimGsi1: (status: ClaimStatus, createdAt: string, id: string) => ({
    gsi1pk: `CLAIMS#${status}`,
    gsi1sk: `${createdAt}#${id}`,
  }),
  pointer: (sub: string, investorId: string): Key => ({ pk: teamKeys.userPartition(sub), sk: `CLAIM#${investorId}` }),
  pointerPrefix: 'CLAIM#',
} as const;

/** A stored claim. `email` is the claimant's verified sign-in email; times ISO 8601 UTC. */
export interface ClaimRecord {
  id: string;
  sub: string;
  email: string;
  investor_id: string;
  status: ClaimStatus;
  note: string;
  link: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  reason: string | null;
  /** Why the claim went to the queue (issue 33; null for verified claims and claims stored before). */
  review_reason?: ClaimReviewReason | null;
}

function toClaim(item: Record<string, unknown>): ClaimRecord {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: String(item.id),
    sub: String(item.sub),
    email: String(item.email),
    investor_id: String(item.investor_id),
    status: item.status as ClaimStatus,
    note: text(item.note) ?? '',
    link: text(item.link) ?? '',
    created_at: String(item.created_at),
    decided_at: text(item.decided_at),
    decided_by: text(item.decided_by),
    reason: text(item.reason),
    review_reason: CLAIM_REVIEW_REASONS.find((r) => r === item.review_reason) ?? null,
  };
}

function claimPut(table: string, claim: ClaimRecord): TransactItem {
  return {
    Put: {
      TableName: table,
      Item: {
        ...claimKeys.claim(claim.id),
        ...claimKeys.claimGsi1(claim.status, claim.created_at, claim.id),
        type: 'claim',
        ...claim,
      },
    },
  };
}

function pointerPut(table: string, claim: ClaimRecord): TransactItem {
  return {
    Put: {
      TableName: table,
      Item: { ...claimKeys.pointer(claim.sub, claim.investor_id), type: 'claim_pointer', claim_id: claim.id },
    },
  };
}

/** A new claim record (random id). */
export function newClaim(
  fields: Pick<ClaimRecord, 'sub' | 'email' | 'investor_id' | 'note' | 'link' | 'status' | 'review_reason'>,
  at: string,
): ClaimRecord {
  return { ...fields, id: randomUUID(), created_at: at, decided_at: null, decided_by: null, reason: null };
}

/**
 * The items storing `claim` (its pointer too); a `verified` claim also makes its claimant a team member
 * (`via: 'domain'`). A verified claim's items go in the listing's own transaction (functions/data/listing-claim.ts
 * `markClaimed`, issue 34: one transaction, so no member is ever on the team of a listing not marked claimed).
 */
export function claimItems(table: string, claim: ClaimRecord): TransactItem[] {
  const items = [claimPut(table, claim), pointerPut(table, claim)];
  if (claim.status === 'verified') {
    items.push(
      ...teamMemberPuts(table, {
        investor_id: claim.investor_id,
        sub: claim.sub,
        email: claim.email,
        joined_at: claim.created_at,
        via: 'domain',
      }),
    );
  }
  return items;
}

/** Stores `claim` on its own (a pending claim; `claimItems`). @throws Error when the transaction is refused. */
export async function putClaim(client: DynamoDBDocumentClient, table: string, claim: ClaimRecord): Promise<void> {
  const outcome = await transactWrite(client, claimItems(table, claim));
  if (!outcome.ok) throw new Error(`Storing a claim was refused: ${outcome.codes.join(', ')}`);
}

/** The claim `id`, or undefined. */
export async function getClaim(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<ClaimRecord | undefined> {
  const res = await client.send(new GetCommand({ TableName: table, Key: claimKeys.claim(id), ConsistentRead: true }));
  return res.Item ? toClaim(res.Item) : undefined;
}

/** The latest claim of `sub` on listing `investorId`, or undefined. */
export async function latestClaimOf(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
): Promise<ClaimRecord | undefined> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: claimKeys.pointer(sub, investorId), ConsistentRead: true }),
  );
  const id = res.Item?.claim_id;
  return typeof id === 'string' ? await getClaim(client, table, id) : undefined;
}

/** Every latest claim of `sub` (one per listing), newest first. */
export async function claimsOf(client: DynamoDBDocumentClient, table: string, sub: string): Promise<ClaimRecord[]> {
  const pointers = await queryAll(
    client,
    prefixQuery(table, teamKeys.userPartition(sub), claimKeys.pointerPrefix, { ConsistentRead: true }),
  );
  const ids = pointers.map((p) => String(p.claim_id));
  const items = await batchGetAll(client, table, ids.map(claimKeys.claim), { consistent: true });
  return items.map(toClaim).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The claims of one status, newest first (the Claims queue), at most `limit`. */
export async function listClaims(
  client: DynamoDBDocumentClient,
  table: string,
  status: ClaimStatus,
  limit = 200,
): Promise<ClaimRecord[]> {
  const res = await client.send(
    new QueryCommand({
      TableName: table,
      IndexName: TABLE.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': claimKeys.claimGsi1(status, '', '').gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map(toClaim);
}

/** How many claims wait in the queue (a Query COUNT of GSI1 `CLAIMS#pending`). */
export async function countPending(client: DynamoDBDocumentClient, table: string): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const res = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'CLAIMS#pending' },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += res.Count ?? 0;
    ExclusiveStartKey = res.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/**
 * Decides pending claim `claim`: `approved` (its claimant joins the team, `via: 'admin'`) or `rejected` with
 * `reason`; one transaction with the audit entry, on the condition that the claim is still pending.
 * @returns the decided claim, or undefined when it was no longer pending (decided by someone else meanwhile).
 */
export async function decideClaimRecord(
  client: DynamoDBDocumentClient,
  table: string,
  claim: ClaimRecord,
  decision: { status: 'approved' | 'rejected'; reason: string | null; actor: Actor; at: string; label: string },
): Promise<ClaimRecord | undefined> {
  const decided = decidedClaim(claim, decision);
  const items = decisionItems(table, claim, decided, decision);
  const outcome = await transactWrite(client, items);
  if (!outcome.ok) {
    if (outcome.codes[0] === 'ConditionalCheckFailed') return undefined;
    throw new Error(`Deciding a claim was refused: ${outcome.codes.join(', ')}`);
  }
  return decided;
}

/** The claim after `decision` (pure). */
export function decidedClaim(
  claim: ClaimRecord,
  decision: { status: 'approved' | 'rejected'; reason: string | null; actor: Actor; at: string },
): ClaimRecord {
  return {
    ...claim,
    status: decision.status,
    reason: decision.reason,
    decided_at: decision.at,
    decided_by: decision.actor.username,
  };
}

/**
 * The items of deciding `claim` as `decided` (pure): the claim on condition it is still pending (first), the audit
 * entry, and for an approval the team member. An approval goes in the listing's own transaction
 * (functions/data/listing-claim.ts `markClaimed`, issue 34).
 */
export function decisionItems(
  table: string,
  claim: ClaimRecord,
  decided: ClaimRecord,
  decision: { status: 'approved' | 'rejected'; actor: Actor; at: string; label: string },
): TransactItem[] {
  const put = claimPut(table, decided);
  const items: TransactItem[] = [
    {
      Put: {
        ...put.Put!,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending' },
      },
    },
    auditPut(table, {
      at: decision.at,
      actor: decision.actor,
      action: decision.status === 'approved' ? 'claim.approve' : 'claim.reject',
      subject: { type: 'claim', id: claim.id, label: decision.label },
      // The claimant is named by their email's domain only: the audit log outlives a deleted investor account.
      before: { status: claim.status, investor_id: claim.investor_id, email_domain: domainOf(claim.email) },
      after: {
        status: decided.status,
        investor_id: claim.investor_id,
        email_domain: domainOf(claim.email),
        reason: decided.reason,
      },
    }),
  ];
  if (decision.status === 'approved') {
    items.push(
      ...teamMemberPuts(table, {
        investor_id: claim.investor_id,
        sub: claim.sub,
        email: claim.email,
        joined_at: decision.at,
        via: 'admin',
      }),
    );
  }
  return items;
}

/** The part of an email after its last `@`, lower case. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * Deletes every claim of `sub` and its pointers (account deletion): the claims' items go with the account; the
 * audit log keeps administrators' decisions, naming the claimant by email domain only.
 * @returns how many items were deleted.
 */
export async function deleteClaimsOf(client: DynamoDBDocumentClient, table: string, sub: string): Promise<number> {
  const pointers = await queryAll(
    client,
    prefixQuery(table, teamKeys.userPartition(sub), claimKeys.pointerPrefix, { ConsistentRead: true }),
  );
  let deleted = 0;
  for (const pointer of pointers) {
    const outcome = await transactWrite(client, [
      { Delete: { TableName: table, Key: claimKeys.claim(String(pointer.claim_id)) } },
      { Delete: { TableName: table, Key: { pk: String(pointer.pk), sk: String(pointer.sk) } } },
    ]);
    if (!outcome.ok) throw new Error(`Deleting a claim was refused: ${outcome.codes.join(', ')}`);
    deleted += 2;
  }
  return deleted;
}
