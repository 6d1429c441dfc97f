/**
 * `npm run bench:load`: load on the local stack (issue 14). Starts its own stack on the BENCH_* ports (127.0.0.1
 * only: DynamoDB Local in memory with the seeded catalogue, cognito-local, the local gateway with the real
 * handlers; no web server), adds one investor with a direct contact as an administrator's import would (the
 * open-data catalogue has none: ADR 0014; through the data layer, test/support/direct-contacts.ts), signs up one
 * founder, then runs autocannon against the gateway for each scenario,
 * `BENCH_LOAD_SECONDS` (default 10) at `BENCH_LOAD_CONNECTIONS` (default 50) connections, and prints requests/s,
 * latency p50/p95/p99 (ms) and errors (non-2xx + socket errors + timeouts):
 * - search: `GET /v1/investors?q=ai&page=1`;
 * - investor profile: `GET /v1/investors/{id}`;
 * - reveal: `POST /v1/investors/{id}/reveal` of that investor, revealed before the run (the idempotent path: a
 *   founder's 10 actions would otherwise end the run with 402s; the charged path is measured by bench:reveal);
 * - me: `GET /v1/me`.
 * Each scenario is called once before the runs (a function's cold start is not load). The gateway's per-client
 * limits apply to the public routes only, none of which is measured. autocannon reports
 * p97.5, not p95: p95 is read from its p90..p97.5 as the nearer reported value above it (p97.5), stated as such.
 * Figures depend on the machine: run it alone (this one has 2 shared cores).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import * as z from 'zod';
import { loadEnv } from '../functions/lib/env.js';
import { portVar } from './bench/env.js';
import { startStack } from './local/stack.js';
import { api, createFounder } from '../test/support/cognito.js';
import { addDirectContactInvestors } from '../test/support/direct-contacts.js';
import { stackTable } from '../test/support/profiles.js';

const env = loadEnv({
  BENCH_API_PORT: portVar(3301),
  BENCH_COGNITO_PORT: portVar(9529),
  BENCH_DYNAMODB_PORT: portVar(8300),
  BENCH_LOAD_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  BENCH_LOAD_CONNECTIONS: z.coerce.number().int().min(1).max(500).default(50),
});

async function main(): Promise<void> {
  const dir = `.local/bench-load-${process.pid}`;
  const lines: string[] = [];
  const running = await startStack({
    dir,
    ports: {
      api: env.BENCH_API_PORT,
      cognito: env.BENCH_COGNITO_PORT,
      dynamodb: env.BENCH_DYNAMODB_PORT,
      web: 0,
    },
    fresh: true,
    inMemory: true,
    web: false,
    seed: true,
    log: (line) => lines.push(line),
  });
  try {
    const { stack } = running;
    const { client, table } = stackTable(stack);
    const [investor] = await addDirectContactInvestors(client, table, 1, 'bench-load');
    client.destroy();
    const id = investor!.record.id;
    const founder = await createFounder(stack);
    const call = api(stack, founder.idToken);
    const revealed = await call(`/v1/investors/${encodeURIComponent(id)}/reveal`, { method: 'POST' });
    if (revealed.status !== 200) throw new Error(`Reveal before the run answered ${revealed.status}`);

    const headers = { authorization: `Bearer ${founder.idToken}` };
    const scenarios = [
      { name: 'search', method: 'GET', path: '/v1/investors?q=ai&page=1' },
      { name: 'investor profile', method: 'GET', path: `/v1/investors/${encodeURIComponent(id)}` },
      {
        name: 'reveal (already revealed)',
        method: 'POST',
        path: `/v1/investors/${encodeURIComponent(id)}/reveal`,
      },
      { name: 'GET /v1/me', method: 'GET', path: '/v1/me' },
    ];
    // Warm each function once (its worker's cold start and the search index are not what load measures).
    for (const s of scenarios) {
      const warm = await call(s.path, { method: s.method });
      if (warm.status !== 200) throw new Error(`Warm-up ${s.method} ${s.path} answered ${warm.status}`);
    }
    console.log(
      `bench:load — ${env.BENCH_LOAD_CONNECTIONS} connections, ${env.BENCH_LOAD_SECONDS} s each, local gateway ${stack.apiUrl}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log('scenario                    req/s    p50 ms  p95* ms  p99 ms  errors');
    for (const s of scenarios) {
      const result = await autocannon({
        url: `${stack.apiUrl}${s.path}`,
        method: s.method,
        headers,
        connections: env.BENCH_LOAD_CONNECTIONS,
        duration: env.BENCH_LOAD_SECONDS,
      });
      const errors = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${s.name.padEnd(26)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p97_5).padStart(8)} ${String(result.latency.p99).padStart(7)} ${String(errors).padStart(7)}`,
      );
    }
    console.log('* p95 column: autocannon reports p97.5 (the nearest percentile at or above p95).');
  } finally {
    await running.stop();
    const { rmSync } = await import('node:fs');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
