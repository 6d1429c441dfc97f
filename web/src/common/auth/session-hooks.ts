/**
 * The session's lifecycle of one pool (founders, or investors: issue 19), for `<AuthProvider pool>` (auth-context.tsx):
 * - `usePoolToken`: API calls of the area carry the pool's ID token (web/src/common/api.ts `setTokenProvider`: founders'
 *   for founder routes, investors' for investor routes only);
 * - `usePoolAmplify`: Amplify (common/auth/amplify.ts, a lazy chunk) loaded on first use, its Hub followed from then on;
 * - `useSessionRestore`: the first session check (the configuration, then the stored session, issue 13 "Speed");
 * - `useSessionEnd`: ending the session here, and following its end in another tab or on a 401 from the API.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { ACCOUNT_DELETED_CODE, onSessionExpired, setTokenProvider } from '../api.js';
import { getConfig, loadConfig, type RuntimeConfig } from '../config.js';
import { hasStoredSession } from './session-check.js';
import { queryClient } from '../query.js';
import { poolAmplify, poolIdToken } from './amplify.js';
import type { AuthUser, FounderAmplify, SessionEnd, UserPool } from './types.js';
import { clearStoredSession, storedSession, usableIdToken, userFromIdToken } from './stored-session.js';

type SetUser = Dispatch<SetStateAction<AuthUser | null>>;

/** The signed-in user of Amplify's current session (refreshing an expired token), or null. Never throws. */
export async function currentUser(amplify: FounderAmplify): Promise<AuthUser | null> {
  try {
    const token = (await amplify.auth.fetchAuthSession()).tokens?.idToken?.toString();
    return token ? userFromIdToken(token) : null;
  } catch {
    return null;
  }
}

/** Whether localStorage holds any Cognito session (any app client): only then is there a session to restore. */
function anythingStored(): boolean {
  return typeof window !== 'undefined' && hasStoredSession(window.localStorage);
}

/** Whether `pool`'s session is still stored (any Cognito session while the configuration is not loaded). */
function poolSessionStored(pool: UserPool): boolean {
  try {
    return storedSession(window.localStorage, getConfig().cognito[pool].clientId) !== null;
  } catch {
    return hasStoredSession(window.localStorage);
  }
}

/**
 * API calls of the area carry the pool's ID token (the founders' on founder routes, the investors' on investor
 * routes: api.ts `tokenScope`): installed before the first child renders (their queries start in effects, which run
 * before the provider's), removed when the area unmounts (the admin area keeps Amplify's own session for its pool).
 */
export function usePoolToken(pool: UserPool): void {
  const scope = pool === 'investors' ? 'investor' : 'user';
  const [provider] = useState(() => {
    const read = () => poolIdToken(pool);
    setTokenProvider(read, scope);
    return read;
  });
  useEffect(() => {
    setTokenProvider(provider, scope);
    return () => setTokenProvider(undefined, scope);
  }, [provider, scope]);
}

/**
 * Loads Amplify on first use. Its Hub reports refresh failures and sign-outs (then the user is `null`); listened to
 * once Amplify has been loaded.
 */
export function usePoolAmplify(pool: UserPool, setUser: SetUser): () => Promise<FounderAmplify> {
  const hubListening = useRef(false);
  return useCallback(async (): Promise<FounderAmplify> => {
    const loaded = await poolAmplify(pool);
    if (!hubListening.current) {
      hubListening.current = true;
      loaded.Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') setUser(null);
      });
    }
    return loaded;
  }, [pool, setUser]);
}

/**
 * The first session check. Something stored: load `/config.json`, then the user from a valid stored ID token's
 * claims (no Amplify), or from Amplify's refresh of an expired one; `loading` until then. Nothing stored: signed
 * out, not loading. A configuration that cannot be loaded during a restore is `configError` until `retry` works.
 */
export function useSessionRestore(pool: UserPool, amplify: () => Promise<FounderAmplify>, setUser: SetUser) {
  // Something stored: restore it before rendering the guarded routes. Nothing stored: signed out, render now.
  const [restoring] = useState(anythingStored);
  const [loading, setLoading] = useState(restoring);
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [configError, setConfigError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const loaded = await loadConfig();
        if (cancelled) return;
        setConfig(loaded);
        setConfigError(null);
        if (!restoring) return;
        const stored = storedSession(window.localStorage, loaded.cognito[pool].clientId);
        const token = usableIdToken(stored, Date.now(), 0);
        // A valid stored ID token: the user from its claims, no Amplify. Expired but refreshable: Amplify refreshes.
        const restored = token
          ? userFromIdToken(token)
          : stored?.refreshable
            ? await currentUser(await amplify())
            : null;
        if (cancelled) return;
        setUser(restored);
        setLoading(false);
      } catch (err) {
        // Only a session restore waits for the configuration; /auth's forms report it when they are sent.
        if (!cancelled && restoring) setConfigError(err instanceof Error ? err.message : String(err));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt, restoring, pool, amplify, setUser]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loading, config, configError, retry };
}

/**
 * Ending the session. Returns `endSession(reason)`, which drops the session of this tab: Amplify's tokens (best
 * effort; removed from storage directly when Amplify cannot be loaded), cached data, the user. RequireAuth then
 * sends the user to /auth (signed out) or /auth?next=<page> (expired), auth-shell.tsx.
 *
 * Also follows the session's end elsewhere: signed out in another tab (its tokens left localStorage: leave for
 * /auth with nothing of the session shown), and a 401 from the API on a signed-in call (the session is gone).
 */
export function useSessionEnd(
  pool: UserPool,
  amplify: () => Promise<FounderAmplify>,
  user: AuthUser | null,
  setUser: SetUser,
  setSessionEnd: Dispatch<SetStateAction<SessionEnd>>,
) {
  const userRef = useRef<AuthUser | null>(null);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const endSession = useCallback(
    async (reason: Exclude<SessionEnd, null>) => {
      try {
        await (await amplify()).auth.signOut();
      } catch {
        // Token revocation can fail (offline, revoked, deleted user); local tokens are cleared regardless.
      }
      const loaded = await loadConfig().catch(() => null);
      if (loaded) clearStoredSession(window.localStorage, loaded.cognito[pool].clientId);
      queryClient.clear();
      setSessionEnd(reason);
      setUser(null);
    },
    [pool, amplify, setSessionEnd, setUser],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !event.key.startsWith('CognitoIdentityServiceProvider.')) return;
      if (!userRef.current || poolSessionStored(pool)) return;
      queryClient.clear();
      setSessionEnd('signedOut');
      setUser(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [pool, setSessionEnd, setUser]);

  useEffect(
    () =>
      onSessionExpired((code) => {
        if (userRef.current) void endSession(code === ACCOUNT_DELETED_CODE ? 'accountDeleted' : 'expired');
      }),
    [endSession],
  );

  return endSession;
}
