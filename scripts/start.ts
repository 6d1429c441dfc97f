/**
 * `npm start` (`npm start -- --fresh`): the whole product on this machine (DESIGN.md "Two ways to run"):
 * DynamoDB Local, cognito-local, the local API gateway with the mailbox and the local event bus (`[bus]` lines;
 * dead letters: `npm run events:dlq`), the first-run catalogue seed and the web app (Vite). Writes `<FUNDSCOUT_LOCAL_DIR>/stack.json` once everything answers and prints the URLs.
 *
 * Ports: WEB_PORT (5173), API_PORT (3001), COGNITO_PORT (9229), DYNAMODB_PORT (8000), STRIPE_PORT (12111, the Stripe
 * stand-in); a port in use exits 1 with
 * a message naming it. `--fresh` wipes the local data (not the DynamoDB Local jar cache) first.
 * Ctrl+C / SIGTERM stops every part and removes stack.json; if a child process dies, the stack stops and exits 1.
 */
import { parseArgs } from 'node:util';
import { localDir } from './local/stack-file.js';
import { portsFromEnv, PortInUseError } from './local/ports.js';
import { startStack, type RunningStack } from './local/stack.js';

async function main(): Promise<void> {
  // The AWS SDK warns on Node < 22 that its releases after January 2027 will need Node 22. The lockfile pins the
  // SDK and Lambda runs Node 22, so locally the warning is noise in the `npm start` output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { values } = parseArgs({
    options: { fresh: { type: 'boolean', default: false } },
    allowPositionals: false,
  });
  const ports = portsFromEnv();
  const dir = localDir();
  const state: { running?: RunningStack } = {};
  let exiting = false;
  const shutdown = async (code: number, why: string): Promise<void> => {
    if (exiting) return;
    exiting = true;
    console.log(`\n${why} Stopping the local stack ...`);
    await state.running?.stop();
    console.log('Stopped.');
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0, 'Interrupted.'));
  process.once('SIGTERM', () => void shutdown(0, 'Terminated.'));

  state.running = await startStack({
    dir,
    ports,
    fresh: values.fresh,
    web: true,
    seed: true,
    log: (line) => console.log(line),
    onChildExit: (name, code, signal) =>
      void shutdown(1, `✗ ${name} exited unexpectedly (${signal ?? `code ${code}`}).`),
  });
  if (exiting) return;
  const { stack } = state.running;
  console.log(`
Fundscout is running locally.
  Web app     ${stack.webUrl}
  API         ${stack.apiUrl}/v1/health
  Mailbox     ${stack.mailboxUrl}   (what would have been mailed: Cognito's codes, the app's mail)
  Cognito     ${stack.cognito.endpoint}   founders ${stack.cognito.founders.userPoolId}, admins ${stack.cognito.admins.userPoolId}
  DynamoDB    ${stack.dynamodb.endpoint}   table ${stack.dynamodb.table}
  Events      bus ${stack.events.bus} at ${stack.events.endpoint}   dead letters: npm run events:dlq
  Stripe      ${stack.stripe?.mode === 'stand-in' ? `${stack.stripe.url}   local stand-in (test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)` : 'Stripe test mode (STRIPE_SECRET_KEY)'}
  State       ${dir}

Create an administrator: npm run admin:create -- --username NAME --email EMAIL [--password PASSWORD]
Press Ctrl+C to stop.`);
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) console.error(`✗ ${error.message}`);
  else console.error(`✗ The local stack could not start: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
