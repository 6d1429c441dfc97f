/**
 * The local API gateway (node:http, no framework): serves every route of the manifest (shared/routes.ts) the way
 * the stack's API Gateway HTTP API does, and invokes the very handler modules that run on Lambda.
 *
 * - A request becomes an API Gateway HTTP API payload v2 event (`buildEvent`); `functions/<feature>/handler.ts`
 *   is imported once per feature and its `handler` export is called with the event and a Lambda `Context`.
 *   Source: AWS docs "Working with AWS Lambda proxy integrations for HTTP APIs" (payload format 2.0).
 * - Routing: a static path segment wins over a `{param}` one (`/v1/investors/filters` before `/v1/investors/{id}`).
 *   Unknown path → 404 `{error:{code:'not_found',message}}`; a known path with another method → 405.
 * - `founder` routes need a founders-pool JWT, `admin` routes an admins-pool JWT (scripts/local/jwt.ts); failing
 *   that the answer is API Gateway's 401 `{"message":"Unauthorized"}`. Verified claims (stringified as HTTP APIs
 *   do) go to `requestContext.authorizer.jwt`.
 * - CORS as the stack's HTTP API config (infra/constructs/api.ts): preflight answered for the web origins.
 * - Rate limits declared on a route (`rateLimit`, scripts/local/rate-limit.ts), checked before the JWT and the
 *   handler as API Gateway throttles before integrations: over the per-client limit (by source IP) → 429
 *   `{error:{code:'too_many_requests',message}}` with `Retry-After`; over the route's rate → API Gateway's 429
 *   `{"message":"Too Many Requests"}`.
 * - `/local/mailbox` (HTML) and `/local/mailbox.json?to=EMAIL` serve the codes cognito-local printed. They exist
 *   only here, never in the manifest.
 * - One log line per request: method, path, status, ms.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { CORS, ROUTES, routeKey, type RouteDef } from '../../shared/routes.js';
import { jwtCheck, stringifyClaims, type JwtCheck } from './jwt.js';
import { renderMailboxPage, type Mailbox } from './mailbox.js';
import { RateLimiter } from './rate-limit.js';
import { REPO_ROOT, type PoolConfig } from './stack-file.js';

/** A Lambda handler as the gateway calls it. */
export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

export interface GatewayOptions {
  port: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** cognito-local endpoint and pools; without it every protected route answers 401. */
  cognito?: { endpoint: string; founders: PoolConfig; admins: PoolConfig };
  mailbox?: Mailbox;
  /** Origins allowed by CORS (the web app's). */
  corsOrigins?: readonly string[];
  log?: (line: string) => void;
  /** The manifest (default shared/routes.ts ROUTES). */
  routes?: readonly RouteDef[];
  /** How a feature's handler is loaded (default: import functions/<feature>/handler.ts). */
  loadHandler?: (feature: string) => Promise<LambdaHandler>;
  /** Clock of the rate limiter in milliseconds (tests). */
  now?: () => number;
}

export interface Gateway {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/** The route a request resolves to, or why it does not. */
export type RouteMatch =
  | { kind: 'route'; route: RouteDef; pathParameters: Record<string, string> }
  | { kind: 'method'; allow: string[] }
  | { kind: 'none' };

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Match `method path` against the manifest. Patterns are ranked segment by segment, a static segment before a
 * parameter, so `/v1/investors/filters` wins over `/v1/investors/{id}` whatever their order in the manifest.
 * Path parameters are URL-decoded.
 */
export function matchRoute(routes: readonly RouteDef[], method: string, path: string): RouteMatch {
  const actual = segmentsOf(path);
  const candidates: { route: RouteDef; params: Record<string, string>; rank: string }[] = [];
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    let rank = '';
    let ok = true;
    for (let i = 0; i < pattern.length; i += 1) {
      const p = pattern[i]!;
      const a = actual[i]!;
      const param = /^\{(.+)\}$/.exec(p);
      if (param) {
        let value: string;
        try {
          value = decodeURIComponent(a);
        } catch {
          value = a;
        }
        params[param[1]!] = value;
        rank += '1';
      } else if (p === a) {
        rank += '0';
      } else {
        ok = false;
        break;
      }
    }
    if (ok) candidates.push({ route, params, rank });
  }
  if (candidates.length === 0) return { kind: 'none' };
  candidates.sort((x, y) => x.rank.localeCompare(y.rank));
  const hit = candidates.find((c) => c.route.method === method.toUpperCase());
  if (hit) return { kind: 'route', route: hit.route, pathParameters: hit.params };
  return { kind: 'method', allow: [...new Set(candidates.map((c) => c.route.method))] };
}

