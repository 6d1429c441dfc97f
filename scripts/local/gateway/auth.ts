/**
 * The authorizers of the local gateway, as the stack's HTTP API (infra/constructs/api.ts):
 * - `founder` routes need a founders-pool JWT, `admin` routes an admins-pool JWT, `investor` routes an
 *   investors-pool JWT (issue 19) (the JWT authorizers;
 *   scripts/local/jwt.ts); verified claims (stringified as HTTP APIs do) go to `requestContext.authorizer.jwt`;
 * - `founder` routes with `apiKey: true` (shared/routes.ts) have the founders' Lambda REQUEST authorizer instead:
 *   the very decision the Lambda makes (functions/founder-authorizer/decide.ts: an `fsk_` key passes on to the
 *   handler's API-key middleware, a JWT is verified), its context in `requestContext.authorizer.lambda`.
 * Failing either, the answer is API Gateway's 401 `{"message":"Unauthorized"}`.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { decide } from '../../../functions/founder-authorizer/decide.js';
import type { Access, RouteDef } from '../../../shared/routes.js';
import { jwtCheck, stringifyClaims, type JwtCheck } from '../jwt.js';
import type { PoolConfig } from '../stack-file.js';
import { jsonReply, type Reply } from './reply.js';

/** What a route's authorizer hands the integration: JWT claims, or a Lambda authorizer's context. */
export type Authorizer =
  { claims: Record<string, string>; scopes: string[] | null } | { lambda: Record<string, string> };

export type Authorize = (
  route: Pick<RouteDef, 'access' | 'apiKey'>,
  headers: IncomingHttpHeaders,
) => Promise<{ authorizer?: Authorizer } | { reply: Reply }>;

const unauthorized = () => ({ reply: jsonReply(401, { message: 'Unauthorized' }) });

/** Node's headers as single strings (repeated headers joined), as API Gateway hands them to an authorizer. */
function singleHeaders(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
  );
}

/** The authorizers of the three pools; without `cognito` every protected route answers 401. */
export function authorizers(cognito?: {
  endpoint: string;
  founders: PoolConfig;
  admins: PoolConfig;
  investors: PoolConfig;
}): Authorize {
  const checks: Partial<Record<Exclude<Access, 'public'>, JwtCheck>> = cognito
    ? {
        founder: jwtCheck(cognito.endpoint, cognito.founders),
        admin: jwtCheck(cognito.endpoint, cognito.admins),
        investor: jwtCheck(cognito.endpoint, cognito.investors),
      }
    : {};
  return async (route, headers) => {
    if (route.access === 'public') return {};
    const check = checks[route.access];
    if (route.apiKey) {
      const decision = await decide(singleHeaders(headers), async (token) =>
        check ? await check(`Bearer ${token}`) : undefined,
      );
      return decision.isAuthorized ? { authorizer: { lambda: decision.context ?? {} } } : unauthorized();
    }
    const payload = check ? await check(headers.authorization) : undefined;
    if (!payload) return unauthorized();
    const scope = typeof payload.scope === 'string' ? payload.scope : '';
    return { authorizer: { claims: stringifyClaims(payload), scopes: scope ? scope.split(' ') : null } };
  };
}
