/**
 * The whole local stack in one call, for `npm start` (scripts/start.ts) and the integration tests
 * (test/integration/global-setup.ts): DynamoDB Local, the single table, cognito-local with both pools, the local
 * gateway with the mailbox, the local event bus (scripts/local/event-bus.ts) fed by the outbox relay
 * (scripts/local/outbox-relay.ts), the first-run catalogue seed and (optionally) the Vite dev server. Once everything
 * answers it writes `<dir>/stack.json` (scripts/local/stack-file.ts) and returns it; `stop()` ends every part and
 * removes the file.
 *
 * State under `dir`: `dynamodb/` (unless in memory), `cognito/.cognito/`, `events/dead-letters.jsonl`,
 * `events/outbox-checkpoint.json`, `trial-hmac-key`, `stack.json`. The DynamoDB Local jar
 * stays in `<repo>/.local/cache` (scripts/dynamodb-local.ts) and is never wiped.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/data/keys.js';
import { createDocumentClient, LOCAL_TOOL_TIMEOUTS } from '../../functions/lib/dynamodb.js';
import { startDynamoDbLocal, type DynamoDbLocal } from '../dynamodb-local.js';
import { ensurePools, startCognitoLocal, type CognitoLocal } from './cognito.js';
import { LocalEventBus, deadLetterFile } from './event-bus.js';
import { LocalScheduler } from './scheduler.js';
import { LocalOutboxRelay } from './outbox-relay.js';
import { startGateway, type Gateway } from './gateway.js';
import { BUS_PATH, SCHEDULES_PATH } from './gateway/local-pages.js';
import { SES_PATH } from './gateway/local-ses.js';
import { DECK_FILES_PATH } from './deck-files.js';
import { FunctionWorkers } from './function-workers.js';
import { localFunctionEnvironment, type LocalConnection, type LocalResources } from './function-env.js';
import { LOCAL_SECRET_ENV } from '../../shared/function-environment.js';
import type { EnvSource } from '../../functions/lib/env.js';
import { Mailbox, type MailboxEntry } from './mailbox.js';
import { assertPortsFree, type StackPorts } from './ports.js';
import { supportSettingsFrom } from '../../shared/support-settings.js';
import { REPO_ROOT, stackFilePath, type StackFile } from './stack-file.js';
import { ensureTable } from './table.js';
import { startLocalStripe } from './stripe/local-stripe.js';
import { LOCAL_TABLE_NAME } from '../../functions/data/table.js';

export const LOCAL_REGION = 'local';
/** `EVENT_BUS_NAME` of the local stack's handlers. */
export const LOCAL_EVENT_BUS = 'fundscout-local';