/** `queryStringParameters` as HTTP APIs build them: decoded, repeated names comma-joined; undefined when empty. */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    out[name] = name in out ? `${out[name]},${value}` : value;
  }
  return Object.keys(out).length ? out : undefined;
}

const TEXT_TYPES =
  /^(text\/|application\/(json|[\w.+-]*\+json|x-www-form-urlencoded|xml|javascript|graphql))/i;

/** `dd/MMM/yyyy:HH:mm:ss +0000`, the `requestContext.time` format. */
function requestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** The parts of an HTTP request an event is made from. */
export interface RawRequest {
  method: string;
  /** Path and query as received, e.g. `/v1/investors?q=ai&industry=a&industry=b`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
  sourceIp?: string;
}

/**
 * Build the API Gateway HTTP API payload v2 event for a matched request.
 * `authorizer` carries the verified JWT claims for protected routes (none for public ones).
 */
export function buildEvent(
  request: RawRequest,
  match: { route: Pick<RouteDef, 'method' | 'path'>; pathParameters: Record<string, string> },
  authorizer?: { claims: Record<string, string>; scopes: string[] | null },
  now = new Date(),
): APIGatewayProxyEventV2 {
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
  const rawQueryString = queryAt >= 0 ? request.url.slice(queryAt + 1) : '';
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (lower === 'cookie') {
      cookies = joined
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean);
      continue;
    }
    headers[lower] = joined;
  }
  const body = request.body && request.body.length > 0 ? request.body : undefined;
  const isText = !body || TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const requestId = randomUUID();
  const method = request.method.toUpperCase();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: routeKey(match.route),
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryParameters(rawQueryString) ? { queryStringParameters: queryParameters(rawQueryString) } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: routeKey(match.route),
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
  if (authorizer) {
    (event.requestContext as unknown as { authorizer: unknown }).authorizer = {
      jwt: { claims: authorizer.claims, scopes: authorizer.scopes },
    };
  }
  return event;
}

