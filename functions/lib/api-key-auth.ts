/**
 * The API-key half of founder authentication (issue 14; docs/decisions/0016-api-keys.md). Runs in every HTTP
 * function's middy stack (functions/lib/http.ts), before any route:
 *
 * - Only when the founders' Lambda REQUEST authorizer (functions/founder-authorizer; the local gateway runs the same
 *   decision) let the request through as `credential: 'api_key'`. That authorizer sits only on the manifest's routes
 *   with `apiKey: true` (shared/routes.ts), so a key on any other route was already refused at the gateway (401).
 * - The key (`x-api-key` or `Authorization: Bearer fsk_...`) is looked up by its public prefix and checked against
 *   its stored SHA-256 (functions/data/api-key.ts): malformed, unknown, wrong secret or revoked → 401
 *   `unauthorized` 'Invalid or revoked API key.'.
 * - The founder's plan must include API access (premium, pro, enterprise): else 403 `premium_required`
 *   'API access is part of the Premium plan.' (a founder who downgraded keeps the key, which stops working).
 * - One request is counted in the key's fixed one-minute window (`API_KEY_RATE_LIMIT_PER_MINUTE`, default
 *   shared/api-keys-schemas.ts DEFAULT_API_KEY_RATE_LIMIT_PER_MINUTE = 60): beyond it 429 `too_many_requests` with
 *   `Retry-After` (seconds to the window's end). The same write records `last_used_at` once a minute.
 * - Then the founder's `sub` and email go into `requestContext.authorizer.lambda`, where `callerOf`
 *   (functions/lib/auth.ts) reads them: routes, metering and isolation work exactly as with a token.
 * Round trips: a consistent GetItem of the key, then the profile read and the counting update in parallel.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import {
  API_KEY_MESSAGES,
  DEFAULT_API_KEY_RATE_LIMIT_PER_MINUTE,
  hasApiAccess,
} from '../../shared/api-keys-schemas.js';
import { countApiKeyRequest, findApiKey, keyOwner } from '../data/api-key.js';
import { credentialOf, presentedApiKey, type AuthorizerContext } from './auth.js';
import { ddb, tableName } from './dynamodb.js';
import { loadEnv } from './env.js';
import { HttpError, TooManyRequests, Unauthorized } from './errors.js';

/** The variable overriding the per-key limit (requests per minute). */
export const API_KEY_RATE_ENV = {
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_API_KEY_RATE_LIMIT_PER_MINUTE),
};

/** 403 `premium_required`: the key's founder is not (or no longer) on a plan with API access. */
export class PremiumRequired extends HttpError {
  constructor() {
    super(403, 'premium_required', API_KEY_MESSAGES.premiumRequired);
  }
}

export interface ApiKeyAuthDeps {
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
  if (!token) throw new Unauthorized(API_KEY_MESSAGES.invalidKey);
  const client = ddb();
  const table = tableName();
  const lookup = await findApiKey(client, table, token);
  if (lookup.status !== 'valid') throw new Unauthorized(API_KEY_MESSAGES.invalidKey);
  const { item } = lookup;
  const limit = (deps.limit ?? defaultLimit)();
  const now = (deps.now ?? (() => new Date()))();
  const [owner, rate] = await Promise.all([
    keyOwner(client, table, item.sub),
    countApiKeyRequest(client, table, item.prefix, limit, now),
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
