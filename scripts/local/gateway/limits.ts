/**
 * Rate limits declared on a route (`rateLimit` in shared/routes.ts, scripts/local/rate-limit.ts), checked before the
 * JWT and the handler as API Gateway throttles before integrations: over the per-client limit (by source IP) → 429
 * `{error:{code:'too_many_requests',message}}` with `Retry-After`; over the route's rate → API Gateway's 429
 * `{"message":"Too Many Requests"}`.
 */
import { routeKey, type RouteDef } from '../../../shared/routes.js';
import type { RateLimiter } from '../rate-limit.js';
import { jsonReply, type Reply } from './reply.js';

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
