/**
 * `npm run bench:bundles`: bundles every function of the registry (shared/functions.ts) with esbuild exactly as
 * the CDK stack does (options from infra/bundling.ts) and prints each minified bundle's size in KB (1 KB = 1024
 * bytes; the source map is written beside it and not counted). Budget: at most 500 KB per function (issue 4).
 *
 * Exit code 1 when a bundle exceeds the budget or fails to build.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { FUNCTION_NAMES, type FunctionName } from '../shared/functions.js';
import { BUNDLE_BUDGET_BYTES, bundleBudget, esbuildOptions, functionEntry } from '../infra/bundling.js';

/** One measured bundle. `bytes` is the size of the minified `index.mjs`. */
export interface BundleSize {
  name: FunctionName;
  bytes: number;
  ms: number;
}

/** Bundles one function into `dir/<name>/index.mjs` and returns its size and build time. */
export async function measureBundle(name: FunctionName, dir: string): Promise<BundleSize> {
  const outfile = join(dir, name, 'index.mjs');
  const started = performance.now();
  await build(esbuildOptions(functionEntry(name), outfile));
  return { name, bytes: statSync(outfile).size, ms: Math.round(performance.now() - started) };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fundscout-bundles-'));
  try {
    const rows: BundleSize[] = [];
    for (const name of FUNCTION_NAMES) rows.push(await measureBundle(name, dir));
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `function       size (KB, minified)   build (ms)   budget ${kb(BUNDLE_BUDGET_BYTES)} KB (exceptions: infra/bundling.ts)`,
    );
    for (const row of rows) {
      const flag = row.bytes > bundleBudget(row.name) ? '  OVER BUDGET' : '';
      console.log(
        `${row.name.padEnd(14)} ${kb(row.bytes).padStart(19)}   ${String(row.ms).padStart(10)}${flag}`,
      );
    }
    if (rows.some((row) => row.bytes > bundleBudget(row.name))) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
