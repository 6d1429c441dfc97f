/**
 * The whole local stack in one call, for `npm start` (scripts/start.ts) and the integration tests
 * (test/integration/global-setup.ts): DynamoDB Local, the single table, cognito-local with both pools, the local
 * gateway with the mailbox, the local event bus (scripts/local/event-bus.ts), the first-run catalogue seed and (optionally) the Vite dev server. Once everything
 * answers it writes `<dir>/stack.json` (scripts/local/stack-file.ts) and returns it; `stop()` ends every part and
 * removes the file.
 *
 * State under `dir`: `dynamodb/` (unless in memory), `cognito/.cognito/`, `events/dead-letters.jsonl`, `stack.json`. The DynamoDB Local jar
 * stays in `<repo>/.local/cache` (scripts/dynamodb-local.ts) and is never wiped.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/data/keys.js';
import { createDocumentClient } from '../../functions/lib/dynamodb.js';
import { startDynamoDbLocal, type DynamoDbLocal } from '../dynamodb-local.js';
import { ensurePools, startCognitoLocal, type CognitoLocal } from './cognito.js';
import { LocalEventBus, deadLetterFile } from './event-bus.js';
import { startGateway, type Gateway } from './gateway.js';
import { BUS_PATH } from './gateway/local-pages.js';
import { Mailbox, type MailboxEntry } from './mailbox.js';
import { assertPortsFree, type StackPorts } from './ports.js';
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
  for (const part of ['dynamodb', 'cognito', 'events', 'stack.json'])
    rmSync(join(dir, part), { recursive: true, force: true });
}

/** The mailbox line `npm start` prints for a captured code. */
export function mailboxLine(entry: MailboxEntry): string {
  const what =
    entry.kind === 'confirmation'
      ? 'Confirmation code'
      : entry.kind === 'reset'
        ? 'Password reset code'
        : 'Code';
  return `✉  ${what} for ${entry.to}: ${entry.code}`;
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
 * Start the local stack. Sets the handler environment in `process.env` (TABLE_NAME, DYNAMODB_ENDPOINT,
 * AWS_REGION, dummy AWS credentials, COGNITO_ENDPOINT, FOUNDERS_/ADMINS_ POOL_ID and CLIENT_ID,
 * EVENT_BUS_NAME and EVENTS_ENDPOINT (the gateway's `/local/events/bus`), FUNDSCOUT_LOCAL_DIR) before any handler is imported.
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
      ...(opts.inMemory ? {} : { dbPath: join(dir, 'dynamodb') }),
    });
    stops.push(() => ddbLocal.stop());
    watch('DynamoDB Local', ddbLocal.process);

    const mailbox = new Mailbox();
    log(`Starting cognito-local on port ${ports.cognito} ...`);
    const cognito: CognitoLocal = await startCognitoLocal({
      port: ports.cognito,
      dataDir: join(dir, 'cognito'),
      webOrigins,
      onCode: (entry) => {
        mailbox.add(entry);
        log(mailboxLine(entry));
      },
    });
    stops.push(() => cognito.stop());
    watch('cognito-local', cognito.process);
    const pools = await ensurePools(cognito.endpoint);

    const eventsEndpoint = `http://127.0.0.1:${ports.api}${BUS_PATH}`;
    Object.assign(process.env, {
      FUNDSCOUT_LOCAL_DIR: dir,
      TABLE_NAME: table,
      DYNAMODB_ENDPOINT: ddbLocal.endpoint,
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      COGNITO_ENDPOINT: cognito.endpoint,
      FOUNDERS_POOL_ID: pools.founders.userPoolId,
      FOUNDERS_CLIENT_ID: pools.founders.clientId,
      ADMINS_POOL_ID: pools.admins.userPoolId,
      ADMINS_CLIENT_ID: pools.admins.clientId,
      EVENT_BUS_NAME: LOCAL_EVENT_BUS,
      EVENTS_ENDPOINT: eventsEndpoint,
    });

    const client = createDocumentClient(ddbLocal.endpoint);
    try {
      const created = await ensureTable(client, table);
      if (created) log(`Created table ${table}.`);
      if (opts.seed && (created || !(await catalogueSeeded(client, table)))) await seed(client, table, log);
    } finally {
      client.destroy();
    }

    const eventBus = new LocalEventBus({
      name: LOCAL_EVENT_BUS,
      region: LOCAL_REGION,
      deadLetterFile: deadLetterFile(dir),
      log,
    });
    stops.push(() => eventBus.close());

    // Billing (issue 9): Stripe test mode with keys, else the local stand-in delivering to the webhook route.
    const stripe = await startLocalStripe({
      port: ports.stripe ?? 0,
      apiPort: ports.api,
      webOrigins,
      log,
    });
    stops.push(() => stripe.stop());

    const gateway: Gateway = await startGateway({
      port: ports.api,
      cognito: { endpoint: cognito.endpoint, ...pools },
      mailbox,
      eventBus,
      corsOrigins: webOrigins,
      log: (line) => log(`[api] ${line}`),
    });
    stops.push(() => gateway.close());

    if (opts.web) {
      process.env.WEB_PORT = String(ports.web);
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
        server: { port: ports.web, strictPort: true },
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
      },
    };
    writeFileSync(stackFilePath(dir), `${JSON.stringify(stack, null, 2)}\n`);
    return { stack, mailbox, eventBus, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
