/**
 * The catalogue cache of one Lambda container (docs/decisions/0003-search.md; issue 34,
 * docs/decisions/0056-catalogue-with-many-writers.md): the search index, following the catalogue by deltas.
 *
 * - **Warm**: at most every `CATALOGUE_REFRESH_MS` (default 0: every request) it reads the change log's head (one
 *   strongly consistent GetItem, functions/data/catalogue-log.ts); when the head moved past its position it reads
 *   only the entries since (one Query page for a few writes) and applies each changed listing to the index in place
 *   (search/update.ts). DynamoDB reads per write: at most one Query, whatever the catalogue's size.
 * - **Cold**: it starts from the search snapshot in the object store (functions/lib/object-store.ts; written by the
 *   `catalogue-snapshot` function, functions/catalogue-snapshot/) and applies the log since the snapshot's position.
 *   Without a usable snapshot (none yet, another format, or the log expired past it) it loads the catalogue from
 *   GSI1 `CATALOGUE` and builds the index, as before issue 34.
 * - **Reload**: a `reload` entry (a bulk write that does not list its records, the seed) loads the catalogue again
 *   (from the snapshot when it already holds that entry).
 * A change is applied only when its listing version is newer than the one indexed, so entries read twice (the window
 * re-read after a full load, for GSI1 reads that lagged behind the head) change nothing.
 * Requests that arrive together share one refresh.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { readHead, readLogSince, type LogEntry } from '../data/catalogue-log.js';
import { loadCatalogue, toInvestorRecord, type InvestorRecord } from '../data/investor.js';
import { loadEnv } from '../lib/env.js';
import { objectStore, type ObjectStore } from '../lib/object-store.js';
import { applyChanges, buildIndex, type CatalogueUpdate, type SearchIndex } from './search-index.js';
import { readSnapshot } from './search/snapshot.js';
import { has } from './search/bitset.js';

import { SNAPSHOT_KEY } from '../../shared/catalogue-snapshot-keys.js';

/** Entries read again after a full load from GSI1 (eventually consistent: it may lag behind the head it read). */
export const RELOAD_OVERLAP = 100;

/** The revalidation interval in ms: `CATALOGUE_REFRESH_MS` (a whole number >= 0, default 0: every request), read once. */
export function refreshMsFromEnv(): number {
  return loadEnv({ CATALOGUE_REFRESH_MS: z.coerce.number().int().min(0).default(0) }).CATALOGUE_REFRESH_MS;
}

/** What a cache did so far (the benchmark prints them: reads per write stay constant). */
export interface CacheStats {
  headReads: number;
  logQueries: number;
  logPages: number;
  entriesApplied: number;
  changesApplied: number;
  snapshotLoads: number;
  catalogueLoads: number;
  /** ms of the last cold start or reload, and where it came from. */
  lastLoadMs: number;
  lastLoadFrom: 'snapshot' | 'catalogue' | null;
}

/** The live records of an index by id (a view: what the index holds now; removed listings are absent). */
export class LiveRecords implements ReadonlyMap<string, InvestorRecord> {
  constructor(private readonly index: SearchIndex) {}
  get(id: string): InvestorRecord | undefined {
    const p = this.index.positionOf.get(id);
    return p !== undefined && has(this.index.bits.all, p) ? this.index.records[p] : undefined;
  }
  has(id: string): boolean {
    return this.get(id) !== undefined;
  }
  get size(): number {
    return this.index.size;
  }
  *entries(): MapIterator<[string, InvestorRecord]> {
    for (const [id, p] of this.index.positionOf) {
      if (has(this.index.bits.all, p)) yield [id, this.index.records[p]!];
    }
  }
  *keys(): MapIterator<string> {
    for (const [id] of this.entries()) yield id;
  }
  *values(): MapIterator<InvestorRecord> {
    for (const [, r] of this.entries()) yield r;
  }
  [Symbol.iterator](): MapIterator<[string, InvestorRecord]> {
    return this.entries();
  }
  forEach(visit: (value: InvestorRecord, key: string, map: ReadonlyMap<string, InvestorRecord>) => void): void {
    for (const [id, r] of this.entries()) visit(r, id, this);
  }
}

/** A per-container cache of the search index. */
export class CatalogueCache {
  private index: SearchIndex | undefined;
  private byId: LiveRecords | undefined;
  private position = -1;
  private checkedAt = 0;
  private syncing: Promise<void> | undefined;
  readonly stats: CacheStats = {
    headReads: 0,
    logQueries: 0,
    logPages: 0,
    entriesApplied: 0,
    changesApplied: 0,
    snapshotLoads: 0,
    catalogueLoads: 0,
    lastLoadMs: 0,
    lastLoadFrom: null,
  };