/** A Lambda `Context` for one invocation (30 s budget, the HTTP API integration limit). */
export function lambdaContext(feature: string, requestId: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const functionName = `fundscout-local-${feature}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Default handler loader: `functions/<feature>/handler.ts`, export `handler`. */
export async function importHandler(feature: string): Promise<LambdaHandler> {
  const file = join(REPO_ROOT, 'functions', feature, 'handler.ts');
  const mod = (await import(pathToFileURL(file).href)) as { handler?: LambdaHandler };
  if (typeof mod.handler !== 'function') throw new Error(`${file} exports no handler`);
  return mod.handler;
}

/** Turn a handler result into status, headers and body as HTTP APIs do for payload v2. */
export function toHttpResponse(result: unknown): {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
} {
  if (result === undefined || result === null) return { status: 200, headers: {}, body: Buffer.alloc(0) };
  if (typeof result === 'string' || typeof result !== 'object' || !('statusCode' in result)) {
    const text = typeof result === 'string' ? result : JSON.stringify(result);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(text) };
  }
  const r = result as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(r.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (r.cookies?.length) headers['set-cookie'] = r.cookies;
  const body =
    r.body === undefined ? Buffer.alloc(0) : Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8');
  return { status: r.statusCode ?? 200, headers, body };
}

const CORS_ALLOW_METHODS = CORS.allowMethods.join(',');
const CORS_ALLOW_HEADERS = CORS.allowHeaders.join(',');
const CORS_EXPOSE_HEADERS = CORS.exposeHeaders.join(',');
const CORS_MAX_AGE = String(CORS.maxAgeSeconds);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Start the gateway. Resolves once it listens. */
export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const routes = opts.routes ?? ROUTES;
  const log = opts.log ?? ((line: string) => console.log(line));
  const load = opts.loadHandler ?? importHandler;
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const handlerFor = (feature: string): Promise<LambdaHandler> => {
    let h = handlers.get(feature);
    if (!h) {
      h = load(feature);
      h.catch(() => handlers.delete(feature));
      handlers.set(feature, h);
    }
    return h;
  };
  const checks: Partial<Record<'founder' | 'admin', JwtCheck>> = opts.cognito
    ? {
        founder: jwtCheck(opts.cognito.endpoint, opts.cognito.founders),
        admin: jwtCheck(opts.cognito.endpoint, opts.cognito.admins),
      }
    : {};
  const origins = new Set(opts.corsOrigins ?? []);
  const limiter = new RateLimiter(opts.now);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = req.url ?? '/';
    const path = url.split('?')[0]!;
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin && origins.has(origin)
        ? {
            'access-control-allow-origin': origin,
            'access-control-expose-headers': CORS_EXPOSE_HEADERS,
            vary: 'origin',
          }
        : {};
    const send = (
      status: number,
      headers: Record<string, string | string[]>,
      body: Buffer | string,
    ): number => {
      res.writeHead(status, { ...headers, ...cors });
      res.end(body);
      return status;
    };
    const sendJson = (status: number, body: unknown, headers: Record<string, string> = {}): number =>
      send(status, { 'content-type': 'application/json', ...headers }, JSON.stringify(body));

    if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (!cors['access-control-allow-origin']) return send(204, {}, '');
      res.writeHead(204, {
        'access-control-allow-origin': origin!,
        'access-control-allow-methods': CORS_ALLOW_METHODS,
        'access-control-allow-headers': CORS_ALLOW_HEADERS,
        'access-control-max-age': CORS_MAX_AGE,
        vary: 'origin',
      });
      res.end();
      return 204;
    }

    if (opts.mailbox && method === 'GET' && (path === '/local/mailbox' || path === '/local/mailbox.json')) {
      const to = new URLSearchParams(url.split('?')[1] ?? '').get('to') ?? undefined;
      const entries = opts.mailbox.list(to);
      if (path === '/local/mailbox.json') {
        return sendJson(200, entries, { 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
      }
      return send(
        200,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        renderMailboxPage(entries),
      );
    }

    const match = matchRoute(routes, method, path);
    if (match.kind === 'none') {
      return sendJson(404, { error: { code: 'not_found', message: `No route for ${path}.` } });
    }
    if (match.kind === 'method') {
      return sendJson(
        405,
        { error: { code: 'method_not_allowed', message: `${method} is not allowed on ${path}.` } },
        { allow: match.allow.join(', ') },
      );
    }
    const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '');
    if (match.route.rateLimit) {
      const decision = limiter.check(routeKey(match.route), sourceIp ?? 'unknown', match.route.rateLimit);
      if (!decision.allowed) {
        const retryAfter = { 'retry-after': String(decision.retryAfterSeconds) };
        if (decision.scope === 'route') return sendJson(429, { message: 'Too Many Requests' }, retryAfter);
        return sendJson(
          429,
          {
            error: {
              code: 'too_many_requests',
              message: `Too many requests. Please try again in ${decision.retryAfterSeconds} seconds.`,
            },
          },
          retryAfter,
        );
      }
    }
    let authorizer: { claims: Record<string, string>; scopes: string[] | null } | undefined;
    if (match.route.access !== 'public') {
      const check = checks[match.route.access];
      const payload = check ? await check(req.headers.authorization) : undefined;
      if (!payload) return sendJson(401, { message: 'Unauthorized' });
      const scope = typeof payload.scope === 'string' ? payload.scope : '';
      authorizer = { claims: stringifyClaims(payload), scopes: scope ? scope.split(' ') : null };
    }
    const body = await readBody(req);
    const event = buildEvent(
      {
        method,
        url,
        headers: req.headers,
        body,
        sourceIp,
      },
      match,
      authorizer,
    );
    try {
      const handler = await handlerFor(match.route.feature);
      const result = await handler(event, lambdaContext(match.route.feature, event.requestContext.requestId));
      const response = toHttpResponse(result);
      return send(response.status, response.headers, response.body);
    } catch (error) {
      log(`  ✗ ${match.route.feature} handler failed: ${(error as Error).stack ?? String(error)}`);
      return sendJson(500, { message: 'Internal Server Error' });
    }
  };

  const server: Server = createServer((req, res) => {
    const started = performance.now();
    handle(req, res)
      .then((status) => {
        log(`${req.method} ${req.url?.split('?')[0]} ${status} ${Math.round(performance.now() - started)}ms`);
      })
      .catch((error: unknown) => {
        log(`${req.method} ${req.url} failed: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
      });
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `http://${host}:${opts.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
