import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests outside web/ (next to the code in shared/, functions/, scripts/ and test/support/).
 */
const NODE_UNIT_FOLDERS = ['shared', 'functions', 'scripts', 'test/support'];

/**
 * What makes a unit test file need a module graph of its own: it replaces modules (`vi.mock`, `vi.doMock`,
 * `vi.resetModules`), sets `process.env` (a handler reads its environment when
 * its module loads, so the first file to load it would decide for every other file of the worker), or stubs an SDK
 * client class with aws-sdk-client-mock's `mockClient` (the stub stays on the class's prototype: a later file's real
 * client would answer `undefined`; found by a run with the files shuffled).
 */
export const ISOLATION_MARKERS =
  /\bvi\.(mock|doMock|resetModules)\(|\bmockClient\(|process\.env\.[A-Za-z_]+ *=[^=]|process\.env\[[^\]]+\] *=[^=]/;

/** The `.test.ts` files under the node unit folders whose text matches ISOLATION_MARKERS (paths from the repo). */
function unitFilesNeedingIsolation(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (entry.name.endsWith('.test.ts') && ISOLATION_MARKERS.test(readFileSync(path, 'utf8')))
        found.push(relative(root, path));
    }
  };
  for (const folder of NODE_UNIT_FOLDERS) walk(join(root, folder));
  return found;
}

const UNIT_ISOLATED = unitFilesNeedingIsolation();

/**
 * The unit tests: `unit` (pure code and handlers with mocked clients, next to the code; files share their worker's
 * modules: all 147 shared took 37 CPU-s instead of 105, measured 2026-11-29), `unit-isolated` (the 29 that need a
 * module graph of their own, by ISOLATION_MARKERS) and `unit-web` (the web app's tests, each file isolated: shared,
 * two failed React's act guard when a lazy chunk another file had loaded finished outside act). `infra` (CDK assertions
 * and cdk-nag on the synthesized stack: each file synthesizes once, bundling every function, so it runs apart from
 * the fast unit tests) and `integration` plus `integration-exclusive` (against one local stack started by
 * test/integration/global-setup.ts: the first project's files side by side, then the second's one at a time).
 *
 * INTEGRATION_EXCLUSIVE: integration files that read or set what the whole stack shares, so no other file may run beside them: the
 * administrators' dashboard figures over every founder (admin.test.ts compares totals before and after its own
 * writes), the OpenAI fake's mode and request log (ai.test.ts), the quote provider fake's modes and request log
 * (marketing.test.ts), and the catalogue change log's head, which every catalogue write is conditional on
 * (concurrent-writes.test.ts expects each of 4 writers racing for it to get through within its time budget; beside
 * other files' catalogue writes on a loaded machine one PATCH ran out of time, 503, in a CI run on 2026-11-29).
 */
const INTEGRATION_EXCLUSIVE = [
  'test/integration/admin.test.ts',
  'test/integration/ai.test.ts',
  'test/integration/marketing.test.ts',
  'test/integration/concurrent-writes.test.ts',
];

/** What the three unit projects share. */
const UNIT: {
  environment: 'node';
  pool: 'threads';
  setupFiles: string[];
  testTimeout: number;
  unstubGlobals: boolean;
  unstubEnvs: boolean;
} = {
  environment: 'node',
  // Worker threads, not child processes: about 10% less CPU for the same tests (273 → 246 CPU-s measured with
  // /usr/bin/time on this 2-CPU machine; docs/decisions/0055-ci-in-parallel.md). No unit test changes the working
  // directory or the process, which threads would share.
  pool: 'threads',
  // React's act environment, and a failing test for each act(...) warning (web tests; issue 21).
  setupFiles: ['web/src/test-setup.ts'],
  // A few unit tests work over the whole seeded catalogue (seed, relevance, match quality): 5 s is too tight on a
  // loaded 2-core machine, and a timeout there says nothing about the code.
  testTimeout: 20_000,
  // `vi.stubGlobal` and `vi.stubEnv` end with their test, so a file that stubs `fetch` can share its worker.
  unstubGlobals: true,
  unstubEnvs: true,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...UNIT,
          name: 'unit',
          include: NODE_UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: [...UNIT_ISOLATED, '**/node_modules/**'],
          // One module graph per worker, shared by its files: importing the SDK clients, zod and middy once per
          // worker instead of once per file is two thirds of this project's CPU (105 → 37 CPU-s alone; ADR 0055).
          isolate: false,
        },
      },
      { test: { ...UNIT, name: 'unit-isolated', include: UNIT_ISOLATED } },
      // Web files stay isolated: two of them failed React's act guard beside other files (a lazy chunk another file
      // had loaded finished outside act: board-view with the files shuffled, saved-config in a CI run, 2026-11-29).
      { test: { ...UNIT, name: 'unit-web', include: ['web/src/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          environment: 'node',
          // The files share their worker's modules: aws-cdk-lib loads (and its synthesis code warms up) once per worker
          // instead of once per file: 142 → 60 CPU-s, 92 → 44 s alone (2026-11-29). No infra test replaces a module or
          // sets the environment (each builds its own App); a run with the files shuffled passes.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: INTEGRATION_EXCLUSIVE,
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files side by side against the one stack: each owns its data (ADR 0029). Two workers on this 2-CPU
          // machine: the suite waits on the stack as much as it computes (428 s against 644 s one at a time, the same
          // CPU, measured under the same load: docs/decisions/0055-ci-in-parallel.md).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration-exclusive',
          include: INTEGRATION_EXCLUSIVE,
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One at a time, after every other integration file (same stack).
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
