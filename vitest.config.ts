import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code and handlers with mocked clients, next to the code) and
 * `integration` (against DynamoDB Local and cognito-local started by test/integration/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,scripts,infra}/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
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
