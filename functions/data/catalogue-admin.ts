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
 * - `removeInvestorAudited`: the administrator's delete is a soft removal (issue 22 Low, docs/decisions/0042): the
 *   catalogue item is marked `removed: { by: 'admin', at }` and moves to GSI1 `REMOVED`, on condition it exists and
 *   an administrator has not removed it already; the contact item stays for the founders who revealed it.
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
 * Removes investor `id` from the catalogue as an administrator (issue 22 Low; docs/decisions/0042-soft-delete.md),
 * with the version bump and `audit` in one transaction: the catalogue item gets `removed: { by: 'admin', at }` and
 * leaves GSI1 `CATALOGUE` for `REMOVED` (so search, profile, match, stats and the network index stop seeing it), and
 * `updated_at`. Nothing else is deleted: founders who saved it keep its name and their notes, those who revealed its
 * contact keep the contact (the CONTACT item is read only for them, ./founder-view.ts), and the usage ledger keeps
 * its name. A listing its investor hid becomes an administrator's removal.
 * @returns 'written', or 'missing' when it does not exist or an administrator removed it already.
 */
export async function removeInvestorAudited(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  audit: AuditEntry,
  now: Date,
): Promise<'written' | 'missing'> {
  const at = now.toISOString();
  const gsi1 = keys.removedInvestorGsi1(id, at);
  const outcome = await transactWrite(client, [
    {
      Update: {
        TableName: table,
        Key: keys.investor(id),
        // `removed.by` of a null `removed` does not resolve, so NOT (...) holds for a listing nobody removed.
        ConditionExpression: 'attribute_exists(pk) AND NOT (removed.#by = :admin)',
        UpdateExpression: 'SET removed = :removed, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, updated_at = :at',
        ExpressionAttributeNames: { '#by': 'by' },
        ExpressionAttributeValues: {
          ':admin': 'admin',
          ':removed': { by: 'admin', at },
          ':gsi1pk': gsi1.gsi1pk,
          ':gsi1sk': gsi1.gsi1sk,
          ':at': at,
        },
      },
    },
    catalogueVersionBump(table, now),
    auditPut(table, audit),
  ]);
  return outcomeOf(outcome, id, 'removal');
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
    items.push(investorItem(record));
    if (contact) items.push(investorContactItem(record.id, contact));
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
