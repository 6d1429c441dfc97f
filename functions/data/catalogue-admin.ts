/**
 * Reads and bulk writes of the investor catalogue for administrators (docs/decisions/0012-admin-area.md), over the
 * investor entity (./investor.ts: the `INV#{id}` / PROFILE catalogue item and its `INV#{id}` / CONTACT direct
 * contact). A single listing's writes (create, edit, remove) go through the one optimistic listing write
 * (./listing-claim.ts `changeListing`, docs/decisions/0056-catalogue-with-many-writers.md). Bulk writes (the CSV
 * import job) are `putInvestorsVersioned`: transactions of CHUNK_ITEMS items, each record conditional on the version
 * the import planned against, each chunk with its change log entry (./catalogue-log.ts); the functions hold no
 * BatchWriteItem grant (infra/constructs/functions.ts).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { commitCatalogue, optimistic, readHead, retryAfter, type CatalogueChange } from './catalogue-log.js';
import {
  investorContactItem,
  investorItem,
  toContactRecord,
  toInvestorRecord,
  type InvestorContactRecord,
  type InvestorRecord,
} from './investor.js';
import { CATALOGUE_GSI1PK, keys } from './keys.js';
import { countGsi1, listGsi1 } from './listing.js';
import { changeOf, confirmationItems, versionCondition } from './listing-claim.js';
import type { TransactItem } from './transaction.js';

/** An investor with its direct contact (null without one). */
export interface StoredInvestor {
  record: InvestorRecord;
  contact: InvestorContactRecord | null;
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

/** Items per bulk write transaction (TransactWriteItems takes up to 100; a record is up to three items, the log two). */
export const CHUNK_ITEMS = 50;

/** A record an import writes: over `version` (the stored one it was planned against), or new when `version` is null. */
export interface VersionedInvestor extends StoredInvestor {
  version: number | null;
  /** The stored record it replaces (its confirmation marker follows), when there is one. */
  before?: InvestorRecord;
}

/**
 * Writes `investors` (catalogue items at the next version, and contact items where given) in transactions of at most
 * CHUNK_ITEMS items, each record conditional on the version it was planned against (`attribute_not_exists` for new
 * ones), each chunk with its change log entry; calls `onProgress(recordsWritten)` after each chunk. A chunk that
 * lost a race with the change log's head is tried again at once; one whose records changed since the plan stops
 * the write (`stale`): the caller plans again against the stored records and writes what is still to write.
 * @returns the number of records written, and whether it stopped on a changed record.
 * @throws Busy when a chunk keeps losing races; Error for any other cancellation (the chunks before stay written).
 */
export async function putInvestorsVersioned(
  client: DynamoDBDocumentClient,
  table: string,
  investors: readonly VersionedInvestor[],
  onProgress: (written: number) => Promise<void>,
  now: Date,
): Promise<{ written: number; stale: boolean }> {
  const chunks: VersionedInvestor[][] = [[]];
  let size = 0;
  for (const investor of investors) {
    const items = 1 + (investor.contact ? 1 : 0) + 1;
    if (size + items > CHUNK_ITEMS) {
      chunks.push([]);
      size = 0;
    }
    chunks[chunks.length - 1]!.push(investor);
    size += items;
  }
  let written = 0;
  for (const chunk of chunks.filter((c) => c.length > 0)) {
    const stale = await optimistic(async () => {
      const head = await readHead(client, table);
      const items: TransactItem[] = [];
      const changes: CatalogueChange[] = [];
      for (const { record: planned, contact, version, before } of chunk) {
        const record = { ...planned, version: (version ?? 0) + 1 };
        items.push({
          Put: {
            TableName: table,
            Item: investorItem(record),
            ...versionCondition(version),
          },
        });
        if (contact) items.push({ Put: { TableName: table, Item: investorContactItem(record.id, contact) } });
        items.push(...confirmationItems(table, before, record));
        changes.push(changeOf(before, { id: record.id, version: record.version, record }));
      }
      const { outcome } = await commitCatalogue(client, table, items, head, { changes }, now);
      if (outcome === 'written') return { done: true, value: false };
      if (outcome === 'changed') return { done: true, value: true };
      return retryAfter(outcome);
    });
    if (stale) return { written, stale: true };
    written += chunk.length;
    await onProgress(written);
  }
  return { written, stale: false };
}
