/**
 * The search snapshot's writer (issue 34; docs/decisions/0056-catalogue-with-many-writers.md): a consumer of
 * catalogue changes that keeps the search index of the catalogue change log's head in the object store, so a cold
 * search container starts from it instead of the whole catalogue.
 *
 * One run (`refreshSnapshot`): read the log's head (one GetItem) and the snapshot's manifest (a small object:
 * position, format, size); when the snapshot already holds the head, stop. Otherwise follow the log with a
 * catalogue cache of its own (functions/investors/catalogue.ts: from the current snapshot and the entries since,
 * or the catalogue when there is none), and write the index's bytes, then the manifest. A warm container keeps its
 * cache between runs, so a run after a few writes reads only their entries. Writing the snapshot before the
 * manifest means a reader never finds a manifest ahead of the snapshot; each object is replaced whole (S3 PUT; the
 * local folder renames a complete file).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readHead } from '../data/catalogue-log.js';
import type { ObjectStore } from '../lib/object-store.js';
import { CatalogueCache } from '../investors/catalogue.js';
import { SNAPSHOT_KEY, SNAPSHOT_MANIFEST_KEY } from '../../shared/catalogue-snapshot-keys.js';
import { SNAPSHOT_FORMAT, writeSnapshot } from '../investors/search/snapshot.js';

/** The manifest beside the snapshot. */
export interface SnapshotManifest {
  format: number;
  position: number;
  at: string;
  size: number;
  bytes: number;
}

export interface SnapshotDeps {
  client: DynamoDBDocumentClient;
  table: string;
  store: ObjectStore;
  /** The cache the run follows the log with (kept by a warm container between runs). */
  cache: CatalogueCache;
  now: () => Date;
}

/** A cache that follows the log on every call and reads `store`'s snapshot when cold. */
export function snapshotCache(client: () => DynamoDBDocumentClient, table: () => string, store: ObjectStore): CatalogueCache {
  return new CatalogueCache(client, table, Date.now, 0, () => store);
}

/** The stored manifest, or null when there is none or it is not JSON. */
export async function readManifest(store: ObjectStore): Promise<SnapshotManifest | null> {
  const bytes = await store.get(SNAPSHOT_MANIFEST_KEY);
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as SnapshotManifest;
  } catch {
    return null;
  }
}

/**
 * One run: writes the snapshot of the log's head unless the stored one holds it already.
 * @returns what it found or wrote (the manifest), and whether it wrote.
 */
export async function refreshSnapshot(deps: SnapshotDeps): Promise<{ written: boolean; manifest: SnapshotManifest | null }> {
  const [head, stored] = await Promise.all([readHead(deps.client, deps.table), readManifest(deps.store)]);
  if (stored && stored.format === SNAPSHOT_FORMAT && stored.position >= head) return { written: false, manifest: stored };
  const { index, position } = await deps.cache.get();
  const at = deps.now();
  const bytes = writeSnapshot(index, position, at);
  const manifest: SnapshotManifest = {
    format: SNAPSHOT_FORMAT,
    position,
    at: at.toISOString(),
    size: index.size,
    bytes: bytes.length,
  };
  await deps.store.put(SNAPSHOT_KEY, bytes, 'application/octet-stream');
  await deps.store.put(SNAPSHOT_MANIFEST_KEY, new TextEncoder().encode(JSON.stringify(manifest)), 'application/json');
  return { written: true, manifest };
}
