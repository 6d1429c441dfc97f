import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { InvestorListQuery } from '../../shared/schemas.js';
import { EXPORT_LIMIT_MESSAGE } from '../../shared/messages.js';
import * as errors from './errors.js';
import {
  AccountDeleted,
  ActionLimitReached,
  Busy,
  DependencyFailed,
  QuotaReached,
  DomainError,
  Gone,
  InvalidInput,
  Missing,
  NotAllowed,
  SavedListFull,
  StateConflict,
  Unavailable,
} from './errors.js';
import { BadRequest, HttpError, NotFound, toHttpError } from './http-errors.js';
import { featureHandler, Reply, routeDispatcher } from './http.js';
import { logger } from './logger.js';
import { parseBody, parseQuery } from './validate.js';
import { callerOf, parseGroups } from './auth.js';
import { httpEvent, type EventOptions } from '../../test/support/api-event.js';

/** A public-route event (no authorizer) with the `extra` fields (test/support/api-event.ts). */
const event = (routeKey: string, extra: EventOptions = {}) => httpEvent(routeKey, { claims: null, ...extra });
const context = {} as Context;

describe('routeDispatcher', () => {
  const handler = routeDispatcher('test', {
    'GET /v1/ok': () => ({ hello: 'world' }),
    'GET /v1/created': () => new Reply(201, { id: 'x' }),
    'GET /v1/bad': () => {
      throw new BadRequest("Invalid query parameter 'page'.", 'page');
    },
    'GET /v1/missing': () => {
      throw new NotFound('No investor x.');
    },
    'GET /v1/boom': () => {
      throw new Error('secret internals');
    },
  });

  it('answers a plain value as JSON 200', async () => {
    const res = await handler(event('GET /v1/ok'), context);
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(res.body ?? '')).toEqual({ hello: 'world' });
  });

  it('honours a Reply status', async () => {
    const res = await handler(event('GET /v1/created'), context);
    expect(res.statusCode).toBe(201);
  });

  it('maps HttpError to the JSON error shape with the field', async () => {
    const res = await handler(event('GET /v1/bad'), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '')).toEqual({
      error: { code: 'invalid_parameter', message: "Invalid query parameter 'page'.", field: 'page' },
    });
    const missing = await handler(event('GET /v1/missing'), context);
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body ?? '').error.code).toBe('not_found');
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const res = await handler(event('GET /v1/boom'), context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(JSON.parse(res.body ?? '').error.code).toBe('internal_error');
  });

  it('answers 404 JSON for a route key it does not serve', async () => {
    const res = await handler(event('GET /v1/nope'), context);
    expect(res.statusCode).toBe(404);
  });
});

describe('featureHandler', () => {
  it('serves the route keys the manifest gives the function and nothing else', async () => {
    const handler = featureHandler('health', { 'GET /v1/health': () => ({ status: 'ok' }) });
    expect((await handler(event('GET /v1/health'), context)).statusCode).toBe(200);
    expect((await handler(event('GET /v1/me'), context)).statusCode).toBe(404);
  });

  it('rejects undeclared, misspelt and missing route keys at type level', () => {
    const ok = () => ({});
    // A route the manifest gives another function (`me`):
    // @ts-expect-error 'GET /v1/me' is not a route of health
    featureHandler('health', { 'GET /v1/health': ok, 'GET /v1/me': ok });
    // A typo:
    // @ts-expect-error 'GET /v1/healht' is not a route key
    featureHandler('health', { 'GET /v1/healht': ok });
    // A declared route left out:
    // @ts-expect-error saved serves three routes
    featureHandler('saved', { 'GET /v1/saved': ok });
    // A function with no HTTP trigger:
    // @ts-expect-error signups is fed by events, not routes
    featureHandler('signups', {});
    expect(typeof featureHandler('openapi', { 'GET /v1/openapi.json': ok })).toBe('function');
  });
});

