/**
 * Premium API keys end to end through the local gateway (the founders' Lambda authorizer decision) and the real
 * handlers (issue 14 item 3; docs/decisions/0016-api-keys.md): create (premium only, the secret once), use on
 * search, reveal (charged one action, in GET /v1/me usage), export, with `Authorization: Bearer` and `x-api-key`;
 * revoked and garbage keys 401; keys refused on routes that do not accept them; the per-key 429 with Retry-After
 * (the integration stack's limit is API_KEY_TEST_RATE_LIMIT); 403 `premium_required` on create for a free founder
 * and on use after a downgrade; account deletion deletes the keys; the rate window and the cap of active keys hold
 * exactly under concurrency (issue 22).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiKeyCreated, ApiKeyList } from '../../shared/api-keys-schemas.js';
import type { InvestorListResponse, MeResponse, RevealResponse } from '../../shared/schemas.js';
import { keys } from '../../functions/data/keys.js';
import { countApiKeyRequest, createApiKey, rateWindow } from '../../functions/data/api-key.js';
import { founder, type Founder } from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { setPlan, stackTable } from '../support/profiles.js';
import { API_KEY_TEST_RATE_LIMIT } from './global-setup.js';

const stack = inject('stack');
const { client, table } = stackTable(stack);

async function createKey(owner: Founder, name = 'Script'): Promise<ApiKeyCreated> {
  const res = await owner.call('/v1/api-keys', {
    method: 'POST',
    body: JSON.stringify({ name }),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as ApiKeyCreated;
}

/** Calls the API with `key` in the `Authorization` header (`bearer`) or `x-api-key`. */
const withKey =
  (key: string, how: 'bearer' | 'header' = 'bearer') =>
  (path: string, init: RequestInit = {}) =>
    fetch(`${stack.apiUrl}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(how === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key }),
      },
    });

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('a premium founder’s API key', () => {
  let owner: Founder;
  let created: ApiKeyCreated;

  beforeAll(async () => {
    owner = await founder(stack, { tier: 'premium' });
    created = await createKey(owner, 'CRM sync');
  });

  it('is created with the secret shown once, and listed by name and prefix without it', async () => {
    expect(created.secret).toMatch(/^fsk_[0-9a-f]{12}_[0-9a-f]{64}$/);
    expect(created.secret).toContain(created.key.prefix);
    expect(created.key).toMatchObject({ name: 'CRM sync', last_used_at: null });
    const listed = await owner.call('/v1/api-keys');
    const text = await listed.text();
    expect(text).not.toContain(created.secret.split('_')[2]);
    const list = JSON.parse(text) as ApiKeyList;
    expect(list.items.map((k) => k.prefix)).toContain(created.key.prefix);
    expect(list).toMatchObject({ max_active: 10, rate_limit_per_minute: API_KEY_TEST_RATE_LIMIT });
    const stored = await client.send(
      new GetCommand({ TableName: table, Key: keys.apiKey(created.key.prefix) }),
    );
    expect(JSON.stringify(stored.Item)).not.toContain(created.secret.split('_')[2]);
  });

  it('searches with Authorization: Bearer fsk_...', async () => {
    const res = await withKey(created.secret)('/v1/investors?q=fintech');
    expect(res.status).toBe(200);
    const body = (await res.json()) as InvestorListResponse;
    expect(body.total).toBeGreaterThan(0);
  });

  it('reveals as the founder, charged one action, visible in GET /v1/me usage; a second reveal is free', async () => {
    const before = ((await (await owner.call('/v1/me')).json()) as MeResponse).usage;
    const id = 'test-direct-117';
    const res = await withKey(created.secret)(`/v1/investors/${id}/reveal`, { method: 'POST' });
    expect(res.status).toBe(200);
    const revealed = (await res.json()) as RevealResponse;
    expect(revealed).toMatchObject({ charged: true, usage: { used: before.used + 1 } });
    expect(revealed.investor.contact).toEqual(expect.any(String));
    const after = ((await (await owner.call('/v1/me')).json()) as MeResponse).usage;
    expect(after.used).toBe(before.used + 1);
    const again = await withKey(created.secret, 'header')(`/v1/investors/${id}/reveal`, { method: 'POST' });
    expect(((await again.json()) as RevealResponse).charged).toBe(false);
    expect(((await (await owner.call('/v1/me')).json()) as MeResponse).usage.used).toBe(before.used + 1);
    // The profile read with the key is the owner's (the same authorization path as the token).
    const me = (await (await withKey(created.secret, 'header')('/v1/me')).json()) as MeResponse;
    expect(me.profile).toMatchObject({ id: owner.sub, email: owner.email });
  });

  it('exports the saved list with x-api-key (premium exports are not metered, as with a token)', async () => {
    expect((await owner.call('/v1/saved/test-direct-117', { method: 'PUT' })).status).toBe(200);
    const before = ((await (await owner.call('/v1/me')).json()) as MeResponse).usage.used;
    const res = await withKey(created.secret, 'header')('/v1/exports', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('x-actions-charged')).toBe('0');
    expect(await res.text()).toContain('Direct Contact Investor 117');
    expect(((await (await owner.call('/v1/me')).json()) as MeResponse).usage.used).toBe(before);
  });

  it('records when it was last used', async () => {
    const list = (await (await owner.call('/v1/api-keys')).json()) as ApiKeyList;
    const key = list.items.find((k) => k.prefix === created.key.prefix);
    expect(key?.last_used_at).toEqual(expect.any(String));
  });

  it('is refused on routes that do not accept keys: writes, key management, account deletion, admin', async () => {
    const json = { 'content-type': 'application/json' };
    const attempts: [string, RequestInit][] = [
      ['/v1/me', { method: 'DELETE', body: JSON.stringify({ confirm_email: owner.email }), headers: json }],
      ['/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Minted by a key' }), headers: json }],
      ['/v1/api-keys', {}],
      [`/v1/api-keys/${created.key.prefix}`, { method: 'DELETE' }],
      ['/v1/saved/test-direct-118', { method: 'PUT' }],
      ['/v1/billing', {}],
      ['/v1/admin/dashboard', {}],
    ];
    for (const how of ['bearer', 'header'] as const) {
      for (const [path, init] of attempts) {
        const res = await withKey(created.secret, how)(path, init);
        expect(res.status, `${init.method ?? 'GET'} ${path} (${how})`).toBe(401);
      }
    }
    // Still there: nothing above acted.
    expect((await owner.call('/v1/me')).status).toBe(200);
    expect(((await (await owner.call('/v1/api-keys')).json()) as ApiKeyList).items).toHaveLength(1);
  });
});

describe('refused keys', () => {
  it('a garbage key answers 401 (malformed at the gateway, unknown or wrong secret at the middleware)', async () => {
    const owner = await founder(stack, { tier: 'premium' });
    const { secret, key } = await createKey(owner);
    const wrongSecret = `fsk_${key.prefix}_${'0'.repeat(64)}`;
    const unknown = `fsk_${'a'.repeat(12)}_${'b'.repeat(64)}`;
    for (const bad of ['fsk_garbage', 'fsk_', wrongSecret, unknown, `${secret}x`]) {
      for (const how of ['bearer', 'header'] as const) {
        const res = await withKey(bad, how)('/v1/investors?q=ai');
        expect(res.status, `${bad} (${how})`).toBe(401);
      }
    }
    const middleware = await withKey(unknown)('/v1/me');
    expect(await errorOf(middleware)).toEqual({
      code: 'unauthorized',
      message: 'Invalid or revoked API key.',
    });
  });

  it('a revoked key answers 401 from the next request on, and leaves the list', async () => {
    const owner = await founder(stack, { tier: 'premium' });
    const { secret, key } = await createKey(owner);
    expect((await withKey(secret)('/v1/me')).status).toBe(200);
    const revoked = await owner.call(`/v1/api-keys/${key.prefix}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ prefix: key.prefix, revoked_at: expect.any(String) });
    const res = await withKey(secret, 'header')('/v1/me');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe('Invalid or revoked API key.');
    expect(((await (await owner.call('/v1/api-keys')).json()) as ApiKeyList).items).toEqual([]);
    expect((await owner.call(`/v1/api-keys/${key.prefix}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("a founder cannot revoke another founder's key", async () => {
    const [a, b] = await Promise.all([
      founder(stack, { tier: 'premium' }),
      founder(stack, { tier: 'premium' }),
    ]);
    const { secret, key } = await createKey(a);
    expect((await b.call(`/v1/api-keys/${key.prefix}`, { method: 'DELETE' })).status).toBe(404);
    expect((await withKey(secret)('/v1/me')).status).toBe(200);
  });
});

describe('premium only', () => {
  it('a free founder gets 403 premium_required on create', async () => {
    const free = await founder(stack);
    const res = await free.call('/v1/api-keys', {
      method: 'POST',
      body: JSON.stringify({ name: 'Nope' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'premium_required',
      message: 'API access is part of the Premium plan.',
    });
    expect(((await (await free.call('/v1/api-keys')).json()) as ApiKeyList).items).toEqual([]);
  });

  it('a key of a founder who downgraded answers 403 premium_required, and works again after an upgrade', async () => {
    const owner = await founder(stack, { tier: 'premium' });
    const { secret } = await createKey(owner);
    await setPlan(client, table, owner.sub, { tier: 'starter' });
    const res = await withKey(secret)('/v1/investors?q=ai');
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'premium_required',
      message: 'API access is part of the Premium plan.',
    });
    await setPlan(client, table, owner.sub, { tier: 'pro' });
    expect((await withKey(secret)('/v1/investors?q=ai')).status).toBe(200);
  });

  it('names a bad name field with a 400', async () => {
    const owner = await founder(stack, { tier: 'premium' });
    const res = await owner.call('/v1/api-keys', {
      method: 'POST',
      body: JSON.stringify({ name: 'x'.repeat(51) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe('name');
  });
});

describe('the per-key rate limit', () => {
  it(`answers 429 with Retry-After after ${API_KEY_TEST_RATE_LIMIT} requests in a minute, per key`, async () => {
    const owner = await founder(stack, { tier: 'premium' });
    // Fixed one-minute windows: the limit is only reached when every request falls in one window. A run that
    // straddled a minute boundary (the clock's window changed between its first and last request) is repeated with
    // fresh keys instead of waiting for the next minute.
    const { second, statuses, limited } = await eventually(
      async () => {
        const window = rateWindow(new Date()).window;
        const [first, second] = [await createKey(owner, 'one'), await createKey(owner, 'two')];
        const statuses: number[] = [];
        for (let i = 0; i < API_KEY_TEST_RATE_LIMIT; i += 1)
          statuses.push((await withKey(first.secret)('/v1/investors/filters')).status);
        const limited = await withKey(first.secret, 'header')('/v1/investors/filters');
        return { first, second, statuses, limited, straddled: rateWindow(new Date()).window !== window };
      },
      { until: (run) => !run.straddled, timeoutMs: 60_000, what: 'a run of requests inside one minute' },
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await errorOf(limited)).toEqual({
      code: 'too_many_requests',
      message: `Too many requests with this API key: at most ${API_KEY_TEST_RATE_LIMIT} a minute.`,
    });
    // Another key of the same founder has its own window; the founder's token is not limited by the key.
    expect((await withKey(second.secret)('/v1/investors/filters')).status).toBe(200);
    expect((await owner.call('/v1/investors/filters')).status).toBe(200);
  }, 90_000);
});

describe('single conditional writes under concurrency (issue 22)', () => {
  // Before: the two-step window update under-served a burst (41 and 59 of 60 allowed), and a count before the put
  // let 40 parallel creations make 33 active keys against a cap of 10.
  it('a burst within the limit is allowed whole, and a burst past it is allowed exactly the limit', async () => {
    const sub = `burst-${Date.now().toString(36)}`;
    const now = new Date(); // one window for every request: the burst cannot straddle a minute
    const burst = async (n: number, limit: number) => {
      const made = await createApiKey(client, table, sub, `burst ${n}`, 10);
      const outcomes = await Promise.all(
        Array.from({ length: n }, () => countApiKeyRequest(client, table, made!.item.prefix, limit, now)),
      );
      return outcomes.filter((o) => o.allowed).length;
    };
    expect(await burst(60, 60)).toBe(60);
    expect(await burst(90, 60)).toBe(60);
  });

  it('40 parallel creations leave exactly the cap of active keys', async () => {
    const owner = await founder(stack, { tier: 'premium' });
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await owner.call('/v1/api-keys', {
          method: 'POST',
          body: JSON.stringify({ name: `parallel ${i}` }),
          headers: { 'content-type': 'application/json' },
        });
        if (res.status !== 201) expect((await errorOf(res)).code).toMatch(/^(api_key_limit|busy)$/);
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const list = (await (await owner.call('/v1/api-keys')).json()) as ApiKeyList;
    expect(list.items).toHaveLength(10);
    // Revoking one frees one place, and only one.
    const first = list.items[0]!.prefix;
    expect((await owner.call(`/v1/api-keys/${first}`, { method: 'DELETE' })).status).toBe(200);
    expect((await createKey(owner, 'after a revocation')).key.name).toBe('after a revocation');
    const again = await owner.call('/v1/api-keys', {
      method: 'POST',
      body: JSON.stringify({ name: 'one too many' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe('api_key_limit');
  }, 60_000);
});

describe('account deletion', () => {
  it("deletes the founder's keys with the account", async () => {
    const owner = await founder(stack, { tier: 'premium' });
    const [a, b] = [await createKey(owner, 'a'), await createKey(owner, 'b')];
    expect((await owner.call(`/v1/api-keys/${b.key.prefix}`, { method: 'DELETE' })).status).toBe(200);
    const res = await owner.call('/v1/me', {
      method: 'DELETE',
      body: JSON.stringify({ confirm_email: owner.email }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    for (const { key } of [a, b]) {
      const stored = await client.send(new GetCommand({ TableName: table, Key: keys.apiKey(key.prefix) }));
      expect(stored.Item, key.prefix).toBeUndefined();
    }
    expect((await withKey(a.secret)('/v1/me')).status).toBe(401);
  });
});
