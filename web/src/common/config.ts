/**
 * Runtime configuration of the web app, fetched once from `/config.json`.
 *
 * Nothing is baked into the bundle: in AWS the CDK stack deploys `config.json` next to the bundle; locally the
 * Vite plugin in `web/vite.config.ts` serves it from `.local/stack.json`. Everything here is public (pool and
 * client ids, URLs); no secret is ever served.
 */
import { takeEarlyFetch } from './early-fetch.js';
import type { SupportSettings } from '../../../shared/support-settings.js';

/** One Cognito user pool and its public app client. */
export interface PoolConfig {
  userPoolId: string;
  clientId: string;
}

export interface RuntimeConfig {
  /** Base URL of the HTTP API without a trailing slash, e.g. `http://localhost:3001`. */
  apiUrl: string;
  region: string;
  cognito: {
    /** Custom Cognito endpoint (cognito-local); `null` in AWS. */
    endpoint: string | null;
    founders: PoolConfig;
    admins: PoolConfig;
    /** The investors pool (issue 19): the investor portal's sign-up and sign-in. */
    investors: PoolConfig;
  };
  /** Local mailbox page listing confirmation codes; `null` outside the local stack. */
  mailboxUrl: string | null;
  /** The operator's support times (issue 38; shared/support-settings.ts): shown only where set. */
  support: SupportSettings;
}

/** One support setting of a parsed config: a non-empty string, else null. */
function setting(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

let pending: Promise<RuntimeConfig> | undefined;
let loaded: RuntimeConfig | undefined;

function isPool(value: unknown): value is PoolConfig {
  const pool = value as PoolConfig | undefined;
  return typeof pool?.userPoolId === 'string' && typeof pool.clientId === 'string';
}

/**
 * Checks the shape of a parsed `/config.json` and normalises it (trailing slash of apiUrl removed, missing
 * optional fields as `null`; the support settings as `null` each when absent).
 * @throws Error naming the first missing or malformed field.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = raw as Partial<RuntimeConfig> | null;
  if (!value || typeof value !== 'object') throw new Error('config.json: not a JSON object');
  if (typeof value.apiUrl !== 'string' || !value.apiUrl) throw new Error('config.json: apiUrl is missing');
  if (typeof value.region !== 'string') throw new Error('config.json: region is missing');
  const cognito = value.cognito;
  if (!cognito || !isPool(cognito.founders)) throw new Error('config.json: cognito.founders is missing');
  if (!isPool(cognito.admins)) throw new Error('config.json: cognito.admins is missing');
  if (!isPool(cognito.investors)) throw new Error('config.json: cognito.investors is missing');
  return {
    apiUrl: value.apiUrl.replace(/\/+$/, ''),
    region: value.region,
    cognito: {
      endpoint: typeof cognito.endpoint === 'string' && cognito.endpoint ? cognito.endpoint : null,
      founders: { userPoolId: cognito.founders.userPoolId, clientId: cognito.founders.clientId },
      admins: { userPoolId: cognito.admins.userPoolId, clientId: cognito.admins.clientId },
      investors: { userPoolId: cognito.investors.userPoolId, clientId: cognito.investors.clientId },
    },
    mailboxUrl: typeof value.mailboxUrl === 'string' && value.mailboxUrl ? value.mailboxUrl : null,
    support: {
      hours: setting(value.support?.hours),
      replyTime: setting(value.support?.replyTime),
      reviewTime: setting(value.support?.reviewTime),
    },
  };
}

/**
 * Fetches and caches `/config.json`. Concurrent and later calls share one request; a failed load is not cached,
 * so a later call retries. The first load uses the request index.html started early, if any (early-fetch.ts).
 * @throws Error when the file cannot be fetched (e.g. the local stack is not running) or is malformed.
 */
export function loadConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= (async () => {
    const early = fetchImpl === fetch ? takeEarlyFetch('/config.json') : undefined;
    const response = await (early ?? fetchImpl('/config.json', { cache: 'no-store' }));
    if (!response.ok) {
      throw new Error(`Could not load /config.json (HTTP ${response.status}). Is the local stack running?`);
    }
    loaded = parseRuntimeConfig(await response.json());
    return loaded;
  })().catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}

/**
 * The loaded configuration.
 * @throws Error when called before `loadConfig()` resolved.
 */
export function getConfig(): RuntimeConfig {
  if (!loaded) throw new Error('Runtime configuration not loaded yet: await loadConfig() first.');
  return loaded;
}

/** Test helper: forget the cached configuration. */
export function resetConfigForTests(): void {
  pending = undefined;
  loaded = undefined;
}