describe('parseQuery', () => {
  it('collects repeated array parameters from rawQueryString and treats a single space as All', () => {
    const q = parseQuery(
      event('GET /v1/investors', { rawQueryString: 'industry=Fintech&industry=AI&country=%20&page=2' }),
      InvestorListQuery,
    );
    expect(q.industry).toEqual(['Fintech', 'AI']);
    expect(q.country).toBeUndefined();
    expect(q.page).toBe(2);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['type=Banana', 'type'],
    ['foo=1', 'foo'],
    ['q=a&q=b', 'q'],
  ])('rejects %s with a 400 naming %s', (raw, field) => {
    try {
      parseQuery(event('GET /v1/investors', { rawQueryString: raw }), InvestorListQuery);
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequest);
      expect((error as BadRequest).field).toBe(field);
      expect((error as BadRequest).message).toContain(`'${field}'`);
    }
  });
});

describe('parseBody', () => {
  const Body = z.object({ name: z.string().min(1) }).strict();
  it('rejects malformed JSON and names invalid fields', () => {
    expect(() => parseBody(event('POST /v1/x', { body: '{' }), Body)).toThrow(/not valid JSON/);
    try {
      parseBody(event('POST /v1/x', { body: JSON.stringify({ name: '' }) }), Body);
      expect.unreachable('should have thrown');
    } catch (error) {
      expect((error as BadRequest).field).toBe('name');
    }
    expect(parseBody(event('POST /v1/x', { body: JSON.stringify({ name: 'Ada' }) }), Body)).toEqual({
      name: 'Ada',
    });
  });
});

describe('caller claims', () => {
  it("parses API Gateway's stringified group claim and the array form", () => {
    expect(parseGroups('[admins editors]')).toEqual(['admins', 'editors']);
    expect(parseGroups(['admins'])).toEqual(['admins']);
    expect(parseGroups(undefined)).toEqual([]);
  });

  it('reads sub and email from requestContext.authorizer.jwt.claims and refuses events without them', () => {
    const withClaims = httpEvent('GET /v1/me', {
      claims: { sub: 'u-1', email: 'ada@example.com', 'cognito:groups': '[admins]' },
    });
    expect(callerOf(withClaims)).toMatchObject({ sub: 'u-1', email: 'ada@example.com', groups: ['admins'] });
    expect(() => callerOf(event('GET /v1/me'))).toThrow(/signed in/);
  });
});

