import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { investorItem } from '../data/investor.js';
import { createDocumentClient } from '../lib/dynamodb.js';
import { syntheticInvestors } from '../../scripts/bench/generate.js';
import { loadCatalogue } from '../data/investor.js';
import { CatalogueCache } from './catalogue.js';
import { SNAPSHOT_KEY } from '../../shared/catalogue-snapshot-keys.js';
import type { InvestorRecord } from '../data/investor.js';
import type { ObjectStore } from '../lib/object-store.js';
import { InvestorListQuery } from '../../shared/schemas.js';
import { buildIndex, search } from './search-index.js';
import { writeSnapshot } from './search/snapshot.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());
/** Any client: aws-sdk-client-mock answers every DocumentClient's send. */
const client = createDocumentClient('http://127.0.0.1:1');
const records = syntheticInvestors(5);

describe('loadCatalogue', () => {
  it('follows every Query page of GSI1 CATALOGUE and strips key attributes', async () => {
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: records.slice(0, 3).map(investorItem), LastEvaluatedKey: { pk: 'x' } })
      .resolvesOnce({ Items: records.slice(3).map(investorItem) });

    const loaded = await loadCatalogue(client, 't');

    expect(loaded).toEqual(records);
    const calls = ddbMock.commandCalls(QueryCommand);
    expect(calls.map((c) => c.args[0].input.ExclusiveStartKey)).toEqual([undefined, { pk: 'x' }]);
    expect(calls[0]?.args[0].input).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':pk': 'CATALOGUE' },
    });
  });
});

/**
 * A fake table for the cache: the change log's head (GetItem), the catalogue (GSI1 Query) and the log entries
 * (Query of CATLOG between two sort keys), with the writes `write(records)` and `reload()` make.
 */
function fakeCatalogue(initial: InvestorRecord[]) {
  const catalogue = new Map(initial.map((r) => [r.id, r]));
  const log: Record<string, unknown>[] = [];
  let head = 0;
  ddbMock.on(GetCommand).callsFake(() => ({ Item: { pk: 'CATALOGUE', sk: 'VERSION', version: head } }));
  ddbMock.on(QueryCommand).callsFake((input: { IndexName?: string; ExpressionAttributeValues: Record<string, string> }) => {
    if (input.IndexName) return { Items: [...catalogue.values()].filter((r) => !r.removed).map(investorItem) };
    const { ':from': from, ':to': to } = input.ExpressionAttributeValues;
    return { Items: log.filter((e) => String(e.sk) >= from! && String(e.sk) <= to!) };
  });
  return {
    catalogue,
    write(...changed: InvestorRecord[]) {
      head += 1;
      for (const r of changed) catalogue.set(r.id, r);
      log.push({
        pk: 'CATLOG',
        sk: String(head).padStart(12, '0'),
        seq: head,
        at: new Date().toISOString(),
        changes: changed.map((record) => ({ id: record.id, version: record.version, record })),
      });
    },
    reload() {
      head += 1;
      log.push({ pk: 'CATLOG', sk: String(head).padStart(12, '0'), seq: head, at: 'x', reload: true });
    },
    expire(upTo: number) {
      log.splice(0, log.findIndex((e) => Number(e.seq) > upTo));
    },
    queries: () => ddbMock.commandCalls(QueryCommand).map((c) => (c.args[0].input.IndexName ? 'catalogue' : 'log')),
  };
}

/** An in-memory object store. */
function memoryStore(): ObjectStore & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    objects,
    get: async (key) => objects.get(key) ?? null,
    put: async (key, body) => void objects.set(key, body),
  };
}

const NO_STORE = () => null;

