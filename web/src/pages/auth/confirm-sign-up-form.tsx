/**
 * Confirm your email: the sign-up confirmation code Cognito emailed (with 'Resend code'). With the password
 * carried from sign-up or sign-in, confirming signs the founder in; otherwise it returns to Sign In.
 */
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useAuth } from '../../auth/auth-context.js';
import { useToast } from '../../components/toasts.js';
import { strings } from '../../strings.js';
import { AuthForm, MailboxHint, ModeLink } from './auth-form.js';
import { CodeField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';

const t = strings.auth;

export function ConfirmSignUpForm({ carry, onSwitch, onSignedIn }: ModeFormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const { submitting, run } = useAuthStep();
  const resend = useAuthStep();
  const { email, password } = carry;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const found = code.trim() ? undefined : t.codeRequired;
    setError(found);
    if (found) return;
    void run(async () => {
      await auth.confirmSignUp(email, code);
      if (password) {
        await auth.signIn(email, password);
        toast({
          type: 'success',
          title: strings.toasts.confirmedTitle,
          message: strings.toasts.confirmedSignedInMessage,
        });
        onSignedIn();
      } else {
        toast({
          type: 'success',
          title: strings.toasts.confirmedTitle,
          message: strings.toasts.confirmedMessage,
        });
        onSwitch('signIn', { email });
      }
    });
  };

  const resendCode = () =>
    void resend.run(async () => {
      await auth.resendCode(email);
      toast({
        type: 'info',
        title: strings.toasts.codeSentTitle,
        message: strings.toasts.codeSentMessage(email),
      });
    });

  return (
    <AuthForm
      title={t.confirmTitle}
      subtitle={t.confirmSubtitle(email)}
      submitLabel={t.confirm}
      submittingLabel={t.confirming}
      submitting={submitting}
      onSubmit={submit}
      footer={
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Button formAction="none" onClick={resendCode} loading={resend.submitting} disabled={submitting}>
            {resend.submitting ? t.resending : t.resend}
          </Button>
          <ModeLink onClick={() => onSwitch('signIn', { email })}>{t.backToSignIn}</ModeLink>
        </SpaceBetween>
      }
    >
      <MailboxHint />
      <CodeField value={code} onChange={setCode} error={error} disabled={submitting} />
    </AuthForm>
  );
}
