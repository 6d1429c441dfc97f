/**
 * Each local function runs in its own worker with only the environment its registry entry declares (issue 21.5): a
 * probe handler (fixtures/probe-handler.ts) runs under real registry entries' environments, against a local
 * gateway with the event bus and the local SES, and does what the entry may or may not do. Without the
 * declaration the call fails locally, as it would on AWS; with it, it works.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionName } from '../../shared/functions.js';
import { LocalEventBus } from './event-bus.js';
import { functionBundle } from './function-bundles.js';
import { localFunctionEnvironment, type LocalConnection, type LocalResources } from './function-env.js';
import { FunctionWorkers } from './function-workers.js';
import { startGateway, type Gateway } from './gateway.js';
import { SES_PATH } from './gateway/local-ses.js';
import { lambdaContext } from './handlers.js';
import { Mailbox } from './mailbox.js';
import { REPO_ROOT } from './stack-file.js';

const PROBE = join(import.meta.dirname, 'fixtures', 'probe-handler.ts');
// Inside the repo: a bundle resolves `@aws-sdk/*` from node_modules, as Lambda's runtime provides it.
const dir = join(REPO_ROOT, '.local', `function-workers-${process.pid}`);
const MAIL = { from: 'no-reply@fundscout.localhost', configurationSet: 'fundscout-test' };
const local: LocalResources = {
  table: 'probe-table',
  pools: {
    founders: { userPoolId: 'local_founders', clientId: 'founders-client' },
    admins: { userPoolId: 'local_admins', clientId: 'admins-client' },
    investors: { userPoolId: 'local_investors', clientId: 'investors-client' },
  },
  mail: MAIL,
  secrets: {
    STRIPE_SECRET_KEY: 'sk_test_probe',
    STRIPE_WEBHOOK_SECRET: 'whsec_probe',
    OPENAI_API_KEY: 'sk-probe',
  },
  webOrigins: ['http://localhost:5173'],
  deckStore: { dir: '/tmp/decks', url: 'http://127.0.0.1:1/local/decks' },
  objectStoreDir: '/tmp/objects',
};
/** What the stack's own process has: none of it may reach a function unless declared. */
const PROCESS_ENV = {
  PATH: process.env.PATH,
  LOG_LEVEL: 'WARN',
  TABLE_NAME: 'leaked-table',
  EVENT_BUS_NAME: 'leaked-bus',
  STRIPE_SECRET_KEY: 'sk_leaked',
  ADMINS_POOL_ID: 'leaked-pool',
  SOMETHING_ELSE: 'leaked',
};

let gateway: Gateway;
let bus: LocalEventBus;
let workers: FunctionWorkers;
const mailbox = new Mailbox();

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  bus = new LocalEventBus({
    name: 'probe-bus',
    region: 'local',
    deadLetterFile: join(dir, 'dead-letters.jsonl'),
    triggers: [],
    log: () => undefined,
  });
  gateway = await startGateway({ port: 0, eventBus: bus, mailbox, ses: MAIL, log: () => undefined });
  const connection: LocalConnection = {
    region: 'local',
    dynamodbEndpoint: 'http://127.0.0.1:9', // never called by the probe
    cognitoEndpoint: 'http://127.0.0.1:9',
    sesEndpoint: `${gateway.url}${SES_PATH}`,
  };
  workers = new FunctionWorkers({
    env: (name) => localFunctionEnvironment(name, { local, connection, processEnv: PROCESS_ENV }),
    bundle: () => functionBundle('probe', PROBE, join(dir, 'bundles')),
    log: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await workers?.close();
  await gateway?.close();
  await bus?.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = (name: FunctionName, what: string) =>
  workers.invoke(name, { do: what }, lambdaContext(name, `req-${what}`, 10_000));

describe('local functions in workers (issue 21.5)', () => {
  it('sees exactly its declared environment, plus the connection and settings, never the stack’s own variables', async () => {
    const { names } = (await run('signups', 'env')) as { names: string[] };
    // AWS_SDK_UA_APP_ID: Powertools sets it in the function's own process when its logger loads.
    expect(names.filter((n) => n !== 'AWS_SDK_UA_APP_ID')).toEqual(
      [
        'AWS_ACCESS_KEY_ID',
        'AWS_REGION',
        'AWS_SECRET_ACCESS_KEY',
        'COGNITO_ENDPOINT',
        'DYNAMODB_ENDPOINT',
        // the local stack's patience with DynamoDB Local (scripts/local/function-env.ts)
        'DYNAMODB_REQUEST_TIMEOUT_MS',
        'LOG_LEVEL',
        'PATH',
        'POWERTOOLS_SERVICE_NAME',
        'SES_ENDPOINT',
        'TABLE_NAME',
      ].sort(),
    );
  });

  it('cannot announce an event without a table (no TABLE_NAME): events are outbox items (issue 35)', async () => {
    await expect(run('quotes', 'publish')).rejects.toThrow(/TABLE_NAME is missing/);
    const published = (await run('me', 'publish')) as { eventId: string; table: string };
    expect(published.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(published.table).toBe(local.table);
  });

  it('cannot read a secret it does not declare, and reads its declared one', async () => {
    await expect(run('health', 'stripe')).rejects.toThrow(/STRIPE_SECRET_KEY/);
    expect(await run('billing', 'stripe')).toEqual({ configured: true });
  });

  it('cannot use a pool it does not declare, and uses its declared one', async () => {
    await expect(run('admin', 'admins')).rejects.toThrow(/ADMINS_POOL_ID is missing/);
    expect(await run('admin-accounts', 'admins')).toEqual({ pool: 'local_admins' });
  });

  it('cannot send mail without `mail` (no MAIL_FROM)', async () => {
    await expect(run('me', 'mail')).rejects.toThrow(/MAIL_FROM is missing/);
  });

  it('passes the Lambda context and rebuilds a handler’s error', async () => {
    expect(await run('health', 'env')).toMatchObject({ functionName: 'fundscout-local-health' });
    await expect(run('health', 'nothing')).rejects.toThrow('cannot nothing');
  });

  it('fails the invocations of a worker that dies, then starts it afresh (a new cold start)', async () => {
    await expect(run('openapi', 'crash')).rejects.toThrow(/crashed outside the invocation|stopped/);
    expect(await run('openapi', 'env')).toMatchObject({ functionName: 'fundscout-local-openapi' });
  });

  it('stops a worker left idle, as Lambda reclaims a container; the next call starts it again', async () => {
    const idle = new FunctionWorkers({
      env: (name) =>
        localFunctionEnvironment(name, { local, connection: idleConnection(), processEnv: PROCESS_ENV }),
      bundle: () => functionBundle('probe', PROBE, join(dir, 'bundles')),
      idleMs: 200,
      log: () => undefined,
    });
    try {
      await idle.invoke('health', { do: 'env' }, lambdaContext('health', 'r1', 10_000));
      expect(idle.warm()).toEqual(['health']);
      const deadline = Date.now() + 10_000;
      while (idle.warm().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(idle.warm()).toEqual([]);
      expect(await idle.invoke('health', { do: 'env' }, lambdaContext('health', 'r2', 10_000))).toMatchObject(
        {
          functionName: 'fundscout-local-health',
        },
      );
    } finally {
      await idle.close();
    }
  });
});

function idleConnection(): LocalConnection {
  return {
    region: 'local',
    dynamodbEndpoint: 'http://127.0.0.1:9',
    cognitoEndpoint: 'http://127.0.0.1:9',
    sesEndpoint: `${gateway.url}${SES_PATH}`,
  };
}
