/**
 * `/auth`: sign in and sign up on one screen (founder-app.md §2 "Sign in / sign up", §4 "Sign-in form", §5,
 * §8 "Authentication"), plus the Cognito steps the original lacked: the sign-up confirmation code and the
 * password reset code.
 *
 * Modes: signIn ⇄ signUp → confirm → (signed in) /dashboard; signIn → forgot → reset → (signed in) /dashboard.
 * `/auth?mode=signup` opens Create account. Failures toast 'Error' with the service's message.
 */
import './auth-page.css';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useAuth } from '../../auth/auth-context.js';
import { redirectTarget } from '../../auth/redirect.js';
import { useToast } from '../../components/toasts.js';
import { PRODUCT_NAME, strings } from '../../strings.js';
import { validateCredentials, type CredentialErrors } from './validation.js';

export type AuthMode = 'signIn' | 'signUp' | 'confirm' | 'forgot' | 'reset';

const t = strings.auth;

function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : String(err);
}

function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const isNew = props.autoComplete === 'new-password';
  return (
    <FormField
      label={props.label}
      errorText={props.error}
      constraintText={isNew && !props.error ? t.passwordRules : undefined}
    >
      <div className="fs-auth__password">
        <Input
          type={visible ? 'text' : 'password'}
          value={props.value}
          onChange={({ detail }) => props.onChange(detail.value)}
          placeholder={t.passwordPlaceholder}
          autoComplete={props.autoComplete}
          ariaRequired
          invalid={Boolean(props.error)}
          disabled={props.disabled}
        />
        <Button
          formAction="none"
          onClick={() => setVisible((v) => !v)}
          ariaLabel={visible ? t.hidePassword : t.showPassword}
        >
          {visible ? t.hide : t.show}
        </Button>
      </div>
    </FormField>
  );
}

function EmailField(props: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <FormField label={t.email} errorText={props.error}>
      <Input
        type="email"
        inputMode="email"
        value={props.value}
        onChange={({ detail }) => props.onChange(detail.value)}
        placeholder={t.emailPlaceholder}
        autoComplete="email"
        ariaRequired
        invalid={Boolean(props.error)}
        disabled={props.disabled}
      />
    </FormField>
  );
}

