/**
 * The local functions' environments over the whole registry (issue 21.5): each is its entry's declarations
 * (shared/function-environment.ts, the derivation the stack uses: infra/constructs/functions.test.ts proves the
 * template's side) plus variables that grant nothing, and every variable a function reads is one of those, so no
 * function depends on something only the old shared environment gave it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, functionDef } from '../../shared/functions.js';
import {
  DECK_STORE_ENV_NAMES,
  OBJECT_STORE_ENV_NAMES,
  functionEnvironment,
  LOCAL_SECRET_ENV,
  MAIL_ENV,
  POOL_CLIENT_ENV,
  POOL_ENV,
  SECRET_ENV,
  WEB_ORIGINS_ENV,
} from '../../shared/function-environment.js';
import {
  connectionEnv,
  LOCAL_SETTINGS,
  localEnvironmentResources,
  localFunctionEnvironment,
  RUNTIME_ENV,
  type LocalConnection,
  type LocalResources,
} from './function-env.js';
import { REPO_ROOT } from './stack-file.js';

const local: LocalResources = {
  table: 'fundscout',
  pools: {
    founders: { userPoolId: 'local_f', clientId: 'client_f' },
    admins: { userPoolId: 'local_a', clientId: 'client_a' },
    investors: { userPoolId: 'local_i', clientId: 'client_i' },
  },
  mail: { from: 'no-reply@fundscout.localhost', configurationSet: 'fundscout-local' },
  secrets: {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_API_BASE: 'http://127.0.0.1:12111',
    OPENAI_API_KEY: 'sk-x',
    QUOTES_API_KEY: 'q-x',
  },
  webOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
  deckStore: { dir: '/tmp/decks', url: 'http://127.0.0.1:1/local/decks' },
  objectStoreDir: '/tmp/objects',
};
const connection: LocalConnection = {
  region: 'local',
  dynamodbEndpoint: 'http://127.0.0.1:8000',
  cognitoEndpoint: 'http://127.0.0.1:9229',
  sesEndpoint: 'http://127.0.0.1:3001/local/ses',
};
/** A developer's shell with everything set: only settings and runtime basics may pass through. */
const shell: Record<string, string> = {
  PATH: '/usr/bin',
  LOG_LEVEL: 'DEBUG',
  TABLE_NAME: 'shell-table',
  EVENT_BUS_NAME: 'shell-bus',
  FOUNDERS_POOL_ID: 'shell-pool',
  ADMINS_POOL_ID: 'shell-pool',
  STRIPE_SECRET_KEY: 'sk_shell',
  OPENAI_API_KEY: 'sk-shell',
  MAIL_FROM: 'shell@example.com',
  RANDOM_THING: 'x',
};

const envOf = (name: (typeof FUNCTION_NAMES)[number]) =>
  localFunctionEnvironment(name, { local, connection, processEnv: shell });

