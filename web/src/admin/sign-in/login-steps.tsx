/**
 * The three steps of /admin/login: username and password, a new password at first sign-in, and the TOTP code (with
 * the QR code and the secret at enrolment). Their state and submissions live in use-admin-sign-in.ts.
 */
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
import type { AdminSignIn } from './use-admin-sign-in.js';
import { passwordMessage } from '../../../../shared/password-policy.js';

/** The first step: username, password with its show/hide toggle, and 'Sign In'. */
export function CredentialsStep({ signIn }: { signIn: AdminSignIn }) {
  return (
    <form onSubmit={signIn.submitCredentials} noValidate aria-label={s.login.title}>
      <Container header={<Header variant="h1">{s.login.title}</Header>}>
        <SpaceBetween size="l">
          <FormField label={s.login.username}>
            <Input
              value={signIn.username}
              onChange={(e) => signIn.setUsername(e.detail.value)}
              autoComplete="username"
              autoFocus
            />
          </FormField>
          <FormField label={s.login.password}>
            <Input
              type={signIn.show ? 'text' : 'password'}
              value={signIn.password}
              onChange={(e) => signIn.setPassword(e.detail.value)}
              autoComplete="current-password"
            />
          </FormField>
          <Checkbox checked={signIn.show} onChange={(e) => signIn.setShow(e.detail.checked)}>
            {s.login.showPassword}
          </Checkbox>
          <Button
            variant="primary"
            formAction="submit"
            loading={signIn.busy}
            disabled={!signIn.username.trim() || !signIn.password}
          >
            {s.login.signIn}
          </Button>
        </SpaceBetween>
      </Container>
    </form>
  );
}

/** The first sign-in's step: a new password (checked against the admins' policy) typed twice. */
export function NewPasswordStep({ signIn }: { signIn: AdminSignIn }) {
  return (
    <form onSubmit={signIn.submitNewPassword} noValidate aria-label={s.login.newPasswordTitle}>
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
            errorText={signIn.problems.length ? passwordMessage(signIn.problems) : signIn.error}
          >
            <Input
              type="password"
              value={signIn.newPassword}
              onChange={(e) => signIn.setNewPassword(e.detail.value)}
              autoComplete="new-password"
              autoFocus
            />
          </FormField>
          <FormField
            label={s.login.confirmPassword}
            errorText={
              signIn.confirmPassword && signIn.confirmPassword !== signIn.newPassword
                ? s.login.passwordsDiffer
                : undefined
            }
          >
            <Input
              type="password"
              value={signIn.confirmPassword}
              onChange={(e) => signIn.setConfirmPassword(e.detail.value)}
              autoComplete="new-password"
            />
          </FormField>
          <Button
            variant="primary"
            formAction="submit"
            loading={signIn.busy}
            disabled={
              !signIn.newPassword ||
              signIn.problems.length > 0 ||
              signIn.newPassword !== signIn.confirmPassword
            }
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
  signIn,
  step,
}: {
  signIn: AdminSignIn;
  step: Extract<AdminStep, { kind: 'totpSetup' | 'totpCode' }>;
}) {
  return (
    <form
      onSubmit={signIn.submitCode}
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
            errorText={signIn.error ?? (signIn.code && !signIn.codeValid ? s.login.codeInvalid : undefined)}
          >
            <Input
              value={signIn.code}
              onChange={(e) => signIn.setCode(e.detail.value.replace(/\s/g, ''))}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
            />
          </FormField>
          <Button variant="primary" formAction="submit" loading={signIn.busy} disabled={!signIn.codeValid}>
            {s.login.verify}
          </Button>
        </SpaceBetween>
      </Container>
    </form>
  );
}
