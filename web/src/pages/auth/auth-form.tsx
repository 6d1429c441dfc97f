/**
 * The frame every /auth mode renders its fields in: a `<form>` (no browser validation; the forms check on submit)
 * with the mode's heading and description, a full-width primary submit button that shows the pending label while
 * `submitting`, and an optional footer (mode switches, resend) below the form. Also `MailboxHint`, the local
 * stack's pointer to its mailbox page on the code steps.
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

export interface AuthFormProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** Called on submit (the browser's default is prevented first); ignored while `submitting`. */
  onSubmit: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

export function AuthForm(props: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.submitting) props.onSubmit();
  };
  return (
    <Container>
      <form onSubmit={submit} noValidate aria-label={props.title}>
        <Form
          header={
            <Header variant="h1" description={props.subtitle}>
              {props.title}
            </Header>
          }
          actions={
            <Button variant="primary" formAction="submit" loading={props.submitting} fullWidth>
              {props.submitting ? props.submittingLabel : props.submitLabel}
            </Button>
          }
        >
          <SpaceBetween size="m">{props.children}</SpaceBetween>
        </Form>
      </form>
      {props.footer && <Box margin={{ top: 'm' }}>{props.footer}</Box>}
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
