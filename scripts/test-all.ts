/**
 * `npm test`: every suite, side by side (issue 32; docs/decisions/0055-ci-in-parallel.md).
 *
 * The suites are parts of three lanes that run at the same time; the parts of one lane run one after another:
 * - checks:      lint → typecheck → unit
 * - integration: the integration suite (its own local stack)
 * - e2e:         build:web → e2e (Playwright; each worker with a local stack of its own, test/e2e/lanes.ts)
 * and `FLOATING` parts (infra: CDK assertions and cdk-nag), each taken by the first lane to finish its own.
 * Each part's output goes to `.local/test-logs/<part>.log`; a line says when a part starts and how it ended. At the
 * end a table gives each part's wall time, the total and the load average at the start and the end, and the log of
 * every failed part is printed whole. Every part runs even when another fails (a failed build:web skips e2e); the
 * exit code is 1 when any part failed or was skipped, 0 otherwise.
 *
 * Options: `--only a,b` runs only those parts (with what they need: e2e brings build:web), `--list` prints the
 * parts. Each part is also its own npm script (`npm run test:unit`, ...), which is how to run one alone.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './local/stack-file.js';

/** One part of `npm test`: an npm script, the parts it needs, and extra environment. */
export interface Part {
  name: string;
  script: string;
  /** Parts that must have passed before this one starts (a failure skips it). */
  needs?: string[];
  env?: Record<string, string>;
}

/** The lanes: parts of a lane run in order, lanes side by side. */
export const LANES: Part[][] = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'typecheck', script: 'typecheck' },
    { name: 'unit', script: 'test:unit' },
  ],
  [{ name: 'integration', script: 'test:integration' }],
  [
    { name: 'build:web', script: 'build:web' },
    // The web app is built once, by the part before (test/e2e/global-setup.ts skips its own build).
    { name: 'e2e', script: 'test:e2e', needs: ['build:web'], env: { E2E_SKIP_BUILD: '1' } },
  ],
];

/**
 * Parts no lane owns: the first lane to finish its own parts runs the next one. infra sat at the end of the checks
 * lane, which then ended last by about infra's length with a CPU idle (CI 2026-11-29: checks 14:26, integration
 * 12:02, e2e 13:06); at the end of the integration lane it made that lane the last instead (2026-11-29 05:12 run:
 * integration 14:50 + infra 1:43, checks 15:24, e2e 12:27).
 */
export const FLOATING: Part[] = [{ name: 'infra', script: 'test:infra' }];

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface PartResult {
  name: string;
  outcome: Outcome;
  /** Wall time, seconds (0 when skipped). */
  seconds: number;
  /** CPU time (user + system) of the part's whole process tree, seconds; 0 when skipped or not measured. */
  cpu: number;
  log: string;
}

/**
 * The CPU seconds (user + system of the waited-for children) from the output of bash's `times` builtin: its second
 * line, e.g. `1m2.345s 0m3.210s` → 65.555. 0 when the text has no such line.
 */
export function parseTimes(text: string): number {
  const line = text.trim().split('\n')[1] ?? '';
  const fields = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  return fields.length === 2 ? fields.reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0) : 0;
}

/**
 * The lanes restricted to `only` (names) and what they need; every lane when `only` is empty. A name of `floating`
 * is known (selectFloating picks it), any other unknown name throws.
 */
export function selectLanes(lanes: Part[][], only: string[], floating: Part[] = FLOATING): Part[][] {
  if (only.length === 0) return lanes;
  const all = lanes.flat();
  const known = [...all, ...floating];
  const unknown = only.filter((name) => !known.some((part) => part.name === name));
  if (unknown.length > 0)
    throw new Error(
      `Unknown part ${unknown.join(', ')}: the parts are ${known.map((p) => p.name).join(', ')}`,
    );
  const wanted = new Set<string>();
  const add = (name: string) => {
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of all.find((part) => part.name === name)?.needs ?? []) add(need);
  };
  only.forEach(add);
  return lanes.map((lane) => lane.filter((part) => wanted.has(part.name))).filter((lane) => lane.length > 0);
}

/** The floating parts restricted to `only` (names); every one when `only` is empty. */
export function selectFloating(floating: Part[], only: string[]): Part[] {
  return only.length === 0 ? floating : floating.filter((part) => only.includes(part.name));
}