function SideCopy() {
  return (
    <aside className="fs-auth__side" aria-label={t.sideTitle}>
      <h2>{t.sideTitle}</h2>
      <p>{t.sideBody}</p>
      <ul>
        {t.sideBullets.map((item) => (
          <li key={item}>
            <span className="fs-auth__tick" aria-hidden="true">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </aside>
  );
}

export function AuthPage() {
  const auth = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>(params.get('mode') === 'signup' ? 'signUp' : 'signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<CredentialErrors & { code?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);

  const switchMode = (next: AuthMode) => {
    setErrors({});
    setCode('');
    if (next === 'signIn' || next === 'signUp' || next === 'forgot') setPassword('');
    setMode(next);
  };

  /** Runs an auth action with the submitting state and the 'Error' toast on failure. */
  const run = async (action: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await action();
    } catch (err) {
      toast({ type: 'error', title: strings.toasts.errorTitle, message: errorMessage(err) });
    } finally {
      setSubmitting(false);
    }
  };

  const finishSignIn = () => navigate(redirectTarget(location.state), { replace: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const needsPassword = mode === 'signIn' || mode === 'signUp' || mode === 'reset';
    const found: CredentialErrors & { code?: string } = validateCredentials(
      mode === 'reset' ? null : email,
      needsPassword ? password : null,
      mode === 'signUp' || mode === 'reset',
    );
    if ((mode === 'confirm' || mode === 'reset') && !code.trim()) found.code = t.codeRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    void run(async () => {
      switch (mode) {
        case 'signIn': {
          const outcome = await auth.signIn(email, password);
          if (outcome === 'confirmSignUp') {
            toast({
              type: 'info',
              title: strings.toasts.unconfirmedTitle,
              message: strings.toasts.unconfirmedMessage,
            });
            switchMode('confirm');
            return;
          }
          if (outcome === 'resetPassword') {
            await auth.forgotPassword(email);
            toast({
              type: 'info',
              title: strings.toasts.codeSentTitle,
              message: strings.toasts.resetCodeSentMessage(email),
            });
            switchMode('reset');
            return;
          }
          toast({
            type: 'success',
            title: strings.toasts.signInTitle,
            message: strings.toasts.signInMessage,
          });
          finishSignIn();
          return;
        }
        case 'signUp': {
          const { needsConfirmation } = await auth.signUp(email, password);
          toast({ type: 'info', title: strings.toasts.signUpTitle, message: strings.toasts.signUpMessage });
          if (needsConfirmation) {
            setErrors({});
            setMode('confirm'); // keep the password to sign in after confirming
            return;
          }
          await auth.signIn(email, password);
          finishSignIn();
          return;
        }
        case 'confirm': {
          await auth.confirmSignUp(email, code);
          if (password) {
            await auth.signIn(email, password);
            toast({
              type: 'success',
              title: strings.toasts.confirmedTitle,
              message: strings.toasts.confirmedSignedInMessage,
            });
            finishSignIn();
          } else {
            toast({
              type: 'success',
              title: strings.toasts.confirmedTitle,
              message: strings.toasts.confirmedMessage,
            });
            switchMode('signIn');
          }
          return;
        }
        case 'forgot': {
          await auth.forgotPassword(email);
          toast({
            type: 'info',
            title: strings.toasts.codeSentTitle,
            message: strings.toasts.resetCodeSentMessage(email),
          });
          setErrors({});
          setCode('');
          setMode('reset');
          return;
        }
        case 'reset': {
          await auth.confirmForgotPassword(email, code, password);
          try {
            await auth.signIn(email, password);
            toast({
              type: 'success',
              title: strings.toasts.signInTitle,
              message: strings.toasts.signInMessage,
            });
            finishSignIn();
          } catch {
            toast({
              type: 'success',
              title: strings.toasts.passwordResetTitle,
              message: strings.toasts.passwordResetMessage,
            });
            switchMode('signIn');
          }
          return;
        }
      }
    });
  };

  const resend = async () => {
    setResending(true);
    try {
      await auth.resendCode(email);
      toast({
        type: 'info',
        title: strings.toasts.codeSentTitle,
        message: strings.toasts.codeSentMessage(email),
      });
    } catch (err) {
      toast({ type: 'error', title: strings.toasts.errorTitle, message: errorMessage(err) });
    } finally {
      setResending(false);
    }
  };

  const mailboxHint = auth.config?.mailboxUrl ? (
    <Alert type="info" header={t.localMailboxTitle}>
      {t.localMailboxBody}{' '}
      <Link href={auth.config.mailboxUrl} external target="_blank">
        {t.localMailboxLink}
      </Link>
    </Alert>
  ) : null;

  let title: string;
  let subtitle: string;
  let submitLabel: string;
  let submittingLabel: string;
  let fields: ReactNode;
  let footer: ReactNode = null;

  switch (mode) {
    case 'signIn':
    case 'signUp': {
      const signIn = mode === 'signIn';
      title = signIn ? t.signInTitle : t.signUpTitle;
      subtitle = signIn ? t.signInSubtitle : t.signUpSubtitle;
      submitLabel = signIn ? t.signInButton : t.signUpButton;
      submittingLabel = signIn ? t.signingIn : t.creatingAccount;
      fields = (
        <>
          <EmailField value={email} onChange={setEmail} error={errors.email} disabled={submitting} />
          <PasswordField
            label={t.password}
            value={password}
            onChange={setPassword}
            error={errors.password}
            autoComplete={signIn ? 'current-password' : 'new-password'}
            disabled={submitting}
          />
          {signIn && (
            <Box textAlign="right">
              <Button variant="inline-link" formAction="none" onClick={() => switchMode('forgot')}>
                {t.forgotPassword}
              </Button>
            </Box>
          )}
        </>
      );
      footer = (
        <Box textAlign="center" color="text-body-secondary">
          {signIn ? t.noAccount : t.haveAccount}{' '}
          <Button
            variant="inline-link"
            formAction="none"
            onClick={() => switchMode(signIn ? 'signUp' : 'signIn')}
          >
            {signIn ? t.toSignUp : t.toSignIn}
          </Button>
        </Box>
      );
      break;
    }
    case 'confirm':
      title = t.confirmTitle;
      subtitle = t.confirmSubtitle(email);
      submitLabel = t.confirm;
      submittingLabel = t.confirming;
      fields = (
        <>
          {mailboxHint}
          <FormField label={t.code} errorText={errors.code}>
            <Input
              value={code}
              onChange={({ detail }) => setCode(detail.value)}
              placeholder={t.codePlaceholder}
              inputMode="numeric"
              autoComplete="one-time-code"
              ariaRequired
              invalid={Boolean(errors.code)}
              disabled={submitting}
            />
          </FormField>
        </>
      );
      footer = (
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Button formAction="none" onClick={() => void resend()} loading={resending} disabled={submitting}>
            {resending ? t.resending : t.resend}
          </Button>
          <Button variant="inline-link" formAction="none" onClick={() => switchMode('signIn')}>
            {t.backToSignIn}
          </Button>
        </SpaceBetween>
      );
      break;
    case 'forgot':
      title = t.forgotTitle;
      subtitle = t.forgotSubtitle;
      submitLabel = t.sendCode;
      submittingLabel = t.sendingCode;
      fields = <EmailField value={email} onChange={setEmail} error={errors.email} disabled={submitting} />;
      footer = (
        <Button variant="inline-link" formAction="none" onClick={() => switchMode('signIn')}>
          {t.backToSignIn}
        </Button>
      );
      break;
    case 'reset':
      title = t.resetTitle;
      subtitle = t.resetSubtitle(email);
      submitLabel = t.resetButton;
      submittingLabel = t.resetting;
      fields = (
        <>
          {mailboxHint}
          <FormField label={t.code} errorText={errors.code}>
            <Input
              value={code}
              onChange={({ detail }) => setCode(detail.value)}
              placeholder={t.codePlaceholder}
              inputMode="numeric"
              autoComplete="one-time-code"
              ariaRequired
              invalid={Boolean(errors.code)}
              disabled={submitting}
            />
          </FormField>
          <PasswordField
            label={t.newPassword}
            value={password}
            onChange={setPassword}
            error={errors.password}
            autoComplete="new-password"
            disabled={submitting}
          />
        </>
      );
      footer = (
        <Button variant="inline-link" formAction="none" onClick={() => switchMode('signIn')}>
          {t.backToSignIn}
        </Button>
      );
      break;
  }

  return (
    <div className="fs-auth">
      <main className="fs-auth__form">
        <div className="fs-auth__form-inner">
          <RouterLink to="/" className="fs-auth__brand" aria-label={`${PRODUCT_NAME} home`}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {PRODUCT_NAME}
          </RouterLink>
          <Container>
            <form onSubmit={onSubmit} noValidate aria-label={title}>
              <Form
                header={
                  <Header variant="h1" description={subtitle}>
                    {title}
                  </Header>
                }
                actions={
                  <Button variant="primary" formAction="submit" loading={submitting} fullWidth>
                    {submitting ? submittingLabel : submitLabel}
                  </Button>
                }
              >
                <SpaceBetween size="m">{fields}</SpaceBetween>
              </Form>
            </form>
            {footer && <Box margin={{ top: 'm' }}>{footer}</Box>}
          </Container>
        </div>
      </main>
      <SideCopy />
    </div>
  );
}

export default AuthPage;
