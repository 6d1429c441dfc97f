/**
 * Findings of the security review (issue 14) at unit level: inherited property names as query parameters, the
 * database's throttling and outages as 503 with Retry-After, bounded DynamoDB calls.
 */
import type { Context } from 'aws-lambda';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ActivityQuery, InvestorListQuery } from '../../shared/schemas.js';
import { createDocumentClient, DYNAMODB_TIMEOUTS } from './dynamodb.js';
import { isUnavailable } from './errors.js';
import { routeDispatcher } from './http.js';
import { logger } from './logger.js';
import { originGuard } from './origin.js';
import { parseQuery } from './validate.js';
import { httpEvent } from '../../test/support/api-event.js';

/** A public-route event (no authorizer) with `rawQueryString` (test/support/api-event.ts). */
const event = (routeKey: string, rawQueryString = '') =>
  httpEvent(routeKey, { rawQueryString, claims: null });

const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

describe('parseQuery with inherited property names', () => {
  const handler = routeDispatcher('test', {
    'GET /v1/investors': (e) => parseQuery(e, InvestorListQuery),
    'GET /v1/me/activity': (e) => parseQuery(e, ActivityQuery),
  });

  for (const route of ['GET /v1/investors', 'GET /v1/me/activity']) {
    it.each(INHERITED)(`${route}?%s=x is a 400 naming the parameter, not a 500`, async (name) => {
      const res = await handler(event(route, `${name}=x`), {} as Context);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body ?? '{}').error).toMatchObject({ code: 'invalid_parameter', field: name });
    });
  }

  it('still parses the known parameters next to them', () => {
    expect(
      parseQuery(event('GET /v1/investors', 'industry=a&industry=b&page=2'), InvestorListQuery),
    ).toMatchObject({
      industry: ['a', 'b'],
      page: 2,
    });
  });
});

describe('database unavailable', () => {
  beforeAll(() => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  const failing = (error: unknown) =>
    routeDispatcher('test', {
      'GET /v1/x': () => {
        throw error;
      },
    });
  const sdkError = (name: string, status: number, fault: 'client' | 'server') =>
    Object.assign(new Error(name), { name, $fault: fault, $metadata: { httpStatusCode: status } });

  it.each([
    ['throttling', sdkError('ProvisionedThroughputExceededException', 400, 'client')],
    ['request limit', sdkError('RequestLimitExceeded', 400, 'client')],
    ['service 500', sdkError('InternalServerError', 500, 'server')],
    ['service 503', sdkError('ServiceUnavailable', 503, 'server')],
    ['timeout', Object.assign(new Error('socket timed out'), { name: 'TimeoutError' })],
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })],
    ['refused (aggregate)', new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])],
  ])('%s answers 503 unavailable with Retry-After', async (_, error) => {
    const res = await failing(error)(event('GET /v1/x'), {} as Context);
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(res.body ?? '{}').error.code).toBe('unavailable');
  });

  it('a bug stays a 500 (not every error is an outage)', async () => {
    expect(isUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isUnavailable(sdkError('ValidationException', 400, 'client'))).toBe(false);
    const res = await failing(new TypeError('boom'))(event('GET /v1/x'), {} as Context);
    expect(res.statusCode).toBe(500);
  });

  it('the DynamoDB client has connection and request timeouts and bounded attempts', async () => {
    const doc = createDocumentClient('http://127.0.0.1:9', 'local');
    const client = (doc as unknown as { config: DynamoDBClient['config'] }).config;
    expect(await client.maxAttempts()).toBe(DYNAMODB_TIMEOUTS.maxAttempts);
    const handler = client.requestHandler as unknown as { configProvider: Promise<Record<string, unknown>> };
    const config = await handler.configProvider;
    expect(config).toMatchObject({ connectionTimeout: 1_000, requestTimeout: 2_000 });
    doc.destroy();
  });

  it('a frozen database (accepts, never answers) fails within the bounded budget as unavailable', async () => {
    const sockets: Socket[] = [];
    const frozen = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    const { port } = frozen.address() as AddressInfo;
    const doc = createDocumentClient(`http://127.0.0.1:${port}`, 'local');
    const started = Date.now();
    const error = await doc
      .send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    doc.destroy();
    for (const socket of sockets) socket.destroy();
    frozen.close();
    expect(isUnavailable(error)).toBe(true);
    // 3 attempts x 2 s request timeout + backoff; before the fix the SDK waited without limit.
    expect(elapsed).toBeLessThan(DYNAMODB_TIMEOUTS.maxAttempts * (DYNAMODB_TIMEOUTS.requestTimeout + 1_000));
  }, 20_000);
});

describe('origin guard (calls that bypass CloudFront)', () => {
  const guarded = (expected: string | undefined) => {
    const guard = originGuard(expected);
    return async (headers: Record<string, string>) => {
      const request = { event: { ...event('GET /v1/x'), headers } } as Parameters<
        NonNullable<typeof guard.before>
      >[0];
      try {
        await guard.before?.(request);
        return 'passed';
      } catch (error) {
        return (error as { status?: number }).status;
      }
    };
  };

  it('refuses a call without the CloudFront header or with a wrong one (403), passes the right one', async () => {
    const check = guarded('s3cret-value-from-secrets-manager');
    expect(await check({})).toBe(403);
    expect(await check({ 'x-origin-verify': 'guess' })).toBe(403);
    expect(await check({ 'x-origin-verify': 's3cret-value-from-secrets-manager' })).toBe('passed');
  });

  it('checks nothing locally (no ORIGIN_VERIFY)', async () => {
    expect(await guarded(undefined)({})).toBe('passed');
  });
});
