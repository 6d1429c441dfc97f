/**
 * API Gateway HTTP API payload v2 events and results for the local gateway. Source: AWS docs "Working with AWS
 * Lambda proxy integrations for HTTP APIs" (payload format 2.0).
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeKey, type RouteDef } from '../../../shared/routes.js';

/** `queryStringParameters` as HTTP APIs build them: decoded, repeated names comma-joined; undefined when empty. */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    // Own keys only, defined as data: `constructor`, `toString` or `__proto__` are ordinary parameter names.
    const joined = Object.hasOwn(out, name) ? `${out[name]},${value}` : value;
    Object.defineProperty(out, name, { value: joined, enumerable: true, writable: true, configurable: true });
  }
  return Object.keys(out).length ? out : undefined;
}

const TEXT_TYPES =
  /^(text\/|application\/(json|[\w.+-]*\+json|x-www-form-urlencoded|xml|javascript|graphql))/i;

/** `dd/MMM/yyyy:HH:mm:ss +0000`, the `requestContext.time` format. */
export function requestTime(date: Date): string {
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
 * `authorizer` carries the verified JWT claims for protected routes (none for public ones), or a Lambda
 * authorizer's context (`{ lambda }`, the routes accepting API keys), placed where API Gateway puts each.
 */
export function buildEvent(
  request: RawRequest,
  match: { route: Pick<RouteDef, 'method' | 'path'>; pathParameters: Record<string, string> },
  authorizer?:
    { claims: Record<string, string>; scopes: string[] | null } | { lambda: Record<string, string> },
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
    Object.assign(event.requestContext, {
      authorizer:
        'lambda' in authorizer
          ? { lambda: { ...authorizer.lambda } }
          : { jwt: { claims: authorizer.claims, scopes: authorizer.scopes } },
    });
  }
  return event;
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
