/**
 * What the auth screens say when Cognito (through Amplify v6) refuses: one module maps the error's `name` (the
 * Cognito exception name, e.g. `NotAuthorizedException`, or Amplify's own `NetworkError` / `Empty*`) to our own
 * message and the field it belongs to. The provider's `message` is never shown: it can tell whether an account
 * exists ('User not found.', 'User not authorized', 'Invalid password' from cognito-local; 'Incorrect username or
 * password.' from AWS) and is not written for founders.
 *
 * Enumeration: on sign-in, an unknown account, a wrong password and an unconfirmed-then-refused account all get the
 * same `credentials` message. A password-reset request for an unknown email is treated as sent by the caller
 * (`isUnknownUser`), like Cognito's "prevent user existence errors" setting does in AWS. Sign-up still says an
 * account exists (Cognito answers UsernameExistsException there whatever the setting; the message offers sign-in
 * and reset).
 *
 * Sources: Cognito API Reference, the Errors sections of InitiateAuth, SignUp, ConfirmSignUp, ForgotPassword,
 * ConfirmForgotPassword, ChangePassword, ResendConfirmationCode; Amplify v6 `AuthError` (name = service error name).
 */
import {
  FOUNDERS_PASSWORD_POLICY,
  passwordMessage,
  passwordProblems,
} from '../../../../shared/password-policy.js';
import { authErrorStrings as t } from './strings.js';

/** Which request failed: the same Cognito error means different things per step. */
export type AuthStep =
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendCode'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword';

/** The field an error is shown on; `form` = an alert at the top of the form (no single field is at fault). */
export type AuthErrorField = 'email' | 'password' | 'currentPassword' | 'code' | 'form';

export interface AuthErrorView {
  field: AuthErrorField;
  message: string;
}

/** The error's name (Amplify `AuthError.name` carries Cognito's exception name), or ''. */
export function authErrorName(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string')
    return error.name;
  return '';
}

/** True when the error says the account does not exist (callers that must not reveal it treat it as success). */
export function isUnknownUser(error: unknown): boolean {
  return authErrorName(error) === 'UserNotFoundException';
}

/**
 * Waits for `request` (a code sent to an email) and treats "no such account" as sent, so the screen goes on
 * exactly as for a real account (no account enumeration). Other errors are thrown.
 */
export async function asIfSent(request: Promise<void>): Promise<void> {
  try {
    await request;
  } catch (err) {
    if (!isUnknownUser(err)) throw err;
  }
}

const NETWORK = new Set(['NetworkError', 'TypeError', 'ERR_NETWORK']);
const LIMITS = new Set([
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
  'CodeDeliveryFailureException',
]);

/** The pool policy message for `password`, or the generic policy text when it looks fine here. */
function weakPassword(password: string | undefined): string {
  const message = password ? passwordMessage(passwordProblems(FOUNDERS_PASSWORD_POLICY, password)) : '';
  return message || t.weakPassword;
}

/**
 * The message and field for an auth failure at `step`. `password` (the new password, where one was chosen) lets a
 * policy refusal name the rules broken. Unknown errors get a generic message at form level; never the provider's
 * text.
 */
export function authErrorView(step: AuthStep, error: unknown, password?: string): AuthErrorView {
  const name = authErrorName(error);
  if (NETWORK.has(name) || (error instanceof TypeError && /fetch|network/i.test(error.message))) {
    return { field: 'form', message: t.network };
  }
  if (LIMITS.has(name)) return { field: 'form', message: t.limit };

  switch (step) {
    case 'signIn':
      // Wrong password, unknown account (AWS: NotAuthorized/UserNotFound; cognito-local: InvalidPassword): one answer.
      if (['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(name)) {
        return { field: 'password', message: t.credentials };
      }
      if (name === 'PasswordResetRequiredException') return { field: 'form', message: t.resetRequired };
      break;
    case 'signUp':
      if (name === 'UsernameExistsException' || name === 'AliasExistsException') {
        return { field: 'email', message: t.accountExists };
      }
      if (name === 'InvalidPasswordException') return { field: 'password', message: weakPassword(password) };
      if (name === 'InvalidParameterException') return { field: 'email', message: t.emailInvalid };
      break;
    case 'confirmSignUp':
    case 'resetPassword':
      if (name === 'CodeMismatchException') return { field: 'code', message: t.codeMismatch };
      if (name === 'ExpiredCodeException') return { field: 'code', message: t.codeExpired };
      // An unknown account or an already-confirmed one: say nothing about the account, only about the code.
      if (name === 'UserNotFoundException' || name === 'NotAuthorizedException') {
        return { field: 'code', message: t.codeMismatch };
      }
      if (name === 'InvalidPasswordException') return { field: 'password', message: weakPassword(password) };
      break;
    case 'resendCode':
    case 'forgotPassword':
      if (name === 'InvalidParameterException') return { field: 'email', message: t.cannotSendCode };
      break;
    case 'changePassword':
      if (name === 'NotAuthorizedException') return { field: 'currentPassword', message: t.currentPassword };
      if (name === 'InvalidPasswordException') return { field: 'password', message: weakPassword(password) };
      break;
  }
  return { field: 'form', message: t.unknown };
}