describe('domain errors', () => {
  const handler = routeDispatcher('test', {
    'POST /v1/reveal': () => {
      throw new ActionLimitReached('reveal', 1, 0);
    },
    'POST /v1/export': () => {
      throw new ActionLimitReached('export', 1, 0);
    },
    'POST /v1/other': () => {
      throw new ActionLimitReached('refund', 3, 1);
    },
    'GET /v1/gone': () => {
      throw new Missing('investor', 'x');
    },
    'POST /v1/busy': () => {
      throw new Busy();
    },
  });
  const answer = async (routeKey: string) => {
    const res = await handler(event(routeKey), context);
    return { status: res.statusCode, error: JSON.parse(res.body ?? '{}').error };
  };

  it('are mapped to HTTP in functions/lib only: limit 402, missing 404, busy 503, with the spec messages', async () => {
    expect(await answer('POST /v1/reveal')).toEqual({
      status: 402,
      error: {
        code: 'action_limit_reached',
        message: 'You need at least 1 action to reveal contact information. You have 0 actions remaining.',
      },
    });
    expect(await answer('POST /v1/export')).toEqual({
      status: 402,
      error: { code: 'action_limit_reached', message: EXPORT_LIMIT_MESSAGE },
    });
    // Any other metered action: the spec's generic text (founder-app.md section 8; issue 23).
    expect(await answer('POST /v1/other')).toEqual({
      status: 402,
      error: {
        code: 'action_limit_reached',
        message: "You don't have enough actions. Required: 3, Remaining: 1. Please upgrade.",
      },
    });
    expect(await answer('GET /v1/gone')).toEqual({
      status: 404,
      error: { code: 'not_found', message: "No investor with id 'x'." },
    });
    expect((await answer('POST /v1/busy')).status).toBe(503);
    expect(new Busy()).not.toBeInstanceOf(HttpError);
  });

  // issue 21: one error convention (docs/decisions/0022-error-convention.md)
  const kinds: [DomainError, number, Record<string, unknown>][] = [
    [
      new InvalidInput('No data', { field: 'list', code: 'no_data' }),
      400,
      { code: 'no_data', field: 'list' },
    ],
    [new SavedListFull(3), 400, { code: 'saved_list_full' }],
    [new NotAllowed('Premium only'), 403, { code: 'forbidden' }],
    [new Missing('list', 'l1'), 404, { code: 'not_found', message: "No list with id 'l1'." }],
    [
      new StateConflict('Already', 'already_on_plan', 'plan'),
      409,
      { code: 'already_on_plan', field: 'plan' },
    ],
    [new ActionLimitReached('email', 2, 1), 402, { code: 'action_limit_reached' }],
    [new Unavailable('Not configured', 'billing_not_configured'), 503, { code: 'billing_not_configured' }],
    [new Busy(), 503, { code: 'busy', headers: { 'retry-after': '1' } }],
    [new DependencyFailed('Stripe said no', 'stripe_error'), 502, { code: 'stripe_error' }],
    [new AccountDeleted(), 401, { code: 'account_deleted' }],
    [new Gone('No longer shared', 'deck_room_gone'), 410, { code: 'deck_room_gone' }],
    [
      new QuotaReached('20 a day', 'pitch_daily_limit', new Date(Date.now() + 3_600_000)),
      429,
      { code: 'pitch_daily_limit', headers: { 'retry-after': expect.stringMatching(/^3[56]\d\d$/) } },
    ],
  ];

  it.each(kinds)('maps %s to its status with its own code and field', (error, status, expected) => {
    expect(toHttpError(error)).toMatchObject({ status, message: expect.any(String), ...expected });
  });

  it('maps every kind of domain error functions/lib/errors.ts exports (a new kind needs its mapping)', () => {
    const exported = (Object.values(errors) as unknown[]).filter(
      (value): value is abstract new (...args: never[]) => DomainError =>
        typeof value === 'function' && value.prototype instanceof DomainError,
    );
    const covered = new Set(kinds.map(([error]) => error.constructor));
    expect(exported.filter((kind) => !covered.has(kind)).map((kind) => kind.name)).toEqual([]);
  });

  it('leaves a plain Error unmapped (a 500) and keeps an HttpError as it is', () => {
    expect(toHttpError(new Error('boom'))).toBeUndefined();
    const own = new BadRequest('Bad header', 'origin');
    expect(toHttpError(own)).toBe(own);
  });
});

// issue 21 item 3: every log line of an invocation carries the Lambda context and the API Gateway request id.
describe('logging in a route', () => {
  it('injects the function name, Lambda request id, cold start and the request id as correlation id', async () => {
    const handler = routeDispatcher('test', {
      'GET /v1/log': () => {
        logger.info('in the route');
        return {};
      },
    });
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as never);
    try {
      await handler(event('GET /v1/log', { requestId: 'req-1' }), {
        functionName: 'fundscout-investors',
        functionVersion: '$LATEST',
        invokedFunctionArn: 'arn:aws:lambda:eu-west-1:111122223333:function:fundscout-investors',
        memoryLimitInMB: '512',
        awsRequestId: 'aws-req-7',
      } as Context);
    } finally {
      spy.mockRestore();
    }
    const line = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.message === 'in the route');
    expect(line).toMatchObject({
      function_name: 'fundscout-investors',
      function_request_id: 'aws-req-7',
      correlation_id: 'req-1',
      cold_start: expect.any(Boolean),
    });
    // Cleared after the invocation: nothing of one request reaches the next.
    expect(logger.getCorrelationId()).toBeUndefined();
  });
});
