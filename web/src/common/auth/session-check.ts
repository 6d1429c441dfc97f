/**
 * The public pages' session check without Amplify (founder-app.md §2 and §4: the landing and /apply show a spinner
 * until the initial session check has finished). Importing Amplify would add ~100 KB gzip to the landing route, so
 * this reads what Amplify v6 keeps in localStorage instead: for each app client
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user, and
 * `CognitoIdentityServiceProvider.<clientId>.<user>.{accessToken,refreshToken}` hold the tokens
 * (aws-amplify `DefaultTokenStore` key layout). A session counts when a refresh token is stored or the access token
 * has not expired. This is a hint for rendering only: nothing is trusted from it (the API checks every token, and
 * /auth and /dashboard run Amplify's real check). docs/decisions/0006-public-site.md.
 */
import { useSyncExternalStore } from 'react';

const PREFIX = 'CognitoIdentityServiceProvider.';

/** The `exp` claim (seconds) of a JWT, or undefined when it cannot be read. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `storage` holds an Amplify session that can still be used at `now` (ms). Never throws. */
export function hasStoredSession(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'>,
  now = Date.now(),
): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith(PREFIX) || !key.endsWith('.LastAuthUser')) continue;
      const client = key.slice(PREFIX.length, -'.LastAuthUser'.length);
      const user = storage.getItem(key);
      if (!user) continue;
      const base = `${PREFIX}${client}.${user}`;
      if (storage.getItem(`${base}.refreshToken`)) return true;
      const access = storage.getItem(`${base}.accessToken`);
      const exp = access ? jwtExpiry(access) : undefined;
      if (exp !== undefined && exp * 1000 > now) return true;
    }
  } catch {
    // Storage can be unavailable (privacy modes): treat as signed out.
  }
  return false;
}

export interface SessionCheck {
  /** True while the check has not run (only during server rendering; in the browser it runs before the first paint). */
  loading: boolean;
  signedIn: boolean;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The initial session check of a public page. Reading localStorage is synchronous, so the check ends before the
 * first paint: the spinner the spec asks for is the route's Suspense fallback (app.tsx), shown while the page's
 * chunk loads, and the page renders as soon as it and the check are done. Signing in or out in another tab updates
 * the answer (`storage` event).
 */
export function useSessionCheck(): SessionCheck {
  const signedIn = useSyncExternalStore(
    subscribe,
    () => hasStoredSession(window.localStorage),
    () => false,
  );
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return { loading: !hydrated, signedIn };
}
