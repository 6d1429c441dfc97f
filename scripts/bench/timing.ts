/**
 * Helpers of the search benchmarks (scripts/bench-search.ts, scripts/bench-search-libs.ts): percentiles of
 * repeated runs, the heap after a full collection, the machine's load average, arguments and the exit code.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A callable `gc` (the flag set at run time; `vm` hands back the function). */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** MB of heap in use after a full garbage collection. */
export function heapMb(): number {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** The 1, 5 and 15 minute load averages (other processes share the cores: figures scale with this). */
export const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** "p50/p95" in ms with two decimals. */
export const fmt = (t: { p50: number; p95: number }) => `${t.p50.toFixed(2)}/${t.p95.toFixed(2)}`;

/** The p-th percentile (0-100, nearest rank) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * p50 and p95 (ms) of `runs` calls of `fn` after `warmUp` calls (default 5); stops early once `budgetMs` of measured
 * time is spent and `minRuns` were made (default 20), so slow candidates do not stall the benchmark.
 */
export async function timeIt(
  runs: number,
  fn: () => Promise<unknown> | unknown,
  { budgetMs = Infinity, minRuns = 20, warmUp = 5 } = {},
): Promise<{ p50: number; p95: number; runs: number }> {
  for (let i = 0; i < warmUp; i++) await fn();
  const times: number[] = [];
  let spent = 0;
  for (let i = 0; i < runs && (i < minRuns || spent < budgetMs); i++) {
    const t = performance.now();
    await fn();
    const dt = performance.now() - t;
    times.push(dt);
    spent += dt;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs: times.length };
}

/** The value after `--name` on the command line, if any. */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Runs a benchmark's `main` and exits: 0 when it finished, 1 with the error printed when it threw. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
