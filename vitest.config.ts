import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure code and handlers with mocked clients, next to the code), `infra` (CDK assertions
 * and cdk-nag on the synthesized stack: each file synthesizes once, bundling every function, so it runs apart from
 * the fast unit tests) and `integration` plus `integration-exclusive` (against one local stack started by
 * test/integration/global-setup.ts: the first project's files side by side, then the second's one at a time).
 *
 * INTEGRATION_EXCLUSIVE: integration files that read or set what the whole stack shares, so no other file may run beside them: the
 * administrators' dashboard figures over every founder (admin.test.ts compares totals before and after its own
 * writes), the OpenAI fake's mode and request log (ai.test.ts), the quote provider fake's modes and request log
 * (marketing.test.ts).
 */
const INTEGRATION_EXCLUSIVE = [
  'test/integration/admin.test.ts',
  'test/integration/ai.test.ts',
  'test/integration/marketing.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{shared,functions,scripts}/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'test/support/**/*.test.ts',
          ],
          environment: 'node',
          // Worker threads, not child processes: about 10% less CPU for the same tests (273 → 246 CPU-s measured with
          // /usr/bin/time on this 2-CPU machine; docs/decisions/0055-ci-in-parallel.md). No unit test changes the
          // working directory or the process, which threads would share.
          pool: 'threads',
          // React's act environment, and a failing test for each act(...) warning (web tests; issue 21).
          setupFiles: ['web/src/test-setup.ts'],
          // A few unit tests work over the whole seeded catalogue (seed, relevance, match quality): 5 s is too
          // tight on a loaded 2-core machine, and a timeout there says nothing about the code.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          environment: 'node',
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
