/**
 * The /auth forms, one per mode (modes.ts), in a chunk of their own (issue 13 "Speed"): the page's frame (wordmark,
 * side copy: auth-page.tsx) paints first and this chunk (plain HTML and CSS like the frame, no Cloudscape: ADR
 * 0047) replaces the frame's placeholder when it arrives.
 */
import type { ReactElement } from 'react';
import { ConfirmSignUpForm } from './confirm-sign-up-form.js';
import { ForgotPasswordForm } from './forgot-password-form.js';
import type { AuthMode, ModeFormProps } from './modes.js';
import { ResetPasswordForm } from './reset-password-form.js';
import { SignInForm } from './sign-in-form.js';
import { SignUpForm } from './sign-up-form.js';

const FORMS: Record<AuthMode, (props: ModeFormProps) => ReactElement> = {
  signIn: SignInForm,
  signUp: SignUpForm,
  confirm: ConfirmSignUpForm,
  forgot: ForgotPasswordForm,
  reset: ResetPasswordForm,
};

/** The form of `mode`. */
export default function AuthModeForm({ mode, ...props }: ModeFormProps & { mode: AuthMode }) {
  const Form = FORMS[mode];
  return <Form {...props} />;
}
