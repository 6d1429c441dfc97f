/**
 * The three steps of /admin/login: username and password, a new password at first sign-in, and the TOTP code (with
 * the QR code and the secret at enrolment). Their state and submissions live in the page's useAdminSignIn.
 */
import type { FormEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AdminStep } from '../admin-auth.js';
import { adminStrings as s } from '../strings.js';
import { passwordMessage } from '../../../../shared/password-policy.js';

type Submit = (event: FormEvent) => void;

/** The first step: username, password with its show/hide toggle, and 'Sign In'. */
export function CredentialsStep({
  username,
  setUsername,
  password,
  setPassword,
  show,
  setShow,
  busy,
  submitCredentials,
}: {
  username: string;
  setUsername: (value: string) => void;
  password: string;
  setPassword: (value: string) => void;
  show: boolean;
  setShow: (value: boolean) => void;
  busy: boolean;
  submitCredentials: Submit;
}) {
  return (
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
  );
}

/** The first sign-in's step: a new password (checked against the admins' policy) typed twice. */
export function NewPasswordStep({
  newPassword,
  setNewPassword,
  confirmPassword,
  setConfirmPassword,
  problems,
  error,
  busy,
  submitNewPassword,
}: {
  newPassword: string;
  setNewPassword: (value: string) => void;
  confirmPassword: string;
  setConfirmPassword: (value: string) => void;
  problems: string[];
  error: string | null;
  busy: boolean;
  submitNewPassword: Submit;
}) {
  return (
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
  );
}

/** The TOTP step: at enrolment the QR code and the secret as text, then the 6-digit code. */
export function CodeStep({
  step,
  code,
  setCode,
  codeValid,
  error,
  busy,
  submitCode,
}: {
  step: Extract<AdminStep, { kind: 'totpSetup' | 'totpCode' }>;
  code: string;
  setCode: (value: string) => void;
  codeValid: boolean;
  error: string | null;
  busy: boolean;
  submitCode: Submit;
}) {
  return (
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
  );
}
