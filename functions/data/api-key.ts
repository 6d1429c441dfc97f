/**
 * The API key entity (issue 14 item 3; docs/decisions/0016-api-keys.md): `APIKEY#{prefix}` / `APIKEY`, listed on
 * GSI1 `APIKEYS#{sub}` newest first (keys.ts).
 *
 * A key is `fsk_<prefix>_<secret>` (shared/api-keys-schemas.ts API_KEY_PATTERN): 48 random bits of public prefix
 * and 256 random bits of secret from `crypto.randomBytes`. Only the SHA-256 of the secret is stored
 * (`secret_hash`, hex). A fast hash is enough here: slow hashes (bcrypt, scrypt, argon2) exist to make guessing
 * low-entropy passwords expensive, and 2^256 random secrets cannot be guessed at any speed; SHA-256 keeps the
 * per-request check in microseconds. The comparison is constant-time.
 *
 * The per-key rate limit counts each fixed one-minute window in an item of its own (`APIKEY#{prefix}` /
 * `RATE#{epochMinute}`, `rate_count`, expired by TTL): one conditional UpdateItem per request (issue 22: the earlier
 * two-step update on the key item under-served a burst, 41 and 59 of 60 allowed). `last_used_at` is written on
 * the key item by the request that opens a window: at most one write of it per key per minute.
 *
 * The cap of active keys per founder is a counter (`USER#{sub}` / `APIKEYCOUNT`, `active`) that creation and
 * revocation change in the same transaction as the key (issue 22: a count before the put let 40 parallel creations
 * make 33 active keys against a cap of 10). A founder whose keys predate the counter gets it from a count of them,
 * once.
 *
 * Revoking sets `revoked_at` (and the table's TTL attribute, 30 days on): a revoked key is refused at once (the
 * lookup is a consistent GetItem), drops out of the list, and is still found by account deletion until it expires.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Busy } from '../lib/errors.js';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_RATE_WINDOW_SECONDS,
  type ApiKey,
} from '../../shared/api-keys-schemas.js';
import type { ApiKeyStore } from '../lib/api-key-auth.js';
import { keys, type Key } from './keys.js';
import { countAll, queryAll } from './query.js';
import { retryOnConflict } from './retry.js';
import { isConditionalCheckFailed, transactWrite, type TransactItem } from './transaction.js';
import { TABLE } from './table.js';

/** Days a revoked key's item stays (for account deletion and support questions) before DynamoDB TTL removes it. */
export const REVOKED_KEY_RETENTION_DAYS = 30;

/** The stored item. */
export type ApiKeyItem = Key & {
  type: 'api_key';
  gsi1pk: string;
  gsi1sk: string;
  prefix: string;
  sub: string;
  name: string;
  /** SHA-256 of the secret, lowercase hex. */
  secret_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at?: string;
  [TABLE.ttlAttribute]?: number;
};

/** A freshly generated key: `token` is what the founder copies (`fsk_<prefix>_<secret>`). */
export interface GeneratedKey {
  prefix: string;
  secret: string;
  token: string;
}

/** A new random key (48-bit prefix, 256-bit secret, both lowercase hex). */
export function generateApiKey(random: (bytes: number) => Buffer = randomBytes): GeneratedKey {
  const prefix = random(6).toString('hex');
  const secret = random(32).toString('hex');
  return { prefix, secret, token: `${API_KEY_PREFIX}${prefix}_${secret}` };
}

/** The prefix and secret of a well-formed key; undefined for anything else. */
export function parseApiKey(token: string): { prefix: string; secret: string } | undefined {
  const match = API_KEY_PATTERN.exec(token);
  return match ? { prefix: match[1]!, secret: match[2]! } : undefined;
}

/** SHA-256 of `secret`, lowercase hex (what is stored). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** True when `secret` hashes to `storedHash` (constant time). */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The item of a new key of `sub` named `name`, created at `now` (pure). */
export function apiKeyItem(sub: string, name: string, key: GeneratedKey, now: Date): ApiKeyItem {
  const created_at = now.toISOString();
  return {
    ...keys.apiKey(key.prefix),
    ...keys.apiKeyGsi1(sub, created_at, key.prefix),
    type: 'api_key',
    prefix: key.prefix,
    sub,
    name,
    secret_hash: hashSecret(key.secret),
    created_at,
    last_used_at: null,
  };
}

/** The listed view of an item: never the hash, the owner or the counters. */
export function apiKeyView(item: ApiKeyItem): ApiKey {
  return {
    prefix: item.prefix,
    name: item.name,
    created_at: item.created_at,
    last_used_at: item.last_used_at ?? null,
  };
}

/** Conflict retries of a key creation or revocation (transactions on the founder's one counter item). */
const COUNTER_ATTEMPTS = 8;

/**
 * Makes sure `sub`'s active-key counter exists: a founder whose keys predate it gets one from a count of the
 * active keys (GSI1; keys made before the counter existed are long visible there). A concurrent first use puts the
 * same count; the first put wins.
 */
