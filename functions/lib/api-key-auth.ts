/**
 * The API-key half of founder authentication (issue 14; docs/decisions/0016-api-keys.md). Runs in every HTTP
 * function's middy stack (functions/lib/http.ts), before any route:
 *
 * - Only when the founders' Lambda REQUEST authorizer (functions/founder-authorizer; the local gateway runs the same
 *   decision) let the request through as `credential: 'api_key'`. That authorizer sits only on the manifest's routes
 *   with `apiKey: true` (shared/routes.ts), so a key on any other route was already refused at the gateway (401).
 * - The key (`x-api-key` or `Authorization: Bearer fsk_...`) is looked up by its public prefix and checked against
 *   its stored SHA-256 (the `ApiKeyStore` port below; its DynamoDB implementation is functions/data/api-key.ts
 *   `apiKeyStore`, which the entry of every function serving `apiKey` routes hands to `featureHandler`, so this
 *   module stays below the data layer): malformed, unknown, wrong secret or revoked → 401
 *   `unauthorized` 'Invalid or revoked API key.'.
 * - The founder's plan must include API access (premium, pro, enterprise): else 403 `premium_required`
 *   'API access is part of the Premium plan.' (a founder who downgraded keeps the key, which stops working).
 * - One request is counted in the key's fixed one-minute window (`API_KEY_RATE_LIMIT_PER_MINUTE`, default
 *   shared/api-keys-schemas.ts DEFAULT_API_KEY_RATE_LIMIT_PER_MINUTE = 60): beyond it 429 `too_many_requests` with
 *   `Retry-After` (seconds to the window's end). The same write records `last_used_at` once a minute.
 * - Then the founder's `sub` and email go into `requestContext.authorizer.lambda`, where `callerOf`
 *   (functions/lib/auth.ts) reads them: routes, metering and isolation work exactly as with a token.
 * Round trips: a consistent GetItem of the key, then the profile read and the counting update in parallel.
 * A function that was given no store refuses every API key (401): fail closed.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import {
  API_KEY_MESSAGES,
  DEFAULT_API_KEY_RATE_LIMIT_PER_MINUTE,
  hasApiAccess,
} from '../../shared/api-keys-schemas.js';
import { credentialOf, presentedApiKey, type AuthorizerContext } from './auth.js';
import { loadEnv } from './env.js';
import { NotAllowed } from './errors.js';
import { TooManyRequests, Unauthorized } from './http-errors.js';

/** The variable overriding the per-key limit (requests per minute). */
export const API_KEY_RATE_ENV = {
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_API_KEY_RATE_LIMIT_PER_MINUTE),
};

/** 403 `premium_required`: the key's founder is not (or no longer) on a plan with API access. */
export class PremiumRequired extends NotAllowed {
  constructor() {
    super(API_KEY_MESSAGES.premiumRequired, 'premium_required');
    this.name = 'PremiumRequired';
  }
}

/**
 * What the check reads and writes (functions/data/api-key.ts `apiKeyStore` on the table; a fake in tests):
 * - `find`: the key a presented token names, if its secret matches (`valid`), else `invalid` or `revoked`;
 * - `owner`: the plan and email of the key's founder (undefined: no profile);
 * - `countRequest`: counts one request in the key's current window of `limit` requests per minute.
 */
export interface ApiKeyStore {
  find(
    token: string,
  ): Promise<{ status: 'valid'; item: { sub: string; prefix: string } } | { status: 'invalid' | 'revoked' }>;
  owner(sub: string): Promise<{ tier: string; email: string } | undefined>;
  countRequest(
    prefix: string,
    limit: number,
    now: Date,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

export interface ApiKeyAuthDeps {
  /** Where keys are looked up; without one every API key is refused (401). */
  store?: ApiKeyStore;
  /** Requests per key per minute (default: the env gate, read on first use). */
  limit?: () => number;
  now?: () => Date;
}

/**
 * Resolves an API key on `event` to its founder, or throws (see the module comment). Does nothing unless the
 * authorizer marked the request `credential: 'api_key'`.
 * @throws Unauthorized (401), PremiumRequired (403), TooManyRequests (429).
 */
export async function resolveApiKey(event: APIGatewayProxyEventV2, deps: ApiKeyAuthDeps = {}): Promise<void> {
  if (credentialOf(event) !== 'api_key') return;
  const token = presentedApiKey(event.headers);
  const store = deps.store;
  if (!token || !store) throw new Unauthorized(API_KEY_MESSAGES.invalidKey);
  const lookup = await store.find(token);
  if (lookup.status !== 'valid') throw new Unauthorized(API_KEY_MESSAGES.invalidKey);
  const { item } = lookup;
  const limit = (deps.limit ?? defaultLimit)();
  const now = (deps.now ?? (() => new Date()))();
  const [owner, rate] = await Promise.all([
    store.owner(item.sub),
    store.countRequest(item.prefix, limit, now),
  ]);
  if (!owner || !hasApiAccess(owner.tier)) throw new PremiumRequired();
  if (!rate.allowed) throw new TooManyRequests(API_KEY_MESSAGES.rateLimited(limit), rate.retryAfterSeconds);
  const authorizer = (event.requestContext as { authorizer?: AuthorizerContext }).authorizer ?? {};
  authorizer.lambda = {
    credential: 'api_key',
    sub: item.sub,
    ...(owner.email ? { email: owner.email } : {}),
    api_key_prefix: item.prefix,
  };
  (event.requestContext as { authorizer?: AuthorizerContext }).authorizer = authorizer;
}

let envLimit: number | undefined;
function defaultLimit(): number {
  envLimit ??= loadEnv(API_KEY_RATE_ENV).API_KEY_RATE_LIMIT_PER_MINUTE;
  return envLimit;
}

/** The middy middleware running `resolveApiKey` before the route. */
export function apiKeyAuth(
  deps: ApiKeyAuthDeps = {},
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return { before: (request) => resolveApiKey(request.event, deps) };
}
