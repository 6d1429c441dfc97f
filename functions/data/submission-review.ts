/**
 * Reviewing stored investor submissions (./submission.ts; apply-settings-admin.md section 4, docs/decisions/
 * 0012-admin-area.md): reads per status for the administrators' Investor Submissions page, and the two review
 * transactions.
 *
 * - `approveInTransaction`: ONE TransactWriteItems: the verified investor's catalogue item and its contact item
 *   (both `attribute_not_exists(pk)`), the submission moved to approved (`reviewed_at`, `reviewed_by`,
 *   `investor_id`, GSI1 partition `SUBMISSIONS#approved`; condition: still pending), the audit entry (./audit.ts)
 *   and the catalogue change log entry (./catalogue-log.ts, through ./listing-claim.ts `changeListing`).
 * - `rejectInTransaction`: the submission moved to rejected (condition: still pending) and its audit entry.
 * Both answer false when they met another review (a failed condition or a conflicting transaction): the caller reads the
 * stored state again. Any other cancellation is thrown.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminSubmission } from '../../shared/admin-schemas.js';
import type { SubmissionStatus } from '../../shared/vocabulary.js';
import { auditPut, type Actor, type AuditEntry } from './audit.js';
import type { StoredInvestor } from './catalogue-admin.js';
import { changeListing } from './listing-claim.js';
import { investorContactItem } from './investor.js';
import { keys, submissionsGsi1pk } from './keys.js';
import { countGsi1, listGsi1 } from './listing.js';
import { onlyConditionsFailed, transactWrite, type TransactItem } from './transaction.js';

/** A stored submission as the admin sees it (key attributes stripped, review fields defaulted to null). */
export function toAdminSubmission(item: Record<string, unknown>): AdminSubmission {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, type, ...rest } = item;
  const s = rest as AdminSubmission;
  return { ...s, investor_id: s.investor_id ?? null, reviewed_by: s.reviewed_by ?? null };
}

/** Submission `id` (one strongly consistent GetItem), or null. */
export async function getSubmission(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<AdminSubmission | null> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: keys.submission(id), ConsistentRead: true }),
  );
  return res.Item ? toAdminSubmission(res.Item) : null;
}

/** The submissions in each of `statuses`, newest first (one paginated GSI1 Query per status). */
export async function listSubmissionsIn(
  client: DynamoDBDocumentClient,
  table: string,
  statuses: readonly SubmissionStatus[],
): Promise<AdminSubmission[]> {
  const lists = await Promise.all(statuses.map((s) => listGsi1(client, table, submissionsGsi1pk(s))));
  return lists
    .flat()
    .map(toAdminSubmission)
    .sort((a, b) => b.submitted_at.localeCompare(a.submitted_at));
}

/** How many submissions have `status` (COUNT Query of GSI1 `SUBMISSIONS#{status}`). */
export function countSubmissions(
  client: DynamoDBDocumentClient,
  table: string,
  status: SubmissionStatus,
): Promise<number> {
  return countGsi1(client, table, submissionsGsi1pk(status));
}

/** The Update moving a pending submission to `status` (condition: still pending), with the review fields. */
function reviewUpdate(
  table: string,
  id: string,
  status: 'approved' | 'rejected',
  actor: Actor,
  at: string,
  investorId?: string,
): TransactItem {
  return {
    Update: {
      TableName: table,
      Key: keys.submission(id),
      UpdateExpression: `SET #status = :status, reviewed_at = :at, reviewed_by = :by, gsi1pk = :gsi1pk${
        investorId ? ', investor_id = :inv' : ''
      }`,
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':pending': 'pending',
        ':at': at,
        ':by': actor.username,
        ':gsi1pk': submissionsGsi1pk(status),
        ...(investorId ? { ':inv': investorId } : {}),
      },
    },
  };
}

/**
 * The approval's items beside the catalogue item (pure; see the module comment): the contact (absent), the
 * submission (still pending) and the audit entry. `audit.at` is the review time. The catalogue item and the change
 * log entry are written with them by `approveInTransaction` (./listing-claim.ts `changeListing`).
 */
export function approvalTransaction(
  table: string,
  submissionId: string,
  investor: StoredInvestor & { contact: NonNullable<StoredInvestor['contact']> },
  audit: AuditEntry,
): TransactItem[] {
  const ifAbsent = { TableName: table, ConditionExpression: 'attribute_not_exists(pk)' };
  return [
    { Put: { ...ifAbsent, Item: investorContactItem(investor.record.id, investor.contact) } },
    reviewUpdate(table, submissionId, 'approved', audit.actor, audit.at, investor.record.id),
    auditPut(table, audit),
  ];
}

/**
 * Runs `items`: true when written, false when it met another review (a failed condition or a conflicting
 * transaction). @throws Error for any other cancellation.
 */
async function runReview(client: DynamoDBDocumentClient, items: TransactItem[], what: string): Promise<boolean> {
  const outcome = await transactWrite(client, items);
  if (outcome.ok) return true;
  if (onlyConditionsFailed(outcome.codes) || outcome.codes.includes('TransactionConflict')) return false;
  throw new Error(`${what} cancelled: ${outcome.codes.join(', ')}`);
}

/**
 * Runs the approval: the new catalogue item (absent), `approvalTransaction`'s items and the change log entry in
 * ONE transaction. @returns false when a condition failed (reviewed or approved meanwhile).
 */
export function approveInTransaction(
  client: DynamoDBDocumentClient,
  table: string,
  submissionId: string,
  investor: Parameters<typeof approvalTransaction>[2],
  audit: AuditEntry,
): Promise<boolean> {
  return changeListing<boolean>(
    client,
    table,
    investor.record.id,
    (stored) =>
      stored
        ? { unchanged: false }
        : {
            record: investor.record,
            extra: approvalTransaction(table, submissionId, investor, audit),
            result: () => true,
            onExtraRefused: () => ({ done: true, value: false }),
          },
    new Date(audit.at),
  );
}

/** Moves pending submission `id` to rejected with `audit` in one transaction. @returns false when not pending. */
export function rejectInTransaction(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  audit: AuditEntry,
): Promise<boolean> {
  return runReview(
    client,
    [reviewUpdate(table, id, 'rejected', audit.actor, audit.at), auditPut(table, audit)],
    'Rejection',
  );
}
