/**
 * Founder authentication with Amplify v6 against the founders Cognito user pool.
 *
 * Rendering never waits for Amplify (issue 13 "Speed"): `<AuthProvider>` restores the session from what Amplify
 * keeps in localStorage (stored-session.ts). With nothing stored (the usual /auth visit) it renders at once; with a
 * stored session it loads `/config.json` (started before React renders: web/src/main.tsx), reads the founders
 * client's ID token and renders the signed-in user from its claims (`sub`, `email`, `auth_time`). Amplify
 * (auth/amplify.ts, a lazy chunk) is loaded only to sign in, sign up, confirm, reset or change a password, sign out,
 * or refresh an expired ID token. `loading` stays true until that first session check ends (founder-app.md §4
 * "Authentication"). API calls take the same stored ID token (web/src/api.ts `setTokenProvider`), the token the
 * API's JWT authorizer checks.
 *
 * Sessions end everywhere at once (issue 13): signing out in one tab removes Amplify's tokens from localStorage,
 * and every other tab sees the `storage` event, drops its user and cached data and goes to `/auth`. A 401 from the
 * API on a signed-in call (expired or revoked session, deleted account; web/src/api.ts `onSessionExpired`) signs
 * out locally and lets `RequireAuth` send the user to `/auth?next=<the page>`.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onSessionExpired, setTokenProvider } from '../api.js';
import { loadConfig, type RuntimeConfig } from '../config.js';
import { hasStoredSession } from '../public/session-check.js';
import { queryClient } from '../query.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { founderAmplify, founderIdToken, type FounderAmplify } from './amplify.js';
import { clearStoredSession, storedSession, usableIdToken, userFromIdToken } from './stored-session.js';

/** Shown when the configuration cannot be loaded during a session restore (its own chunk: config-error.tsx). */
const ConfigError = lazy(() => import('./config-error.js'));

export interface AuthUser {
  sub: string;
  email: string;
  /** When this session was authenticated (the ID token's `auth_time`, seconds since the epoch). */
  authTime?: number;
}

/** What a sign-in attempt led to: signed in (as `user`), or a step the user must finish first. */
export type SignInOutcome =
  { step: 'signedIn'; user: AuthUser } | { step: 'confirmSignUp' } | { step: 'resetPassword' };

/** How the last session of this tab ended: signed out (here or in another tab), or expired/revoked (a 401). */
export type SessionEnd = 'signedOut' | 'expired' | null;

