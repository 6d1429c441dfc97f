/**
 * `npm run bench:reveal [-- --iterations 100]`: DynamoDB round trips and latency of the metered founder routes on
 * DynamoDB Local (issue 8; docs/decisions/0009-data-layer.md). Starts an in-memory DynamoDB Local on
 * `BENCH_DYNAMODB_PORT` (default 8300), loads 2,000 synthetic investors, and calls the real handler modules (as
 * the local gateway does) for:
 * - `GET /v1/me` (existing profile), `PUT /v1/saved/{id}` (save), `POST /v1/exports` (10 saved, 5 revealed);
 * - `POST /v1/investors/{id}/reveal`: a first reveal, a repeat reveal, and the first action of a founder who has
 *   no profile yet (the meter creates it).
 * Round trips are counted by a middleware on the shared client (scripts/bench/round-trips.ts); latency is p50 /
 * p95 wall time per call, after a warm-up. The `ProfileCreated` a new founder's profile announces is an outbox item
 * written in the profile's own transaction (issue 35; functions/lib/events.ts), so the newcomer's reveal is timed
 * with it. Exits 1 when a call takes more round trips than its budget (`BUDGETS`: reveal 4, save 4, export 6,
 * `GET /v1/me` 3), or when a newcomer has no `ProfileCreated` in the
 * outbox. Writes its figures to docs/bench/reveal.json, from which
 * `npm run docs:generate` (scripts/docs-tables.ts) writes the README's round-trip table.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  BatchWriteCommand,
  PutCommand,
  ScanCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { OUTBOX_ITEM_TYPE } from '../shared/outbox.js';
import { bumpCatalogueVersion, investorContactItem, investorItem } from '../functions/data/investor.js';
import { newProfile, profileItem } from '../functions/data/profile.js';
import { createDocumentClient } from '../functions/lib/dynamodb.js';
import { loadEnv } from '../functions/lib/env.js';
import {
  asFeatureHandler,
  httpEvent,
  lambdaContext,
  type FeatureHandler,
} from '../test/support/api-event.js';
import { BENCH_ENV } from './bench/env.js';
import { syntheticInvestors } from './bench/generate.js';
import { countRoundTrips, describeCalls } from './bench/round-trips.js';
import { REVEAL_RESULT_PATH, type RevealResult } from './docs-tables.js';
import { startDynamoDbLocal } from './dynamodb-local.js';
import { ensureTable } from './local/table.js';

const TABLE = 'fundscout-bench-reveal';
const INVESTORS = 2000;
/**
 * The most round trips each call may take, the account guard's read included (issue 8; issue 34 item 6): a reveal
 * (first, repeat, newcomer) 4, a save 4, an export 6, `GET /v1/me` 3. Pinned call by call in
 * test/integration/round-trips.test.ts.
 */
const BUDGETS: readonly (readonly [prefix: string, max: number])[] = [
  ['POST /v1/investors/{id}/reveal', 4],
  ['PUT /v1/saved/{investorId}', 4],
  ['POST /v1/exports', 6],
  ['GET /v1/me', 3],
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function load(client: DynamoDBDocumentClient, ids: string[]): Promise<void> {
  const records = syntheticInvestors(INVESTORS, 7, 0);
  ids.push(...records.map((r) => r.id));
  const items = records.flatMap((r) => [
    investorItem({ ...r, contact_type: 'email' }),
    investorContactItem(r.id, {
      contact: `partner@${r.id}.example`,
      contact_type: 'email',
      source: 'admin import',
      source_note: 'bench:reveal synthetic investor',
    }),
  ]);
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const res = await client.send(new BatchWriteCommand({ RequestItems: { [TABLE]: pending } }));
      pending = (res.UnprocessedItems?.[TABLE] ?? []) as typeof pending;
    }
  }
  await bumpCatalogueVersion(client, TABLE);
}

/** A founder with an unlimited plan, so a long run never meets the limit. */
async function founder(client: DynamoDBDocumentClient, sub: string): Promise<void> {
  const profile = {
    ...newProfile({ sub, email: `${sub}@example.com` }, new Date()),
    subscription_tier: 'enterprise' as const,
  };
  await client.send(new PutCommand({ TableName: TABLE, Item: profileItem(profile) }));
}

/** How many `ProfileCreated` outbox items the table holds (a Scan: the bench's own small table). */
async function profileCreatedEvents(client: DynamoDBDocumentClient): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: TABLE,
        FilterExpression: '#type = :outbox AND detail_type = :profileCreated',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':outbox': OUTBOX_ITEM_TYPE, ':profileCreated': 'ProfileCreated' },
        Select: 'COUNT',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

interface Row {
  route: string;
  trips: Set<number>;
  calls: string;
  ms: number[];
}

