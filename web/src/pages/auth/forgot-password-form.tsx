/** Reset your password, step 1: the email to send a reset code to; then the reset step. */
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context.js';
import { useToast } from '../../components/toasts.js';
import { strings } from '../../strings.js';
import { AuthForm, ModeLink } from './auth-form.js';
import { EmailField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';
import { validateCredentials, type CredentialErrors } from './validation.js';

const t = strings.auth;

export function ForgotPasswordForm({ carry, onSwitch }: ModeFormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const { submitting, run } = useAuthStep();
  const [email, setEmail] = useState(carry.email);
  const [errors, setErrors] = useState<CredentialErrors>({});

  const submit = () => {
    const found = validateCredentials(email, null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      await auth.forgotPassword(email);
      toast({
        type: 'info',
        title: strings.toasts.codeSentTitle,
        message: strings.toasts.resetCodeSentMessage(email),
      });
      onSwitch('reset', { email });
    });
  };

  return (
    <AuthForm
      title={t.forgotTitle}
      subtitle={t.forgotSubtitle}
      submitLabel={t.sendCode}
      submittingLabel={t.sendingCode}
      submitting={submitting}
      onSubmit={submit}
      footer={<ModeLink onClick={() => onSwitch('signIn', { email })}>{t.backToSignIn}</ModeLink>}
    >
      <EmailField value={email} onChange={setEmail} error={errors.email} disabled={submitting} />
    </AuthForm>
  );
}
