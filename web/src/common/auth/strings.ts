/**
 * Messages of auth failures (errors.ts maps Cognito/Amplify error names to these). Ours, not the provider's: the
 * same words whether or not an account exists.
 */
export const authErrorStrings = {
  credentials: 'Incorrect email or password.',
  accountExists: 'An account with this email may already exist. Sign in, or reset your password.',
  weakPassword:
    'Choose a stronger password: at least 12 characters, with upper and lower case letters, a number and a symbol.',
  emailInvalid: 'Enter a valid email address.',
  codeMismatch: 'That code is not right. Check the email and try again, or resend the code.',
  codeExpired: 'That code has expired. Resend the code and use the new one.',
  cannotSendCode: 'We could not send a code to this email. Check the address.',
  currentPassword: 'Your current password is not right.',
  resetRequired: 'You need to reset your password. Use "Forgot password?" to get a code.',
  limit: 'Too many attempts. Wait a few minutes and try again.',
  network: 'Could not reach the sign-in service. Check your connection and try again.',
  unknown: 'Something went wrong. Please try again.',
} as const;
