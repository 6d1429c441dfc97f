/**
 * A database outage mid-run (issue 14: an outage answered `500 internal_error`, a frozen database held requests
 * 23 s). The handlers run against a DynamoDB Local of this file's own (persisted in a temporary folder; stopping the
 * suite's shared one would break the other files of the run), which is stopped between calls and started again on
 * the same port and data:
 * - during the outage every call answers 503 `unavailable` with `Retry-After`, within the client's bounded budget;
 * - after the restart the same calls succeed with no restart of the functions (the shared client reconnects);
 * - no partial writes: what was written before is intact and a write refused during the outage never landed;
 * - an export whose charge committed just before the database froze still delivers its file (issue 33 item 9: it
 *   answered 503, charged and without a file), and its retry with the same Idempotency-Key is charged nothing and
 *   delivers the file again (issue 22.3; docs/decisions/0038-idempotency-keys.md);
 * - issue 33 item 9: exports WITHOUT a key whose charge the database committed only after the client gave up (frozen
 *   before the transaction's answer: 503) are refunded by the sweeper, once; nothing else is refunded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../scripts/dynamodb-local.js';
import { httpEvent, lambdaContext, type FeatureHandler } from '../support/api-event.js';
import { eventually } from '../support/eventually.js';
import { ensureTable } from '../../scripts/local/table.js';
import {
  createDocumentClient,
  DYNAMODB_TIMEOUTS,
  LOCAL_TOOL_TIMEOUTS,
} from '../../functions/lib/dynamodb.js';
import type { MeResponse } from '../../shared/schemas.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { investorItem } from '../../functions/data/investor.js';
import { entryItem, savedItem } from '../../functions/data/saved.js';
import { listItem } from '../../functions/data/lists.js';
import { createInvestorRecord } from '../support/factories.js';
import { partitionItems } from '../support/profiles.js';
import { scheduledEvent } from '../../scripts/local/scheduler.js';

const PORT = Number(process.env.TEST_DYNAMODB_PORT ?? 8100) + 7;
const dbPath = mkdtempSync(join(tmpdir(), 'resilience-'));
const claims = { sub: 'resilient', email: 'resilient@example.com' };
let ddb: DynamoDbLocal;
let handler: FeatureHandler;

const start = () => startDynamoDbLocal({ port: PORT, dbPath, timeoutMs: 60_000 });
const getMe = () => handler(httpEvent('GET /v1/me', { claims }), lambdaContext);
const patchMe = (first_name: string) =>
  handler(httpEvent('PATCH /v1/me', { claims, body: JSON.stringify({ first_name }) }), lambdaContext);
const profileOf = (res: { body?: string }) => (JSON.parse(res.body ?? '{}') as MeResponse).profile;

beforeAll(async () => {
  ddb = await start();
  const client = createDocumentClient(ddb.endpoint);
  // A JVM just started on a loaded machine may miss the client's 2 s budget on its first calls: retried, as the
  // table is created once whatever happened to an attempt that timed out.
  await eventually(() => ensureTable(client, 'resilience'), {
    timeoutMs: 60_000,
    what: 'the resilience table',
  });
  client.destroy();
  process.env.TABLE_NAME = 'resilience';
  process.env.DYNAMODB_ENDPOINT = ddb.endpoint;
  ({ handler } = (await import('../../functions/me/handler.js')) as unknown as { handler: FeatureHandler });
  // Warm: the handler's first answer from this database (the outage below is measured against a warm one)
  await eventually(getMe, { until: (res) => res.statusCode === 200, timeoutMs: 60_000, what: 'GET /v1/me' });
}, 150_000);

afterAll(async () => {
  await ddb?.stop();
  rmSync(dbPath, { recursive: true, force: true });
});

/**
 * Whether a command is a metering transaction (it writes a ledger entry): not the profile's creation, which is a
 * transaction too since its `ProfileCreated` outbox item is written with it (issue 35).
 */
