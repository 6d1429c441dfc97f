/**
 * The decision of the founders' Lambda REQUEST authorizer (issue 14; docs/decisions/0016-api-keys.md), shared by
 * the Lambda (functions/founder-authorizer/handler.ts, on AWS) and the local gateway (scripts/local/gateway/auth.ts),
 * so both ways to run authorize the routes that accept API keys alike. It sits only on the manifest's routes with
 * `apiKey: true` (shared/routes.ts); every other founder route keeps the HTTP API JWT authorizer.
 *
 * - A request presenting an API key (`x-api-key`, or `Authorization: Bearer fsk_...`; functions/lib/auth.ts
 *   `presentedApiKey`) in the key format (shared/api-keys-schemas.ts API_KEY_PATTERN) is let through as
 *   `{ credential: 'api_key' }`: the key itself is checked by the handler's middleware
 *   (functions/lib/api-key-auth.ts), which has the table, answers 401/403/429 with the API's error shape and counts
 *   the key's requests (an authorizer can answer only 401/403 without a body of its own, and a cached decision
 *   would skip the per-key count). A malformed key is refused here.
 * - Otherwise the bearer token must be a valid JWT of the founders pool (`verify`: signature, issuer, expiry and
 *   audience, as the JWT authorizer checks them); its claims are passed on stringified as HTTP APIs pass JWT
 *   claims, with `credential: 'jwt'`.
 * - Anything else is refused (the Lambda throws 'Unauthorized': API Gateway's 401 `{"message":"Unauthorized"}`,
 *   the same answer as the JWT authorizer's).
 */
import { API_KEY_PATTERN } from '../../shared/api-keys-schemas.js';
import { presentedApiKey } from '../lib/auth.js';

/** The simple response of an HTTP API Lambda authorizer (payload format 2.0, `enableSimpleResponses`). */
export interface AuthorizerDecision {
  isAuthorized: boolean;
  context?: Record<string, string>;
}

/** Verified JWT claims of a founders-pool token, or undefined when it is not one. */
export type VerifyJwt = (token: string) => Promise<Record<string, unknown> | undefined>;

/**
 * Claims as HTTP APIs hand them to the integration: every value a string, arrays as `"[a b]"`.
 * Source: AWS docs (JWT authorizer: "claims ... array claims are stringified").
 */
export function stringifyClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

/** Decide on a request's `headers` (see the module comment). */
export async function decide(
  headers: Record<string, string | undefined> | undefined,
  verify: VerifyJwt,
): Promise<AuthorizerDecision> {
  const key = presentedApiKey(headers);
  if (key !== undefined) {
    return API_KEY_PATTERN.test(key)
      ? { isAuthorized: true, context: { credential: 'api_key' } }
      : { isAuthorized: false };
  }
  const authorization = Object.entries(headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'authorization',
  )?.[1];
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return { isAuthorized: false };
  const claims = await verify(token);
  if (!claims) return { isAuthorized: false };
  return { isAuthorized: true, context: { ...stringifyClaims(claims), credential: 'jwt' } };
}
