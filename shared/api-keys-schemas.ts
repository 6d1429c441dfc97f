/**
 * Premium API keys (issue 14 item 3; docs/decisions/0016-api-keys.md): the schemas of `GET` / `POST /v1/api-keys`
 * and `DELETE /v1/api-keys/{prefix}`, the key format, who may hold keys and the per-key rate limit. Shared by the
 * server (functions/api-keys, functions/lib/api-key-auth.ts) and the web app (Account Settings → API keys).
 */
import * as z from 'zod';
import { cleanText } from './text.js';

/** Every key starts with this, so a key is recognisable in a header, a log or a leaked file. */
export const API_KEY_PREFIX = 'fsk_';

/**
 * `fsk_<prefix>_<secret>`: `prefix` 12 lowercase hex characters (48 random bits, public: it names the key in the
 * list and finds it in the table), `secret` 64 lowercase hex characters (256 random bits, shown once, stored only
 * as its SHA-256).
 */
export const API_KEY_PATTERN = /^fsk_([0-9a-f]{12})_([0-9a-f]{64})$/;

/** The public part of a key, as listed and as the revoke route's path parameter. */
export const API_KEY_PUBLIC_PREFIX_PATTERN = /^[0-9a-f]{12}$/;

/** Tiers that include API access: premium, and legacy pro / enterprise (DESIGN.md "Coherent tiers"). */
export const API_KEY_TIERS = ['premium', 'pro', 'enterprise'] as const;

/** True when `tier` includes API access. */
export function hasApiAccess(tier: string): boolean {
  return (API_KEY_TIERS as readonly string[]).includes(tier);
}

/** Most active (not revoked) keys a founder may hold at once; one more is a 400 `api_key_limit`. */
export const MAX_ACTIVE_API_KEYS = 10;

/**
 * Requests one key may make per fixed one-minute window (429 `too_many_requests` with `Retry-After` beyond it).
 * 60 a minute is a steady script's pace (one call a second) and well under the WAF's 1,500 per 5 minutes per IP
 * (infra/constructs/edge.ts), so one key cannot take a whole IP's budget; the server reads
 * `API_KEY_RATE_LIMIT_PER_MINUTE` to override it (the integration tests set a lower one).
 */
export const DEFAULT_API_KEY_RATE_LIMIT_PER_MINUTE = 60;

/** Length of the window of the per-key limit, in seconds. */
export const API_KEY_RATE_WINDOW_SECONDS = 60;

/** Messages of the API-key answers (server and web). */
export const API_KEY_MESSAGES = {
  premiumRequired: 'API access is part of the Premium plan.',
  invalidKey: 'Invalid or revoked API key.',
  notAccepted: 'API keys are not accepted on this route; sign in instead.',
  rateLimited: (limit: number) => `Too many requests with this API key: at most ${limit} a minute.`,
  tooMany: `You can have at most ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one first.`,
  notFound: 'No active API key with this prefix.',
} as const;

/** Limit of a key's name (characters). */
export const API_KEY_NAME_MAX = 50;

/** Body of `POST /v1/api-keys`: the key's name, for the founder's own list ("CRM sync", "Notebook"). */
export const ApiKeyCreateRequest = z
  .object({ name: cleanText(API_KEY_NAME_MAX, 'Name', { required: true }) })
  .strict()
  .meta({ id: 'ApiKeyCreateRequest' });
export type ApiKeyCreateRequest = z.input<typeof ApiKeyCreateRequest>;

/** Path parameters of `DELETE /v1/api-keys/{prefix}`. */
export const ApiKeyParams = z
  .object({
    prefix: z.string().regex(API_KEY_PUBLIC_PREFIX_PATTERN, 'prefix must be 12 lowercase hex characters.'),
  })
  .strict();

/** One key as listed: never its secret or hash. `last_used_at` has minute granularity (null: never used). */
export const ApiKey = z
  .object({
    prefix: z.string(),
    name: z.string(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKey>;

/** Answer of `GET /v1/api-keys`: the caller's active keys, newest first. */
export const ApiKeyList = z
  .object({
    items: z.array(ApiKey),
    max_active: z.number().int(),
    rate_limit_per_minute: z.number().int(),
  })
  .meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** Answer of `POST /v1/api-keys` (201): the key and its full secret `fsk_<prefix>_<secret>`, shown this once. */
export const ApiKeyCreated = z
  .object({ key: ApiKey, secret: z.string().regex(API_KEY_PATTERN) })
  .meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** Answer of `DELETE /v1/api-keys/{prefix}`. */
export const ApiKeyRevoked = z
  .object({ prefix: z.string(), revoked_at: z.iso.datetime() })
  .meta({ id: 'ApiKeyRevoked' });
export type ApiKeyRevoked = z.infer<typeof ApiKeyRevoked>;
