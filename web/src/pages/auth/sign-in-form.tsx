/**
 * Sign In (founder-app.md §2, §4 "Sign-in form"): email and password. An unconfirmed account goes on to the
 * confirmation code; an account that must reset its password gets a reset code and goes on to the reset step.
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useAuth } from '../../auth/auth-context.js';
import { useToast } from '../../components/toasts.js';
import { strings } from '../../strings.js';
import { AuthForm, ModeLink } from './auth-form.js';
import { EmailField, PasswordField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';
import { validateCredentials, type CredentialErrors } from './validation.js';

const t = strings.auth;

export function SignInForm({ carry, onSwitch, onSignedIn }: ModeFormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const { submitting, run } = useAuthStep();
  const [email, setEmail] = useState(carry.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});

  const submit = () => {
    const found = validateCredentials(email, password);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      const outcome = await auth.signIn(email, password);
      if (outcome === 'confirmSignUp') {
        toast({
          type: 'info',
          title: strings.toasts.unconfirmedTitle,
          message: strings.toasts.unconfirmedMessage,
        });
        onSwitch('confirm', { email, password });
        return;
      }
      if (outcome === 'resetPassword') {
        await auth.forgotPassword(email);
        toast({
          type: 'info',
          title: strings.toasts.codeSentTitle,
          message: strings.toasts.resetCodeSentMessage(email),
        });
        onSwitch('reset', { email });
        return;
      }
      toast({ type: 'success', title: strings.toasts.signInTitle, message: strings.toasts.signInMessage });
      onSignedIn();
    });
  };

  return (
    <AuthForm
      title={t.signInTitle}
      subtitle={t.signInSubtitle}
      submitLabel={t.signInButton}
      submittingLabel={t.signingIn}
      submitting={submitting}
      onSubmit={submit}
      footer={
        <Box textAlign="center" color="text-body-secondary">
          {t.noAccount} <ModeLink onClick={() => onSwitch('signUp', { email })}>{t.toSignUp}</ModeLink>
        </Box>
      }
    >
      <EmailField value={email} onChange={setEmail} error={errors.email} disabled={submitting} />
      <PasswordField
        label={t.password}
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
        disabled={submitting}
      />
      <Box textAlign="right">
        <Button variant="inline-link" formAction="none" onClick={() => onSwitch('forgot', { email })}>
          {t.forgotPassword}
        </Button>
      </Box>
    </AuthForm>
  );
}
