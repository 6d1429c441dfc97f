/**
 * The catalogue cache of one Lambda container: loaded from GSI `gsi1` (gsi1pk = CATALOGUE) at first use and
 * revalidated by reading the catalogue version item (keys.catalogueVersion(), bumped by every investor write) at
 * most every `CATALOGUE_REFRESH_MS` (default 0: on every request, one strongly consistent GetItem, so an
 * administrator's write is searchable by founders at once; docs/decisions/0012-admin-area.md). Requests in
 * between use the index as it is, so search never re-reads the catalogue per request.
 */
import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { toInvestorRecord, type InvestorRecord } from '../data/investor-record.js';
import { CATALOGUE_GSI1PK, keys } from '../data/keys.js';
import { TABLE } from '../data/table.js';
import { buildIndex, type SearchIndex } from './search-index.js';

/** The revalidation interval: `CATALOGUE_REFRESH_MS` (default 0 ms: every request), read when a cache is created. */
export function refreshMsFromEnv(): number {
  const value = Number(process.env.CATALOGUE_REFRESH_MS ?? 0);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/** Read every catalogue item (paginated Query on GSI1). */
export async function loadCatalogue(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<InvestorRecord[]> {
  const records: InvestorRecord[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': CATALOGUE_GSI1PK },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) records.push(toInvestorRecord(item));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return records;
}

async function readVersion(client: DynamoDBDocumentClient, table: string): Promise<number> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: keys.catalogueVersion(), ConsistentRead: true }),
  );
  return Number(res.Item?.version ?? 0);
}

/** A per-container cache of the search index. */
export class CatalogueCache {
  private index: SearchIndex | undefined;
  private byId = new Map<string, InvestorRecord>();
  private version = -1;
  private checkedAt = 0;

  constructor(
    private readonly client: () => DynamoDBDocumentClient,
    private readonly table: () => string,
    private readonly now: () => number = Date.now,
    private readonly refreshMs: number = refreshMsFromEnv(),
  ) {}

  /** The current index, loading or reloading it when the version item changed. */
  async get(): Promise<{ index: SearchIndex; byId: ReadonlyMap<string, InvestorRecord> }> {
    if (!this.index || this.now() - this.checkedAt >= this.refreshMs) {
      const version = await readVersion(this.client(), this.table());
      this.checkedAt = this.now();
      if (!this.index || version !== this.version) {
        const records = await loadCatalogue(this.client(), this.table());
        this.index = buildIndex(records);
        this.byId = new Map(records.map((r) => [r.id, r]));
        this.version = version;
      }
    }
    return { index: this.index, byId: this.byId };
  }
}