function isCharge(command: string, args: { input?: unknown; request?: unknown }): boolean {
  if (!/TransactWrite/.test(command)) return false;
  const body = (args.request as { body?: unknown } | undefined)?.body;
  return JSON.stringify(args.input ?? null).includes('LEDGER#') || String(body ?? '').includes('LEDGER#');
}
describe('DynamoDB Local stopped mid-run', () => {
  it('answers 503 unavailable with Retry-After during the outage, recovers after the restart, writes nothing half', async () => {
    const before = await patchMe('Before');
    expect(before.statusCode).toBe(200);
    expect(profileOf(before).first_name).toBe('Before');

    await ddb.stop();
    for (const call of [getMe, () => patchMe('During')]) {
      const started = Date.now();
      const res = await call();
      expect(res.statusCode).toBe(503);
      expect(res.headers?.['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(res.body ?? '{}').error.code).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(
        DYNAMODB_TIMEOUTS.maxAttempts *
          (DYNAMODB_TIMEOUTS.connectionTimeout + DYNAMODB_TIMEOUTS.requestTimeout),
      );
    }

    ddb = await start();
    // The same functions, no restart: they answer again once the restarted (cold) database does
    const after = await eventually(getMe, {
      until: (res) => res.statusCode !== 503,
      timeoutMs: 60_000,
      what: 'an answer after the restart',
    });
    expect(after.statusCode).toBe(200);
    expect(profileOf(after)).toMatchObject({ first_name: 'Before', email: 'resilient@example.com' });
    expect(profileOf(after)).toEqual(profileOf(before));
    const again = await patchMe('After');
    expect(again.statusCode).toBe(200);
    expect(profileOf(again).first_name).toBe('After');
  }, 120_000);
});

describe('an export charged just before DynamoDB froze (issue 22.3, issue 33 item 9)', () => {
  it('delivers the file; the retry with the same Idempotency-Key is charged nothing and delivers it again', async () => {
    // Prepare: a founder with one saved investor; a probe on the functions' shared client that freezes DynamoDB
    // Local (SIGSTOP) as soon as a metering transaction has committed, so the charge lands and the answer fails.
    const founder = { sub: 'idempotent-exporter', email: 'idempotent-exporter@example.com' };
    const client = createDocumentClient(ddb.endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
    const investor = createInvestorRecord({ id: 'inv-idem', name: 'Idempotent Capital' });
    await client.send(new PutCommand({ TableName: 'resilience', Item: investorItem(investor) }));
    const now = new Date().toISOString();
    for (const item of [
      savedItem(founder.sub, investor.id, now),
      listItem(founder.sub, 'seed-list', 'Seed', now),
      entryItem(founder.sub, 'seed-list', investor.id, now),
    ]) {
      await client.send(new PutCommand({ TableName: 'resilience', Item: item }));
    }
    const { handler: exports } = (await import('../../functions/exports/handler.js')) as unknown as {
      handler: FeatureHandler;
    };
    const { ddb: shared } = await import('../../functions/lib/dynamodb.js');
    let freezeAfterCharge = true;
    shared().middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        if (freezeAfterCharge && isCharge(String(context.commandName), args)) {
          freezeAfterCharge = false;
          ddb.process.kill('SIGSTOP');
        }
        return result;
      },
      { step: 'initialize', name: 'freezeAfterChargeProbe' },
    );
    const exportWith = (key: string, list = 'default') =>
      exports(
        httpEvent('POST /v1/exports', {
          claims: founder,
          rawQueryString: `list=${list}`,
          headers: { 'idempotency-key': key },
        }),
        lambdaContext,
      );
    const charges = async () =>
      (await partitionItems(client, 'resilience', founder.sub, 'LEDGER#')).filter((e) => e.kind === 'export');

    // Act: the click; the database freezes after the charge
    let first;
    try {
      first = await exportWith('click-1');
    } finally {
      ddb.process.kill('SIGCONT');
    }
    expect(freezeAfterCharge).toBe(false);
    // Issue 33 item 9: the commit stands, so does the delivery (it was a 503 without a file)
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Idempotent Capital');
    expect(await charges()).toHaveLength(1);

    // The client's retry of that click, same key (once the database answers again)
    const retry = await eventually(() => exportWith('click-1'), {
      until: (res) => res.statusCode !== 503,
      timeoutMs: 30_000,
      what: 'the retried export',
    });

    // Assess: the file, charged once
    expect(retry.statusCode).toBe(200);
    expect(retry.headers?.['idempotent-replayed']).toBe('true');
    expect(retry.headers?.['x-actions-charged']).toBe('1');
    expect(retry.body).toContain('Idempotent Capital');
    expect(await charges()).toHaveLength(1);
    const again = await exportWith('click-1');
    expect(again.statusCode).toBe(200);
    expect(await charges()).toHaveLength(1);

    // The same key for another request is refused, naming the header; a new click is a new charge
    const reused = await exportWith('click-1', 'seed-list');
    expect(reused.statusCode).toBe(409);
    expect(JSON.parse(reused.body ?? '{}').error).toMatchObject({
      code: 'idempotency_key_reused',
      field: 'Idempotency-Key',
    });
    const other = await exportWith('click-2');
    expect(other.statusCode).toBe(200);
    expect(other.headers?.['idempotent-replayed']).toBeUndefined();
    expect(await charges()).toHaveLength(2);
    client.destroy();
  }, 120_000);
});

