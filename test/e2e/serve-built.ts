/**
 * The end-to-end stack (test/e2e/playwright.config.ts `webServer`): the whole local stack as `npm start -- --fresh`
 * runs it (scripts/local/stack.ts: DynamoDB Local, cognito-local, the gateway with the mailbox and the event bus, the
 * Stripe stand-in, the seeded catalogue; state in FUNDSCOUT_LOCAL_DIR, ports from WEB_PORT, API_PORT, COGNITO_PORT,
 * DYNAMODB_PORT, STRIPE_PORT), with the web app served from its production build (web/dist, built by
 * `npm run build:web` just before) as CloudFront serves it (scripts/bench/serve-dist.ts), not by the Vite dev server.
 *
 * Why: under the dev server every page of a fresh browser context loads hundreds of modules compiled on their first
 * request, so on a busy machine specs waited on "Loading..." past their timeouts; the build takes about 30 s once
 * and the suite then tests the bundle users get. `npm start` keeps the dev server for development.
 * SIGTERM / SIGINT (Playwright stopping its web servers) stops every part.
 */
import type { Server } from 'node:http';
import { runtimeConfigFromStack } from '../../web/vite.config.js';
import { buildWeb, serveDist } from '../../scripts/bench/serve-dist.js';
import { portsFromEnv } from '../../scripts/local/ports.js';
import { localDir } from '../../scripts/local/stack-file.js';
import { startStack, type RunningStack } from '../../scripts/local/stack.js';

async function main(): Promise<void> {
  // As scripts/start.ts: the AWS SDK's Node 22 notice is noise here (Lambda runs Node 22).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  buildWeb(true); // built by the webServer command; fails here when web/dist has no index.html
  const ports = portsFromEnv();
  const state: { running?: RunningStack; server?: Server; stopping?: boolean } = {};
  const stop = async (code: number, why: string): Promise<void> => {
    if (state.stopping) return;
    state.stopping = true;
    console.log(`${why} Stopping the e2e stack ...`);
    // A browser's keep-alive connections would hold close() open: end them first.
    state.server?.closeAllConnections();
    await new Promise<void>((resolve) => (state.server ? state.server.close(() => resolve()) : resolve()));
    await state.running?.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0, 'Interrupted.'));
  process.once('SIGTERM', () => void stop(0, 'Terminated.'));

  state.running = await startStack({
    dir: localDir(),
    ports,
    fresh: true,
    web: false,
    seed: true,
    log: (line) => console.log(line),
    onChildExit: (name, code, signal) =>
      void stop(1, `✗ ${name} exited unexpectedly (${signal ?? `code ${code}`}).`),
  });
  // `/v1/*` on the web origin as on AWS (CloudFront): the pitch mail's one-click unsubscribe URL is there (issue 33)
  const { stack } = state.running;
  state.server = await serveDist(ports.web, runtimeConfigFromStack(stack), undefined, stack.apiUrl);
  console.log(
    `The e2e stack is running: web (built) ${state.running.stack.webUrl}, API ${state.running.stack.apiUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(`✗ The e2e stack could not start: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
