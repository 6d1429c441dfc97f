/**
 * The middy stack every feature function uses: dispatch on `event.routeKey` (API Gateway HTTP API payload v2),
 * JSON responses, and errors as `{ error: { code, message, field? } }` (functions/lib/errors.ts). Before a route:
 * the origin guard (functions/lib/origin.ts), then the API-key resolution (functions/lib/api-key-auth.ts).
 *
 * A route function returns either a plain value (sent as JSON with status 200) or a `Reply` for other statuses,
 * headers or non-JSON bodies.
 */
import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { HttpFunctionName } from '../../shared/functions.js';
import type { RouteKeyOf } from '../../shared/routes.js';
import { toHttpError } from './errors.js';
import { originGuard } from './origin.js';
import { apiKeyAuth } from './api-key-auth.js';
import { loadEnv } from './env.js';
import * as z from 'zod';

export const logger = new Logger({
  serviceName: 'fundscout',
  logLevel: loadEnv({ LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO') }).LOG_LEVEL,
});

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** A response other than "200 with this JSON". */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export type RouteFn = (event: HttpEvent, context: Context) => Promise<unknown> | unknown;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

function toResult(value: unknown): HttpResult {
  if (value instanceof Reply) {
    if (typeof value.body === 'string') {
      return {
        statusCode: value.status,
        headers: { 'cache-control': 'no-store', ...value.headers },
        body: value.body,
      };
    }
    return json(value.status, value.body, value.headers);
  }
  return json(200, value);
}

/** Map thrown errors to the JSON error shape; unknown errors are logged and answered with a generic 500. */
export function jsonErrors(): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    onError: (request) => {
      const error = toHttpError(request.error);
      if (error) {
        if (error.status >= 500)
          logger.warn('Answered 5xx', { error: request.error as Error, status: error.status });
        request.response = json(
          error.status,
          {
            error: {
              code: error.code,
              message: error.message,
              ...(error.field ? { field: error.field } : {}),
            },
          },
          error.headers,
        );
        return;
      }
      logger.error('Unhandled error', { error: request.error as Error, routeKey: request.event?.routeKey });
      request.response = json(500, {
        error: { code: 'internal_error', message: 'Something went wrong. Please try again.' },
      });
    },
  };
}

/**
 * Build the Lambda handler of HTTP function `name` (shared/functions.ts) from its route functions, keyed by the route
 * keys the manifest (shared/routes.ts) gives that function, e.g. `'GET /v1/investors/{id}'`. The keys are typed:
 * a missing route, a typo or a route the manifest gives another function fails `npm run typecheck`. An unknown
 * route key at run time answers 404.
 */
export function featureHandler<F extends HttpFunctionName>(name: F, routes: Record<RouteKeyOf<F>, RouteFn>) {
  return routeDispatcher(name, routes);
}

/** The untyped dispatcher behind `featureHandler`: route functions by `event.routeKey`, `label` names it in 404s. */
export function routeDispatcher(label: string, table: Record<string, RouteFn>) {
  return middy<HttpEvent, HttpResult>()
    .use(jsonErrors())
    .use(originGuard())
    .use(apiKeyAuth())
    .handler(async (event, context) => {
      const route = Object.hasOwn(table, event.routeKey) ? table[event.routeKey] : undefined;
      if (!route) {
        return json(404, {
          error: { code: 'not_found', message: `No route ${event.routeKey} in ${label}.` },
        });
      }
      return toResult(await route(event, context));
    });
}
