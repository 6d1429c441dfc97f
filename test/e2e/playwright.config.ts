/**
 * End-to-end suite: the founder journey against the whole local stack with the production build of the web app
 * (test/e2e/serve-built.ts after `npm run build:web`: the stack `npm start -- --fresh` runs, in its own state folder
 * and ports, so it never touches a developer's stack). Chromium comes from Debian (`/usr/bin/chromium`); Playwright
 * never downloads a browser. Specs share their set-up through the fixtures of test/e2e/fixtures.ts; a failed test
 * keeps its trace (`npx playwright show-trace test-results/e2e/<test>/trace.zip`).
 */
import { defineConfig, devices } from '@playwright/test';

/** The e2e stack's state folder and ports; each port can be moved with E2E_WEB_PORT, E2E_API_PORT, ... */
export const E2E_ENV = {
  FUNDSCOUT_LOCAL_DIR: '.local/e2e',
  WEB_PORT: process.env.E2E_WEB_PORT ?? '5273',
  API_PORT: process.env.E2E_API_PORT ?? '3201',
  COGNITO_PORT: process.env.E2E_COGNITO_PORT ?? '9429',
  DYNAMODB_PORT: process.env.E2E_DYNAMODB_PORT ?? '8200',
  STRIPE_PORT: process.env.E2E_STRIPE_PORT ?? '12311',
  // Billing always runs against the local Stripe stand-in in tests, whatever keys the shell has.
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  STRIPE_API_BASE: '',
  // The catalogue figures and the network index (issue 24) follow the specs' own investors at once, as in the
  // integration stack (a GetItem of the catalogue version per request).
  STATS_REVALIDATE_MS: '0',
};

const WEB_URL = `http://localhost:${E2E_ENV.WEB_PORT}`;

/**
 * AI tools (issue 10): the e2e stack's model is the OpenAI-compatible fake (test/support/openai-fake.ts) on
 * E2E_OPENAI_PORT (3205), so the journey runs the real `openai` SDK path and can force failures.
 */
const E2E_OPENAI_PORT = process.env.E2E_OPENAI_PORT ?? '3205';
const OPENAI_FAKE_URL = `http://127.0.0.1:${E2E_OPENAI_PORT}`;
const E2E_AI_ENV = {
  OPENAI_API_KEY: 'e2e-fake-key',
  OPENAI_BASE_URL: `${OPENAI_FAKE_URL}/v1`,
  OPENAI_MODEL: 'fake-model',
  OPENAI_TIMEOUT_MS: '5000',
};

/**
 * Ticker quotes (issue 12): the e2e stack's quote provider is the fake of test/support/quotes-fake.ts on
 * E2E_QUOTES_PORT (3206), started with MSFT rate-limited and NFLX failing, so the landing shows live quotes with
 * those two falling back to their labelled samples (test/e2e/marketing.spec.ts).
 */
const E2E_QUOTES_PORT = process.env.E2E_QUOTES_PORT ?? '3206';
const QUOTES_FAKE_URL = `http://127.0.0.1:${E2E_QUOTES_PORT}`;
export const E2E_QUOTES_FAKE_MODES = { symbols: { MSFT: 'rate_limit', NFLX: 'error' } } as const;
const E2E_QUOTES_ENV = { QUOTES_API_KEY: 'e2e-fake-key', QUOTES_BASE_URL: `${QUOTES_FAKE_URL}/query` };

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Journeys of many pages: on a 2-core machine shared with other work a spec takes 3 to 5 times longer than idle.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: WEB_URL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx test/support/openai-fake-server.ts',
      cwd: '../..',
      url: `${OPENAI_FAKE_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { OPENAI_FAKE_PORT: E2E_OPENAI_PORT },
    },
    {
      command: 'npx tsx test/support/quotes-fake-server.ts',
      cwd: '../..',
      url: `${QUOTES_FAKE_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { QUOTES_FAKE_PORT: E2E_QUOTES_PORT, QUOTES_FAKE_MODES: JSON.stringify(E2E_QUOTES_FAKE_MODES) },
    },
    {
      // E2E_SKIP_BUILD=1 serves the web/dist already built (when iterating on specs only).
      command:
        process.env.E2E_SKIP_BUILD === '1'
          ? 'npx tsx test/e2e/serve-built.ts'
          : 'npm run build:web && npx tsx test/e2e/serve-built.ts',
      cwd: '../..',
      url: WEB_URL,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...E2E_ENV, ...E2E_AI_ENV, ...E2E_QUOTES_ENV },
    },
  ],
});
