/**
 * The catalogue cache of one Lambda container: loaded from GSI `gsi1` (gsi1pk = CATALOGUE) at first use and
 * revalidated by reading the catalogue version item (keys.catalogueVersion(), bumped by every investor write) at
 * most every `CATALOGUE_REFRESH_MS` (default 0: on every request, one strongly consistent GetItem, so an
 * administrator's write is searchable by founders at once; docs/decisions/0012-admin-area.md). Requests in
 * between use the index as it is, so search never re-reads the catalogue per request.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { loadCatalogue, readCatalogueVersion, type InvestorRecord } from '../data/investor.js';
import { loadEnv } from '../lib/env.js';
import { buildIndex, type SearchIndex } from './search-index.js';

/** The revalidation interval in ms: `CATALOGUE_REFRESH_MS` (a whole number >= 0, default 0: every request), read once. */
export function refreshMsFromEnv(): number {
  return loadEnv({ CATALOGUE_REFRESH_MS: z.coerce.number().int().min(0).default(0) }).CATALOGUE_REFRESH_MS;
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
      if (!this.index || version !== this.version) await this.load(version);
    }
    return { index: this.index!, byId: this.byId };
  }

  private loading: { version: number; done: Promise<void> } | undefined;

  /**
   * Loads the catalogue of `version` once however many requests ask for it at the same time (issue 23: the
   * Investor Database's first load sends the list and its filter options together; two cold loads of the whole
   * catalogue side by side doubled the first answer's time locally, where one process serves both). Each request
   * still reads the version item itself, so a write is searchable at once. A failed load is retried by the next
   * request.
   */
  private load(version: number): Promise<void> {
    if (this.loading?.version === version) return this.loading.done;
    const done = (async () => {
      const records = await loadCatalogue(this.client(), this.table());
      this.index = buildIndex(records);
      this.byId = new Map(records.map((r) => [r.id, r]));
      this.version = version;
    })().finally(() => {
      if (this.loading?.done === done) this.loading = undefined;
    });
    this.loading = { version, done };
    return done;
  }
}
