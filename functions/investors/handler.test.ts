import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { investorContactItem, investorItem } from '../data/investor.js';
import type { InvestorRecord } from '../data/investor.js';
import { httpEvent, lambdaContext, type FeatureHandler } from '../../test/support/api-event.js';
import { createInvestorRecord } from '../../test/support/factories.js';

process.env.TABLE_NAME = 'test-table';
const ddbMock = mockClient(DynamoDBDocumentClient);

/** A catalogue record (test/support/factories.ts) named `name` in `country`. */
function record(
  id: string,
  name: string,
  country: string,
  created = '2026-09-01T00:00:00.000Z',
): InvestorRecord {
  return createInvestorRecord({
    id,
    name,
    location: [country],
    created_at: created,
    updated_at: created,
    contact_type: id === 'a' || id === 'b' ? 'email' : null,
  });
}
/** 'a' and 'b' plus 21 fillers: 23 investors, 3 pages. */
const investors = [
  record('a', 'Alpha Capital', 'Germany', '2026-09-03T00:00:00.000Z'),
  record('b', 'Beta Ventures', 'France', '2026-09-02T00:00:00.000Z'),
  ...Array.from({ length: 21 }, (_, i) => record(`f${i}`, `Filler ${i}`, 'India')),
];
const CONTACTS: Record<string, string> = {
  a: 'partner@alpha.example',
  b: 'deals@beta.example',
};

let handler: FeatureHandler;
beforeAll(async () => {
  ({ handler } = (await import('./handler.js')) as unknown as { handler: FeatureHandler });
});
afterEach(() => ddbMock.reset());

/** Prepare: the catalogue, and reveal items of founder-1 for the `revealed` investor ids. */
function prepare(revealed: string[]) {
  ddbMock.on(GetCommand).resolves({ Item: { version: 1 } });
  ddbMock.on(QueryCommand).resolves({ Items: investors.map(investorItem) });
  ddbMock
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => {
      const requested = input.RequestItems['test-table']?.Keys ?? [];
      if (requested[0]?.sk.startsWith('REVEAL#')) {
        const items = requested
          .filter((k) => k.pk === 'USER#founder-1' && revealed.includes(k.sk.slice(7)))
          .map((k) => ({ sk: k.sk }));
        return { Responses: { 'test-table': items } };
      }
      const items = requested.map((k) => {
        const id = k.pk.slice(4);
        return investorContactItem(id, { contact: CONTACTS[id] ?? `contact-${id}`, contact_type: 'email' });
      });
      return { Responses: { 'test-table': items } };
    });
}

const call = async (routeKey: string, rawQueryString = '', pathParameters?: Record<string, string>) => {
  const res = await handler(httpEvent(routeKey, { rawQueryString, pathParameters }), lambdaContext);
  return { status: res.statusCode, body: JSON.parse(res.body ?? '{}') };
};
type Item = { id: string; contact: string | null; contact_revealed: boolean; contact_type: string };

