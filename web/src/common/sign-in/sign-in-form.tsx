/**
 * Sign In (founder-app.md §2, §4 "Sign-in form"): email and password. A wrong password and an unknown account get
 * the same message on the password field (common/auth/errors.ts: no account enumeration). An unconfirmed account goes on
 * to the confirmation code; an account that must reset its password gets a reset code and goes on to the reset
 * step. Success greets 'Welcome!' on the first sign-in and 'Welcome back!' afterwards (common/auth/greeting.ts).
 */
import { useState } from 'react';
import { useAuth } from '../auth/auth-context.js';
import { asIfSent } from '../auth/errors.js';
import { greetingAfterSignIn } from '../auth/greeting.js';
import { useToast } from '../components/toasts.js';
import { strings } from '../strings.js';
import { AuthForm, ModeLink } from './auth-form.js';
import { EmailField, PasswordField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';
import { validateCredentials } from './validation.js';

const t = strings.auth;

export function SignInForm({ carry, onSwitch, onSignedIn }: ModeFormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const step = useAuthStep();
  const { check, run, bind } = step;
  const [email, setEmail] = useState(carry.email);
  const [password, setPassword] = useState('');

  const submit = () => {
    if (!check(validateCredentials(email, password))) return;
    void run('signIn', async () => {
      const outcome = await auth.signIn(email, password);
      if (outcome.step === 'confirmSignUp') {
        onSwitch('confirm', { email, password, notice: strings.toasts.unconfirmedMessage });
        return;
      }
      if (outcome.step === 'resetPassword') {
        await asIfSent(auth.forgotPassword(email));
        onSwitch('reset', { email, notice: strings.toasts.resetCodeSentMessage(email) });
        return;
      }
      const greeting = await greetingAfterSignIn(outcome.user.authTime, auth.pool);
      toast({ type: 'success', title: greeting, message: strings.toasts.signInMessage, carryOver: true });
      onSignedIn();
    });
  };

  return (
    <AuthForm
      title={t.signInTitle}
      subtitle={t.signInSubtitle}
      submitLabel={t.signInButton}
      submittingLabel={t.signingIn}
      step={step}
      onSubmit={submit}
      notice={carry.notice}
      footer={
        <p className="fs-auth__switch">
          {t.noAccount} <ModeLink onClick={() => onSwitch('signUp', { email })}>{t.toSignUp}</ModeLink>
        </p>
      }
    >
      <EmailField {...bind('email', email, setEmail)} />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        {...bind('password', password, setPassword)}
      />
      <div className="fs-auth__end">
        <ModeLink onClick={() => onSwitch('forgot', { email })}>{t.forgotPassword}</ModeLink>
      </div>
    </AuthForm>
  );
}