  constructor(
    private readonly client: () => DynamoDBDocumentClient,
    private readonly table: () => string,
    private readonly now: () => number = Date.now,
    private readonly refreshMs: number = refreshMsFromEnv(),
    private readonly store: () => ObjectStore | null = objectStore,
  ) {}

  /**
   * The current index, its live records by id (a new object whenever the catalogue changed, so memos keyed by it
   * recompute) and the change log position it holds.
   */
  async get(): Promise<{ index: SearchIndex; byId: ReadonlyMap<string, InvestorRecord>; position: number }> {
    if (!this.index || this.now() - this.checkedAt >= this.refreshMs) {
      this.syncing ??= this.sync().finally(() => (this.syncing = undefined));
      await this.syncing;
    }
    return { index: this.index!, byId: this.byId!, position: this.position };
  }

  /** The index as it is now, without reading the log (benchmarks inspect what the next search answers from). */
  peek(): SearchIndex | undefined {
    return this.index;
  }

  private async sync(): Promise<void> {
    const head = await readHead(this.client(), this.table());
    this.stats.headReads += 1;
    this.checkedAt = this.now();
    if (!this.index) await this.coldStart(head);
    else if (head > this.position) await this.follow(head);
  }

  /** A fresh container: the snapshot and the log since it, else the catalogue. */
  private async coldStart(head: number): Promise<void> {
    if (!(await this.fromSnapshot(0, head))) await this.fromCatalogue(head);
    if (head > this.position) await this.follow(head);
  }

  /**
   * Loads the snapshot when it holds change `atLeast` and none past `head` (a snapshot ahead of the log belongs to
   * another table's life, e.g. a local stack started afresh). @returns whether it did.
   */
  private async fromSnapshot(atLeast: number, head: number): Promise<boolean> {
    const store = this.store();
    if (!store) return false;
    const started = performance.now();
    const bytes = await store.get(SNAPSHOT_KEY);
    const read = bytes ? readSnapshot(bytes, this.now()) : null;
    if (!read || read.info.position < atLeast || read.info.position > head) return false;
    this.use(read.index, read.info.position);
    this.stats.snapshotLoads += 1;
    this.stats.lastLoadMs = performance.now() - started;
    this.stats.lastLoadFrom = 'snapshot';
    return true;
  }

  /** Loads the catalogue (GSI1 Query pages) and builds the index, at `head`; re-reads the last entries before it. */
  private async fromCatalogue(head: number): Promise<void> {
    const started = performance.now();
    const records = await loadCatalogue(this.client(), this.table());
    this.use(buildIndex(records, this.now()), head);
    this.stats.catalogueLoads += 1;
    this.stats.lastLoadMs = performance.now() - started;
    this.stats.lastLoadFrom = 'catalogue';
    // GSI1 is eventually consistent: a write logged just before `head` may not be in what it answered.
    const from = Math.max(0, head - RELOAD_OVERLAP);
    if (from < head) {
      const { entries } = await this.readLog(from, head);
      this.applyEntries(entries.filter((e) => !e.reload));
    }
  }

  private use(index: SearchIndex, position: number): void {
    this.index = index;
    this.position = position;
    this.byId = new LiveRecords(index);
  }

  private async readLog(from: number, to: number) {
    const read = await readLogSince(this.client(), this.table(), from, to);
    this.stats.logQueries += 1;
    this.stats.logPages += read.pages;
    return read;
  }

  /** Applies the entries after the position up to `head`; a gap or a reload entry loads the catalogue again. */
  private async follow(head: number): Promise<void> {
    const { entries, complete } = await this.readLog(this.position, head);
    const reload = entries.findLast((e) => e.reload);
    if (!complete || reload) {
      const at = reload?.seq ?? head;
      if (!(await this.fromSnapshot(at, head))) await this.fromCatalogue(head);
      if (head > this.position) await this.follow(head);
      return;
    }
    this.applyEntries(entries);
    this.position = head;
  }

  /** Applies the changes of `entries` newer than what the index holds (by listing version). */
  private applyEntries(entries: readonly LogEntry[]): void {
    const index = this.index!;
    const updates: CatalogueUpdate[] = [];
    const versions = new Map<string, number>();
    const indexed = (id: string) => {
      const known = versions.get(id);
      if (known !== undefined) return known;
      const p = index.positionOf.get(id);
      return p === undefined ? -1 : (index.records[p]?.version ?? 0);
    };
    for (const entry of entries) {
      for (const change of entry.changes ?? []) {
        if (change.version <= indexed(change.id)) continue;
        versions.set(change.id, change.version);
        updates.push({ id: change.id, record: toInvestorRecord(change.record) });
      }
    }
    if (updates.length > 0) {
      applyChanges(index, updates);
      this.byId = new LiveRecords(index);
    }
    this.stats.entriesApplied += entries.length;
    this.stats.changesApplied += updates.length;
  }
}