async function main(): Promise<void> {
  const iterations = Number(arg('iterations') ?? 100);
  const { BENCH_DYNAMODB_PORT } = loadEnv(BENCH_ENV);
  const local = await startDynamoDbLocal({ port: BENCH_DYNAMODB_PORT });
  try {
    // The handlers read these at module load (env gate): set them before importing them.
    Object.assign(process.env, {
      TABLE_NAME: TABLE,
      DYNAMODB_ENDPOINT: local.endpoint,
      AWS_REGION: 'local',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    const setup = createDocumentClient(local.endpoint);
    await ensureTable(setup, TABLE);
    const ids: string[] = [];
    console.error(
      `… loading ${INVESTORS} synthetic investors into DynamoDB Local on port ${BENCH_DYNAMODB_PORT}`,
    );
    await load(setup, ids);

    const { ddb } = await import('../functions/lib/dynamodb.js');
    const counter = countRoundTrips(ddb());
    const handlers = {
      me: asFeatureHandler((await import('../functions/me/handler.js')).handler),
      saved: asFeatureHandler((await import('../functions/saved/handler.js')).handler),
      reveals: asFeatureHandler((await import('../functions/reveals/handler.js')).handler),
      exports: asFeatureHandler((await import('../functions/exports/handler.js')).handler),
    };
    const rows = new Map<string, Row>();
    const call = async (
      route: string,
      handler: FeatureHandler,
      event: ReturnType<typeof httpEvent>,
      record: boolean,
    ) => {
      counter.reset();
      const t0 = performance.now();
      const res = await handler(event, lambdaContext);
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${route}: ${res.statusCode} ${res.body}`);
      if (!record) return;
      const calls = counter.calls();
      const row = rows.get(route) ?? { route, trips: new Set<number>(), calls: describeCalls(calls), ms: [] };
      row.trips.add(calls.length);
      row.ms.push(ms);
      rows.set(route, row);
    };
    const claims = (sub: string) => ({ sub, email: `${sub}@example.com` });
    const investor = (i: number) => ({ id: ids[i % ids.length]! });

    let next = 0;
    for (let round = 0; round < iterations + 5; round += 1) {
      const record = round >= 5; // warm-up: cold module caches, first connections
      const sub = `bench-${round}`;
      await founder(setup, sub);
      await call('GET /v1/me', handlers.me, httpEvent('GET /v1/me', { claims: claims(sub) }), record);
      const mine = Array.from({ length: 10 }, () => ids[next++ % ids.length]!);
      for (const [k, id] of mine.entries()) {
        const save = httpEvent('PUT /v1/saved/{investorId}', {
          claims: claims(sub),
          pathParameters: { investorId: id },
        });
        await call('PUT /v1/saved/{investorId} (save)', handlers.saved, save, record && k === 0);
      }
      for (const [k, id] of mine.slice(0, 5).entries()) {
        const reveal = httpEvent('POST /v1/investors/{id}/reveal', {
          claims: claims(sub),
          pathParameters: { id },
        });
        await call(
          'POST /v1/investors/{id}/reveal (first reveal)',
          handlers.reveals,
          reveal,
          record && k === 0,
        );
      }
      const again = httpEvent('POST /v1/investors/{id}/reveal', {
        claims: claims(sub),
        pathParameters: { id: mine[0]! },
      });
      await call('POST /v1/investors/{id}/reveal (already revealed)', handlers.reveals, again, record);
      const newcomer = httpEvent('POST /v1/investors/{id}/reveal', {
        claims: claims(`${sub}-new`),
        pathParameters: investor(round),
      });
      await call('POST /v1/investors/{id}/reveal (no profile yet)', handlers.reveals, newcomer, record);
      await call(
        'POST /v1/exports (10 saved, 5 revealed)',
        handlers.exports,
        httpEvent('POST /v1/exports', { claims: claims(sub) }),
        record,
      );
    }

    console.log(
      `\nDynamoDB round trips and latency per call on DynamoDB Local (${iterations} calls each, after 5 warm-up rounds)\n`,
    );
    const table = [...rows.values()].map((r) => {
      const sorted = [...r.ms].sort((a, b) => a - b);
      return {
        route: r.route,
        'round trips': [...r.trips].sort().join(' / '),
        operations: r.calls,
        'p50 ms': percentile(sorted, 50).toFixed(1),
        'p95 ms': percentile(sorted, 95).toFixed(1),
      };
    });
    console.table(table);
    const result: RevealResult = {
      command: 'npm run bench:reveal',
      measured: new Date().toISOString().slice(0, 10),
      calls: iterations,
      rows: [...rows.values()].map((r) => {
        const sorted = [...r.ms].sort((a, b) => a - b);
        return {
          call: r.route,
          round_trips: [...r.trips].sort(),
          operations: r.calls,
          p50_ms: Number(percentile(sorted, 50).toFixed(1)),
          p95_ms: Number(percentile(sorted, 95).toFixed(1)),
        };
      }),
    };
    writeFileSync(REVEAL_RESULT_PATH, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nWrote ${REVEAL_RESULT_PATH}: \`npm run docs:generate\` puts it in the README.`);
    console.log('');
    for (const [prefix, max] of BUDGETS) {
      const worst = Math.max(
        ...[...rows.values()].filter((r) => r.route.startsWith(prefix)).flatMap((r) => [...r.trips]),
      );
      const within = worst <= max;
      console.log(`Most round trips of ${prefix}: ${worst} (budget ${max})${within ? '' : ': OVER BUDGET'}`);
      if (!within) process.exitCode = 1;
    }
    const announced = await profileCreatedEvents(setup);
    const newcomers = iterations + 5;
    console.log(`ProfileCreated in the outbox: ${announced} of ${newcomers} new founders`);
    if (announced !== newcomers) process.exitCode = 1;
    setup.destroy();
  } finally {
    await local.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:reveal failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
});
