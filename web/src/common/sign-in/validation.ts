/**
 * Client-side checks of the sign-in/sign-up form (founder-app.md §5): email required and email-shaped, password
 * required. A new password (sign-up, reset) is also checked against the founders pool's policy
 * (shared/password-policy.ts) so the reasons Cognito would give appear before the round trip; Cognito still
 * enforces the policy (and so does the local launcher).
 */
import {
  FOUNDERS_PASSWORD_POLICY,
  passwordMessage,
  passwordProblems,
} from '../../../../shared/password-policy.js';
import { strings } from '../strings.js';

export interface CredentialErrors {
  email?: string;
  password?: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Errors per field; pass `null` for a field the current step does not show. `newPassword` checks the password
 * against the founders policy (sign-up and reset; never sign-in). Empty object = valid.
 */
export function validateCredentials(
  email: string | null,
  password: string | null,
  newPassword = false,
): CredentialErrors {
  const errors: CredentialErrors = {};
  if (email !== null) {
    if (!email.trim()) errors.email = strings.auth.emailRequired;
    else if (!EMAIL_SHAPE.test(email.trim())) errors.email = strings.auth.emailInvalid;
  }
  if (password !== null && password === '') errors.password = strings.auth.passwordRequired;
  else if (password !== null && newPassword) {
    const message = passwordMessage(passwordProblems(FOUNDERS_PASSWORD_POLICY, password));
    if (message) errors.password = message;
  }
  return errors;
}
