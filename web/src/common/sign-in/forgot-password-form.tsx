/**
 * Reset your password, step 1: the email to send a reset code to; then the reset step. An unknown email goes on
 * to the reset step exactly like a known one (no account enumeration; Cognito's "prevent user existence errors"
 * behaves the same in AWS).
 */
import { useState } from 'react';
import { useAuth } from '../auth/auth-context.js';
import { asIfSent } from '../auth/errors.js';
import { strings } from '../strings.js';
import { AuthForm, ModeLink } from './auth-form.js';
import { EmailField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';
import { validateCredentials } from './validation.js';

const t = strings.auth;

export function ForgotPasswordForm({ carry, onSwitch }: ModeFormProps) {
  const auth = useAuth();
  const step = useAuthStep();
  const { check, run, bind } = step;
  const [email, setEmail] = useState(carry.email);

  const submit = () => {
    if (!check(validateCredentials(email, null))) return;
    void run('forgotPassword', async () => {
      await asIfSent(auth.forgotPassword(email));
      onSwitch('reset', { email, notice: strings.toasts.resetCodeSentMessage(email) });
    });
  };

  return (
    <AuthForm
      title={t.forgotTitle}
      subtitle={t.forgotSubtitle}
      submitLabel={t.sendCode}
      submittingLabel={t.sendingCode}
      step={step}
      onSubmit={submit}
      notice={carry.notice}
      footer={<ModeLink onClick={() => onSwitch('signIn', { email })}>{t.backToSignIn}</ModeLink>}
    >
      <EmailField {...bind('email', email, setEmail)} />
    </AuthForm>
  );
}
