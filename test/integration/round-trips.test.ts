/**
 * DynamoDB round trips of the metered routes on DynamoDB Local (issue 8; docs/decisions/0009-data-layer.md),
 * counted by a middleware on the handlers' shared client (scripts/bench/round-trips.ts). Each signed-in call
 * starts with the account guard's tombstone read (issue 22.1). The budgets of issue 34 item 6 (also checked by
 * `npm run bench:reveal`):
 * - a first reveal: 4 (guard; one consistent BatchGet of profile, reveal, investor, contact and saved mark; the
 *   transaction; the usage read after it);
 * - a founder's very first action: 4 (the profile and its ProfileCreated outbox item are written by the charge's
 *   own transaction, no Put of their own);
 * - a repeat reveal: 2 (guard; the BatchGet answers it; nothing is written);
 * - a save: 4 (guard; one BatchGet of the investor and the entry; the cap count; the put);
 * - an export of the default list: 6 (guard; one Query of the saved entries and reveal marks; one BatchGet of the
 *   investors, the revealed contacts and the list; the meter's read; the transaction; the receipt delivered);
 * - `GET /v1/me`: 3 (guard; the profile; one Query of both counts).
 * The answers are the same as before (contact, saved flag, usage, counts, the file).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { putInvestorIfAbsent } from '../../functions/data/investor.js';
import { httpEvent, lambdaContext, type FeatureHandler } from '../support/api-event.js';
import { countRoundTrips, type RoundTripCounter } from '../../scripts/bench/round-trips.js';
import type { RevealResponse } from '../../shared/schemas.js';
import { createContact, createInvestorRecord } from '../support/factories.js';
import { handlerTable } from '../support/handler-table.js';

let counter: RoundTripCounter;
const handlers: Record<'me' | 'saved' | 'reveals' | 'exports', FeatureHandler> = {} as never;

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
  handlers.exports = (await import('../../functions/exports/handler.js'))
    .handler as unknown as FeatureHandler;
});

const claims = { sub: 'rt-founder', email: 'rt@example.com' };
/** The account guard's tombstone read, first on every signed-in route (issue 22.1). */
const GUARD = 'GetItem';

async function counted(handler: FeatureHandler, event: ReturnType<typeof httpEvent>) {
  counter.reset();
  const res = await handler(event, lambdaContext);
  expect(res.statusCode, res.body).toBe(200);
  const csv = String(res.headers?.['content-type'] ?? '').startsWith('text/csv');
  return { body: csv ? res.body : (JSON.parse(res.body ?? '{}') as unknown), calls: counter.calls() };
}

const reveal = (id: string, sub = claims) =>
  httpEvent('POST /v1/investors/{id}/reveal', { claims: sub, pathParameters: { id } });

describe('round trips per call', () => {
  it('a founder’s first action creates the profile inside the reveal’s transaction: 4 round trips (the account guard’s read first)', async () => {
    const newcomer = { sub: 'rt-newcomer', email: 'new@example.com' };
    const { body, calls } = await counted(handlers.reveals, reveal('rt-3', newcomer));

    // GUARD: the account guard's tombstone read before every signed-in route (docs/decisions/0034-deleted-accounts.md).
    expect(calls).toEqual([GUARD, 'BatchGetItem', 'TransactWriteItems', 'GetItem']);
    expect(body).toMatchObject({ charged: true, usage: { used: 1, remaining: 9 } });
    // The profile exists with the reveal counted, as GET /v1/me shows it.
    const me = await counted(handlers.me, httpEvent('GET /v1/me', { claims: newcomer }));
    expect(me.body).toMatchObject({ usage: { used: 1 }, counts: { revealed: 1, saved: 0 } });
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

  it('GET /v1/me takes 3 (guard, profile, one Query of both counts) and a new save 4 (guard, investor and entry, the cap count, put)', async () => {
    const me = await counted(handlers.me, httpEvent('GET /v1/me', { claims }));
    expect(me.calls.sort()).toEqual(['GetItem', 'GetItem', 'Query']);
    const save = await counted(
      handlers.saved,
      httpEvent('PUT /v1/saved/{investorId}', { claims, pathParameters: { investorId: 'rt-2' } }),
    );
    // The saved-list cap (issue 14) costs a count before the put.
    // The entry and the listing's saver mark (issue 37 item 1) are one TransactWriteItems.
    expect(save.calls).toEqual([GUARD, 'BatchGetItem', 'Query', 'TransactWriteItems']);
    // The counts still count: rt-1 and rt-2 saved, rt-1 revealed (the test before).
    const after = await counted(handlers.me, httpEvent('GET /v1/me', { claims }));
    expect(after.body).toMatchObject({ counts: { saved: 2, revealed: 1 } });
    expect(me.body).toMatchObject({ counts: { saved: 1, revealed: 1 } });
  });

  it('an unknown investor is still a 404 for a save, with nothing stored', async () => {
    const res = await handlers.saved(
      httpEvent('PUT /v1/saved/{investorId}', { claims, pathParameters: { investorId: 'rt-nobody' } }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(404);
  });

  it('an export of the default list takes 6 (guard, entries and reveal marks, investors and contacts, meter read, transaction, receipt)', async () => {
    const { body, calls } = await counted(handlers.exports, httpEvent('POST /v1/exports', { claims }));
    expect(calls).toEqual([
      GUARD,
      'Query',
      'BatchGetItem',
      'BatchGetItem',
      'TransactWriteItems',
      'DeleteItem',
    ]);
    // The file: both saved investors, the revealed contact only.
    const csv = String(body);
    expect(csv).toContain('https://rt-1.example/pitch');
    expect(csv).not.toContain('https://rt-2.example/pitch');
    expect(csv).toContain('Round Trip rt-2');
  });
});
