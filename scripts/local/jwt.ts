/**
 * The token check the API Gateway HTTP API JWT authorizer does, for a local (cognito-local) user pool:
 * RS256 signature against the pool's JWKS, issuer `${endpoint}/${userPoolId}`, not expired, and the audience
 * (the pool's app client id) found in `aud` (id token) or `client_id` (access token).
 * Source: AWS docs "Controlling access to HTTP APIs with JWT authorizers" (audience: `aud` or `client_id`).
 *
 * `CognitoJwtVerifier` rejects cognito-local's pool ids and aws-jwt-verify's fetcher speaks only https, so this
 * uses `JwtRsaVerifier` and loads the JWKS itself over http with `fetch` (`cacheJwks`), once per pool, again when
 * a token names an unknown key.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { PoolConfig } from './stack-file.js';

/** Verified claims, or undefined when the token is missing or invalid (the caller answers 401). */
export type JwtCheck = (authorization: string | undefined) => Promise<JwtPayload | undefined>;

/** Build the check for one pool of the cognito-local at `endpoint` (e.g. `http://127.0.0.1:9229`). */
export function jwtCheck(endpoint: string, pool: PoolConfig): JwtCheck {
  const issuer = `${endpoint.replace(/\/+$/, '')}/${pool.userPoolId}`;
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({ issuer, audience: null, jwksUri });
  let loaded: Promise<void> | undefined;
  const loadJwks = (): Promise<void> => {
    loaded = (async () => {
      const response = await fetch(jwksUri);
      if (!response.ok) throw new Error(`JWKS ${jwksUri} answered ${response.status}`);
      verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  const audienceMatches = (payload: JwtPayload): boolean => {
    const aud = payload.aud;
    const auds = Array.isArray(aud) ? aud : aud === undefined ? [] : [aud];
    return auds.includes(pool.clientId) || payload.client_id === pool.clientId;
  };

  return async (authorization) => {
    if (!authorization) return undefined;
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      await (loaded ?? loadJwks());
      let payload: JwtPayload;
      try {
        payload = await verifier.verify(token);
      } catch (error) {
        if ((error as Error).name !== 'KidNotFoundInJwksError') throw error;
        await loadJwks();
        payload = await verifier.verify(token);
      }
      return audienceMatches(payload) ? payload : undefined;
    } catch {
      return undefined;
    }
  };
}

/** Claims as HTTP APIs hand them to the integration (one definition, shared with the founders' Lambda authorizer). */
export { stringifyClaims } from '../../functions/founder-authorizer/decide.js';
