/**
 * Choose a new password, step 2 of the reset: the emailed code and a new password (the pool's policy). Success
 * signs the founder in; if that sign-in fails, the form returns to Sign In with 'Password reset'.
 */
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context.js';
import { useToast } from '../../components/toasts.js';
import { strings } from '../../strings.js';
import { AuthForm, MailboxHint, ModeLink } from './auth-form.js';
import { CodeField, PasswordField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';
import { validateCredentials, type CredentialErrors } from './validation.js';

const t = strings.auth;

export function ResetPasswordForm({ carry, onSwitch, onSignedIn }: ModeFormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const { submitting, run } = useAuthStep();
  const { email } = carry;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors & { code?: string }>({});

  const submit = () => {
    const found: CredentialErrors & { code?: string } = validateCredentials(null, password, true);
    if (!code.trim()) found.code = t.codeRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      await auth.confirmForgotPassword(email, code, password);
      try {
        await auth.signIn(email, password);
        toast({ type: 'success', title: strings.toasts.signInTitle, message: strings.toasts.signInMessage });
        onSignedIn();
      } catch {
        toast({
          type: 'success',
          title: strings.toasts.passwordResetTitle,
          message: strings.toasts.passwordResetMessage,
        });
        onSwitch('signIn', { email });
      }
    });
  };

  return (
    <AuthForm
      title={t.resetTitle}
      subtitle={t.resetSubtitle(email)}
      submitLabel={t.resetButton}
      submittingLabel={t.resetting}
      submitting={submitting}
      onSubmit={submit}
      footer={<ModeLink onClick={() => onSwitch('signIn', { email })}>{t.backToSignIn}</ModeLink>}
    >
      <MailboxHint />
      <CodeField value={code} onChange={setCode} error={errors.code} disabled={submitting} />
      <PasswordField
        label={t.newPassword}
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="new-password"
        disabled={submitting}
      />
    </AuthForm>
  );
}
