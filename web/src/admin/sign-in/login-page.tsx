/**
 * /admin/login (apply-settings-admin.md "Administrator login"): username and password (with a show/hide toggle),
 * 'Sign In'; then the admins pool's steps (web/src/admin/admin-auth.tsx): a new password at first sign-in, TOTP
 * enrolment (QR code and the secret as text) and the 6-digit code. No default credentials and no hint.
 * Toasts: 'Invalid username or password' (and the form stays), 'Failed to sign in', 'Successfully signed in as admin'.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { QRCodeSVG } from 'qrcode.react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useAdminAuth, type AdminStep } from '../admin-auth.js';
import { adminStrings as s } from '../strings.js';
import { useToast } from '../../common/components/toasts.js';
import {
  ADMINS_PASSWORD_POLICY,
  passwordMessage,
  passwordProblems,
} from '../../../../shared/password-policy.js';

const CREDENTIAL_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
]);
const CODE_ERRORS = new Set([
  'CodeMismatchException',
  'EnableSoftwareTokenMFAException',
  'ExpiredCodeException',
]);

export default function AdminLoginPage() {
  const { signIn, confirm } = useAdminAuth();
  const { toast, clear } = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<AdminStep | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const advance = (next: AdminStep) => {
    // A step passed: the previous step's error toast is stale (issue 23: it stayed on the TOTP step).
    clear();
    setError(null);
    setCode('');
    if (next.kind === 'done') {
      toast({ type: 'success', title: s.toasts.signedIn, carryOver: true });
      navigate('/admin/dashboard', { replace: true });
      return;
    }
    setStep(next);
  };

  const run = async (work: () => Promise<AdminStep>, onError: (name: string, message: string) => void) => {
    setBusy(true);
    try {
      advance(await work());
    } catch (err) {
      const e = err as Error;
      onError(e.name, e.message);
    } finally {
      setBusy(false);
    }
  };

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return;
    void run(
      () => signIn(username, password),
      (name) =>
        toast({
          type: 'error',
          title: CREDENTIAL_ERRORS.has(name) ? s.toasts.invalidCredentials : s.toasts.signInFailed,
        }),
    );
  };

  const problems = newPassword ? passwordProblems(ADMINS_PASSWORD_POLICY, newPassword) : [];
  const submitNewPassword = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length || newPassword !== confirmPassword) return;
    void run(
      () => confirm(newPassword),
      (_name, message) => {
        setError(message);
        toast({ type: 'error', title: s.toasts.signInFailed, message });
      },
    );
  };

  const codeValid = /^\d{6}$/.test(code.trim());
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!codeValid) return;
    void run(
      () => confirm(code.trim()),
      (name, message) => {
        if (CODE_ERRORS.has(name)) setError(s.login.wrongCode);
        else toast({ type: 'error', title: s.toasts.signInFailed, message });
      },
    );
  };

  return (
    <main>
      <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
        <div style={{ maxWidth: 440, margin: '0 auto' }}>
          {step === null && (
            <form onSubmit={submitCredentials} noValidate aria-label={s.login.title}>
              <Container header={<Header variant="h1">{s.login.title}</Header>}>
                <SpaceBetween size="l">
                  <FormField label={s.login.username}>
                    <Input
                      value={username}
                      onChange={(e) => setUsername(e.detail.value)}
                      autoComplete="username"
                      autoFocus
                    />
                  </FormField>
                  <FormField label={s.login.password}>
                    <Input
                      type={show ? 'text' : 'password'}
                      value={password}
                      onChange={(e) => setPassword(e.detail.value)}
                      autoComplete="current-password"
                    />
                  </FormField>
                  <Checkbox checked={show} onChange={(e) => setShow(e.detail.checked)}>
                    {s.login.showPassword}
                  </Checkbox>
                  <Button
                    variant="primary"
                    formAction="submit"
                    loading={busy}
                    disabled={!username.trim() || !password}
                  >
                    {s.login.signIn}
                  </Button>
                </SpaceBetween>
              </Container>
            </form>
          )}
          {step?.kind === 'newPassword' && (
            <form onSubmit={submitNewPassword} noValidate aria-label={s.login.newPasswordTitle}>
              <Container
                header={
                  <Header variant="h1" description={s.login.newPasswordIntro}>
                    {s.login.newPasswordTitle}
                  </Header>
                }
              >
                <SpaceBetween size="l">
                  <FormField
                    label={s.login.newPassword}
                    errorText={problems.length ? passwordMessage(problems) : error}
                  >
                    <Input
                      type="password"
                      value={newPassword}
                      onChange={(e) => setNewPassword(e.detail.value)}
                      autoComplete="new-password"
                      autoFocus
                    />
                  </FormField>
                  <FormField
                    label={s.login.confirmPassword}
                    errorText={
                      confirmPassword && confirmPassword !== newPassword ? s.login.passwordsDiffer : undefined
                    }
                  >
                    <Input
                      type="password"
                      value={confirmPassword}
                      onChange={(e) => setConfirmPassword(e.detail.value)}
                      autoComplete="new-password"
                    />
                  </FormField>
                  <Button
                    variant="primary"
                    formAction="submit"
                    loading={busy}
                    disabled={!newPassword || problems.length > 0 || newPassword !== confirmPassword}
                  >
                    {s.login.setPassword}
                  </Button>
                </SpaceBetween>
              </Container>
            </form>
          )}
          {(step?.kind === 'totpSetup' || step?.kind === 'totpCode') && (
            <form
              onSubmit={submitCode}
              noValidate
              aria-label={step.kind === 'totpSetup' ? s.login.totpSetupTitle : s.login.totpCodeTitle}
            >
              <Container
                header={
                  <Header
                    variant="h1"
                    description={step.kind === 'totpSetup' ? s.login.totpSetupIntro : s.login.totpCodeIntro}
                  >
                    {step.kind === 'totpSetup' ? s.login.totpSetupTitle : s.login.totpCodeTitle}
                  </Header>
                }
              >
                <SpaceBetween size="l">
                  {step.kind === 'totpSetup' && (
                    <>
                      <div style={{ background: '#fff', padding: 12, width: 'fit-content' }}>
                        <QRCodeSVG value={step.uri} size={192} title={s.login.totpQrLabel} />
                      </div>
                      <FormField label={s.login.totpSecret}>
                        <code data-testid="totp-secret" style={{ wordBreak: 'break-all', fontSize: 15 }}>
                          {step.secret}
                        </code>
                      </FormField>
                    </>
                  )}
                  <FormField
                    label={s.login.code}
                    errorText={error ?? (code && !codeValid ? s.login.codeInvalid : undefined)}
                  >
                    <Input
                      value={code}
                      onChange={(e) => setCode(e.detail.value.replace(/\s/g, ''))}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      autoFocus
                    />
                  </FormField>
                  <Button variant="primary" formAction="submit" loading={busy} disabled={!codeValid}>
                    {s.login.verify}
                  </Button>
                </SpaceBetween>
              </Container>
            </form>
          )}
        </div>
      </Box>
    </main>
  );
}
