import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '../../../shared/routes.js';
import { handlerCache, type LambdaHandler } from '../handlers.js';
import { RateLimiter } from '../rate-limit.js';
import { runPipeline } from '../gateway.js';
import { corsHeaders, preflight } from './cors.js';
import { buildEvent, queryParameters, requestTime, toHttpResponse } from './event.js';
import { limitReply } from './limits.js';
import { matchRoute } from './match.js';
import { jsonReply, type GatewayRequest } from './reply.js';

const request = (method: string, url: string, headers: GatewayRequest['headers'] = {}): GatewayRequest => ({
  method,
  url,
  path: url.split('?')[0]!,
  query: new URLSearchParams(url.split('?')[1] ?? ''),
  headers,
  sourceIp: '127.0.0.1',
  body: async () => Buffer.alloc(0),
});

describe('matchRoute', () => {
  it('prefers a static segment over a parameter whatever the manifest order', () => {
    const reversed = [...ROUTES].reverse() as RouteDef[];
    const filters = matchRoute(reversed, 'GET', '/v1/investors/filters');
    expect(filters).toMatchObject({ kind: 'route', route: { path: '/v1/investors/filters' } });
    const one = matchRoute(ROUTES, 'get', '/v1/investors/a%20b');
    expect(one).toMatchObject({
      kind: 'route',
      route: { path: '/v1/investors/{id}' },
      pathParameters: { id: 'a b' },
    });
  });

  it('answers method (with the allowed ones) or none', () => {
    expect(matchRoute(ROUTES, 'DELETE', '/v1/me')).toEqual({ kind: 'method', allow: ['GET', 'PATCH'] });
    expect(matchRoute(ROUTES, 'GET', '/v1/nothing')).toEqual({ kind: 'none' });
  });
});

describe('payload v2 event', () => {
  it('joins repeated query parameters, splits cookies, lower-cases headers and base64s binary bodies', () => {
    expect(queryParameters('a=1&a=2&b=%20x')).toEqual({ a: '1,2', b: ' x' });
    expect(queryParameters('')).toBeUndefined();
    const event = buildEvent(
      {
        method: 'post',
        url: '/v1/investors/x/reveal?q=1',
        headers: { 'Content-Type': 'application/octet-stream', cookie: 'a=1; b=2', host: 'api.local' },
        body: Buffer.from([0xff, 0x00]),
      },
      { route: { method: 'POST', path: '/v1/investors/{id}/reveal' }, pathParameters: { id: 'x' } },
      { claims: { sub: 'u-1' }, scopes: null },
      new Date('2026-11-23T09:05:03Z'),
    );
    expect(event).toMatchObject({
      routeKey: 'POST /v1/investors/{id}/reveal',
      rawPath: '/v1/investors/x/reveal',
      rawQueryString: 'q=1',
      cookies: ['a=1', 'b=2'],
      headers: { 'content-type': 'application/octet-stream', host: 'api.local' },
      pathParameters: { id: 'x' },
      body: Buffer.from([0xff, 0x00]).toString('base64'),
      isBase64Encoded: true,
      requestContext: {
        http: { method: 'POST' },
        time: '23/Nov/2026:09:05:03 +0000',
        authorizer: { jwt: { claims: { sub: 'u-1' } } },
      },
    });
    expect(requestTime(new Date('2026-01-02T03:04:05Z'))).toBe('02/Jan/2026:03:04:05 +0000');
  });

  it('turns handler results into HTTP responses as HTTP APIs do', () => {
    expect(
      toHttpResponse({ statusCode: 201, headers: { 'X-A': 'b' }, body: 'aGk=', isBase64Encoded: true }),
    ).toEqual({
      status: 201,
      headers: { 'x-a': 'b' },
      body: Buffer.from('hi'),
    });
    expect(toHttpResponse({ ok: true })).toMatchObject({ status: 200, body: Buffer.from('{"ok":true}') });
    expect(toHttpResponse(undefined).status).toBe(200);
  });
});

describe('CORS', () => {
  const origins = new Set(['http://localhost:5173']);
  it('adds headers only for an allowed origin', () => {
    expect(corsHeaders(origins, 'http://localhost:5173')['access-control-allow-origin']).toBe(
      'http://localhost:5173',
    );
    expect(corsHeaders(origins, 'http://evil.example')).toEqual({});
    expect(corsHeaders(origins, undefined)).toEqual({});
  });
  it('answers a preflight, with the allow headers only for an allowed origin, and passes other requests', () => {
    const step = preflight(origins);
    const ok = step(
      request('OPTIONS', '/v1/me', {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
      }),
    );
    expect(ok).toMatchObject({
      status: 204,
      headers: { 'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE' },
    });
    const other = step(
      request('OPTIONS', '/v1/me', { origin: 'http://evil.example', 'access-control-request-method': 'GET' }),
    );
    expect(other).toEqual({ status: 204, headers: {}, body: '' });
    expect(step(request('OPTIONS', '/v1/me'))).toBeUndefined();
    expect(step(request('GET', '/v1/me'))).toBeUndefined();
  });
});

describe('rate limit reply', () => {
  it('answers the per-client 429 with Retry-After once the limit is used up', () => {
    const route = ROUTES.find((r) => r.path === '/v1/contact-messages')! as RouteDef;
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < route.rateLimit!.perClient.requests; i += 1) {
      expect(limitReply(limiter, route, '10.0.0.1')).toBeUndefined();
    }
    const reply = limitReply(limiter, route, '10.0.0.1')!;
    expect(reply.status).toBe(429);
    expect(reply.headers['retry-after']).toBe('600');
    expect(JSON.parse(String(reply.body)).error.code).toBe('too_many_requests');
    expect(limitReply(limiter, ROUTES[0] as RouteDef, '10.0.0.1')).toBeUndefined();
  });
});

describe('pipeline and handler cache', () => {
  it('answers with the first step that replies', async () => {
    const seen: string[] = [];
    const reply = await runPipeline(
      [
        () => {
          seen.push('a');
          return undefined;
        },
        () => jsonReply(418, { teapot: true }),
        () => {
          seen.push('never');
          return undefined;
        },
      ],
      request('GET', '/x'),
    );
    expect(reply.status).toBe(418);
    expect(seen).toEqual(['a']);
    expect((await runPipeline([], request('GET', '/x'))).status).toBe(404);
  });

  it('loads each function once and retries a failed load', async () => {
    let loads = 0;
    const handler = (async () => 'ok') as unknown as LambdaHandler;
    const cached = handlerCache(async () => {
      loads += 1;
      if (loads === 1) throw new Error('syntax error');
      return handler;
    });
    await expect(cached('health')).rejects.toThrow('syntax error');
    expect(await cached('health')).toBe(handler);
    expect(await cached('health')).toBe(handler);
    expect(loads).toBe(2);
  });
});
