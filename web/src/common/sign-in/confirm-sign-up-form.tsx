/**
 * Confirm your email: the sign-up confirmation code Cognito emailed (with 'Resend code'). Only now is the account
 * created, so only now does the founder read 'Your account has been created successfully.' (spec §8; issue 13: it
 * used to show before the email was confirmed). With the password carried from sign-up or sign-in, confirming
 * signs the founder in; otherwise Sign In opens with the message. A wrong or expired code is shown on the code
 * field and disappears with the form once the code is accepted.
 */
import { useState } from 'react';
import { useAuth } from '../auth/auth-context.js';
import { asIfSent } from '../auth/errors.js';
import { useToast } from '../components/toasts.js';
import { strings } from '../strings.js';
import { AuthForm, MailboxHint, ModeLink, Pending } from './auth-form.js';
import { CodeField } from './fields.js';
import type { ModeFormProps } from './modes.js';
import { useAuthStep } from './use-auth-step.js';

const t = strings.auth;

export function ConfirmSignUpForm({ carry, onSwitch, onSignedIn }: ModeFormProps) {
  const auth = useAuth();
  const { toast } = useToast();
  const step = useAuthStep();
  const resend = useAuthStep();
  const { email, password } = carry;
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState(carry.notice);

  const submit = () => {
    if (!step.check({ code: code.trim() ? undefined : t.codeRequired })) return;
    setNotice(undefined);
    void step.run('confirmSignUp', async () => {
      await auth.confirmSignUp(email, code);
      if (!password) {
        onSwitch('signIn', { email, notice: strings.toasts.confirmedMessage });
        return;
      }
      await auth.signIn(email, password);
      toast({
        type: 'success',
        title: strings.toasts.signUpTitle,
        message: strings.toasts.signUpMessage,
        carryOver: true,
      });
      onSignedIn();
    });
  };

  const resendCode = () =>
    void resend.run('resendCode', async () => {
      await asIfSent(auth.resendCode(email));
      setNotice(strings.toasts.codeSentMessage(email));
    });

  return (
    <AuthForm
      title={t.confirmTitle}
      subtitle={t.confirmSubtitle(email)}
      submitLabel={t.confirm}
      submittingLabel={t.confirming}
      step={{ ...step, formError: step.formError ?? resend.formError }}
      onSubmit={submit}
      notice={notice}
      footer={
        <div className="fs-auth__row">
          <button
            type="button"
            className="fs-auth__button fs-auth__button--secondary"
            onClick={() => {
              if (!resend.submitting) resendCode();
            }}
            aria-disabled={resend.submitting || undefined}
            disabled={step.submitting}
          >
            {resend.submitting ? <Pending label={t.resending} /> : t.resend}
          </button>
          <ModeLink onClick={() => onSwitch('signIn', { email })}>{t.backToSignIn}</ModeLink>
        </div>
      }
    >
      <MailboxHint />
      <CodeField {...step.bind('code', code, setCode)} />
    </AuthForm>
  );
}
