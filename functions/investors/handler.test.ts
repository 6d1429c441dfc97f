import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { investorItem, investorContactItem } from '../data/investors.js';
import type { InvestorRecord } from '../data/investor-record.js';

process.env.TABLE_NAME = 'test-table';
const ddbMock = mockClient(DynamoDBDocumentClient);

function record(id: string, name: string, country: string): InvestorRecord {
  return {
    id,
    name,
    company: name,
    image_url: null,
    verified: true,
    funding_description: `${name} invests early`,
    location: [country],
    city: null,
    funding_stage: ['Seed'],
    funding_type: 'Venture Fund',
    funding_industries: ['Fintech'],
    check_sizes: '',
    bio: '',
    contact_type: 'website',
    company_url: null,
    created_at: '2026-09-01T00:00:00.000Z',
    updated_at: '2026-09-01T00:00:00.000Z',
    source: null,
  };
}
const investors = [record('a', 'Alpha Capital', 'Germany'), record('b', 'Beta Ventures', 'France')];
const SECRET = 'https://alpha.example/contact';

function event(
  routeKey: string,
  rawQueryString = '',
  pathParameters?: Record<string, string>,
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey,
    rawPath: '/',
    rawQueryString,
    headers: {},
    isBase64Encoded: false,
    pathParameters,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path: '/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'r',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      authorizer: { jwt: { claims: { sub: 'founder-1' }, scopes: null } },
    } as APIGatewayProxyEventV2['requestContext'],
  };
}

let handler: (e: APIGatewayProxyEventV2, c: Context) => Promise<{ statusCode?: number; body?: string }>;
beforeAll(async () => {
  ({ handler } = (await import('./handler.js')) as unknown as { handler: typeof handler });
});
afterEach(() => ddbMock.reset());

/** Prepare: the catalogue, and reveal items for `revealed` investor ids of founder-1. */
function prepare(revealed: string[]) {
  ddbMock.on(GetCommand).resolves({ Item: { version: 1 } });
  ddbMock.on(QueryCommand).resolves({ Items: investors.map(investorItem) });
  ddbMock
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { sk: string }[] }> }) => {
      const keys = input.RequestItems['test-table']?.Keys ?? [];
      if (keys[0]?.sk.startsWith('REVEAL#')) {
        return {
          Responses: {
            'test-table': keys.filter((k) => revealed.includes(k.sk.slice(7))).map((k) => ({ sk: k.sk })),
          },
        };
      }
      return {
        Responses: { 'test-table': [investorContactItem('a', { contact: SECRET, contact_type: 'website' })] },
      };
    });
}

const call = async (e: APIGatewayProxyEventV2) => {
  const res = await handler(e, {} as Context);
  return { status: res.statusCode, body: JSON.parse(res.body ?? '{}') };
};

describe('investors handler', () => {
  it('masks every contact the caller has not revealed', async () => {
    prepare([]);
    const { status, body } = await call(event('GET /v1/investors'));
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(
      body.items.every(
        (i: { contact: unknown; contact_revealed: boolean }) => i.contact === null && !i.contact_revealed,
      ),
    ).toBe(true);
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it('shows exactly the revealed investor’s contact', async () => {
    prepare(['a']);
    const { body } = await call(event('GET /v1/investors/{id}', '', { id: 'a' }));
    expect(body).toMatchObject({ id: 'a', contact: SECRET, contact_revealed: true });
    const other = await call(event('GET /v1/investors/{id}', '', { id: 'b' }));
    expect(other.body).toMatchObject({ id: 'b', contact: null, contact_revealed: false });
  });

  it('filters on the server and names a bad parameter', async () => {
    prepare([]);
    const { body } = await call(event('GET /v1/investors', 'country=France'));
    expect(body.items.map((i: { id: string }) => i.id)).toEqual(['b']);
    const bad = await call(event('GET /v1/investors', 'page=0'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('page');
  });

  it('answers 404 JSON for an unknown investor and filter options from the data', async () => {
    prepare([]);
    const missing = await call(event('GET /v1/investors/{id}', '', { id: 'zzz' }));
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const filters = await call(event('GET /v1/investors/filters'));
    expect(filters.body.countries).toEqual(['France', 'Germany']);
  });
});
