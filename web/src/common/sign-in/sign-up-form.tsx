/**
 * Create account (founder-app.md §2, §5): email and a new password checked against the founders pool's policy
 * (shared/password-policy.ts; Cognito enforces it too, and its refusal is shown on the field). The pool asks for
 * the emailed confirmation code next; the password is carried so that confirming also signs the founder in. The
 * 'account created' message waits for that confirmation (issue 13).
 */
import { useState } from 'react';
import { useAuth } from '../auth/auth-context.js';
import { strings } from '../strings.js';
import { AuthForm, ModeLink } from './auth-form.js';
import { EmailField, PasswordField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';
import { validateCredentials } from './validation.js';

const t = strings.auth;

export function SignUpForm({ carry, onSwitch, onSignedIn }: ModeFormProps) {
  const auth = useAuth();
  const step = useAuthStep();
  const { check, run, bind } = step;
  const [email, setEmail] = useState(carry.email);
  const [password, setPassword] = useState('');

  const submit = () => {
    if (!check(validateCredentials(email, password, true))) return;
    void run(
      'signUp',
      async () => {
        const { needsConfirmation } = await auth.signUp(email, password);
        if (needsConfirmation) {
          onSwitch('confirm', { email, password });
          return;
        }
        await auth.signIn(email, password);
        onSignedIn();
      },
      password,
    );
  };

  return (
    <AuthForm
      title={t.signUpTitle}
      subtitle={t.signUpSubtitle}
      submitLabel={t.signUpButton}
      submittingLabel={t.creatingAccount}
      step={step}
      onSubmit={submit}
      notice={carry.notice}
      footer={
        <p className="fs-auth__switch">
          {t.haveAccount} <ModeLink onClick={() => onSwitch('signIn', { email })}>{t.toSignIn}</ModeLink>
        </p>
      }
    >
      <EmailField {...bind('email', email, setEmail)} />
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        {...bind('password', password, setPassword)}
      />
    </AuthForm>
  );
}