async function ensureKeyCount(client: DynamoDBDocumentClient, table: string, sub: string): Promise<void> {
  const found = await client.send(
    new GetCommand({ TableName: table, Key: keys.apiKeyCount(sub), ConsistentRead: true }),
  );
  if (found.Item) return;
  const active = await countActiveApiKeys(client, table, sub);
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.apiKeyCount(sub), type: 'api_key_count', active },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** The counter change of a creation (`+1`, at most `max` after it) or a revocation (`-1`) in a transaction. */
function countChange(table: string, sub: string, by: 1 | -1, max?: number): TransactItem {
  return {
    Update: {
      TableName: table,
      Key: keys.apiKeyCount(sub),
      UpdateExpression: 'ADD active :by',
      ConditionExpression: max === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND active < :max',
      ExpressionAttributeValues: { ':by': by, ...(max === undefined ? {} : { ':max': max }) },
    },
  };
}

const busy = () => new Busy('Too many simultaneous changes to your API keys. Please try again.');

/**
 * Creates a key for `sub` unless `sub` holds `max` active keys: one transaction of the counter's conditional
 * increment (`active < max`) and the key's conditional Put (`attribute_not_exists(pk)`), so concurrent creations
 * never pass the cap (issue 22). A prefix collision (2^-48 per pair) draws a new key; a transaction conflict with a
 * concurrent creation or revocation is retried after a jittered pause.
 * @returns the stored item and the full key (never stored, cannot be shown again), or undefined at the cap.
 * @throws Busy (503) when conflicts outlast COUNTER_ATTEMPTS attempts.
 */
