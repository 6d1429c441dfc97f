/**
 * Playwright's global setup for the e2e suite (test/e2e/playwright.config.ts): the one production build of the web
 * app that every worker's stack serves (`npm run build:web` into web/dist), unless E2E_SKIP_BUILD=1 says web/dist is
 * already built (`npm test` builds it once beside the other suites: scripts/test-all.ts).
 * @throws Error when the build fails, or when web/dist then has no index.html.
 */
import { buildWeb } from '../../scripts/bench/serve-dist.js';

export default function globalSetup(): void {
  buildWeb(process.env.E2E_SKIP_BUILD === '1');
}
