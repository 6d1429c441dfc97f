/**
 * Investor writes (docs/decisions/0001-single-table.md): an investor is two items, the public catalogue item
 * (`INV#{id}` / `PROFILE`, on GSI1 `CATALOGUE`) and its contact (`INV#{id}` / `CONTACT`), written together in one
 * transaction; every catalogue change bumps the `CATALOGUE` / `VERSION` item so search containers reload.
 * Keys come only from keys.ts.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InvestorContactItem, InvestorContactRecord, InvestorItem, InvestorRecord } from './investor-record.js';
import { keys } from './keys.js';

/** The stored catalogue item of a record. */
export function investorItem(record: InvestorRecord): InvestorItem {
  return {
    ...record,
    ...keys.investor(record.id),
    ...keys.investorGsi1(record.id, record.created_at),
    type: 'investor',
  };
}

/** The stored contact item of an investor. */
export function investorContactItem(investorId: string, contact: InvestorContactRecord): InvestorContactItem {
  return {
    ...keys.investorContact(investorId),
    type: 'investor_contact',
    investor_id: investorId,
    contact: contact.contact,
    contact_type: contact.contact_type,
  };
}

/** True when a transaction was cancelled only because an `attribute_not_exists` condition failed. */
function isConditionConflict(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException) && (error as { name?: string })?.name !== 'TransactionCanceledException') {
    return false;
  }
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  const codes = reasons.map((r) => r.Code ?? 'None');
  return codes.includes('ConditionalCheckFailed') && codes.every((c) => c === 'ConditionalCheckFailed' || c === 'None');
}

/**
 * Writes an investor and its contact in ONE TransactWriteItems, each with `attribute_not_exists(pk)`.
 * @returns 'added' when both were written, 'existing' when the investor (or its contact) was already stored
 *   (nothing is overwritten, so re-imports are idempotent).
 * @throws the SDK error for anything else (throttling, validation, a conflicting concurrent transaction).
 */
export async function putInvestorIfAbsent(
  client: DynamoDBDocumentClient,
  table: string,
  investor: { record: InvestorRecord; contact: InvestorContactRecord },
): Promise<'added' | 'existing'> {
  try {
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: investorItem(investor.record),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: table,
              Item: investorContactItem(investor.record.id, investor.contact),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return 'added';
  } catch (error) {
    if (isConditionConflict(error)) return 'existing';
    throw error;
  }
}

/**
 * Adds 1 to the catalogue version (`CATALOGUE` / `VERSION`, attribute `version`, created at 1) and sets its
 * `updated_at` (ISO time). Call once after a batch of investor writes.
 * @returns the new version number.
 */
export async function bumpCatalogueVersion(
  client: DynamoDBDocumentClient,
  table: string,
  now: Date = new Date(),
): Promise<number> {
  const result = await client.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.catalogueVersion(),
      UpdateExpression: 'ADD #version :one SET #updated_at = :now',
      ExpressionAttributeNames: { '#version': 'version', '#updated_at': 'updated_at' },
      ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.version ?? 0);
}
