/**
 * Founder authentication with Amplify v6 against the founders Cognito user pool.
 *
 * Rendering never waits for Amplify (issue 13 "Speed"): `<AuthProvider>` restores the session from what Amplify
 * keeps in localStorage (stored-session.ts). With nothing stored (the usual /auth visit) it renders at once; with a
 * stored session it loads `/config.json` (started before React renders: web/src/main.tsx), reads the founders
 * client's ID token and renders the signed-in user from its claims (`sub`, `email`, `auth_time`). Amplify
 * (common/auth/amplify.ts, a lazy chunk) is loaded only to sign in, sign up, confirm, reset or change a password, sign out,
 * or refresh an expired ID token. `loading` stays true until that first session check ends (founder-app.md §4
 * "Authentication"). API calls take the same stored ID token (web/src/common/api.ts `setTokenProvider`), the token the
 * API's JWT authorizer checks.
 *
 * Sessions end everywhere at once (issue 13): signing out in one tab removes Amplify's tokens from localStorage,
 * and every other tab sees the `storage` event, drops its user and cached data and goes to `/auth`. A 401 from the
 * API on a signed-in call (expired or revoked session, deleted account; web/src/common/api.ts `onSessionExpired`) signs
 * out locally and lets `RequireAuth` send the user to `/auth?next=<the page>`.
 *
 * This module holds the context and its provider; the session's lifecycle is in session-hooks.ts and the Cognito
 * actions in auth-actions.ts.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { RuntimeConfig } from '../config.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { useAuthActions } from './auth-actions.js';
import type { AuthUser, SessionEnd, SignInOutcome, UserPool } from './types.js';
import { usePoolAmplify, usePoolToken, useSessionEnd, useSessionRestore } from './session-hooks.js';

/** Shown when the configuration cannot be loaded during a session restore (its own chunk: config-error.tsx). */
const ConfigError = lazy(() => import('./config-error.js'));

export interface AuthContextValue {
  /** The Cognito pool this provider signs in to (founders, or investors in the investor area). */
  pool: UserPool;
  user: AuthUser | null;
  /** Why there is no user any more (null: none ended since this tab loaded or signed in). */
  sessionEnd: SessionEnd;
  /** True until the first session check has ended. */
  loading: boolean;
  /** The runtime configuration (set once loading ends). */
  config: RuntimeConfig | null;
  /** @throws the Amplify/Cognito error (common/auth/errors.ts turns it into a message) */
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
  /**
   * Signs out in this browser (every tab) and clears cached data. Never throws. `reason` 'accountDeleted' (the
   * account was just deleted) makes this tab's /auth say so instead of 'signed out' (issue 23).
   */
  signOut(reason?: 'signedOut' | 'accountDeleted'): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Auth for the area below: the founders pool by default, the investors pool for the investor area (issue 19; one
 * auth code for both, parameterised by pool; each pool's session and tokens are its own).
 */
export function AuthProvider({ children, pool = 'founders' }: { children: ReactNode; pool?: UserPool }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [sessionEnd, setSessionEnd] = useState<SessionEnd>(null);
  usePoolToken(pool);
  const amplify = usePoolAmplify(pool, setUser);
  const { loading, config, configError, retry } = useSessionRestore(pool, amplify, setUser);
  const endSession = useSessionEnd(pool, amplify, user, setUser, setSessionEnd);
  const actions = useAuthActions(amplify, setUser, setSessionEnd);
  const signOut = useCallback(
    (reason?: 'signedOut' | 'accountDeleted') =>
      endSession(reason === 'accountDeleted' ? reason : 'signedOut'),
    [endSession],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ pool, user, sessionEnd, loading, config, ...actions, signOut }),
    [pool, user, sessionEnd, loading, config, actions, signOut],
  );

  if (configError) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ConfigError message={configError} onRetry={retry} />
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
