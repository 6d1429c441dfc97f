/**
 * The founder's Cognito actions through Amplify (loaded on first use), for `<AuthProvider>` (auth-context.tsx):
 * sign in (USER_PASSWORD_AUTH, as cognito-local supports), sign up, confirm, resend the code, reset and change the
 * password. Usernames are the email, trimmed and lower-cased as the pool stores them. Errors are Amplify's /
 * Cognito's (common/auth/errors.ts turns them into messages).
 */
import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import { queryClient } from '../query.js';
import type { AuthUser, FounderAmplify, SessionEnd, SignInOutcome } from './types.js';
import { currentUser } from './session-hooks.js';

/** Normalises an email as the pool stores it (username = email). */
function username(email: string): string {
  return email.trim().toLowerCase();
}

/** The actions, one stable object (for the context's value). */
export function useAuthActions(
  amplify: () => Promise<FounderAmplify>,
  setUser: Dispatch<SetStateAction<AuthUser | null>>,
  setSessionEnd: Dispatch<SetStateAction<SessionEnd>>,
) {
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
    [amplify, setSessionEnd, setUser],
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

  return useMemo(
    () => ({
      signIn,
      signUp,
      confirmSignUp,
      resendCode,
      forgotPassword,
      confirmForgotPassword,
      changePassword,
    }),
    [signIn, signUp, confirmSignUp, resendCode, forgotPassword, confirmForgotPassword, changePassword],
  );
}
