/**
 * The catalogue cache of one Lambda container: loaded from GSI `gsi1` (gsi1pk = CATALOGUE) at first use and
 * revalidated by reading the catalogue version item (keys.catalogueVersion(), bumped by every investor write) at
 * most every `CATALOGUE_REFRESH_MS` (default 10 000 ms). Requests in between use the index as it is, so search
 * never re-reads the catalogue per request.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { loadCatalogue, readCatalogueVersion, type InvestorRecord } from '../data/investor.js';
import { loadEnv } from '../lib/env.js';
import { buildIndex, type SearchIndex } from './search-index.js';

/** The revalidation interval in ms: `CATALOGUE_REFRESH_MS` (a whole number >= 0, default 10 000), read once. */
export function refreshMsFromEnv(): number {
  return loadEnv({ CATALOGUE_REFRESH_MS: z.coerce.number().int().min(0).default(10_000) })
    .CATALOGUE_REFRESH_MS;
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
      const version = await readCatalogueVersion(this.client(), this.table());
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
