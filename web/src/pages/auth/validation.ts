/**
 * Client-side checks of the sign-in/sign-up form (founder-app.md §5): email required and email-shaped, password
 * required; no length or strength rule (the Cognito pool's password policy answers with its own reasons).
 */
import { strings } from '../../strings.js';

export interface CredentialErrors {
  email?: string;
  password?: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Errors per field; pass `null` for a field the current step does not show. Empty object = valid. */
export function validateCredentials(email: string | null, password: string | null): CredentialErrors {
  const errors: CredentialErrors = {};
  if (email !== null) {
    if (!email.trim()) errors.email = strings.auth.emailRequired;
    else if (!EMAIL_SHAPE.test(email.trim())) errors.email = strings.auth.emailInvalid;
  }
  if (password !== null && password === '') errors.password = strings.auth.passwordRequired;
  return errors;
}
