/**
 * knip's configuration (`npm run lint:dead`, part of `npm run lint`; issue 21 item 10): fails on an unused file,
 * export, type or dependency and on an imported package that package.json does not declare.
 *
 * knip follows the imports from the entry points below. Its plugins find the rest from their own configs:
 * package.json scripts (`tsx scripts/*.ts`), vitest.config.ts (its projects' test files and setup files),
 * eslint.config.js, .dependency-cruiser.cjs, the Playwright config (its specs, fixtures and web servers) and
 * web/vite.config.ts (the web app from web/index.html). An export used only by tests counts as used (tests are
 * entries).
 */
import type { KnipConfig } from 'knip';
import { FUNCTIONS } from './shared/functions.js';

const config: KnipConfig = {
  entry: [
    // Every Lambda's handler module, from the function registry (the stack and the local stack bundle these).
    ...Object.values(FUNCTIONS).map((fn) => fn.entry),
    // The CDK app (cdk.json "app": `npx tsx infra/bin/fundscout.ts`).
    'infra/bin/fundscout.ts',
    // CLIs run by path rather than by a package.json script: `npx tsx scripts/...` (each says so in its docstring),
    // the Playwright config's web servers (`npx tsx test/support/*-server.ts`).
    'scripts/local/stripe/record-fixtures.ts',
    // The e2e worker's stack (spawned by path by test/e2e/fixtures.ts) and the fakes as processes of their own (for
    // pointing a local stack at them: each file's docstring).
    'test/e2e/serve-built.ts',
    'test/support/openai-fake-server.ts',
    'test/support/quotes-fake-server.ts',
    // Run by path by other processes: the cognito-local launcher (scripts/local/cognito.ts), the probe handler of
    // the function worker test (scripts/local/function-workers.test.ts), the no-network preload of the OpenAPI lint
    // test (test/integration/openapi-lint.test.ts).
    'scripts/local/cognito-launcher.mjs',
    'scripts/local/fixtures/probe-handler.ts',
    'test/support/no-network.mjs',
  ],
  project: ['{functions,shared,scripts,infra,test}/**/*.{ts,mjs}', 'web/src/**/*.{ts,tsx}', '*.{ts,js,cjs}'],
  // An export its own module uses is not dead code: removing the `export` keyword is churn, not a fix (knip counts
  // ~200 such exports, many of them documented module API such as limits and key builders).
  ignoreExportsUsedInFile: true,
  // The Playwright and Vite configs are not at the repo root; the Vite plugin reads web/index.html's script
  // (web/src/main.tsx) from web/vite.config.ts's root.
  playwright: { config: ['test/e2e/playwright.config.ts'] },
  vite: { config: ['web/vite.config.ts'] },
  ignoreDependencies: [
    // Run by path (node_modules/@redocly/cli/bin/cli.js) from test/integration/openapi-lint.test.ts.
    '@redocly/cli',
  ],
  ignoreBinaries: [
    // Java runs DynamoDB Local (scripts/dynamodb-local.ts); a system program, checked by scripts/check-prereqs.ts.
    'java',
  ],
};

export default config;
