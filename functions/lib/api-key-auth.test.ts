/**
 * The API-key middleware (functions/lib/api-key-auth.ts) and the founders' authorizer decision
 * (functions/founder-authorizer/decide.ts), with a mocked DocumentClient: a key resolves to its founder before
 * `callerOf`; unknown, revoked, non-premium and over-limit keys are refused with 401, 403 `premium_required` and
 * 429 with Retry-After; a JWT request is left alone.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../founder-authorizer/decide.js';
import { apiKeyItem, apiKeyStore, generateApiKey } from '../data/api-key.js';
import { resolveApiKey } from './api-key-auth.js';
import { callerOf } from './auth.js';
import { ddb, tableName } from './dynamodb.js';
import { HttpError, toHttpError } from './http-errors.js';
import { httpEvent } from '../../test/support/api-event.js';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'test-table';
});
const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());
const NOW = new Date('2026-11-23T10:00:45.000Z');
const key = generateApiKey();
const item = apiKeyItem('founder-sub', 'CRM', key, NOW);

/** `GET /v1/me` with `headers` and the Lambda authorizer's context `lambda` (test/support/api-event.ts). */
const event = (headers: Record<string, string>, lambda?: Record<string, string>) =>
  httpEvent('GET /v1/me', { headers, claims: null, ...(lambda ? { lambda } : {}) });
const keyEvent = (token = key.token) => event({ 'x-api-key': token }, { credential: 'api_key' });

function storage(tier: string | undefined, updates: 'ok' | 'full' = 'ok') {
  ddbMock.on(GetCommand, { Key: { pk: `APIKEY#${key.prefix}`, sk: 'APIKEY' } }).resolves({ Item: item });
  ddbMock
    .on(GetCommand, { Key: { pk: 'USER#founder-sub', sk: 'PROFILE' } })
    .resolves(tier ? { Item: { subscription_tier: tier, email: 'ada@example.com' } } : {});
  if (updates === 'ok') ddbMock.on(UpdateCommand).resolves({});
  else
    ddbMock.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
}

/** The HTTP answer of the refusal `promise` rejects with (an HTTP error, or a domain error mapped to one). */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  const answer = toHttpError(error);
  expect(answer).toBeInstanceOf(HttpError);
  return answer!;
}
const store = apiKeyStore(ddb, tableName);

describe('resolveApiKey', () => {
  it('resolves a premium founder’s key to their sub and email before callerOf', async () => {
    storage('premium');
    const e = keyEvent();
    await resolveApiKey(e, { store, now: () => NOW, limit: () => 60 });
    expect(callerOf(e)).toMatchObject({ sub: 'founder-sub', email: 'ada@example.com' });
    expect(ddbMock.commandCalls(UpdateCommand).length).toBeGreaterThan(0);
  });

  it('accepts the key as Authorization: Bearer too, and pro / enterprise plans', async () => {
    for (const tier of ['pro', 'enterprise']) {
      ddbMock.reset();
      storage(tier);
      const e = event({ authorization: `Bearer ${key.token}` }, { credential: 'api_key' });
      await resolveApiKey(e, { store, now: () => NOW, limit: () => 60 });
      expect(callerOf(e).sub).toBe('founder-sub');
    }
  });

  it('leaves a JWT request alone (no read) and never lets an unresolved key through callerOf', async () => {
    const jwt = event({ authorization: 'Bearer x.y.z' }, { credential: 'jwt', sub: 'jwt-sub' });
    await resolveApiKey(jwt);
    expect(ddbMock.calls()).toHaveLength(0);
    expect(callerOf(jwt).sub).toBe('jwt-sub');
    expect(() => callerOf(keyEvent())).toThrow(/signed in/);
  });

  it('answers 401 for an unknown or garbage key', async () => {
    ddbMock.on(GetCommand).resolves({});
    const unknown = await refusal(resolveApiKey(keyEvent(), { store }));
    expect([unknown.status, unknown.code, unknown.message]).toEqual([
      401,
      'unauthorized',
      'Invalid or revoked API key.',
    ]);
    expect((await refusal(resolveApiKey(keyEvent('fsk_nope'), { store }))).status).toBe(401);
  });

  it('answers 401 for a revoked key', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { ...item, revoked_at: NOW.toISOString() } });
    expect((await refusal(resolveApiKey(keyEvent(), { store }))).status).toBe(401);
  });

  it('refuses every key with 401, reading nothing, in a function given no key store (fail closed)', async () => {
    storage('premium');
    expect((await refusal(resolveApiKey(keyEvent()))).status).toBe(401);
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('answers 403 premium_required for a founder on a plan without API access (a downgrade)', async () => {
    for (const tier of ['free', 'starter', undefined]) {
      ddbMock.reset();
      storage(tier);
      const error = await refusal(resolveApiKey(keyEvent(), { store, now: () => NOW, limit: () => 60 }));
      expect([error.status, error.code, error.message]).toEqual([
        403,
        'premium_required',
        'API access is part of the Premium plan.',
      ]);
    }
  });

  it('answers 429 with Retry-After (seconds to the window’s end) when the window is full', async () => {
    storage('premium', 'full');
    const error = await refusal(resolveApiKey(keyEvent(), { store, now: () => NOW, limit: () => 5 }));
    expect([error.status, error.code]).toEqual([429, 'too_many_requests']);
    expect(error.headers['retry-after']).toBe('15');
    expect(error.message).toContain('at most 5 a minute');
  });
});

describe('the founders’ authorizer decision', () => {
  const verify = async (token: string) =>
    token === 'good.jwt.token' ? { sub: 's', 'cognito:groups': ['a', 'b'], exp: 1 } : undefined;

  it('lets a well-formed key through to the middleware, in either header', async () => {
    expect(await decide({ 'x-api-key': key.token }, verify)).toEqual({
      isAuthorized: true,
      context: { credential: 'api_key' },
    });
    expect(await decide({ Authorization: `Bearer ${key.token}` }, verify)).toEqual({
      isAuthorized: true,
      context: { credential: 'api_key' },
    });
  });

  it('refuses a malformed key, a bad JWT and no credential', async () => {
    expect(await decide({ 'x-api-key': 'fsk_short' }, verify)).toEqual({ isAuthorized: false });
    expect(await decide({ authorization: 'Bearer fsk_short' }, verify)).toEqual({ isAuthorized: false });
    expect(await decide({ authorization: 'Bearer bad.jwt.token' }, verify)).toEqual({ isAuthorized: false });
    expect(await decide({}, verify)).toEqual({ isAuthorized: false });
  });

  it('passes a valid JWT’s claims stringified as HTTP APIs do', async () => {
    expect(await decide({ authorization: 'Bearer good.jwt.token' }, verify)).toEqual({
      isAuthorized: true,
      context: { sub: 's', 'cognito:groups': '[a b]', exp: '1', credential: 'jwt' },
    });
  });
});
