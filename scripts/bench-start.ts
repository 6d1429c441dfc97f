/**
 * `npm run bench:start`: how long `npm start` takes to be ready and how much memory the local stack holds (issue
 * 21.5 asks both to stay reasonable now that each function runs in its own worker; ADR 0026).
 *
 * Runs `tsx scripts/start.ts` of `BENCH_REPO` (default this checkout; point it at another checkout to compare) in a
 * state folder of its own on the BENCH_* ports: once with `--fresh` (first start: table, seed), then
 * `BENCH_START_RUNS` (default 3) restarts on that state. For each it prints the milliseconds until "Fundscout is
 * running locally", then calls routes of eight functions once (each a cold start: a founder's sign-up, GET /v1/me,
 * search, an investor, saved lists, catalogue figures, quotes, the OpenAPI document) and prints their total time
 * (a 503, which asks to try again, is retried up to 5 times, 1 s apart, within that time) and the resident memory
 * (RSS, MB) of the stack's Node process (the gateway, the bus and the function workers,
 * which are threads of it) and of the whole process tree (with DynamoDB Local and cognito-local), ready and after
 * the calls. Medians over the restarts come last, with the command and the load average.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as z from 'zod';
import { loadEnv } from '../functions/lib/env.js';
import { portVar } from './bench/env.js';
import { readStackFile, REPO_ROOT } from './local/stack-file.js';
import { api, createFounder } from '../test/support/cognito.js';

const env = loadEnv({
  BENCH_REPO: z.string().default(REPO_ROOT),
  BENCH_START_RUNS: z.coerce.number().int().min(1).max(10).default(3),
  BENCH_WEB_PORT: portVar(3300),
  BENCH_API_PORT: portVar(3301),
  BENCH_COGNITO_PORT: portVar(9529),
  BENCH_DYNAMODB_PORT: portVar(8300),
  BENCH_STRIPE_PORT: portVar(12411),
  PATH: z.string(),
});

const repo = resolve(env.BENCH_REPO);
const stateDir = join(repo, '.local', `bench-start-${process.pid}`);

/** VmRSS of `pid` in MB (0 when it is gone). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

const sum = (pids: number[]) => pids.reduce((total, p) => total + rssMb(p), 0);

/** `pid` and all its descendants. */
function tree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number): void => {
    out.push(p);
    for (const child of parents.get(p) ?? []) walk(child);
  };
  walk(pid);
  return out;
}

/** The stack's Node process: the deepest `node` in the tree running scripts/start.ts (npm/tsx wrappers above it). */
function stackProcess(root: number): number {
  const candidates = tree(root).filter((pid) => {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return cmd.includes('scripts/start.ts') && cmd.includes('loader');
    } catch {
      return false;
    }
  });
  return candidates.at(-1) ?? root;
}

interface Run {
  readyMs: number;
  callsMs: number;
  rssReady: number;
  rssAfter: number;
  treeReady: number;
  treeAfter: number;
}

async function startOnce(fresh: boolean): Promise<Run> {
  const started = performance.now();
  const child: ChildProcess = spawn(
    join(repo, 'node_modules', '.bin', 'tsx'),
    ['scripts/start.ts', ...(fresh ? ['--fresh'] : [])],
    {
      cwd: repo,
      env: {
        PATH: env.PATH,
        FUNDSCOUT_LOCAL_DIR: stateDir,
        WEB_PORT: String(env.BENCH_WEB_PORT),
        API_PORT: String(env.BENCH_API_PORT),
        COGNITO_PORT: String(env.BENCH_COGNITO_PORT),
        DYNAMODB_PORT: String(env.BENCH_DYNAMODB_PORT),
        STRIPE_PORT: String(env.BENCH_STRIPE_PORT),
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('Fundscout is running locally')) ready();
    });
    child.once('exit', (code) => fail(new Error(`npm start exited (${code}):\n${output.slice(-3000)}`)));
  });
  const readyMs = performance.now() - started;
  const pid = stackProcess(child.pid!);
  const stop = () =>
    new Promise<void>((stopped) => {
      if (child.exitCode !== null) return stopped();
      child.once('exit', () => stopped());
      process.kill(pid, 'SIGINT');
    });
  try {
    return await measure(child, pid, readyMs);
  } finally {
    await stop();
  }
}

async function measure(child: ChildProcess, pid: number, readyMs: number): Promise<Run> {
  const rssReady = rssMb(pid);
  const treeReady = sum(tree(child.pid!));

  const stack = readStackFile(stateDir);
  const callsStarted = performance.now();
  const founder = await createFounder(stack);
  const direct = api(stack, founder.idToken);
  // A 503 asks to try again (a cold catalogue load can outlast DynamoDB's 2 s timeout on a loaded machine).
  const call = async (path: string): Promise<Response> => {
    for (let attempt = 1; ; attempt += 1) {
      const res = await direct(path);
      if (res.status !== 503 || attempt === 5) return res;
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 1000));
    }
  };
  const searched = await call('/v1/investors?q=fintech');
  const search = (await searched.json()) as { items?: { id: string }[] };
  const first = search.items?.[0]?.id;
  if (!first) throw new Error(`Search answered ${searched.status}: ${JSON.stringify(search).slice(0, 300)}`);
  for (const path of [
    '/v1/me',
    `/v1/investors/${encodeURIComponent(first)}`,
    '/v1/saved',
    '/v1/catalogue/stats',
    '/v1/quotes',
    '/v1/openapi.json',
    '/v1/health',
  ]) {
    const res = await call(path);
    await res.arrayBuffer();
    if (res.status >= 500) throw new Error(`${path} answered ${res.status}`);
  }
  const callsMs = performance.now() - callsStarted;
  const rssAfter = rssMb(pid);
  const treeAfter = sum(tree(child.pid!));
  return { readyMs, callsMs, rssReady, rssAfter, treeReady, treeAfter };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const row = (label: string, r: Run) =>
  `${label.padEnd(12)} ${Math.round(r.readyMs).toString().padStart(9)} ${Math.round(r.callsMs).toString().padStart(10)} ${r.rssReady.toFixed(0).padStart(10)} ${r.rssAfter.toFixed(0).padStart(10)} ${r.treeReady.toFixed(0).padStart(10)} ${r.treeAfter.toFixed(0).padStart(10)}`;

async function main(): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `bench:start — ${repo}, ${env.BENCH_START_RUNS} restarts after one fresh start; load average ${load()}`,
  );
  console.log('run          ready ms  8 calls ms  node MB rd  node MB af  tree MB rd  tree MB af');
  try {
    console.log(row('fresh', await startOnce(true)));
    const runs: Run[] = [];
    for (let i = 1; i <= env.BENCH_START_RUNS; i += 1) {
      runs.push(await startOnce(false));
      console.log(row(`restart ${i}`, runs.at(-1)!));
    }
    const med = (key: keyof Run) => median(runs.map((r) => r[key]));
    console.log(
      row('median', {
        readyMs: med('readyMs'),
        callsMs: med('callsMs'),
        rssReady: med('rssReady'),
        rssAfter: med('rssAfter'),
        treeReady: med('treeReady'),
        treeAfter: med('treeAfter'),
      }),
    );
    console.log(`load average ${load()} (npm run bench:start; BENCH_REPO=${repo})`);
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