/** `1 m 05 s` / `42.1 s`. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} m ${String(whole % 60).padStart(2, '0')} s`;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function runPart(part: Part, logDir: string, started: number): Promise<PartResult> {
  const log = join(logDir, `${part.name.replace(/[^\w.-]/g, '-')}.log`);
  const out = createWriteStream(log);
  const begin = Date.now();
  const at = () => formatSeconds((Date.now() - started) / 1000);
  console.log(`[${at()}] ▶ ${part.name} (npm run ${part.script}; log ${log})`);
  return new Promise((resolve) => {
    // Through bash so that its `times` builtin reports the CPU of the whole process tree once npm is done: the CPU
    // column says which part costs the machine most, which wall time under contention does not.
    const cpuFile = `${log}.cpu`;
    const child = spawn(
      'bash',
      ['-c', 'npm run "$1"; s=$?; times > "$2"; exit $s', 'part', part.script, cpuFile],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, FORCE_COLOR: '0', ...part.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('close', (code, signal) => {
      out.end(() => {
        const seconds = (Date.now() - begin) / 1000;
        const outcome: Outcome = code === 0 ? 'passed' : 'failed';
        const how = outcome === 'passed' ? '✓' : `✗ (${signal ?? `exit ${code}`})`;
        let cpu = 0;
        try {
          cpu = parseTimes(readFileSync(cpuFile, 'utf8'));
        } catch {
          // killed before `times` ran: no figure
        }
        console.log(`[${at()}] ${how} ${part.name} in ${formatSeconds(seconds)} (CPU ${formatSeconds(cpu)})`);
        resolve({ name: part.name, outcome, seconds, cpu, log });
      });
    });
  });
}

async function runLane(
  lane: Part[],
  results: Map<string, PartResult>,
  logDir: string,
  started: number,
): Promise<void> {
  for (const part of lane) {
    const missing = (part.needs ?? []).filter((need) => results.get(need)?.outcome !== 'passed');
    if (missing.length > 0) {
      console.log(`- ${part.name} skipped: ${missing.join(', ')} did not pass`);
      results.set(part.name, { name: part.name, outcome: 'skipped', seconds: 0, cpu: 0, log: '' });
      continue;
    }
    results.set(part.name, await runPart(part, logDir, started));
  }
}

/**
 * Runs `lanes` side by side; a lane done with its own parts takes the next of `floating` (one lane runs them when
 * there is none). Resolves every part's result in lane order, then the floating parts'.
 */
export async function runLanes(
  lanes: Part[][],
  logDir: string,
  floating: Part[] = [],
): Promise<PartResult[]> {
  mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  const results = new Map<string, PartResult>();
  const queue = [...floating];
  const runners = lanes.length > 0 ? lanes : [[]];
  await Promise.all(
    runners.map(async (lane) => {
      await runLane(lane, results, logDir, started);
      for (let part = queue.shift(); part; part = queue.shift())
        await runLane([part], results, logDir, started);
    }),
  );
  return [...lanes.flat(), ...floating].map((part) => results.get(part.name)!);
}

async function main(argv: string[]): Promise<number> {
  const onlyArg = argv.find((arg) => arg.startsWith('--only'));
  const only = onlyArg
    ? (onlyArg.includes('=') ? onlyArg.split('=')[1]! : (argv[argv.indexOf(onlyArg) + 1] ?? ''))
        .split(',')
        .filter(Boolean)
    : [];
  if (argv.includes('--list')) {
    for (const lane of LANES) console.log(lane.map((p) => `${p.name} (npm run ${p.script})`).join(' → '));
    console.log(
      `then on the first lane free: ${FLOATING.map((p) => `${p.name} (npm run ${p.script})`).join(', ')}`,
    );
    return 0;
  }
  const lanes = selectLanes(LANES, only);
  const floating = selectFloating(FLOATING, only);
  const logDir = join(REPO_ROOT, '.local', 'test-logs');
  const startLoad = load();
  const started = Date.now();
  console.log(
    `npm test: ${lanes.map((lane) => lane.map((p) => p.name).join(' → ')).join('  |  ')}` +
      (floating.length > 0 ? `; then on the first lane free: ${floating.map((p) => p.name).join(', ')}` : ''),
  );
  console.log(`load average at the start: ${startLoad}`);
  const results = await runLanes(lanes, logDir, floating);
  const total = (Date.now() - started) / 1000;

  for (const result of results.filter((r) => r.outcome === 'failed')) {
    console.log(`\n========== ${result.name} failed: its log (${result.log}) ==========\n`);
    console.log(readFileSync(result.log, 'utf8'));
  }
  console.log('\n| part | outcome | wall | CPU |\n| --- | --- | ---: | ---: |');
  for (const r of results)
    console.log(`| ${r.name} | ${r.outcome} | ${formatSeconds(r.seconds)} | ${formatSeconds(r.cpu)} |`);
  const cpu = results.reduce((sum, r) => sum + r.cpu, 0);
  console.log(`| **total** | | **${formatSeconds(total)}** | ${formatSeconds(cpu)} |`);
  console.log(`load average at the start: ${startLoad}; at the end: ${load()}`);
  const bad = results.filter((r) => r.outcome !== 'passed');
  if (bad.length > 0) console.log(`✗ ${bad.map((r) => `${r.name} ${r.outcome}`).join(', ')}`);
  else console.log('✓ every part passed');
  return bad.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