export async function createApiKey(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  name: string,
  max: number,
  now = new Date(),
  generate: () => GeneratedKey = generateApiKey,
): Promise<{ item: ApiKeyItem; token: string } | undefined> {
  await ensureKeyCount(client, table, sub);
  return retryOnConflict(
    async () => {
      const key = generate();
      const item = apiKeyItem(sub, name, key, now);
      const outcome = await transactWrite(client, [
        countChange(table, sub, 1, max),
        { Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ]);
      if (outcome.ok) return { done: true, value: { item, token: key.token } };
      const [counter, put] = outcome.codes;
      if (counter === 'ConditionalCheckFailed') return { done: true, value: undefined };
      if (put === 'ConditionalCheckFailed') return { done: false, pause: false }; // prefix taken: draw again
      return { done: false, pause: true };
    },
    busy,
    { attempts: COUNTER_ATTEMPTS },
  );
}

const ownKeysQuery = (table: string, sub: string, activeOnly: boolean) => ({
  TableName: table,
  IndexName: TABLE.gsi1.name,
  KeyConditionExpression: 'gsi1pk = :pk',
  ExpressionAttributeValues: { ':pk': keys.apiKeyGsi1(sub, '', '').gsi1pk },
  ...(activeOnly ? { FilterExpression: 'attribute_not_exists(revoked_at)' } : {}),
});

/** `sub`'s active keys, newest first (GSI1, eventually consistent). */
export async function listApiKeys(client: DynamoDBDocumentClient, table: string, sub: string): Promise<ApiKey[]> {
  const items = (await queryAll(client, {
    ...ownKeysQuery(table, sub, true),
    ScanIndexForward: false,
  })) as ApiKeyItem[];
  return items.map(apiKeyView);
}

/** How many active keys `sub` holds. */
export async function countActiveApiKeys(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<number> {
  return countAll(client, ownKeysQuery(table, sub, true));
}

/** The keys (table keys) of every API key item of `sub`, revoked ones included: for account deletion. */
export async function apiKeyItemKeysOf(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<Key[]> {
  const items = await queryAll(client, { ...ownKeysQuery(table, sub, false), ProjectionExpression: 'pk, sk' });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/**
 * Revokes `sub`'s active key `prefix` at `now`: one transaction of the key's conditional update (the key is `sub`'s
 * and not revoked yet) and the active-key counter's decrement; conflicts are retried (Busy when they outlast the
 * attempts).
 * @returns the revocation time, or undefined when `sub` has no such active key (another founder's key included).
 */
export async function revokeApiKey(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  prefix: string,
  now = new Date(),
): Promise<string | undefined> {
  const revokedAt = now.toISOString();
  await ensureKeyCount(client, table, sub);
  return retryOnConflict(
    async () => {
      const outcome = await transactWrite(client, [
        {
          Update: {
            TableName: table,
            Key: keys.apiKey(prefix),
            UpdateExpression: 'SET revoked_at = :at, #ttl = :ttl',
            ConditionExpression: 'attribute_exists(pk) AND #sub = :sub AND attribute_not_exists(revoked_at)',
            ExpressionAttributeNames: { '#sub': 'sub', '#ttl': TABLE.ttlAttribute },
            ExpressionAttributeValues: {
              ':at': revokedAt,
              ':sub': sub,
              ':ttl': Math.floor(now.getTime() / 1000) + REVOKED_KEY_RETENTION_DAYS * 86_400,
            },
          },
        },
        countChange(table, sub, -1),
      ]);
      if (outcome.ok) return { done: true, value: revokedAt };
      if (outcome.codes[0] === 'ConditionalCheckFailed') return { done: true, value: undefined };
      return { done: false, pause: true };
    },
    busy,
    { attempts: COUNTER_ATTEMPTS },
  );
}

/** What a presented key resolves to. */
export type KeyLookup = { status: 'valid'; item: ApiKeyItem } | { status: 'invalid' } | { status: 'revoked' };

/**
 * Resolves a presented key: malformed, unknown or a wrong secret → `invalid`; revoked → `revoked`; else the item.
 * One strongly consistent GetItem (a revocation is seen by the very next request).
 */
export async function findApiKey(
  client: DynamoDBDocumentClient,
  table: string,
  token: string,
): Promise<KeyLookup> {
  const parsed = parseApiKey(token);
  if (!parsed) return { status: 'invalid' };
  const answer = await client.send(
    new GetCommand({ TableName: table, Key: keys.apiKey(parsed.prefix), ConsistentRead: true }),
  );
  const item = answer.Item as ApiKeyItem | undefined;
  if (!item || !secretMatches(parsed.secret, item.secret_hash)) return { status: 'invalid' };
  if (item.revoked_at) return { status: 'revoked' };
  return { status: 'valid', item };
}

/** The fixed window `now` falls in (epoch minutes) and the seconds left in it. */
export function rateWindow(now: Date): { window: number; secondsLeft: number } {
  const seconds = now.getTime() / 1000;
  const window = Math.floor(seconds / API_KEY_RATE_WINDOW_SECONDS);
  return { window, secondsLeft: (window + 1) * API_KEY_RATE_WINDOW_SECONDS - seconds };
}

export type RateOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Seconds a window's count item outlives its window before DynamoDB TTL may remove it. */
const RATE_ITEM_GRACE_SECONDS = 120;

/**
 * Counts one request of key `prefix` in the fixed one-minute window of `now`, at most `limit` a window: one
 * conditional UpdateItem of the window's item (`ADD rate_count 1` if it is absent or under the limit), so a burst
 * is allowed exactly `limit` requests however they interleave (issue 22). The request that opens a window also
 * records `last_used_at` on the key item (at most once a minute; a key revoked meanwhile is left alone).
 * The key itself was checked (valid, not revoked) by `findApiKey` just before.
 */
export async function countApiKeyRequest(
  client: DynamoDBDocumentClient,
  table: string,
  prefix: string,
  limit: number,
  now = new Date(),
): Promise<RateOutcome> {
  const { window, secondsLeft } = rateWindow(now);
  let count: number;
  try {
    const answer = await client.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.apiKeyRate(prefix, window),
        UpdateExpression: 'ADD rate_count :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(rate_count) OR rate_count < :limit',
        ExpressionAttributeNames: { '#ttl': TABLE.ttlAttribute },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':ttl': (window + 1) * API_KEY_RATE_WINDOW_SECONDS + RATE_ITEM_GRACE_SECONDS,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    count = Number(answer.Attributes?.rate_count ?? 0);
  } catch (error) {
    if (isConditionalCheckFailed(error)) return { allowed: false, retryAfterSeconds: secondsLeft };
    throw error;
  }
  if (count === 1) {
    try {
      await client.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.apiKey(prefix),
          UpdateExpression: 'SET last_used_at = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revoked_at)',
          ExpressionAttributeValues: { ':now': now.toISOString() },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  return { allowed: true };
}

/** What the API-key check needs of the key's founder: plan and email (from the profile). */
export interface KeyOwner {
  tier: string;
  email: string;
}

/** The plan and email of `sub` (one consistent GetItem of the profile, two attributes); undefined: no profile. */
export async function keyOwner(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<KeyOwner | undefined> {
  const answer = await client.send(
    new GetCommand({
      TableName: table,
      Key: keys.profile(sub),
      ConsistentRead: true,
      ProjectionExpression: 'subscription_tier, email',
    }),
  );
  const item = answer.Item as { subscription_tier?: string; email?: string } | undefined;
  return item ? { tier: item.subscription_tier ?? 'free', email: item.email ?? '' } : undefined;
}

/**
 * The API-key middleware's store (functions/lib/api-key-auth.ts `ApiKeyStore`) on the table: `findApiKey`,
 * `keyOwner` and `countApiKeyRequest` above. `client` and `table` are read on each use (the container's
 * DocumentClient and TABLE_NAME, functions/lib/dynamodb.ts), so building the store at module load reads nothing.
 */
export function apiKeyStore(client: () => DynamoDBDocumentClient, table: () => string): ApiKeyStore {
  return {
    find: (token) => findApiKey(client(), table(), token),
    owner: (sub) => keyOwner(client(), table(), sub),
    countRequest: (prefix, limit, now) => countApiKeyRequest(client(), table(), prefix, limit, now),
  };
}
