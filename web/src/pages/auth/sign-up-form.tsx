/**
 * Create account (founder-app.md §2, §5): email and a new password checked against the founders pool's policy.
 * When the pool asks for a confirmation code (always, with email verification) the form goes on to the
 * confirmation step carrying the password, so confirming also signs the founder in.
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import { useAuth } from '../../auth/auth-context.js';
import { useToast } from '../../components/toasts.js';
import { strings } from '../../strings.js';
import { AuthForm, ModeLink } from './auth-form.js';
import { EmailField, PasswordField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';
import { validateCredentials, type CredentialErrors } from './validation.js';

const t = strings.auth;

export function SignUpForm({ carry, onSwitch, onSignedIn }: ModeFormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const { submitting, run } = useAuthStep();
  const [email, setEmail] = useState(carry.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});

  const submit = () => {
    const found = validateCredentials(email, password, true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      const { needsConfirmation } = await auth.signUp(email, password);
      toast({ type: 'info', title: strings.toasts.signUpTitle, message: strings.toasts.signUpMessage });
      if (needsConfirmation) {
        onSwitch('confirm', { email, password });
        return;
      }
      await auth.signIn(email, password);
      onSignedIn();
    });
  };

  return (
    <AuthForm
      title={t.signUpTitle}
      subtitle={t.signUpSubtitle}
      submitLabel={t.signUpButton}
      submittingLabel={t.creatingAccount}
      submitting={submitting}
      onSubmit={submit}
      footer={
        <Box textAlign="center" color="text-body-secondary">
          {t.haveAccount} <ModeLink onClick={() => onSwitch('signIn', { email })}>{t.toSignIn}</ModeLink>
        </Box>
      }
    >
      <EmailField value={email} onChange={setEmail} error={errors.email} disabled={submitting} />
      <PasswordField
        label={t.password}
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="new-password"
        disabled={submitting}
      />
    </AuthForm>
  );
}