export interface StartStackOptions {
  /** Local state folder (absolute, or relative to the repo root). */
  dir: string;
  ports: StackPorts;
  /** Wipe the data in `dir` first (not the jar cache). */
  fresh?: boolean;
  /** DynamoDB Local in memory (tests) instead of persisted in `<dir>/dynamodb`. */
  inMemory?: boolean;
  /** Start the Vite dev server for the web app. */
  web: boolean;
  /** Seed the real catalogue when the table is new or has no catalogue yet. */
  seed: boolean;
  table?: string;
  log?: (line: string) => void;
  /** Called when a child process (DynamoDB Local, cognito-local) dies while the stack is up. */
  onChildExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface RunningStack {
  stack: StackFile;
  mailbox: Mailbox;
  eventBus: LocalEventBus;
  stop(): Promise<void>;
}

/** The data that `--fresh` and `npm run reset` wipe in a state folder (never the jar cache). */
export function wipeLocalData(dir: string): void {
  for (const part of ['dynamodb', 'cognito', 'events', 'objects', 'decks', 'stack.json'])
    rmSync(join(dir, part), { recursive: true, force: true });
}

/** The mailbox line `npm start` prints for a captured message (a Cognito code, or the mailer port's mail). */
export function mailboxLine(entry: MailboxEntry): string {
  if (entry.source === 'ses') return `✉  ${entry.kind} mail to ${entry.to}: ${entry.subject}`;
  const what =
    entry.kind === 'confirmation'
      ? 'Confirmation code'
      : entry.kind === 'reset'
        ? 'Password reset code'
        : 'Code';
  return `✉  ${what} for ${entry.to}: ${entry.code}`;
}

/**
 * The local stack's sender and configuration set (the mailer port's MAIL_FROM and MAIL_CONFIGURATION_SET under
 * `npm start`); the local SES accepts only these, as SES accepts only the verified identity.
 */
export const LOCAL_MAIL = {
  from: 'no-reply@fundscout.localhost',
  configurationSet: 'fundscout-local',
} as const;

/** The variables of `names` that are set (non-empty) in `env`. */
function pickDefined(env: EnvSource, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
}

async function waitFor(url: string, timeoutMs: number, ok: (status: number) => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (ok(response.status)) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

async function catalogueSeeded(client: DynamoDBDocumentClient, table: string): Promise<boolean> {
  const item = await client.send(new GetCommand({ TableName: table, Key: keys.catalogueVersion() }));
  return item.Item !== undefined;
}

async function seed(
  client: DynamoDBDocumentClient,
  table: string,
  log: (line: string) => void,
): Promise<void> {
  const modulePath = join(REPO_ROOT, 'functions', 'catalogue', 'seed.ts');
  let seedCatalogue: (args: {
    client: DynamoDBDocumentClient;
    table: string;
    log?: (line: string) => void;
  }) => Promise<{ added: number; existing: number; rejected: number }>;
  try {
    ({ seedCatalogue } = (await import(pathToFileURL(modulePath).href)) as {
      seedCatalogue: typeof seedCatalogue;
    });
  } catch (error) {
    log(`! Catalogue not seeded: cannot load ${modulePath} (${(error as Error).message}).`);
    return;
  }
  log('Seeding the investor catalogue from data/ ...');
  const result = await seedCatalogue({ client, table, log: (line) => log(`  ${line}`) });
  log(`Catalogue: ${result.added} added, ${result.existing} already there, ${result.rejected} rejected.`);
}

/**
 * The local stack's trial-claim HMAC key (functions/billing/trial-claims.ts; issue 22.6): `<dir>/trial-hmac-key`,
 * 64 random hex characters made on the first start and kept (the claims in a persisted table stay matchable across
 * restarts; a wipe of `dir` forgets both). `TRIAL_HMAC_KEY` in the environment overrides it.
 */
export function localTrialKey(dir: string): string {
  const file = join(dir, 'trial-hmac-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/**
 * Start the local stack. The functions run in worker threads, each with only the environment its registry entry
 * declares (scripts/local/function-workers.ts, function-env.ts); nothing is set in this process's `process.env`.
 * @throws PortInUseError when a port is taken; Error when a part fails to start (what started is stopped again).
 */
export async function startStack(opts: StartStackOptions): Promise<RunningStack> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const dir = resolve(REPO_ROOT, opts.dir);
  const table = opts.table ?? LOCAL_TABLE_NAME;
  const { ports } = opts;
  await assertPortsFree(
    ports,
    opts.web ? ['api', 'cognito', 'dynamodb', 'stripe', 'web'] : ['api', 'cognito', 'dynamodb', 'stripe'],
  );
  if (opts.fresh) {
    log(`Wiping local data in ${dir} ...`);
    wipeLocalData(dir);
  }
  mkdirSync(dir, { recursive: true });
  rmSync(stackFilePath(dir), { force: true });

  const webUrl = `http://localhost:${ports.web}`;
  /** The web app's origins: the only ones the gateway, cognito-local and the Stripe stand-in answer with CORS. */
  const webOrigins = [webUrl, `http://127.0.0.1:${ports.web}`];
  const stops: (() => Promise<void>)[] = [];
  let stopping = false;
  const watch = (name: string, child: ChildProcess): void => {
    child.once('exit', (code, signal) => {
      if (!stopping) opts.onChildExit?.(name, code, signal);
    });
  };
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    rmSync(stackFilePath(dir), { force: true });
    for (const fn of stops.reverse()) {
      await fn().catch((error: unknown) => log(`! while stopping: ${(error as Error).message}`));
    }
  };

  try {
    log(
      `Starting DynamoDB Local on port ${ports.dynamodb} (${opts.inMemory ? 'in memory' : join(dir, 'dynamodb')}) ...`,
    );
    const ddbLocal: DynamoDbLocal = await startDynamoDbLocal({
      port: ports.dynamodb,
      timeoutMs: 120_000, // a JVM on a loaded machine (30 s by default)
      ...(opts.inMemory ? {} : { dbPath: join(dir, 'dynamodb') }),
    });
    stops.push(() => ddbLocal.stop());
    watch('DynamoDB Local', ddbLocal.process);

    const mailbox = new Mailbox(500, (entry) => log(mailboxLine(entry)));
    log(`Starting cognito-local on port ${ports.cognito} ...`);
    const cognito: CognitoLocal = await startCognitoLocal({
      port: ports.cognito,
      dataDir: join(dir, 'cognito'),
      timeoutMs: 120_000, // tsx and cognito-local on a loaded 2-CPU machine (20 s by default) missed it
      webOrigins,
      onCode: (entry) => mailbox.add(entry),
    });
    stops.push(() => cognito.stop());
    watch('cognito-local', cognito.process);
    const pools = await ensurePools(cognito.endpoint);

    // The table and the seed (a bulk write) wait as long as a just-started JVM on a loaded machine needs.
    const client = createDocumentClient(ddbLocal.endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
    try {
      const created = await ensureTable(client, table);
      if (created) log(`Created table ${table}.`);
      if (opts.seed && (created || !(await catalogueSeeded(client, table)))) await seed(client, table, log);
    } finally {
      client.destroy();
    }

    // Billing (issue 9): Stripe test mode with keys, else the local stand-in delivering to the webhook route.
    const stripe = await startLocalStripe({
      port: ports.stripe ?? 0,
      apiPort: ports.api,
      log,
    });
    stops.push(() => stripe.stop());

    // Each function in its own worker with only what its registry entry declares (issue 21.5; function-env.ts).
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const eventsEndpoint = `${apiUrl}${BUS_PATH}`;
    const local: LocalResources = {
      table,
      pools,
      mail: LOCAL_MAIL,
      secrets: {
        TRIAL_HMAC_KEY: localTrialKey(dir),
        ...pickDefined(process.env, Object.values(LOCAL_SECRET_ENV).flat()),
        ...stripe.env,
      },
      webOrigins,
      objectStoreDir: join(dir, 'objects'),
      deckStore: { dir: join(dir, 'decks'), url: `${apiUrl}${DECK_FILES_PATH}` },
    };
    const connection: LocalConnection = {
      region: LOCAL_REGION,
      dynamodbEndpoint: ddbLocal.endpoint,
      cognitoEndpoint: cognito.endpoint,
      sesEndpoint: `${apiUrl}${SES_PATH}`,
    };
    const workers = new FunctionWorkers({
      env: (name) =>
        localFunctionEnvironment(name, {
          local,
          connection,
          processEnv: process.env,
        }),
      log,
    });
    stops.push(() => workers.close());

    const eventBus = new LocalEventBus({
      name: LOCAL_EVENT_BUS,
      region: LOCAL_REGION,
      deadLetterFile: deadLetterFile(dir),
      loadHandler: workers.loader(),
      log,
    });
    stops.push(() => eventBus.close());
    // The outbox (issue 35): DynamoDB Local's stream → the `outbox-relay` function → the bus, as the pipe on AWS
    const outboxRelay = new LocalOutboxRelay({
      endpoint: ddbLocal.endpoint,
      region: LOCAL_REGION,
      table,
      bus: eventBus,
      loadHandler: workers.loader(),
      checkpointFile: join(dir, 'events', 'outbox-checkpoint.json'),
      log,
    });
    outboxRelay.start();
    stops.push(() => outboxRelay.close());
    // The registry's schedules (shared/functions.ts `schedule`), delivered through the bus like a schedule Rule
    const scheduler = new LocalScheduler({ bus: eventBus, region: LOCAL_REGION, log });
    scheduler.start();
    stops.push(async () => scheduler.close());

    const gateway: Gateway = await startGateway({
      port: ports.api,
      cognito: { endpoint: cognito.endpoint, ...pools },
      mailbox,
      ses: LOCAL_MAIL,
      eventBus,
      outboxRelay,
      scheduler,
      loadHandler: workers.loader(),
      corsOrigins: webOrigins,
      deckFilesDir: local.deckStore.dir,
      log: (line) => log(`[api] ${line}`),
    });
    stops.push(() => gateway.close());

    if (opts.web) {
      process.env.WEB_PORT = String(ports.web);
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
        // `/v1/*` on the web origin too, as CloudFront serves it on AWS: the one-click unsubscribe URL of the pitch
        // mail (functions/lib/mail-links.ts) is on the web origin (issue 33 item 10)
        server: { port: ports.web, strictPort: true, proxy: { '/v1/': { target: gateway.url } } },
        clearScreen: false,
      });
      await vite.listen();
      stops.push(() => vite.close());
    }

    await waitFor(`${gateway.url}/v1/health`, 30_000, (s) => s === 200);
    if (opts.web) await waitFor(webUrl, 60_000, (s) => s < 500);

    const stack: StackFile = {
      webUrl,
      apiUrl: gateway.url,
      mailboxUrl: `${gateway.url}/local/mailbox`,
      region: LOCAL_REGION,
      cognito: { endpoint: cognito.endpoint, ...pools },
      dynamodb: { endpoint: ddbLocal.endpoint, table },
      stripe: stripe.entry,
      events: {
        bus: LOCAL_EVENT_BUS,
        endpoint: eventsEndpoint,
        deadLettersUrl: `${gateway.url}/local/events.json`,
        schedulesUrl: `${gateway.url}${SCHEDULES_PATH}`,
      },
      mail: { sesEndpoint: connection.sesEndpoint, ...LOCAL_MAIL },
      support: supportSettingsFrom(process.env),
      decks: { dir: local.deckStore.dir, filesUrl: local.deckStore.url },
    };
    writeFileSync(stackFilePath(dir), `${JSON.stringify(stack, null, 2)}\n`);
    return { stack, mailbox, eventBus, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
