/**
 * The administrators' Claims queue (issue 19 item 2; docs/decisions/0030-investor-accounts-and-claims.md): list
 * claims by status, approve (the claimant joins the listing's team and the listing is marked claimed) or reject with
 * a reason. Each decision is one transaction with its audit entry (functions/data/claims.ts `decideClaimRecord`),
 * then the claimant is mailed the outcome through the mailer port. A mail that cannot be sent does not undo the
 * decision: it is logged by the caller's error path and the claimant sees the outcome in the portal.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  CLAIM_MESSAGES,
  type AdminClaim,
  type AdminClaimList,
  type ClaimStatus,
} from '../../shared/claim-schemas.js';
import type { Actor } from '../data/audit.js';
import { batchGetAll } from '../data/batch.js';
import {
  countPending,
  decideClaimRecord,
  decidedClaim,
  decisionItems,
  domainOf,
  getClaim,
  listClaims,
  type ClaimRecord,
} from '../data/claims.js';
import { toInvestorRecord, type InvestorRecord } from '../data/investor.js';
import { keys } from '../data/keys.js';
import type { Attempt } from '../data/retry.js';
import type { TransactItem } from '../data/transaction.js';
import { Missing, StateConflict } from '../lib/errors.js';
import type { Mailer } from '../lib/mailer.js';
import { claimOf } from './service.js';

export interface QueueDeps {
  client: DynamoDBDocumentClient;
  table: string;
  /** functions/data/listing-claim.ts `markClaimed`: the listing marked claimed with `extra` in one transaction. */
  markClaimed(
    client: DynamoDBDocumentClient,
    table: string,
    investorId: string,
    at: Date,
    extra?: readonly TransactItem[],
    onExtraRefused?: () => Attempt<'written' | 'missing'>,
  ): Promise<'written' | 'missing'>;
  mailer: Mailer;
  /** The investor portal's URL for the mail (null: no link). */
  portalUrl: string | null;
  now(): Date;
}

async function listingsById(deps: QueueDeps, ids: readonly string[]): Promise<Map<string, InvestorRecord>> {
  const items = await batchGetAll(deps.client, deps.table, ids.map(keys.investor));
  return new Map(items.map((item) => [String(item.id), toInvestorRecord(item)]));
}

function adminView(claim: ClaimRecord, record: InvestorRecord | undefined): AdminClaim {
  return {
    ...claimOf(claim, record),
    email: claim.email,
    email_domain: domainOf(claim.email),
    decided_by: claim.decided_by,
    review_reason: claim.review_reason ?? null,
  };
}

/** The claims of `status`, newest first, with the listing's public fields, and how many are pending. */
export async function listQueue(deps: QueueDeps, status: ClaimStatus): Promise<AdminClaimList> {
  const [claims, pending] = await Promise.all([
    listClaims(deps.client, deps.table, status),
    countPending(deps.client, deps.table),
  ]);
  const records = await listingsById(deps, [...new Set(claims.map((c) => c.investor_id))]);
  return { items: claims.map((c) => adminView(c, records.get(c.investor_id))), pending };
}

/** The mail telling the claimant the administrators' decision. */
export function decisionMail(claim: ClaimRecord, listingName: string, portalUrl: string | null) {
  const where = portalUrl ? `\n\nSign in to the investor portal: ${portalUrl}` : '';
  if (claim.status === 'approved') {
    return {
      to: claim.email,
      kind: 'claim_decision',
      subject: `Your claim of ${listingName} on Fundscout was approved`,
      text: `Hello,\n\nAn administrator approved your claim: you now hold the listing of ${listingName} and can keep it current from the investor portal.${where}\n\nFundscout`,
    };
  }
  return {
    to: claim.email,
    kind: 'claim_decision',
    subject: `Your claim of ${listingName} on Fundscout was not approved`,
    text: `Hello,\n\nAn administrator did not approve your claim of ${listingName}.\n\nReason: ${claim.reason ?? ''}\n\nYou can claim again with more evidence, or from an address at the firm's own domain.${where}\n\nFundscout`,
  };
}

/**
 * Approves or rejects pending claim `id` as `actor`, then mails the claimant.
 * @throws Missing (404) for an unknown id; StateConflict `already_decided` (409) when it is not pending.
 */
export async function decide(
  deps: QueueDeps,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  actor: Actor,
): Promise<AdminClaim> {
  const claim = await getClaim(deps.client, deps.table, id);
  if (!claim) throw new Missing('claim', id, 'No claim with this id.');
  if (claim.status !== 'pending') throw new StateConflict(CLAIM_MESSAGES.alreadyDecided, 'already_decided');
  const record = (await listingsById(deps, [claim.investor_id])).get(claim.investor_id);
  const label = record?.name ?? claim.investor_id;
  const at = deps.now().toISOString();
  let decided: ClaimRecord | undefined;
  if (decision.status === 'approved' && record) {
    // The approval, the team member and the listing marked claimed: ONE transaction (issue 34).
    const approved = decidedClaim(claim, { ...decision, actor, at });
    const written = await deps.markClaimed(
      deps.client,
      deps.table,
      claim.investor_id,
      new Date(at),
      decisionItems(deps.table, claim, approved, { ...decision, actor, at, label }),
      () => ({ done: true, value: 'missing' }),
    );
    decided = written === 'written' ? approved : undefined;
  } else {
    decided = await decideClaimRecord(deps.client, deps.table, claim, { ...decision, actor, at, label });
  }
  if (!decided) throw new StateConflict(CLAIM_MESSAGES.alreadyDecided, 'already_decided');
  await deps.mailer.send(decisionMail(decided, label, deps.portalUrl));
  return adminView(decided, record);
}
