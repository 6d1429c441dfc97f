import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { investorItem } from '../data/investor.js';
import { httpEvent, lambdaContext, type FeatureHandler } from '../../test/support/api-event.js';
import { createInvestorRecord } from '../../test/support/factories.js';

process.env.TABLE_NAME = 'test-table';
const ddbMock = mockClient(DynamoDBDocumentClient);
const ROUTE = 'GET /v1/catalogue/stats';

let handler: FeatureHandler;
let version = { version: 1, updated_at: '2026-11-23T08:00:00.000Z' };
let catalogue = [
  createInvestorRecord({ id: 'a' }),
  createInvestorRecord({ id: 'b', funding_type: 'Accelerator' }),
];

beforeAll(async () => {
  // Fake clock before the module builds its caches (they capture Date.now).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00.000Z') });
  ddbMock.on(GetCommand).callsFake(() => ({ Item: version }));
  ddbMock.on(QueryCommand).callsFake(() => ({ Items: catalogue.map(investorItem) }));
  ({ handler } = (await import('./handler.js')) as unknown as { handler: FeatureHandler });
});
afterAll(() => {
  vi.useRealTimers();
  ddbMock.reset();
});

async function stats() {
  const result = await handler(httpEvent(ROUTE, { claims: null }), lambdaContext);
  return { result, body: JSON.parse(result.body ?? '{}') as Record<string, unknown> };
}

describe('GET /v1/catalogue/stats', () => {
  it('answers the figures, public and cacheable for 5 minutes', async () => {
    const { result, body } = await stats();
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=300');
    expect(body.investors).toBe(2);
    expect(body.by_type).toMatchObject({ 'Venture Fund': 1, Accelerator: 1 });
    expect(body.last_import_at).toBe('2026-11-23T08:00:00.000Z');
  });

  it('does not touch the table again within the 5 minutes, even when the catalogue changed', async () => {
    ddbMock.resetHistory();
    catalogue = [...catalogue, createInvestorRecord({ id: 'c' })];
    version = { version: 2, updated_at: '2026-11-23T12:01:00.000Z' };
    vi.setSystemTime(new Date('2026-11-23T12:04:00.000Z'));
    expect((await stats()).body.investors).toBe(2);
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('after 5 minutes revalidates with one read of the version and reloads only when it changed', async () => {
    vi.setSystemTime(new Date('2026-11-23T12:05:01.000Z'));
    const { body } = await stats();
    expect(body.investors).toBe(3);
    expect(body.last_import_at).toBe('2026-11-23T12:01:00.000Z');

    ddbMock.resetHistory();
    vi.setSystemTime(new Date('2026-11-23T12:10:02.000Z'));
    expect((await stats()).body.investors).toBe(3);
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(1);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('StatsMemo (issue 19: currently investing follows the day)', () => {
  it("recomputes the figures when the UTC day changes, so an 'until' date that passed stops counting", async () => {
    const { StatsMemo } = await import('./handler.js');
    const byId = new Map([
      ['u', createInvestorRecord({ id: 'u', currently_investing: { status: 'until', until: '2026-11-23' } })],
    ]);
    let now = Date.parse('2026-11-23T23:59:00.000Z');
    const memo = new StatsMemo(
      { get: async () => ({ index: undefined as never, byId, position: 1 }) },
      async () => null,
      () => now,
    );
    expect((await memo.get()).currently_investing).toBe(1);
    now = Date.parse('2026-11-24T00:00:01.000Z');
    expect((await memo.get()).currently_investing).toBe(0);
  });
});