describe('each local function’s environment follows its registry entry', () => {
  it('gives resource names only for what is declared', () => {
    for (const name of FUNCTION_NAMES) {
      const def = functionDef(name);
      const env = envOf(name);
      expect('TABLE_NAME' in env, name).toBe(def.table !== 'none');
      if (def.table !== 'none') expect(env.TABLE_NAME, name).toBe('fundscout');
      // Issue 35: events are outbox items in the table; no function is given the bus
      expect('EVENT_BUS_NAME' in env, name).toBe(false);
      for (const [secret, names] of Object.entries(LOCAL_SECRET_ENV)) {
        const declared = (def.secrets ?? []).includes(secret as never);
        for (const variable of names.filter((v) => local.secrets[v]))
          expect(variable in env, `${name} ${variable}`).toBe(declared);
      }
      for (const [pool, variable] of Object.entries(POOL_ENV)) {
        const declared = pool in (def.userPools ?? {}) || def.authorizes === pool;
        expect(variable in env, `${name} ${variable}`).toBe(declared);
        expect(POOL_CLIENT_ENV[pool as keyof typeof POOL_CLIENT_ENV] in env, `${name} client`).toBe(
          def.authorizes === pool,
        );
      }
      expect(MAIL_ENV.from in env, name).toBe(def.mail === true);
      expect(env[WEB_ORIGINS_ENV], name).toBe(
        def.webOrigins ? 'http://localhost:5173,http://127.0.0.1:5173' : undefined,
      );
      expect(env.POWERTOOLS_SERVICE_NAME, name).toBe(`fundscout-${name}`);
    }
  });

  it('is the declared part plus connection, settings and runtime basics, nothing else of the shell', () => {
    for (const name of FUNCTION_NAMES) {
      const declared = functionEnvironment(name, localEnvironmentResources(local));
      expect(envOf(name), name).toEqual({
        PATH: '/usr/bin',
        LOG_LEVEL: 'DEBUG',
        ...connectionEnv(connection),
        ...declared,
      });
    }
    expect(Object.values(envOf('health'))).not.toContain('sk_shell');
  });

  it('has the same declared variables as on AWS, a secret’s ARN standing for its local keys', () => {
    const aws = (name: (typeof FUNCTION_NAMES)[number]) =>
      functionEnvironment(name, {
        tableName: 'T',
        secret: (s) => ({ [SECRET_ENV[s]]: `arn:${s}` }),
        pool: () => ({ userPoolId: 'P', clientId: 'C' }),
        mail: { from: 'F', configurationSet: 'S' },
        webOrigins: ['https://W'],
        objectStore: () => ({ OBJECT_STORE_BUCKET: 'bucket' }),
        deckStore: () => ({ DECK_STORE_BUCKET: 'decks' }),
      });
    for (const name of FUNCTION_NAMES) {
      const fromAws = Object.keys(aws(name)).flatMap((variable) => {
        if (variable === OBJECT_STORE_ENV_NAMES.bucket) return [OBJECT_STORE_ENV_NAMES.dir];
        // The deck store's folder and its signed file route stand for the bucket (issue 39)
        if (variable === DECK_STORE_ENV_NAMES.bucket)
          return [DECK_STORE_ENV_NAMES.dir, DECK_STORE_ENV_NAMES.url];
        const secret = Object.entries(SECRET_ENV).find(([, v]) => v === variable)?.[0];
        return secret
          ? LOCAL_SECRET_ENV[secret as keyof typeof LOCAL_SECRET_ENV].filter((v) => local.secrets[v])
          : [variable];
      });
      const declaredLocally = Object.keys(functionEnvironment(name, localEnvironmentResources(local)));
      expect(declaredLocally.sort(), name).toEqual(fromAws.sort());
    }
  });
});

/** Every variable a function module reads through the env gate (`NAME: z.` / `NAME: optional(` in a loadEnv shape). */
function variablesReadByFunctions(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/\b([A-Z][A-Z0-9_]{2,}):\s*(?:z\.|optional\()/g))
          names.add(m[1]!);
      }
    }
  };
  walk(join(REPO_ROOT, 'functions'));
  return names;
}

describe('every variable a function reads comes from one known place', () => {
  it('is declared (registry), a local secret stand-in, the connection, a setting, or set only on AWS', () => {
    const known = new Set<string>([
      'POWERTOOLS_SERVICE_NAME',
      'TABLE_NAME',
      ...Object.values(SECRET_ENV),
      ...Object.values(LOCAL_SECRET_ENV).flat(),
      ...Object.values(POOL_ENV),
      ...Object.values(POOL_CLIENT_ENV),
      ...Object.values(MAIL_ENV),
      WEB_ORIGINS_ENV,
      ...Object.values(OBJECT_STORE_ENV_NAMES),
      ...Object.values(DECK_STORE_ENV_NAMES),
      ...Object.keys(connectionEnv(connection)),
      ...LOCAL_SETTINGS,
      ...RUNTIME_ENV,
      // Set by the stack on AWS only (CloudFront's origin-verify header; locally there is no CloudFront).
      'ORIGIN_VERIFY',
    ]);
    const read = variablesReadByFunctions();
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !known.has(name))).toEqual([]);
  });
});
