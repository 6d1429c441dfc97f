/**
 * What a function's environment holds, derived from its registry entry (shared/functions.ts) by ONE function,
 * `functionEnvironment`, that both the CDK stack (infra/constructs/functions.ts, with tokens) and the local stack
 * (scripts/local/function-workers.ts, with local values) call, so the two cannot drift (issue 21.5;
 * docs/decisions/0026-local-functions-in-workers.md).
 *
 * A variable that names a resource is a permission: on AWS the stack grants the matching IAM actions with it, and
 * locally a function without the variable cannot reach the resource (its env gate stops it, as on AWS):
 *
 * | declaration (registry)      | variables                                  | AWS grant (infra/constructs/functions.ts)      |
 * |-----------------------------|--------------------------------------------|------------------------------------------------|
 * | always                      | POWERTOOLS_SERVICE_NAME (`fundscout-<name>`)| none                                           |
 * | `table` read/readwrite/put/outbox | TABLE_NAME                           | named DynamoDB actions on the table            |
 * | `publishes`                 | none: events are outbox items (issue 35)   | none beyond the table                          |
 * | `secrets: [s]`              | `SECRET_ENV[s]` (the ARN)                  | secretsmanager read of that secret             |
 * | `userPools: { p: actions }` | `POOL_ENV[p]`                              | those cognito-idp actions on that pool         |
 * | `authorizes: p`             | `POOL_ENV[p]`, `POOL_CLIENT_ENV[p]`        | none (the pool's JWKS is public)               |
 * | `mail: true`                | MAIL_FROM, MAIL_CONFIGURATION_SET          | ses:SendEmail on the identity and its set      |
 * | `webOrigins: true`          | WEB_ORIGINS (comma-separated origins)      | none (names the web app, grants nothing)       |
 * | `snapshots: read/write`     | OBJECT_STORE_BUCKET (AWS) or _DIR (local)  | s3:GetObject (+ PutObject) on the snapshot keys |
 * | `decks: read/write`         | DECK_STORE_BUCKET (AWS) or _DIR (local)    | s3:GetObject (+ Put, Delete) on the deck keys  |
 *
 * Locally a secret is not an ARN: `resources.secret(s)` gives the variables that stand in for it
 * (`LOCAL_SECRET_ENV[s]`, e.g. STRIPE_SECRET_KEY), still only to the functions that declare `s`.
 */
import {
  functionDef,
  type FunctionDef,
  type FunctionName,
  type SecretName,
  type UserPoolName,
} from './functions.js';

/** The variable carrying each secret's ARN on AWS (the function reads the value at cold start). */
export const SECRET_ENV: Record<SecretName, string> = {
  stripe: 'STRIPE_SECRET_ARN',
  openai: 'OPENAI_SECRET_ARN',
  quotes: 'QUOTES_SECRET_ARN',
  trial: 'TRIAL_SECRET_ARN',
};

/**
 * The variables that stand in for each secret in the local stack (the developer's keys, or the test stacks'
 * fakes and stand-ins): read by the same configuration modules (functions/billing/stripe-client.ts,
 * functions/ai/config.ts, functions/quotes/config.ts), given only to functions that declare the secret.
 */
export const LOCAL_SECRET_ENV: Record<SecretName, readonly string[]> = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'],
  openai: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_TIMEOUT_MS'],
  quotes: ['QUOTES_API_KEY', 'QUOTES_BASE_URL', 'QUOTES_TIMEOUT_MS'],
  trial: ['TRIAL_HMAC_KEY'],
};

/** The variable holding a pool's id, for a function granted actions on it or verifying its tokens. */
export const POOL_ENV: Record<UserPoolName, string> = {
  founders: 'FOUNDERS_POOL_ID',
  admins: 'ADMINS_POOL_ID',
  investors: 'INVESTORS_POOL_ID',
};

/** The variable holding a pool's app client id, for the function that verifies its tokens (`authorizes`). */
export const POOL_CLIENT_ENV: Record<UserPoolName, string> = {
  founders: 'FOUNDERS_CLIENT_ID',
  admins: 'ADMINS_CLIENT_ID',
  investors: 'INVESTORS_CLIENT_ID',
};

