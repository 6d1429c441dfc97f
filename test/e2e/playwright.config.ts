/**
 * End-to-end suite: the product's journeys in Debian's Chromium (`/usr/bin/chromium`; Playwright never downloads a
 * browser) against the production build of the web app and the whole local stack.
 *
 * - One web build per run: test/e2e/global-setup.ts runs `npm run build:web` first (E2E_SKIP_BUILD=1 serves the
 *   web/dist already built: `npm test` builds it once beside the other suites, and it helps when iterating on specs).
 * - One stack per worker (issue 32, docs/decisions/0055-ci-in-parallel.md): each worker starts its own stack
 *   (test/e2e/serve-built.ts: what `npm start -- --fresh` runs, with the built web app) and fakes on its own ports
 *   and state folder (test/e2e/lanes.ts), in the worker fixture `stack` of test/e2e/fixtures.ts. Playwright hands
 *   each free worker the next spec file, so two workers never share a catalogue, a mailbox or a fake's mode.
 *   E2E_WORKERS sets how many (default 1 while the integration lane shares the 2 CPUs: two lanes starved DynamoDB Local; 2 when e2e runs alone).
 * Specs share their set-up through the fixtures of test/e2e/fixtures.ts; a failed test keeps its trace
 * (`npx playwright show-trace test-results/e2e/<test>/trace.zip`) and the worker's stack log
 * (`test-results/e2e-stacks/lane-<n>.log`).
 */
import { defineConfig, devices } from '@playwright/test';

const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
if (!Number.isInteger(WORKERS) || WORKERS < 1)
  throw new Error(`E2E_WORKERS must be a whole number of 1 or more`);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Journeys of many pages: on a 2-core machine shared with other work a spec takes 3 to 5 times longer than idle.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    // A failed test keeps its trace with the DOM snapshot of every step, without the screencast: recording frames for
    // every test was a fifth of the suite's CPU (ADR 0055); the failure screenshot above shows the last screen.
    trace: { mode: 'retain-on-failure', screenshots: false },
    contextOptions: { reducedMotion: 'reduce' },
    // A click on Copy writes to the clipboard as a user's browser lets it (the headless shell grants nothing).
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      // Debian's headless shell of Chromium (package chromium-headless-shell): the same engine, a third less CPU than
      // the desktop browser in measured runs (ADR 0055). Never a downloaded browser.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        ...(process.env.E2E_CHROME_FLAGS ? process.env.E2E_CHROME_FLAGS.split(' ') : []),
      ],
    },
  },
  globalSetup: './global-setup.ts',
});
