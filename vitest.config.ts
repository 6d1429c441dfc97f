import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure code and handlers with mocked clients, next to the code), `infra` (CDK assertions
 * and cdk-nag on the synthesized stack: each file synthesizes once, bundling every function, so it runs apart from
 * the fast unit tests) and `integration` (against DynamoDB Local and cognito-local started by
 * test/integration/global-setup.ts).
 */
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
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
