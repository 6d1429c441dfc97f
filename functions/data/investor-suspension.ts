/**
 * An administrator's suspension of an investor account (issue 38; docs/decisions/0059-one-intent-one-charge.md):
 * one item in the investor's own partition, beside their memberships and claim pointers (functions/data/
 * investor-team.ts, claims.ts), so the admin list reads it with the same Query of the partition.
 *
 * | entity               | pk            | sk        | attributes          |
 * |----------------------|---------------|-----------|---------------------|
 * | investor suspension  | INVUSER#{sub} | SUSPENDED | sub, at, by, reason |
 *
 * It is not the deletion tombstone (`TOMBSTONE#{sub}`, functions/data/tombstone.ts): a suspension is lifted by an
 * administrator, a deletion is the investor's and final. It holds no email. Written and deleted conditionally, each
 * with its audit entry in one transaction (a repeated suspend or lift writes nothing and is not audited again);
 * read by every investor route (functions/lib/suspension-guard.ts) with one strongly consistent GetItem.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SuspensionStore } from '../lib/suspension-guard.js';
import { teamKeys } from './investor-team.js';
import type { Key } from './keys.js';
import { deleteSuspension, readSuspension, type SuspensionRecord } from './suspension-record.js';
import { transactWrite, type TransactItem } from './transaction.js';

export { toSuspension } from './suspension-record.js';

/** The suspension's sort key in `INVUSER#{sub}` (read back by the partition Query of the admin list). */
export const SUSPENDED_SK = 'SUSPENDED';

/** The key of `sub`'s suspension. */
export const suspensionKey = (sub: string): Key => ({ pk: teamKeys.userPartition(sub), sk: SUSPENDED_SK });

/** A stored suspension of an investor account (./suspension-record.ts). */
export type InvestorSuspensionRecord = SuspensionRecord;

/** `sub`'s suspension, or null (one strongly consistent GetItem). */
export function getInvestorSuspension(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<InvestorSuspensionRecord | null> {
  return readSuspension(client, table, suspensionKey(sub));
}

/**
 * Suspends `suspension.sub` with `audit` (its audit entry's Put) in the same transaction.
 * @returns 'suspended', or 'already' when a suspension stood (nothing written)
 */
export async function suspendInvestor(
  client: DynamoDBDocumentClient,
  table: string,
  suspension: InvestorSuspensionRecord,
  audit: TransactItem,
): Promise<'suspended' | 'already'> {
  const outcome = await transactWrite(client, [
    {
      Put: {
        TableName: table,
        Item: { ...suspensionKey(suspension.sub), type: 'investor_suspension', ...suspension },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    audit,
  ]);
  if (outcome.ok) return 'suspended';
  if (outcome.codes[0] === 'ConditionalCheckFailed') return 'already';
  throw new Error(`Suspending investor ${suspension.sub} was refused: ${outcome.codes.join(', ')}`);
}

/** Lifts `sub`'s suspension with `audit` in the same transaction. False when none stood (nothing written). */
export function liftInvestorSuspension(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  audit: TransactItem,
): Promise<boolean> {
  return deleteSuspension(client, table, suspensionKey(sub), audit, `investor ${sub}'s`);
}

/**
 * The suspension guard's port (functions/lib/suspension-guard.ts) on the table; `ddb` and `tableName` are read on
 * first use. Never cached: a suspension counts at the next request, and so does its lifting.
 */
export function investorSuspensionReader(
  ddb: () => DynamoDBDocumentClient,
  tableName: () => string,
): SuspensionStore {
  return { isSuspended: async (sub) => (await getInvestorSuspension(ddb(), tableName(), sub)) !== null };
}
