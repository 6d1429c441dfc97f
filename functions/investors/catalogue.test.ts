import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { investorItem } from '../data/investor.js';
import { createDocumentClient } from '../lib/dynamodb.js';
import { syntheticInvestors } from '../../scripts/bench/generate.js';
import { loadCatalogue } from '../data/investor.js';
import { CatalogueCache } from './catalogue.js';

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

describe('CatalogueCache', () => {
  it('loads the catalogue once for requests that arrive together, each reading the version item', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { version: 1 } });
    ddbMock.on(QueryCommand).resolves({ Items: records.map(investorItem) });
    const cache = new CatalogueCache(
      () => client,
      () => 't',
    );

    const [a, b, c] = await Promise.all([cache.get(), cache.get(), cache.get()]);

    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(1);
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(3);
    expect(b.index).toBe(a.index);
    expect(c.byId.size).toBe(records.length);
  });

  it('retries a failed load on the next request', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { version: 1 } });
    ddbMock
      .on(QueryCommand)
      .rejectsOnce(new Error('timeout'))
      .resolves({ Items: records.map(investorItem) });
    const cache = new CatalogueCache(
      () => client,
      () => 't',
    );

    await expect(cache.get()).rejects.toThrow('timeout');
    expect((await cache.get()).byId.size).toBe(records.length);
  });

  it('loads once, re-reads only the version item after the refresh interval, and reloads when it changed', async () => {
    let now = 0;
    let version = 1;
    ddbMock.on(GetCommand).callsFake(() => ({ Item: { version } }));
    ddbMock.on(QueryCommand).resolves({ Items: records.map(investorItem) });
    const cache = new CatalogueCache(
      () => client,
      () => 't',
      () => now,
      10_000,
    );

    const first = await cache.get();
    now = 5_000;
    await cache.get();
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(1);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(1);

    now = 10_000;
    const unchanged = await cache.get();
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(2);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(1);
    expect(unchanged.index).toBe(first.index);

    version = 2;
    now = 20_000;
    const reloaded = await cache.get();
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(2);
    expect(reloaded.index).not.toBe(first.index);
    expect(reloaded.byId.get(records[0]!.id)).toEqual(records[0]);
  });

  it('by default reads the version item on every request (an admin write is searchable at once)', async () => {
    let version = 1;
    ddbMock.on(GetCommand).callsFake(() => ({ Item: { version } }));
    ddbMock.on(QueryCommand).resolves({ Items: records.map(investorItem) });
    const cache = new CatalogueCache(
      () => client,
      () => 't',
      () => 0,
    );
    await cache.get();
    version = 2;
    await cache.get();
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(2);
    expect(ddbMock.commandCalls(GetCommand)[1]?.args[0].input.ConsistentRead).toBe(true);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(2);
  });
});
