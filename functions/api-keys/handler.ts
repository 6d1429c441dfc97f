/**
 * Feature `api-keys` (issue 14 item 3; docs/decisions/0016-api-keys.md), Account Settings → API keys. Founder
 * routes with the founder's JWT only (not `apiKey`: a key cannot mint or revoke keys):
 * - GET /v1/api-keys: the caller's active keys (name, prefix, created, last used), newest first, with the most
 *   active keys allowed and the per-key rate limit;
 * - POST /v1/api-keys `{ name }`: premium, pro and enterprise only (403 `premium_required` 'API access is part of
 *   the Premium plan.'); at most MAX_ACTIVE_API_KEYS active keys (400 `api_key_limit`); 201 with the key and its
 *   secret `fsk_<prefix>_<secret>`, which is never stored (its SHA-256 is) and cannot be shown again;
 * - DELETE /v1/api-keys/{prefix}: revoke one of the caller's keys (404 when the caller has no such active key,
 *   another founder's key included); the next request with it answers 401.
 * Storage: functions/data/api-key.ts.
 */
import {
  API_KEY_MESSAGES,
  ApiKeyCreateRequest,
  ApiKeyParams,
  MAX_ACTIVE_API_KEYS,
  hasApiAccess,
  type ApiKeyCreated,
  type ApiKeyList,
  type ApiKeyRevoked,
} from '../../shared/api-keys-schemas.js';
import { apiKeyView, createApiKey, keyOwner, listApiKeys, revokeApiKey } from '../data/api-key.js';
import { PremiumRequired, API_KEY_RATE_ENV } from '../lib/api-key-auth.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { loadEnv } from '../lib/env.js';
import { InvalidInput, Missing } from '../lib/errors.js';
import { featureHandler, Reply, type RouteFn } from '../lib/http.js';
import { parseBody, parsePath } from '../lib/validate.js';
import { tombstoneReader } from '../data/tombstone.js';
import type { RouteKeyOf } from '../../shared/routes.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const rateLimit = loadEnv(API_KEY_RATE_ENV).API_KEY_RATE_LIMIT_PER_MINUTE;

const routes = {
  'GET /v1/api-keys': async (event): Promise<ApiKeyList> => ({
    items: await listApiKeys(ddb(), table, callerOf(event).sub),
    max_active: MAX_ACTIVE_API_KEYS,
    rate_limit_per_minute: rateLimit,
  }),

  'POST /v1/api-keys': async (event) => {
    const { sub } = callerOf(event);
    const { name } = parseBody(event, ApiKeyCreateRequest);
    const owner = await keyOwner(ddb(), table, sub);
    if (!owner || !hasApiAccess(owner.tier)) throw new PremiumRequired();
    // The cap is the condition of the creating transaction itself (issue 22): concurrent creations never pass it.
    const made = await createApiKey(ddb(), table, sub, name, MAX_ACTIVE_API_KEYS);
    if (!made) throw new InvalidInput(API_KEY_MESSAGES.tooMany, { code: 'api_key_limit' });
    const created: ApiKeyCreated = { key: apiKeyView(made.item), secret: made.token };
    return new Reply(201, created);
  },

  'DELETE /v1/api-keys/{prefix}': async (event): Promise<ApiKeyRevoked> => {
    const { sub } = callerOf(event);
    const { prefix } = parsePath(event, ApiKeyParams);
    const revokedAt = await revokeApiKey(ddb(), table, sub, prefix);
    if (!revokedAt) throw new Missing('API key', prefix, API_KEY_MESSAGES.notFound);
    return { prefix, revoked_at: revokedAt };
  },
} satisfies Record<RouteKeyOf<'api-keys'>, RouteFn>;

export const handler = featureHandler('api-keys', routes, { accounts: tombstoneReader(ddb, tableName) });