describe('GET /v1/investors', () => {
  it('answers the first page in created_at order with every contact masked', async () => {
    prepare([]);

    const { status, body } = await call('GET /v1/investors');

    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(body.items).toHaveLength(10);
    expect(body.items.slice(0, 2).map((i: Item) => i.id)).toEqual(['a', 'b']);
    expect(body.items.every((i: Item) => i.contact === null && !i.contact_revealed)).toBe(true);
    expect(JSON.stringify(body)).not.toContain('@');
    expect(body.items[0]).toMatchObject({ id: 'a', has_direct_contact: true, contact_type: 'email' });
    expect(body.facets).toMatchObject({ direct_contact: 2, countries: { India: 21, Germany: 1, France: 1 } });
    // No contact item is read when nothing is revealed: one BatchGet (the reveals) only.
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(1);
  });

  it('shows exactly the revealed investor’s contact on a page', async () => {
    prepare(['b']);

    const { body } = await call('GET /v1/investors');

    const revealed = body.items.filter((i: Item) => i.contact_revealed);
    expect(revealed).toEqual([
      expect.objectContaining({ id: 'b', contact: CONTACTS.b, contact_type: 'email' }),
    ]);
    expect(JSON.stringify(body)).not.toContain(CONTACTS.a);
    const contactReads =
      ddbMock.commandCalls(BatchGetCommand)[1]?.args[0].input.RequestItems?.['test-table']?.Keys;
    expect(contactReads).toEqual([{ pk: 'INV#b', sk: 'CONTACT' }]);
  });

  it('filters on the server: country, repeated industry, text', async () => {
    prepare([]);

    const france = await call('GET /v1/investors', 'country=France');
    const text = await call('GET /v1/investors', 'q=ALPHA');
    const none = await call('GET /v1/investors', 'industry=Climate&industry=AI');
    const any = await call('GET /v1/investors', 'industry=Climate&industry=Fintech&country=%20');

    expect(france.body.items.map((i: Item) => i.id)).toEqual(['b']);
    expect(text.body.items.map((i: Item) => i.id)).toEqual(['a']);
    expect(none.body).toMatchObject({ total: 0, page: 1, items: [] });
    expect(any.body.total).toBe(23);
  });

  it('clamps a page beyond the last', async () => {
    prepare([]);

    const { status, body } = await call('GET /v1/investors', 'page=99');

    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 3, total: 23 });
    expect(body.items).toHaveLength(3);
  });

  it('serves the chosen page size (10 by default, 25 or 50)', async () => {
    prepare([]);

    const first = await call('GET /v1/investors', '');
    const wide = await call('GET /v1/investors', 'pageSize=25');
    const clamped = await call('GET /v1/investors', 'pageSize=50&page=3');

    expect(first.body).toMatchObject({ pageSize: 10, total: 23 });
    expect(first.body.items).toHaveLength(10);
    expect(wide.body).toMatchObject({ pageSize: 25, page: 1 });
    expect(wide.body.items).toHaveLength(23);
    expect(clamped.body).toMatchObject({ pageSize: 50, page: 1 });
  });

  it.each([
    ['pageSize=20', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['type=Banana', 'type'],
    ['stage=Series%20Z', 'stage'],
    ['foo=1', 'foo'],
    ['q=a&q=b', 'q'],
  ])('answers 400 naming the parameter for %s', async (qs, field) => {
    prepare([]);

    const { status, body } = await call('GET /v1/investors', qs);

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: expect.any(String), field });
    expect(body.error.message).toContain(field);
  });
});

describe('GET /v1/investors/{id} and /filters', () => {
  it('shows the contact only to a caller who revealed it', async () => {
    prepare(['a']);

    const a = await call('GET /v1/investors/{id}', '', { id: 'a' });
    const b = await call('GET /v1/investors/{id}', '', { id: 'b' });

    expect(a.body).toMatchObject({ id: 'a', contact: CONTACTS.a, contact_revealed: true });
    expect(b.body).toMatchObject({ id: 'b', contact: null, contact_revealed: false });
  });

  it('answers 404 JSON for an unknown investor', async () => {
    prepare([]);

    const missing = await call('GET /v1/investors/{id}', '', { id: 'zzz' });

    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', message: expect.stringContaining('zzz') });
  });

  it('lists filter options drawn from the data and the canonical vocabularies', async () => {
    prepare([]);

    const { body } = await call('GET /v1/investors/filters');

    expect(body).toMatchObject({
      total: 23,
      countries: ['France', 'Germany', 'India'],
      industries: ['Fintech'],
      types: [
        'Venture Fund',
        'Angel Investor',
        'Angel Network',
        'Corporate VC',
        'Family Office',
        'Accelerator',
      ],
      stages: ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Series D+', 'Growth', 'Late Stage'],
    });
  });
});
