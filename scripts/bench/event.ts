/**
 * API Gateway HTTP API (payload v2) events for invoking feature handlers directly, as the local gateway and
 * API Gateway do: `routeKey`, `rawQueryString`, `pathParameters`, and the JWT authorizer's claims in
 * `requestContext.authorizer.jwt.claims` (AWS docs "Working with AWS Lambda proxy integrations for HTTP APIs").
 * Used by the benchmark and the handlers' unit tests.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface EventOptions {
  rawQueryString?: string;
  pathParameters?: Record<string, string>;
  /** JWT claims; `undefined` for a public route (no authorizer). Default: a founder `founder-1`. */
  claims?: Record<string, string> | null;
  /** Request body (text, e.g. JSON). */
  body?: string;
  /** `requestContext.requestId` (default 'r'). */
  requestId?: string;
}

/** A payload v2 event for `routeKey` (e.g. `GET /v1/investors/{id}`). */
export function httpEvent(routeKey: string, options: EventOptions = {}): APIGatewayProxyEventV2 {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  const rawPath = Object.entries(options.pathParameters ?? {}).reduce(
    (p, [k, v]) => p.replace(`{${k}}`, encodeURIComponent(v)),
    path,
  );
  const claims =
    options.claims === undefined ? { sub: 'founder-1', email: 'founder-1@example.com' } : options.claims;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: options.rawQueryString ?? '',
    headers: {},
    isBase64Encoded: false,
    pathParameters: options.pathParameters,
    ...(options.body !== undefined ? { body: options.body } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: options.requestId ?? 'r',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    } as APIGatewayProxyEventV2['requestContext'],
  };
}

/** A minimal Lambda context. */
export const lambdaContext = { awsRequestId: 'r', functionName: 'local' } as Context;

/** The result shape of a feature handler. */
export interface HandlerResult {
  statusCode?: number;
  body?: string;
  headers?: Record<string, unknown>;
}
export type FeatureHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HandlerResult>;
