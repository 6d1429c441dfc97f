/**
 * Administrator authentication: Amplify v6 configured for the SECOND user pool (the admins pool of
 * `/config.json`), username sign-in with USER_PASSWORD_AUTH (cognito-local has no SRP), then the pool's required
 * TOTP second factor (DESIGN.md "No default or client-side admin credentials"; apply-settings-admin.md
 * Administrator login):
 * - first sign-in: NEW_PASSWORD_REQUIRED (the one-time password from `npm run admin:create` or Add Admin), then
 *   MFA_SETUP (Amplify's CONTINUE_SIGN_IN_WITH_TOTP_SETUP: a secret shown as QR code and text), then the code;
 * - later sign-ins: the code (CONFIRM_SIGN_IN_WITH_TOTP_CODE).
 * The session (Amplify's tokens in local storage, keyed by the admins app client) is restored on load; the
 * signed-in administrator is read from the ID token (`cognito:username`, `email`, `cognito:groups`). A token of
 * the pool outside the `admins` group is not a session here (and the API answers it 403).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import { ADMINS_GROUP } from '../../../shared/vocabulary.js';
import { loadConfig, type RuntimeConfig } from '../common/config.js';
import { queryClient } from '../common/query.js';
import { FullPageSpinner } from '../common/components/full-page-spinner.js';

export interface AdminUser {
  sub: string;
  username: string;
  email: string;
}

/** What the sign-in form shows next. */
export type AdminStep =
  | { kind: 'done' }
  | { kind: 'newPassword' }
  | { kind: 'totpSetup'; secret: string; uri: string }
  | { kind: 'totpCode' };

interface AdminAuthValue {
  user: AdminUser | null;
  loading: boolean;
  /** @throws the Cognito error (NotAuthorizedException etc.) */
  signIn(username: string, password: string): Promise<AdminStep>;
  /** Answers the current step: a new password or a TOTP code. */
  confirm(response: string): Promise<AdminStep>;
  signOut(): Promise<void>;
}

const AdminAuthContext = createContext<AdminAuthValue | null>(null);

/** Configures Amplify for the admins pool (idempotent: compares with Amplify's current configuration). */
export function configureAdminAmplify(config: RuntimeConfig): void {
  const { admins, endpoint } = config.cognito;
  const current = Amplify.getConfig().Auth?.Cognito;
  if (current?.userPoolClientId === admins.clientId && current.userPoolId === admins.userPoolId) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: admins.userPoolId,
        userPoolClientId: admins.clientId,
        ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
        loginWith: { username: true },
      },
    },
  });
}

/** The administrator of the current session, or null (no session, or not in the `admins` group). */
export async function currentAdmin(): Promise<AdminUser | null> {
  try {
    const session = await fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    if (!claims || typeof claims.sub !== 'string') return null;
    const groups = claims['cognito:groups'];
    if (!Array.isArray(groups) || !groups.includes(ADMINS_GROUP)) return null;
    return {
      sub: claims.sub,
      username: String(claims['cognito:username'] ?? claims.sub),
      email: typeof claims.email === 'string' ? claims.email : '',
    };
  } catch {
    return null;
  }
}

/** The step of an Amplify sign-in answer. @throws Error for a step this pool never asks for. */
export function stepOf(
  next: {
    signInStep: string;
    totpSetupDetails?: { sharedSecret: string; getSetupUri(app: string, account?: string): URL };
  },
  username: string,
): AdminStep {
  switch (next.signInStep) {
    case 'DONE':
      return { kind: 'done' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'newPassword' };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const details = next.totpSetupDetails!;
      return {
        kind: 'totpSetup',
        secret: details.sharedSecret,
        uri: details.getSetupUri('Fundscout Admin', username).toString(),
      };
    }
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { kind: 'totpCode' };
    default:
      throw new Error(`Sign-in needs an unsupported step: ${next.signInStep}`);
  }
}

export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AdminUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [pendingUsername, setPendingUsername] = useState('');

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const config = await loadConfig();
        configureAdminAmplify(config);
        const restored = await currentAdmin();
        if (!cancelled) {
          setUser(restored);
          setLoading(false);
        }
      } catch (err) {
        if (!cancelled) setError(err instanceof Error ? err.message : String(err));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const finish = useCallback(async (step: AdminStep): Promise<AdminStep> => {
    if (step.kind !== 'done') return step;
    const admin = await currentAdmin();
    if (!admin) {
      await signOut().catch(() => undefined);
      throw Object.assign(new Error('Not an administrator.'), { name: 'NotAuthorizedException' });
    }
    queryClient.clear();
    setUser(admin);
    return step;
  }, []);

  const doSignIn = useCallback(
    async (username: string, password: string) => {
      const attempt = () =>
        signIn({ username: username.trim(), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
      let result;
      try {
        result = await attempt();
      } catch (err) {
        if ((err as Error).name !== 'UserAlreadyAuthenticatedException') throw err;
        await signOut().catch(() => undefined);
        result = await attempt();
      }
      setPendingUsername(username.trim());
      return finish(stepOf(result.nextStep, username.trim()));
    },
    [finish],
  );

  const confirm = useCallback(
    async (response: string) => {
      const result = await confirmSignIn({ challengeResponse: response });
      return finish(stepOf(result.nextStep, pendingUsername));
    },
    [finish, pendingUsername],
  );

  const doSignOut = useCallback(async () => {
    await signOut().catch(() => undefined);
    queryClient.clear();
    setUser(null);
  }, []);

  const value = useMemo(
    () => ({ user, loading, signIn: doSignIn, confirm, signOut: doSignOut }),
    [user, loading, doSignIn, confirm, doSignOut],
  );

  if (error) {
    return (
      <Box padding="xxl">
        <Alert type="error" header="The app could not start">
          {error}
        </Alert>
      </Box>
    );
  }
  return (
    <AdminAuthContext.Provider value={value}>
      {loading ? <FullPageSpinner /> : children}
    </AdminAuthContext.Provider>
  );
}

/** @throws Error outside `<AdminAuthProvider>`. */
export function useAdminAuth(): AdminAuthValue {
  const value = useContext(AdminAuthContext);
  if (!value) throw new Error('useAdminAuth() must be used inside <AdminAuthProvider>.');
  return value;
}
