/**
 * The founder's session as Amplify v6 keeps it in localStorage, read without loading Amplify (issue 13 "Speed":
 * /auth and the dashboard render before Amplify is downloaded; Amplify is loaded for sign-in, sign-up, password
 * steps, sign-out and token refresh only: common/auth/amplify.ts).
 *
 * Key layout (aws-amplify `DefaultTokenStore`, the same one common/auth/session-check.ts reads for any client):
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user;
 * `CognitoIdentityServiceProvider.<clientId>.<user>.{idToken,accessToken,refreshToken,...}` hold the tokens.
 *
 * Nothing here is trusted: the claims are read to render (who is signed in, `auth_time` for the greeting); the API
 * verifies every token it receives (API Gateway's JWT authorizer), and an expired one is refreshed through Amplify.
 */
import type { AuthUser } from './types.js';

const PREFIX = 'CognitoIdentityServiceProvider.';

/** A session stored for one app client. */
export interface StoredSession {
  /** The ID token (a JWT), when stored. */
  idToken: string | undefined;
  /** The ID token's `exp` (seconds since the epoch), when readable. */
  idTokenExpiry: number | undefined;
  /** Whether a refresh token is stored (Amplify can then get new tokens). */
  refreshable: boolean;
}

/** The claims (payload) of a JWT, or undefined when it is not a readable JWT. Never throws. */
export function jwtClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The session stored for app client `clientId`, or null when none is. Never throws (no storage: null). */
export function storedSession(storage: Pick<Storage, 'getItem'>, clientId: string): StoredSession | null {
  try {
    const user = storage.getItem(`${PREFIX}${clientId}.LastAuthUser`);
    if (!user) return null;
    const base = `${PREFIX}${clientId}.${user}`;
    const idToken = storage.getItem(`${base}.idToken`) ?? undefined;
    const refreshable = Boolean(storage.getItem(`${base}.refreshToken`));
    if (!idToken && !refreshable) return null;
    const exp = idToken ? jwtClaims(idToken)?.exp : undefined;
    return { idToken, idTokenExpiry: typeof exp === 'number' ? exp : undefined, refreshable };
  } catch {
    return null;
  }
}

/**
 * The stored ID token when it is still valid `marginMs` from `now` (ms), else undefined (expired, unreadable,
 * none).
 */
export function usableIdToken(session: StoredSession | null, now = Date.now(), marginMs = 60_000) {
  if (!session?.idToken || session.idTokenExpiry === undefined) return undefined;
  return session.idTokenExpiry * 1000 > now + marginMs ? session.idToken : undefined;
}

/** The user an ID token names (`sub`, `email`, `auth_time`), or null when the token has no `sub`. */
export function userFromIdToken(idToken: string): AuthUser | null {
  const claims = jwtClaims(idToken);
  if (!claims || typeof claims.sub !== 'string') return null;
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    ...(typeof claims.auth_time === 'number' ? { authTime: claims.auth_time } : {}),
  };
}

/**
 * Removes every stored key of app client `clientId` (what Amplify's sign-out clears locally); for when Amplify
 * itself cannot be loaded. Never throws.
 */
export function clearStoredSession(storage: Storage, clientId: string): void {
  try {
    const prefix = `${PREFIX}${clientId}.`;
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing stored either.
  }
}
