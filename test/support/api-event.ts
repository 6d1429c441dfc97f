/**
 * The one API Gateway HTTP API (payload v2) event builder of the test suites and benchmarks, for invoking feature
 * handlers directly as the local gateway (scripts/local/gateway/event.ts) and API Gateway do: `routeKey`,
 * `rawQueryString`, `pathParameters`, headers, the body, and the authorizer's output in `requestContext.authorizer`
 * (`jwt.claims` for the JWT authorizer, `lambda` for the founders' Lambda authorizer that accepts API keys; AWS docs
 * "Working with AWS Lambda proxy integrations for HTTP APIs"). Used by the handlers' unit tests, the integration
 * tests that call handler modules, and scripts/bench-*.ts.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface EventOptions {
  rawQueryString?: string;
  pathParameters?: Record<string, string>;
  /** JWT claims; `null` for a public route (no authorizer). Default: a founder `founder-1`. */
  claims?: Record<string, string> | null;
  /** The Lambda authorizer's context (`requestContext.authorizer.lambda`); replaces the JWT claims when given. */
  lambda?: Record<string, string>;
  /** Request headers (lower-case names, as API Gateway passes them). Default: none. */
  headers?: Record<string, string>;
  /** Request body (text, e.g. JSON). */
  body?: string;
  /** `requestContext.requestId` (default 'r'). */
  requestId?: string;
  /** `requestContext.http.sourceIp` (default 127.0.0.1). */
  sourceIp?: string;
}

/** The claims of the default signed-in founder. */
export const DEFAULT_CLAIMS = { sub: 'founder-1', email: 'founder-1@example.com' } as const;

/** A payload v2 event for `routeKey` (e.g. `GET /v1/investors/{id}`, path parameters filled into `rawPath`). */
export function httpEvent(routeKey: string, options: EventOptions = {}): APIGatewayProxyEventV2 {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  const rawPath = Object.entries(options.pathParameters ?? {}).reduce(
    (p, [k, v]) => p.replace(`{${k}}`, encodeURIComponent(v)),
    path,
  );
  const claims = options.claims === undefined ? { ...DEFAULT_CLAIMS } : options.claims;
  const authorizer = options.lambda
    ? { lambda: options.lambda }
    : claims
      ? { jwt: { claims, scopes: null } }
      : undefined;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: options.rawQueryString ?? '',
    headers: { ...options.headers },
    isBase64Encoded: false,
    pathParameters: options.pathParameters,
    ...(options.body !== undefined ? { body: options.body } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: options.sourceIp ?? '127.0.0.1',
        userAgent: 'test',
      },
      requestId: options.requestId ?? 'r',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      ...(authorizer ? { authorizer } : {}),
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

/**
 * The `handler` of a feature's entry module (a middy handler typed with its routes' events, functions/lib/http.ts
 * `featureHandler`) as the plain function that tests and the benchmarks call with `httpEvent(...)`.
 */
export function asFeatureHandler(handler: unknown): FeatureHandler {
  return handler as FeatureHandler;
}