/**
 * The variables of the `snapshots` declaration (functions/lib/object-store.ts): the bucket on AWS, standing for the
 * folder locally.
 */
export const OBJECT_STORE_ENV_NAMES = { bucket: 'OBJECT_STORE_BUCKET', dir: 'OBJECT_STORE_DIR' } as const;

/** The variables of the `decks` declaration (functions/lib/object-store.ts `deckStore`; issue 39). */
export const DECK_STORE_ENV_NAMES = {
  bucket: 'DECK_STORE_BUCKET',
  dir: 'DECK_STORE_DIR',
  /** Local only: the gateway's signed file route (the stand-in for S3's presigned URLs). */
  url: 'DECK_STORE_URL',
} as const;

/** The variables of the mail declaration (functions/lib/mailer.ts). */
export const MAIL_ENV = { from: 'MAIL_FROM', configurationSet: 'MAIL_CONFIGURATION_SET' } as const;

/**
 * The variable listing the web app's origins (comma-separated, e.g. `https://d111.cloudfront.net`) for a function
 * that builds URLs back to it (`webOrigins: true`; functions/billing/checkout.ts `returnOrigin`). Unset or empty,
 * such a function accepts no origin (issue 22.5: it never falls back to the request's `Origin`).
 */
export const WEB_ORIGINS_ENV = 'WEB_ORIGINS';

/**
 * How the resources a function may be given are named where it runs: CDK tokens on AWS, local values under
 * `npm start`. Called only for what the entry declares.
 */
export interface EnvironmentResources {
  tableName: string;
  /** The variables giving access to secret `name`: its ARN on AWS, the local stand-ins locally. */
  secret(name: SecretName): Record<string, string>;
  pool(name: UserPoolName): { userPoolId: string; clientId: string };
  /** The verified sender address and the SES configuration set every message goes through. */
  mail: { from: string; configurationSet: string };
  /** The web app's origins (no trailing slash): the distribution's on AWS, the Vite dev server's locally. */
  webOrigins: readonly string[];
  /** The object store of the search snapshot: `{ OBJECT_STORE_BUCKET }` on AWS, `{ OBJECT_STORE_DIR }` locally. */
  objectStore: () => Record<string, string>;
  /** The deck rooms' object store: `{ DECK_STORE_BUCKET }` on AWS, `{ DECK_STORE_DIR }` locally. */
  deckStore: () => Record<string, string>;
}

/** `POWERTOOLS_SERVICE_NAME` of a function: `fundscout-<name>`. */
export function serviceName(name: string): string {
  return `fundscout-${name}`;
}

/**
 * The environment function `name` gets from its registry entry (`def`, default the registry's): exactly the
 * variables of its declarations (see the file comment), valued by `resources`.
 */
export function functionEnvironment(
  name: FunctionName | string,
  resources: EnvironmentResources,
  def: FunctionDef = functionDef(name as FunctionName),
): Record<string, string> {
  const env: Record<string, string> = { POWERTOOLS_SERVICE_NAME: serviceName(name) };
  if (def.table !== 'none') env.TABLE_NAME = resources.tableName;
  for (const secret of def.secrets ?? []) Object.assign(env, resources.secret(secret));
  for (const pool of Object.keys(def.userPools ?? {}) as UserPoolName[]) {
    env[POOL_ENV[pool]] = resources.pool(pool).userPoolId;
  }
  if (def.authorizes) {
    const pool = resources.pool(def.authorizes);
    env[POOL_ENV[def.authorizes]] = pool.userPoolId;
    env[POOL_CLIENT_ENV[def.authorizes]] = pool.clientId;
  }
  if (def.mail) {
    env[MAIL_ENV.from] = resources.mail.from;
    env[MAIL_ENV.configurationSet] = resources.mail.configurationSet;
  }
  if (def.webOrigins) env[WEB_ORIGINS_ENV] = resources.webOrigins.join(',');
  if (def.snapshots) Object.assign(env, resources.objectStore());
  if (def.decks) Object.assign(env, resources.deckStore());
  return env;
}
