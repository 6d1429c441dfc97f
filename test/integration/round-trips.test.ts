/**
 * DynamoDB round trips of the metered routes on DynamoDB Local (issue 8; docs/decisions/0009-data-layer.md),
 * counted by a middleware on the handlers' shared client (scripts/bench/round-trips.ts):
 * - a first reveal: 3 (one consistent BatchGet of profile, reveal, investor, contact and saved mark; the
 *   transaction; the usage read after it) — it was 7;
 * - a founder's very first action: 4 (the meter creates the missing profile, one Put);
 * - a repeat reveal: 1 (the BatchGet answers it; nothing is written).
 * The reveal still answers the contact, the saved flag and the usage as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { putInvestorIfAbsent } from '../../functions/data/investor.js';
import { httpEvent, lambdaContext, type FeatureHandler } from '../support/api-event.js';
import { countRoundTrips, type RoundTripCounter } from '../../scripts/bench/round-trips.js';
import type { RevealResponse } from '../../shared/schemas.js';
import { createContact, createInvestorRecord } from '../support/factories.js';
import { handlerTable } from '../support/handler-table.js';

let counter: RoundTripCounter;
const handlers: Record<'me' | 'saved' | 'reveals', FeatureHandler> = {} as never;

beforeAll(async () => {
  const { client, table } = await handlerTable('round-trips');
  for (const id of ['rt-1', 'rt-2', 'rt-3']) {
    await putInvestorIfAbsent(client, table, {
      record: createInvestorRecord({ id, name: `Round Trip ${id}` }),
      contact: createContact({ contact: `https://${id}.example/pitch` }),
    });
  }
  const { ddb } = await import('../../functions/lib/dynamodb.js');
  counter = countRoundTrips(ddb());
  handlers.me = (await import('../../functions/me/handler.js')).handler as unknown as FeatureHandler;
  handlers.saved = (await import('../../functions/saved/handler.js')).handler as unknown as FeatureHandler;
  handlers.reveals = (await import('../../functions/reveals/handler.js'))
    .handler as unknown as FeatureHandler;
});

const claims = { sub: 'rt-founder', email: 'rt@example.com' };
/** The account guard's tombstone read, first on every signed-in route (issue 22.1). */
const GUARD = 'GetItem';

async function counted(handler: FeatureHandler, event: ReturnType<typeof httpEvent>) {
  counter.reset();
  const res = await handler(event, lambdaContext);
  expect(res.statusCode, res.body).toBe(200);
  return { body: JSON.parse(res.body ?? '{}') as unknown, calls: counter.calls() };
}

const reveal = (id: string, sub = claims) =>
  httpEvent('POST /v1/investors/{id}/reveal', { claims: sub, pathParameters: { id } });

describe('round trips per call', () => {
  it('a founder’s first action creates the profile inside the reveal: 5 round trips (the account guard’s read first)', async () => {
    const newcomer = { sub: 'rt-newcomer', email: 'new@example.com' };
    const { body, calls } = await counted(handlers.reveals, reveal('rt-3', newcomer));

    // GUARD: the account guard's tombstone read before every signed-in route (docs/decisions/0034-deleted-accounts.md).
    // The profile is created with its ProfileCreated outbox item: a transaction (issue 35, ADR 0057)
    expect(calls).toEqual([GUARD, 'BatchGetItem', 'TransactWriteItems', 'TransactWriteItems', 'GetItem']);
    expect(body).toMatchObject({ charged: true, usage: { used: 1, remaining: 9 } });
  });

  it('a first reveal takes 4 and a repeat 2 (with the guard’s read), and both answer the contact, saved flag and usage', async () => {
    await counted(handlers.me, httpEvent('GET /v1/me', { claims }));
    await counted(
      handlers.saved,
      httpEvent('PUT /v1/saved/{investorId}', { claims, pathParameters: { investorId: 'rt-1' } }),
    );

    const first = await counted(handlers.reveals, reveal('rt-1'));
    const repeat = await counted(handlers.reveals, reveal('rt-1'));

    expect(first.calls).toEqual([GUARD, 'BatchGetItem', 'TransactWriteItems', 'GetItem']);
    expect(repeat.calls).toEqual([GUARD, 'BatchGetItem']);
    for (const { body } of [first, repeat]) {
      expect((body as RevealResponse).investor).toMatchObject({
        id: 'rt-1',
        contact: 'https://rt-1.example/pitch',
        contact_revealed: true,
        saved: true,
      });
    }
    expect(first.body).toMatchObject({ charged: true, usage: { used: 1 } });
    expect(repeat.body).toMatchObject({ charged: false, usage: { used: 1 } });
  });

  it('GET /v1/me takes 4 (guard, profile, two counts) and a new save 5 (guard, investor, already saved?, the cap count, put)', async () => {
    expect((await counted(handlers.me, httpEvent('GET /v1/me', { claims }))).calls.sort()).toEqual([
      'GetItem',
      'GetItem',
      'Query',
      'Query',
    ]);
    const save = await counted(
      handlers.saved,
      httpEvent('PUT /v1/saved/{investorId}', { claims, pathParameters: { investorId: 'rt-2' } }),
    );
    // The saved-list cap (issue 14) costs a read and a count before the put.
    expect(save.calls).toEqual([GUARD, 'GetItem', 'GetItem', 'Query', 'PutItem']);
  });
});