export interface AuthContextValue {
  user: AuthUser | null;
  /** Why there is no user any more (null: none ended since this tab loaded or signed in). */
  sessionEnd: SessionEnd;
  /** True until the first session check has ended. */
  loading: boolean;
  /** The runtime configuration (set once loading ends). */
  config: RuntimeConfig | null;
  /** @throws the Amplify/Cognito error (auth/errors.ts turns it into a message) */
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Creates the account; resolves whether a confirmation code must be entered. */
  signUp(email: string, password: string): Promise<{ needsConfirmation: boolean }>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendCode(email: string): Promise<void>;
  /** Sends a password reset code to the email. */
  forgotPassword(email: string): Promise<void>;
  confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void>;
  /** Changes the signed-in user's password (Cognito ChangePassword). @throws NotAuthorizedException for a wrong current one */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Signs out in this browser (every tab) and clears cached data. Never throws. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user of Amplify's current session (refreshing an expired token), or null. Never throws. */
async function currentUser(amplify: FounderAmplify): Promise<AuthUser | null> {
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

/** Normalises an email as the pool stores it (username = email). */
function username(email: string): string {
  return email.trim().toLowerCase();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // Something stored: restore it before rendering the guarded routes. Nothing stored: signed out, render now.
  const [restoring] = useState(anythingStored);
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(restoring);
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [configError, setConfigError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sessionEnd, setSessionEnd] = useState<SessionEnd>(null);
  const userRef = useRef<AuthUser | null>(null);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  // API calls of the founder area carry the founder's ID token: installed before the first child renders (their
  // queries start in effects, which run before this component's), removed when the area unmounts (the admin area
  // keeps Amplify's own session for its pool).
  useState(() => setTokenProvider(founderIdToken));
  useEffect(() => {
    setTokenProvider(founderIdToken);
    return () => setTokenProvider(undefined);
  }, []);

  // Amplify's Hub reports refresh failures and sign-outs; listened to once Amplify has been loaded.
  const hubListening = useRef(false);
  const amplify = useCallback(async (): Promise<FounderAmplify> => {
    const loaded = await founderAmplify();
    if (!hubListening.current) {
      hubListening.current = true;
      loaded.Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') setUser(null);
      });
    }
    return loaded;
  }, []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const loaded = await loadConfig();
        if (cancelled) return;
        setConfig(loaded);
        setConfigError(null);
        if (!restoring) return;
        const stored = storedSession(window.localStorage, loaded.cognito.founders.clientId);
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
  }, [attempt, restoring, amplify]);

  /**
   * Drops the session of this tab: Amplify's tokens (best effort; removed from storage directly when Amplify cannot
   * be loaded), cached data, the user. RequireAuth then sends the user to /auth (signed out) or /auth?next=<page>
   * (expired), auth-shell.tsx.
   */
  const endSession = useCallback(
    async (reason: Exclude<SessionEnd, null>) => {
      try {
        await (await amplify()).auth.signOut();
      } catch {
        // Token revocation can fail (offline, revoked, deleted user); local tokens are cleared regardless.
      }
      const loaded = await loadConfig().catch(() => null);
      if (loaded) clearStoredSession(window.localStorage, loaded.cognito.founders.clientId);
      queryClient.clear();
      setSessionEnd(reason);
      setUser(null);
    },
    [amplify],
  );

  // Signed out in another tab: its tokens left localStorage. Leave for /auth with nothing of the session shown.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !event.key.startsWith('CognitoIdentityServiceProvider.')) return;
      if (!userRef.current || hasStoredSession(window.localStorage)) return;
      queryClient.clear();
      setSessionEnd('signedOut');
      setUser(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The API said 401 to a signed-in call: the session is gone.
  useEffect(
    () =>
      onSessionExpired(() => {
        if (userRef.current) void endSession('expired');
      }),
    [endSession],
  );

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInOutcome> => {
      const { auth } = await amplify();
      const trySignIn = () =>
        auth.signIn({
          username: username(email),
          password,
          options: { authFlowType: 'USER_PASSWORD_AUTH' },
        });
      let result;
      try {
        result = await trySignIn();
      } catch (err) {
        // A stale session in storage blocks a new sign-in: clear it and try once more.
        if ((err as Error).name !== 'UserAlreadyAuthenticatedException') throw err;
        await auth.signOut().catch(() => undefined);
        result = await trySignIn();
      }
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return { step: 'confirmSignUp' };
      if (result.nextStep.signInStep === 'RESET_PASSWORD') return { step: 'resetPassword' };
      if (!result.isSignedIn)
        throw new Error(`Sign-in needs an unsupported step: ${result.nextStep.signInStep}`);
      const signedIn = await currentUser(await amplify());
      if (!signedIn) throw new Error('Signed in, but no session was stored. Please try again.');
      queryClient.clear();
      setSessionEnd(null);
      setUser(signedIn);
      return { step: 'signedIn', user: signedIn };
    },
    [amplify],
  );

  const signUp = useCallback(
    async (email: string, password: string) => {
      const { auth } = await amplify();
      const result = await auth.signUp({
        username: username(email),
        password,
        options: { userAttributes: { email: username(email) } },
      });
      return {
        needsConfirmation: !result.isSignUpComplete || result.nextStep.signUpStep === 'CONFIRM_SIGN_UP',
      };
    },
    [amplify],
  );

  const confirmSignUp = useCallback(
    async (email: string, code: string) => {
      const { auth } = await amplify();
      await auth.confirmSignUp({ username: username(email), confirmationCode: code.trim() });
    },
    [amplify],
  );

  const resendCode = useCallback(
    async (email: string) => {
      const { auth } = await amplify();
      await auth.resendSignUpCode({ username: username(email) });
    },
    [amplify],
  );

  const forgotPassword = useCallback(
    async (email: string) => {
      const { auth } = await amplify();
      await auth.resetPassword({ username: username(email) });
    },
    [amplify],
  );

  const confirmForgotPassword = useCallback(
    async (email: string, code: string, newPassword: string) => {
      const { auth } = await amplify();
      await auth.confirmResetPassword({
        username: username(email),
        confirmationCode: code.trim(),
        newPassword,
      });
    },
    [amplify],
  );

  const changePassword = useCallback(
    async (currentPassword: string, newPassword: string) => {
      const { auth } = await amplify();
      await auth.updatePassword({ oldPassword: currentPassword, newPassword });
    },
    [amplify],
  );

  const signOut = useCallback(() => endSession('signedOut'), [endSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      sessionEnd,
      loading,
      config,
      signIn,
      signUp,
      confirmSignUp,
      resendCode,
      forgotPassword,
      confirmForgotPassword,
      changePassword,
      signOut,
    }),
    [
      user,
      sessionEnd,
      loading,
      config,
      signIn,
      signUp,
      confirmSignUp,
      resendCode,
      forgotPassword,
      confirmForgotPassword,
      changePassword,
      signOut,
    ],
  );

  if (configError) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ConfigError message={configError} onRetry={() => setAttempt((n) => n + 1)} />
      </Suspense>
    );
  }

  return (
    <AuthContext.Provider value={value}>{loading ? <FullPageSpinner /> : children}</AuthContext.Provider>
  );
}

/**
 * The auth state and actions of the nearest `<AuthProvider>`.
 * @throws Error when used outside the provider.
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}
