/**
 * Administrators' writes to the investor catalogue (docs/decisions/0012-admin-area.md), over the investor entity
 * (./investor.ts: the `INV#{id}` / PROFILE catalogue item and its `INV#{id}` / CONTACT direct contact). Every
 * single write is ONE TransactWriteItems holding the investor items, the catalogue version bump (search containers
 * revalidate against it on every request: docs/decisions/0003-search.md) and the audit entry (./audit.ts), so
 * none exists without the others:
 *
 * - `writeInvestorAudited(..., 'create')`: both items `attribute_not_exists(pk)`;
 * - `writeInvestorAudited(..., 'replace')`: both items over the stored ones, the catalogue item on condition it
 *   exists (an investor deleted meanwhile is not resurrected);
 * - `deleteInvestorAudited`: both items deleted, the catalogue item on condition it exists.
 * Each answers `'missing'` when the catalogue item's condition failed and throws Error for any other cancellation.
 * Bulk writes (`putInvestorsInChunks`, the CSV import job) are transactions of CHUNK_ITEMS Puts (the functions
 * hold no BatchWriteItem grant: infra/constructs/functions.ts); the caller bumps the version once at the end.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { auditPut, type AuditEntry } from './audit.js';
import {
  catalogueVersionUpdate,
  investorContactItem,
  investorItem,
  toContactRecord,
  toInvestorRecord,
  type InvestorContactRecord,
  type InvestorRecord,
} from './investor.js';
import { CATALOGUE_GSI1PK, keys } from './keys.js';
import { countGsi1, listGsi1 } from './listing.js';
import { transactWrite, type TransactItem, type TransactOutcome } from './transaction.js';

/** An investor with its direct contact (null without one). */
export interface StoredInvestor {
  record: InvestorRecord;
  contact: InvestorContactRecord | null;
}

/**
 * The catalogue version bump (`CATALOGUE` / VERSION: ADD version 1, SET updated_at) as a transaction item, so it
 * commits with the write it announces (./investor.ts `bumpCatalogueVersion` is the stand-alone call).
 */
export function catalogueVersionBump(table: string, now: Date): TransactItem {
  return { Update: catalogueVersionUpdate(table, now) };
}

/** Every catalogue record, newest first (paginated Query of GSI1 `CATALOGUE`). */
export async function listCatalogueNewestFirst(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<InvestorRecord[]> {
  return (await listGsi1(client, table, CATALOGUE_GSI1PK)).map(toInvestorRecord);
}

/** How many investors the catalogue holds (COUNT Query of GSI1 `CATALOGUE`). */
export function countCatalogue(client: DynamoDBDocumentClient, table: string): Promise<number> {
  return countGsi1(client, table, CATALOGUE_GSI1PK);
}

/** The stored record and direct contact of investor `id` (one strongly consistent BatchGet), or null. */
export async function readInvestorWithContact(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
): Promise<StoredInvestor | null> {
  const res = await client.send(
    new BatchGetCommand({
      RequestItems: {
        [table]: { Keys: [keys.investor(id), keys.investorContact(id)], ConsistentRead: true },
      },
    }),
  );
  const items = res.Responses?.[table] ?? [];
  const profile = items.find((i) => i.sk === 'PROFILE');
  if (!profile) return null;
  const contact = items.find((i) => i.sk === 'CONTACT');
  return { record: toInvestorRecord(profile), contact: (contact && toContactRecord(contact)) ?? null };
}

/** 'written', or 'missing' when the first item's (the catalogue item's) condition failed. */
function outcomeOf(outcome: TransactOutcome, id: string, verb: string): 'written' | 'missing' {
  if (outcome.ok) return 'written';
  if (outcome.codes[0] === 'ConditionalCheckFailed') return 'missing';
  throw new Error(`Investor ${id} ${verb} cancelled: ${outcome.codes.join(', ')}`);
}

/**
 * Creates (`mode` 'create') or replaces ('replace') investor `investor.record.id` and its contact, with the version
 * bump, `extra` items (the listing's ORIGINAL item) and `audit`, in one transaction. The contact item is written
 * only when there is one.
 * @returns 'written', or 'missing' (create: the id exists; replace: the investor is gone).
 * @throws Error for a cancellation other than that condition; the SDK error otherwise.
 */
export async function writeInvestorAudited(
  client: DynamoDBDocumentClient,
  table: string,
  investor: StoredInvestor,
  mode: 'create' | 'replace',
  audit: AuditEntry,
  now: Date,
  extra: readonly TransactItem[] = [],
): Promise<'written' | 'missing'> {
  const { record, contact } = investor;
  const condition = mode === 'create' ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)';
  const outcome = await transactWrite(client, [
    { Put: { TableName: table, Item: investorItem(record), ConditionExpression: condition } },
    ...(contact ? [{ Put: { TableName: table, Item: investorContactItem(record.id, contact) } }] : []),
    ...extra,
    catalogueVersionBump(table, now),
    auditPut(table, audit),
  ]);
  return outcomeOf(outcome, record.id, mode);
}

/**
 * Deletes investor `id` (catalogue and contact items) with the version bump and `audit` in one transaction.
 * Founders' usage ledger entries keep the investor's name (`subject_label`, ./ledger.ts), so their history stays
 * readable.
 * @returns 'written', or 'missing' when it does not exist.
 */
export async function deleteInvestorAudited(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  audit: AuditEntry,
  now: Date,
): Promise<'written' | 'missing'> {
  const outcome = await transactWrite(client, [
    { Delete: { TableName: table, Key: keys.investor(id), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { TableName: table, Key: keys.investorContact(id) } },
    catalogueVersionBump(table, now),
    auditPut(table, audit),
  ]);
  return outcomeOf(outcome, id, 'delete');
}

/** Items per bulk write transaction (TransactWriteItems takes up to 100; a record is up to two items). */
export const CHUNK_ITEMS = 50;

/**
 * Puts `investors` (catalogue items, and contact items where given) over whatever is stored, in transactions of
 * CHUNK_ITEMS items, calling `onProgress(recordsWritten)` after each. No version bump: the caller bumps once.
 * @returns the number of records written.
 * @throws Error when a chunk is cancelled (the records before it stay written; re-running writes the same items).
 */
export async function putInvestorsInChunks(
  client: DynamoDBDocumentClient,
  table: string,
  investors: readonly StoredInvestor[],
  onProgress: (written: number) => Promise<void>,
): Promise<number> {
  const items: Record<string, unknown>[] = [];
  for (const { record, contact } of investors) {
    items.push(investorItem(record) as unknown as Record<string, unknown>);
    if (contact) items.push(investorContactItem(record.id, contact) as unknown as Record<string, unknown>);
  }
  let written = 0;
  for (let i = 0; i < items.length; i += CHUNK_ITEMS) {
    const chunk = items.slice(i, i + CHUNK_ITEMS);
    const outcome = await transactWrite(
      client,
      chunk.map((Item) => ({ Put: { TableName: table, Item } })),
    );
    if (!outcome.ok) throw new Error(`Import write cancelled: ${outcome.codes.join(', ')}`);
    written += chunk.filter((c) => c.sk === 'PROFILE').length;
    await onProgress(written);
  }
  return written;
}
