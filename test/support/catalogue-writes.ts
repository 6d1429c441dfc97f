/**
 * Test listings written the way an administrator's import writes them (functions/data/catalogue-admin.ts
 * `putInvestorsVersioned`): new records only (`attribute_not_exists`), each transaction with its change log entry
 * (functions/data/catalogue-log.ts), so the stack's catalogue caches (search, claims, match, statistics, the search
 * snapshot) apply them as changes. A direct put followed by a `reload` entry (`bumpCatalogueVersion`, the seed's way
 * for a bulk write) made every one of those caches load the whole catalogue again for each test listing: about
 * 1,250 records read and indexed five times over, which also held up DynamoDB Local for the other files.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putInvestorsVersioned } from '../../functions/data/catalogue-admin.js';
import type { InvestorContactRecord, InvestorRecord } from '../../functions/data/investor.js';

/**
 * Adds `investors` to the catalogue with their change log entries; a record's `contact_type` follows its contact
 * (null without one), as `putInvestorIfAbsent` sets it.
 * @throws Error when one of them is stored already (nothing of its transaction is written).
 */
export async function addListings(
  client: DynamoDBDocumentClient,
  table: string,
  investors: readonly { record: InvestorRecord; contact: InvestorContactRecord | null }[],
): Promise<void> {
  const planned = investors.map(({ record, contact }) => ({
    record: { ...record, contact_type: contact?.contact_type ?? null },
    contact,
    version: null,
  }));
  const { written, stale } = await putInvestorsVersioned(
    client,
    table,
    planned,
    async () => undefined,
    new Date(),
  );
  if (stale || written !== investors.length) {
    throw new Error(
      `Listings not added (one is stored already): ${investors.map((i) => i.record.id).join(', ')}`,
    );
  }
}
