/**
 * Limits API Gateway applies before any integration runs:
 * - the payload quota: an HTTP API takes request bodies up to 10 MB
 *   (https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-quotas.html) and answers a larger one
 *   413 `{"message":"Request Entity Too Large"}` without calling the function (`payloadLimit`; issue 22: the local
 *   gateway took a signed 60 MB webhook);
 * - rate limits declared on a route (`rateLimit` in shared/routes.ts, scripts/local/rate-limit.ts), checked before the
 * JWT and the handler as API Gateway throttles before integrations: over the per-client limit (by source IP) → 429
 * `{error:{code:'too_many_requests',message}}` with `Retry-After`; over the route's rate → API Gateway's 429
 * `{"message":"Too Many Requests"}`.
 */
import { routeKey, type RouteDef } from '../../../shared/routes.js';
import type { RateLimiter } from '../rate-limit.js';
import { jsonReply, PayloadTooLargeError, type GatewayRequest, type Reply, type Step } from './reply.js';

/** API Gateway HTTP API's request payload quota, in bytes (10 MB). */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The payload step: a request whose body exceeds the limit its `GatewayRequest` was made with (`gatewayRequest(req,
 * MAX_PAYLOAD_BYTES)`: the body is read to its end and dropped, never kept) is answered 413 before any other step
 * or function sees it; other requests pass with their body read.
 */
export function payloadLimit(): Step {
  return async (request: GatewayRequest): Promise<Reply | undefined> => {
    try {
      await request.body();
      return undefined;
    } catch (error) {
      if (error instanceof PayloadTooLargeError)
        return jsonReply(413, { message: 'Request Entity Too Large' });
      throw error;
    }
  };
}

/** The 429 reply for `route` from `sourceIp`, or undefined when the request may go on. */
export function limitReply(
  limiter: RateLimiter,
  route: RouteDef,
  sourceIp: string | undefined,
): Reply | undefined {
  if (!route.rateLimit) return undefined;
  const decision = limiter.check(routeKey(route), sourceIp ?? 'unknown', route.rateLimit);
  if (decision.allowed) return undefined;
  const retryAfter = { 'retry-after': String(decision.retryAfterSeconds) };
  if (decision.scope === 'route') return jsonReply(429, { message: 'Too Many Requests' }, retryAfter);
  return jsonReply(
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
