/**
 * The environment of each local function's worker (scripts/local/function-workers.ts; issue 21.5): what its
 * registry entry declares, through the derivation the CDK stack uses too (shared/function-environment.ts
 * `functionEnvironment`), valued with the local stack's resources, plus variables that grant nothing:
 * - `connection`: where the local stand-ins of AWS answer (DynamoDB Local, cognito-local, the SES endpoint on the
 *   gateway; no function reaches the bus: events are outbox items, issue 35), the dummy credentials and region, as
 *   every Lambda can reach every regional endpoint and has its role's credentials;
 * - `LOCAL_SETTINGS`: tuning variables the developer or a test stack sets (log level, cache times, limits), the
 *   same for every function and unset on AWS;
 * - `RUNTIME_ENV`: the process basics a Lambda runtime has too (PATH, HOME, TMPDIR, TZ, LANG).
 * A secret is locally its stand-in variables (`LOCAL_SECRET_ENV`), given, like its ARN on AWS, only to the
 * functions that declare it. Nothing else of the stack's process reaches a function.
 */
import type { FunctionName, UserPoolName } from '../../shared/functions.js';
import {
  DECK_STORE_ENV_NAMES,
  OBJECT_STORE_ENV_NAMES,
  functionEnvironment,
  LOCAL_SECRET_ENV,
  type EnvironmentResources,
} from '../../shared/function-environment.js';
import type { EnvSource } from '../../functions/lib/env.js';
import type { PoolConfig } from './stack-file.js';

/** Tuning variables passed to every local function when set (they name no resource, so grant nothing). */
export const LOCAL_SETTINGS = [
  'LOG_LEVEL',
  'CATALOGUE_REFRESH_MS',
  'STATS_REVALIDATE_MS',
  'API_KEY_RATE_LIMIT_PER_MINUTE',
  'QUOTES_CACHE_MS',
  'FUNDRAISINGFOX_CSV',
  'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
] as const;

/** Variables of the process itself, as a Lambda runtime has them (passed when set). */
export const RUNTIME_ENV = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG'] as const;

/** The local functions' DynamoDB `requestTimeout`, ms (functions/lib/dynamodb.ts `DYNAMODB_REQUEST_TIMEOUT_MS`). */
export const LOCAL_DYNAMODB_REQUEST_TIMEOUT_MS = 5_000;

/** Where the local stand-ins of AWS answer (the same for every function). */
export interface LocalConnection {
  region: string;
  dynamodbEndpoint: string;
  cognitoEndpoint: string;
  /** The local SES v2 endpoint (functions/lib/mailer.ts `SES_ENDPOINT`). */
  sesEndpoint: string;
}

/** The connection variables (functions/lib/dynamodb.ts, auth.ts, mailer.ts read them). */
export function connectionEnv(connection: LocalConnection): Record<string, string> {
  return {
    // DynamoDB Local under CPU contention (three test lanes on 2 CPUs) stalls past the 2 s a function allows
    // DynamoDB: the local functions wait longer per call (functions/lib/dynamodb.ts; AWS keeps 2 s)
    DYNAMODB_REQUEST_TIMEOUT_MS: String(LOCAL_DYNAMODB_REQUEST_TIMEOUT_MS),
    AWS_REGION: connection.region,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: connection.dynamodbEndpoint,
    COGNITO_ENDPOINT: connection.cognitoEndpoint,
    SES_ENDPOINT: connection.sesEndpoint,
  };
}

/** The local stack's resources, as `functionEnvironment` names them. */
export interface LocalResources {
  table: string;
  pools: Record<UserPoolName, PoolConfig>;
  mail: { from: string; configurationSet: string };
  /** The secrets' stand-in values by variable (LOCAL_SECRET_ENV), e.g. the Stripe stand-in's keys. */
  secrets: Readonly<Record<string, string | undefined>>;
  /** The web app's origins (the Vite dev server's), WEB_ORIGINS of functions that declare `webOrigins`. */
  webOrigins: readonly string[];
  /** The local object store's folder (the search snapshot), OBJECT_STORE_DIR of functions that declare `snapshots`. */
  objectStoreDir: string;
  /**
   * The deck rooms' folder (issue 39), DECK_STORE_DIR of functions that declare `decks`, and the gateway's address
   * of its signed file route (DECK_STORE_URL: the local stand-in for S3's presigned URLs, scripts/local/deck-files.ts).
   */
  deckStore: { dir: string; url: string };
}

/** `functionEnvironment`'s resources for the local stack. */
export function localEnvironmentResources(local: LocalResources): EnvironmentResources {
  return {
    tableName: local.table,
    secret: (name) =>
      Object.fromEntries(
        LOCAL_SECRET_ENV[name].flatMap((variable) => {
          const value = local.secrets[variable];
          return value ? [[variable, value]] : [];
        }),
      ),
    pool: (name) => local.pools[name],
    mail: local.mail,
    webOrigins: local.webOrigins,
    objectStore: () => ({ [OBJECT_STORE_ENV_NAMES.dir]: local.objectStoreDir }),
    deckStore: () => ({
      [DECK_STORE_ENV_NAMES.dir]: local.deckStore.dir,
      DECK_STORE_URL: local.deckStore.url,
    }),
  };
}

const pick = (source: EnvSource, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (source[name] ? [[name, source[name]]] : [])));

/**
 * The whole environment of local function `name`: the runtime basics and settings found in `processEnv`,
 * `settings` (the stack's own tuning values), the connection, and the declared part.
 */
export function localFunctionEnvironment(
  name: FunctionName,
  opts: {
    local: LocalResources;
    connection: LocalConnection;
    settings?: Readonly<Record<string, string>>;
    processEnv?: EnvSource;
  },
): Record<string, string> {
  const processEnv = opts.processEnv ?? {};
  return {
    ...pick(processEnv, RUNTIME_ENV),
    ...pick(processEnv, LOCAL_SETTINGS),
    ...pick(opts.settings ?? {}, LOCAL_SETTINGS),
    ...connectionEnv(opts.connection),
    ...functionEnvironment(name, localEnvironmentResources(opts.local)),
  };
}
