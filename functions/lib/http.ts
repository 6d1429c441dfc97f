/**
 * The middy stack every HTTP function uses (`featureHandler`): dispatch on `event.routeKey` (API Gateway HTTP API
 * payload v2), JSON responses, and errors as `{ error: { code, message, field? } }`. In order:
 * 1. the Lambda context and the correlation id (the API Gateway request id) on every log line
 *    (functions/lib/logger.ts);
 * 2. errors: domain errors and HTTP errors mapped in one place (functions/lib/http-errors.ts `toHttpError`;
 *    docs/decisions/0022-error-convention.md); anything else a logged 500 with a generic message;
 * 3. the origin guard (functions/lib/origin.ts);
 * 4. the API-key resolution (functions/lib/api-key-auth.ts), with the store the function's entry passes;
 * 5. the deleted-account check (functions/lib/account-guard.ts, issue 22.1), with the tombstone store the entry of
 *    every function serving founder, admin or investor routes passes (required by the types: `SignedInFunctionName`);
 * 6. the suspension check of investor routes (functions/lib/suspension-guard.ts, issue 38), with the store the entry
 *    of every function serving investor routes passes (required by the types: `InvestorFunctionName`).
 *
 * A route function returns either a plain value (sent as JSON with status 200) or a `Reply` for other statuses,
 * headers or non-JSON bodies.
 */
import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { HttpFunctionName } from '../../shared/functions.js';
import type {
  ApiKeyFunctionName,
  InvestorFunctionName,
  RouteKeyOf,
  SignedInFunctionName,
} from '../../shared/routes.js';
import { accountGuard, type AccountStatusStore } from './account-guard.js';
import { apiKeyAuth, type ApiKeyStore } from './api-key-auth.js';
import { toHttpError } from './http-errors.js';
import { lambdaContext, logger } from './logger.js';
import { originGuard } from './origin.js';
import { suspensionGuard, type SuspensionStore } from './suspension-guard.js';

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

/** What a function's entry may add to its handler. */
export interface FeatureOptions {
  /**
   * The API-key store (functions/data/api-key.ts `apiKeyStore`): required, and only meaningful, for a function
   * serving routes with `apiKey: true` (shared/routes.ts `ApiKeyFunctionName`).
   */
  apiKeys?: ApiKeyStore;
  /**
   * The tombstones of deleted accounts (functions/data/tombstone.ts `tombstoneReader`): required for a function
   * serving founder, admin or investor routes (shared/routes.ts `SignedInFunctionName`); its callers are refused 401
   * `account_deleted` once their account is deleted (functions/lib/account-guard.ts).
   */
  accounts?: AccountStatusStore;
  /** Route keys a caller whose account deletion is still under way may call (the deletion itself). */
  deletingMayCall?: readonly string[];
  /**
   * The administrators' suspensions of investor accounts (functions/data/investor-suspension.ts
   * `investorSuspensionReader`): required for a function serving investor routes (shared/routes.ts
   * `InvestorFunctionName`); a suspended caller is refused 403 `investor_suspended` (functions/lib/suspension-guard.ts).
   */
  suspensions?: SuspensionStore;
}

/**
 * `featureHandler`'s options argument: required with `apiKeys` for a function that serves API-key routes, with
 * `accounts` for one that serves founder, admin or investor routes.
 */
export type FeatureOptionsOf<F extends HttpFunctionName> = [
  options: FeatureOptions &
    (F extends ApiKeyFunctionName ? { apiKeys: ApiKeyStore } : unknown) &
    (F extends SignedInFunctionName
      ? { accounts: AccountStatusStore; deletingMayCall?: readonly RouteKeyOf<F>[] }
      : unknown) &
    (F extends InvestorFunctionName ? { suspensions: SuspensionStore } : unknown),
] extends [infer O]
  ? F extends ApiKeyFunctionName | SignedInFunctionName | InvestorFunctionName
    ? [options: O]
    : [options?: O]
  : never;

/**
 * Build the Lambda handler of HTTP function `name` (shared/functions.ts) from its route functions, keyed by the route
 * keys the manifest (shared/routes.ts) gives that function, e.g. `'GET /v1/investors/{id}'`. The keys are typed:
 * a missing route, a typo or a route the manifest gives another function fails `npm run typecheck`, and so does
 * a function serving API-key routes without `{ apiKeys }`. An unknown route key at run time answers 404.
 */
export function featureHandler<F extends HttpFunctionName>(
  name: F,
  routes: Record<RouteKeyOf<F>, RouteFn>,
  ...[options]: FeatureOptionsOf<F>
) {
  return routeDispatcher(name, routes, options as FeatureOptions | undefined);
}

/** The untyped dispatcher behind `featureHandler`: route functions by `event.routeKey`, `label` names it in 404s. */
export function routeDispatcher(label: string, table: Record<string, RouteFn>, options: FeatureOptions = {}) {
  return middy<HttpEvent, HttpResult>()
    .use(lambdaContext<HttpEvent, HttpResult>((event) => event.requestContext?.requestId))
    .use(jsonErrors())
    .use(originGuard())
    .use(apiKeyAuth({ store: options.apiKeys }))
    .use(accountGuard({ store: options.accounts, deletingMayCall: options.deletingMayCall }))
    .use(suspensionGuard(options.suspensions))
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
