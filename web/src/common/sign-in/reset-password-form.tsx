/**
 * Choose a new password, step 2 of the reset: the emailed code and a new password (the pool's policy). Success
 * signs the founder in; if that sign-in fails, Sign In opens with 'Your password has been changed'.
 */
import { useState } from 'react';
import { useAuth } from '../auth/auth-context.js';
import { greetingAfterSignIn } from '../auth/greeting.js';
import { useToast } from '../components/toasts.js';
import { strings } from '../strings.js';
import { AuthForm, MailboxHint, ModeLink } from './auth-form.js';
import { CodeField, PasswordField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';
import { validateCredentials } from './validation.js';

const t = strings.auth;

export function ResetPasswordForm({ carry, onSwitch, onSignedIn }: ModeFormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const step = useAuthStep();
  const { check, run, bind } = step;
  const { email } = carry;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  const submit = () => {
    const found = {
      code: code.trim() ? undefined : t.codeRequired,
      ...validateCredentials(null, password, true),
    };
    if (!check(found)) return;
    void run(
      'resetPassword',
      async () => {
        await auth.confirmForgotPassword(email, code, password);
        const outcome = await auth.signIn(email, password).catch(() => null);
        if (outcome?.step !== 'signedIn') {
          onSwitch('signIn', { email, notice: strings.toasts.passwordResetMessage });
          return;
        }
        const greeting = await greetingAfterSignIn(outcome.user.authTime, auth.pool);
        toast({ type: 'success', title: greeting, message: strings.toasts.signInMessage, carryOver: true });
        onSignedIn();
      },
      password,
    );
  };

  return (
    <AuthForm
      title={t.resetTitle}
      subtitle={t.resetSubtitle(email)}
      submitLabel={t.resetButton}
      submittingLabel={t.resetting}
      step={step}
      onSubmit={submit}
      notice={carry.notice}
      footer={<ModeLink onClick={() => onSwitch('signIn', { email })}>{t.backToSignIn}</ModeLink>}
    >
      <MailboxHint />
      <CodeField {...bind('code', code, setCode)} />
      <PasswordField
        label={t.newPassword}
        autoComplete="new-password"
        {...bind('password', password, setPassword)}
      />
    </AuthForm>
  );
}
