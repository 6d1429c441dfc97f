/**
 * The frame every /auth mode renders its fields in: a `<form>` (no browser validation; the forms check on submit)
 * with the mode's heading and description, an info `notice` from the previous step ('We sent a code...'), a
 * form-level error (one no single field is at fault for, e.g. no network) as an inline alert, a full-width primary
 * submit button that shows the pending label while `submitting`, and an optional footer (mode switches, resend).
 * Also `MailboxHint`, the local stack's pointer to its mailbox page on the code steps.
 */
import type { FormEvent, ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useAuth } from '../../auth/auth-context.js';
import { strings } from '../../strings.js';
import type { AuthStepView } from './use-auth-step.js';

export interface AuthFormProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  submittingLabel: string;
  /** The form's submit state (useAuthStep): its element, pending flag and form-level error. */
  step: AuthStepView;
  /** Called on submit (the browser's default is prevented first); ignored while submitting. */
  onSubmit: () => void;
  /** Information carried from the previous step, shown above the fields. */
  notice?: string | undefined;
  footer?: ReactNode;
  children: ReactNode;
}

/** A form-level error: an alert that focus can move to (`focusFirstError`). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" tabIndex={-1} data-form-error="" className="fs-auth__form-error">
      <Alert type="error">{message}</Alert>
    </div>
  );
}

export function AuthForm({
  title,
  subtitle,
  submitLabel,
  submittingLabel,
  step: { formRef, submitting, formError },
  onSubmit,
  notice,
  footer,
  children,
}: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Container>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Form
          header={
            <Header variant="h1" description={subtitle}>
              {title}
            </Header>
          }
        >
          <SpaceBetween size="m">
            {notice && (
              <Alert type="info" statusIconAriaLabel="Info">
                {notice}
              </Alert>
            )}
            <FormError message={formError} />
            {children}
            {/* In the body, not Form's right-aligned actions slot, so that it spans the form's width. */}
            <Button variant="primary" formAction="submit" loading={submitting} fullWidth>
              {submitting ? submittingLabel : submitLabel}
            </Button>
          </SpaceBetween>
        </Form>
      </form>
      {footer && <Box margin={{ top: 'm' }}>{footer}</Box>}
    </Container>
  );
}

/** On the local stack (a mailbox URL is configured): where the emailed code can be read. Nothing otherwise. */
export function MailboxHint() {
  const { config } = useAuth();
  const t = strings.auth;
  if (!config?.mailboxUrl) return null;
  return (
    <Alert type="info" header={t.localMailboxTitle}>
      {t.localMailboxBody}{' '}
      <Link href={config.mailboxUrl} external target="_blank">
        {t.localMailboxLink}
      </Link>
    </Alert>
  );
}

/** A footer link-button that switches the /auth mode without submitting the form. */
export function ModeLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="inline-link" formAction="none" onClick={onClick}>
      {children}
    </Button>
  );
}
