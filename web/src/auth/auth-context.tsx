/**
 * Founder authentication with Amplify v6 against the founders Cognito user pool.
 *
 * `<AuthProvider>` loads the runtime configuration (`/config.json`), configures Amplify once (user pool, app
 * client, `userPoolEndpoint` for cognito-local, login with email, codes for sign-up), then restores the session
 * from browser storage. `loading` stays true until that first session check ends (founder-app.md §4
 * "Authentication"). Sign-in uses `USER_PASSWORD_AUTH` (cognito-local has no SRP; DESIGN.md machine facts), which
 * the AWS app client also allows.
 *
 * The user is read from the ID token's claims (`sub`, `email`, `auth_time`), the token the API's JWT authorizer
 * checks.
 *
 * Sessions end everywhere at once (issue 13): signing out in one tab removes Amplify's tokens from localStorage,
 * and every other tab sees the `storage` event, drops its user and cached data and goes to `/auth`. A 401 from the
 * API on a signed-in call (expired or revoked session, deleted account; web/src/api.ts `onSessionExpired`) signs
 * out locally and lets `RequireAuth` send the user to `/auth?next=<the page>`.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Amplify } from 'aws-amplify';
import { Hub } from 'aws-amplify/utils';
import {
  confirmResetPassword,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  updatePassword,
} from 'aws-amplify/auth';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { onSessionExpired } from '../api.js';
import { loadConfig, type RuntimeConfig } from '../config.js';
import { hasStoredSession } from '../public/session-check.js';
import { queryClient } from '../query.js';
import { strings } from '../strings.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';

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

/**
 * Configures Amplify for the founders pool (idempotent: compares with Amplify's current configuration, so coming
 * back from the admin area, which configures the admins pool, configures the founders pool again).
 */
export function configureAmplify(config: RuntimeConfig): void {
  const { founders, endpoint } = config.cognito;
  const current = Amplify.getConfig().Auth?.Cognito;
  if (current?.userPoolId === founders.userPoolId && current.userPoolClientId === founders.clientId) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: founders.userPoolId,
        userPoolClientId: founders.clientId,
        ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
}

/** The signed-in user from the current session's ID token, or null. Never throws. */
async function currentUser(): Promise<AuthUser | null> {
  try {
    const session = await fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    if (!claims || typeof claims.sub !== 'string') return null;
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : '',
      ...(typeof claims.auth_time === 'number' ? { authTime: claims.auth_time } : {}),
    };
  } catch {
    return null;
  }
}

/** Normalises an email as the pool stores it (username = email). */
function username(email: string): string {
  return email.trim().toLowerCase();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [configError, setConfigError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sessionEnd, setSessionEnd] = useState<SessionEnd>(null);
  const userRef = useRef<AuthUser | null>(null);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const loaded = await loadConfig();
        configureAmplify(loaded);
        const restored = await currentUser();
        if (cancelled) return;
        setConfig(loaded);
        setUser(restored);
        setConfigError(null);
        setLoading(false);
      } catch (err) {
        if (!cancelled) setConfigError(err instanceof Error ? err.message : String(err));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') setUser(null);
        if (payload.event === 'signedIn' || payload.event === 'tokenRefresh')
          void currentUser().then(setUser);
      }),
    [],
  );

  /**
   * Drops the session of this tab: Amplify's tokens (best effort), cached data, the user. RequireAuth then sends
   * the user to /auth (signed out) or /auth?next=<page> (expired), auth-shell.tsx.
   */
  const endSession = useCallback(async (reason: Exclude<SessionEnd, null>) => {
    try {
      await amplifySignOut();
    } catch {
      // Token revocation can fail (offline, revoked, deleted user); local tokens are cleared regardless.
    }
    queryClient.clear();
    setSessionEnd(reason);
    setUser(null);
  }, []);

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

  const signIn = useCallback(async (email: string, password: string): Promise<SignInOutcome> => {
    const trySignIn = () =>
      amplifySignIn({ username: username(email), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    let result;
    try {
      result = await trySignIn();
    } catch (err) {
      // A stale session in storage blocks a new sign-in: clear it and try once more.
      if ((err as Error).name !== 'UserAlreadyAuthenticatedException') throw err;
      await amplifySignOut().catch(() => undefined);
      result = await trySignIn();
    }
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return { step: 'confirmSignUp' };
    if (result.nextStep.signInStep === 'RESET_PASSWORD') return { step: 'resetPassword' };
    if (!result.isSignedIn)
      throw new Error(`Sign-in needs an unsupported step: ${result.nextStep.signInStep}`);
    const signedIn = await currentUser();
    if (!signedIn) throw new Error('Signed in, but no session was stored. Please try again.');
    queryClient.clear();
    setSessionEnd(null);
    setUser(signedIn);
    return { step: 'signedIn', user: signedIn };
  }, []);

  const signUp = useCallback(async (email: string, password: string) => {
    const result = await amplifySignUp({
      username: username(email),
      password,
      options: { userAttributes: { email: username(email) } },
    });
    return {
      needsConfirmation: !result.isSignUpComplete || result.nextStep.signUpStep === 'CONFIRM_SIGN_UP',
    };
  }, []);

  const confirmSignUp = useCallback(async (email: string, code: string) => {
    await amplifyConfirmSignUp({ username: username(email), confirmationCode: code.trim() });
  }, []);

  const resendCode = useCallback(async (email: string) => {
    await resendSignUpCode({ username: username(email) });
  }, []);

  const forgotPassword = useCallback(async (email: string) => {
    await resetPassword({ username: username(email) });
  }, []);

  const confirmForgotPassword = useCallback(async (email: string, code: string, newPassword: string) => {
    await confirmResetPassword({ username: username(email), confirmationCode: code.trim(), newPassword });
  }, []);

  const changePassword = useCallback(async (currentPassword: string, newPassword: string) => {
    await updatePassword({ oldPassword: currentPassword, newPassword });
  }, []);

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
      <Box padding="xxl" margin={{ top: 'xxxl' }}>
        <Alert
          type="error"
          header={strings.toasts.configErrorTitle}
          action={<Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>}
        >
          {configError}
        </Alert>
      </Box>
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