describe('CatalogueCache (docs/decisions/0056)', () => {
  it('cold without a snapshot: loads the catalogue once for requests that arrive together', async () => {
    fakeCatalogue(records);
    const cache = new CatalogueCache(() => client, () => 't', () => 0, 0, NO_STORE);
    const [a, b, c] = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(ddbMock.commandCalls(QueryCommand).filter((q) => q.args[0].input.IndexName)).toHaveLength(1);
    expect(b.index).toBe(a.index);
    expect(c.byId.size).toBe(records.length);
    expect(cache.stats).toMatchObject({ catalogueLoads: 1, snapshotLoads: 0, lastLoadFrom: 'catalogue' });
  });

  it('retries a failed load on the next request', async () => {
    fakeCatalogue(records);
    ddbMock.on(QueryCommand).rejectsOnce(new Error('timeout')).resolves({ Items: records.map(investorItem) });
    const cache = new CatalogueCache(() => client, () => 't', () => 0, 0, NO_STORE);
    await expect(cache.get()).rejects.toThrow('timeout');
    expect((await cache.get()).byId.size).toBe(records.length);
  });

  it('warm: applies only the changes since its position, one log Query per refresh, never the catalogue again', async () => {
    const table = fakeCatalogue(records);
    const cache = new CatalogueCache(() => client, () => 't', () => 0, 0, NO_STORE);
    const first = await cache.get();
    const edited = { ...records[1]!, name: 'Quokka Renamed Partners', version: 3 };
    table.write(edited);
    const after = await cache.get();
    expect(after.index).toBe(first.index);
    expect(after.byId).not.toBe(first.byId);
    expect(after.byId.get(records[1]!.id)?.name).toBe('Quokka Renamed Partners');
    expect(search(after.index, InvestorListQuery.parse({ q: 'quokka' })).items.map((r) => r.id)).toEqual([records[1]!.id]);
    table.write({ ...records[2]!, removed: { by: 'investor', at: '2026-11-20T00:00:00.000Z' }, version: 1 });
    table.write({ ...records[3]!, bio: 'zephyr', version: 1 });
    const later = await cache.get();
    expect(later.byId.has(records[2]!.id)).toBe(false);
    expect(later.position).toBe(3);
    await cache.get(); // nothing new: the head only
    expect(table.queries()).toEqual(['catalogue', 'log', 'log']);
    expect(cache.stats).toMatchObject({ headReads: 4, logQueries: 2, changesApplied: 3, catalogueLoads: 1 });
    expect(ddbMock.commandCalls(GetCommand)[1]?.args[0].input.ConsistentRead).toBe(true);
  });

  it('a change is applied once: an entry older than the version indexed changes nothing', async () => {
    const table = fakeCatalogue(records.map((r) => ({ ...r, version: 5 })));
    const cache = new CatalogueCache(() => client, () => 't', () => 0, 0, NO_STORE);
    await cache.get();
    table.write({ ...records[0]!, name: 'Stale Name', version: 4 });
    expect((await cache.get()).byId.get(records[0]!.id)?.name).toBe(records[0]!.name);
  });

  it('cold from the snapshot: reads it, then only the log since its position', async () => {
    const table = fakeCatalogue(records);
    table.write({ ...records[0]!, version: 1 });
    table.write({ ...records[1]!, version: 1 });
    const store = memoryStore();
    store.objects.set(SNAPSHOT_KEY, writeSnapshot(buildIndex([...table.catalogue.values()]), 2));
    table.write({ ...records[4]!, name: 'Written After The Snapshot', version: 1 });
    const cache = new CatalogueCache(() => client, () => 't', () => 0, 0, () => store);
    const { byId, position } = await cache.get();
    expect(table.queries()).toEqual(['log']);
    expect(position).toBe(3);
    expect(byId.get(records[4]!.id)?.name).toBe('Written After The Snapshot');
    expect(cache.stats).toMatchObject({ snapshotLoads: 1, catalogueLoads: 0, lastLoadFrom: 'snapshot' });
  });

  it('a reload entry, or a log expired past its position, loads the catalogue again', async () => {
    const table = fakeCatalogue(records);
    const cache = new CatalogueCache(() => client, () => 't', () => 0, 0, NO_STORE);
    await cache.get();
    table.catalogue.set('direct-put', { ...records[0]!, id: 'direct-put', name: 'Put Directly' });
    table.reload();
    expect((await cache.get()).byId.has('direct-put')).toBe(true);
    table.write({ ...records[0]!, version: 1 });
    table.write({ ...records[1]!, version: 1 });
    table.expire(2);
    await cache.get();
    expect(cache.stats.catalogueLoads).toBe(3);
  });
});
