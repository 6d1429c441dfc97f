/**
 * The JWT authorizers of the local gateway, as the stack's HTTP API user-pool authorizers
 * (infra/constructs/api.ts): `founder` routes need a founders-pool JWT, `admin` routes an admins-pool JWT
 * (scripts/local/jwt.ts). Failing that the answer is API Gateway's 401 `{"message":"Unauthorized"}`. Verified claims
 * (stringified as HTTP APIs do) go to `requestContext.authorizer.jwt`.
 */
import type { Access } from '../../../shared/routes.js';
import { jwtCheck, stringifyClaims, type JwtCheck } from '../jwt.js';
import type { PoolConfig } from '../stack-file.js';
import { jsonReply, type Reply } from './reply.js';

export interface Authorizer {
  claims: Record<string, string>;
  scopes: string[] | null;
}

export type Authorize = (
  access: Access,
  authorization: string | undefined,
) => Promise<{ authorizer?: Authorizer } | { reply: Reply }>;

/** The authorizer of both pools; without `cognito` every protected route answers 401. */
export function authorizers(cognito?: {
  endpoint: string;
  founders: PoolConfig;
  admins: PoolConfig;
}): Authorize {
  const checks: Partial<Record<Exclude<Access, 'public'>, JwtCheck>> = cognito
    ? {
        founder: jwtCheck(cognito.endpoint, cognito.founders),
        admin: jwtCheck(cognito.endpoint, cognito.admins),
      }
    : {};
  return async (access, authorization) => {
    if (access === 'public') return {};
    const check = checks[access];
    const payload = check ? await check(authorization) : undefined;
    if (!payload) return { reply: jsonReply(401, { message: 'Unauthorized' }) };
    const scope = typeof payload.scope === 'string' ? payload.scope : '';
    return { authorizer: { claims: stringifyClaims(payload), scopes: scope ? scope.split(' ') : null } };
  };
}