describe('exports without an Idempotency-Key while DynamoDB pauses (issue 33 item 9)', () => {
  it('a charge committed after the client gave up is refunded by the sweeper, once; a delivered one is not', async () => {
    // Prepare: a founder with one saved investor and 10 actions; a probe that freezes DynamoDB Local (SIGSTOP) just
    // before a metering transaction is sent, so the transaction sits in its socket until the database resumes.
    const founder = { sub: 'paused-exporter', email: 'paused-exporter@example.com' };
    const client = createDocumentClient(ddb.endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
    const investor = createInvestorRecord({ id: 'inv-paused', name: 'Paused Capital' });
    await client.send(new PutCommand({ TableName: 'resilience', Item: investorItem(investor) }));
    await client.send(
      new PutCommand({
        TableName: 'resilience',
        Item: savedItem(founder.sub, investor.id, new Date().toISOString()),
      }),
    );
    const { handler: exports } = (await import('../../functions/exports/handler.js')) as unknown as {
      handler: FeatureHandler;
    };
    const { handler: sweeper } = (await import('../../functions/ai/sweeper-handler.js')) as unknown as {
      handler: (event: unknown, context: unknown) => Promise<{ undelivered: number; refunded: number }>;
    };
    const { ddb: shared } = await import('../../functions/lib/dynamodb.js');
    let freezeBeforeCharge = false;
    shared().middlewareStack.add(
      (next, context) => async (args) => {
        if (freezeBeforeCharge && isCharge(String(context.commandName), args)) {
          freezeBeforeCharge = false;
          ddb.process.kill('SIGSTOP');
        }
        return next(args);
      },
      { step: 'finalizeRequest', name: 'freezeBeforeChargeProbe' },
    );
    const exportNow = () => exports(httpEvent('POST /v1/exports', { claims: founder }), lambdaContext);
    const ledger = async () =>
      (await partitionItems(client, 'resilience', founder.sub, 'LEDGER#')).map((e) => Number(e.cost));
    const used = async () =>
      Number((await partitionItems(client, 'resilience', founder.sub, 'PROFILE'))[0]?.access_used ?? 0);
    const sweep = (at: Date) =>
      sweeper({ ...scheduledEvent('ai-sweeper', at, 'local'), time: at.toISOString() }, lambdaContext);

    // A delivered export: charged, and never refunded
    const delivered = await exportNow();
    expect(delivered.statusCode).toBe(200);
    expect(await ledger()).toEqual([1]);

    // Act: the paused export; the database resumes once the function has answered
    freezeBeforeCharge = true;
    let paused;
    try {
      paused = await exportNow();
    } finally {
      ddb.process.kill('SIGCONT');
    }
    expect(paused.statusCode).toBe(503);
    // The transaction the client gave up on commits once the database reads its socket again
    await eventually(ledger, {
      until: (costs) => costs.length === 2,
      timeoutMs: 30_000,
      what: 'the late charge',
    });
    expect(await used()).toBe(2);

    // Assess: the sweeper (as of 6 minutes later) refunds the undelivered charge, once, and not the delivered one
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await sweep(later)).toMatchObject({ undelivered: 1, refunded: 1 });
    expect((await ledger()).sort()).toEqual([-1, 1, 1]);
    expect(await used()).toBe(1);
    expect(await sweep(later)).toMatchObject({ undelivered: 0, refunded: 0 });
    expect(await used()).toBe(1);
    client.destroy();
  }, 120_000);
});
