/**
 * The frame every /auth mode renders its fields in: a card with a `<form>` (no browser validation; the forms check
 * on submit) with the mode's heading and description, an info `notice` from the previous step ('We sent a
 * code...'), a form-level error (one no single field is at fault for, e.g. no network) as an alert focus can move
 * to, a full-width primary submit button that shows the pending label while `submitting`, and an optional footer
 * (mode switches, resend). Also `MailboxHint`, the local stack's pointer to its mailbox page on the code steps.
 * Plain HTML and CSS (auth-page.css), no Cloudscape: ADR 0047.
 */
import type { FormEvent, ReactNode } from 'react';
import { useAuth } from '../auth/auth-context.js';
import { strings } from '../strings.js';
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

/** A form-level error: an alert that focus can move to (`focusFirstError`). Nothing without a message. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" tabIndex={-1} data-form-error="" className="fs-auth__alert fs-auth__alert--error">
      {message}
    </div>
  );
}

/** A button's pending state: a spinner beside the pending label. */
export function Pending({ label }: { label: string }) {
  return (
    <>
      <span className="fs-auth__spinner" aria-hidden="true" />
      {label}
    </>
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
    <div className="fs-auth__card">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title} className="fs-auth__stack">
        <div>
          <h1 className="fs-auth__title">{title}</h1>
          <p className="fs-auth__subtitle">{subtitle}</p>
        </div>
        {notice && (
          <div className="fs-auth__alert" role="status">
            {notice}
          </div>
        )}
        <FormError message={formError} />
        {children}
        <button
          type="submit"
          className="fs-auth__button fs-auth__button--primary"
          aria-disabled={submitting || undefined}
        >
          {submitting ? <Pending label={submittingLabel} /> : submitLabel}
        </button>
      </form>
      {footer && <div className="fs-auth__footer">{footer}</div>}
    </div>
  );
}

/** On the local stack (a mailbox URL is configured): where the emailed code can be read. Nothing otherwise. */
export function MailboxHint() {
  const { config } = useAuth();
  const t = strings.auth;
  if (!config?.mailboxUrl) return null;
  return (
    <div className="fs-auth__alert" role="note">
      <strong>{t.localMailboxTitle}</strong>
      <br />
      {t.localMailboxBody}{' '}
      <a href={config.mailboxUrl} target="_blank" rel="noopener noreferrer">
        {t.localMailboxLink}
        <span className="fs-auth__sr-only"> {t.opensInNewTab}</span>
      </a>
    </div>
  );
}

/** A footer link-button that switches the /auth mode without submitting the form. */
export function ModeLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="fs-auth__link" onClick={onClick}>
      {children}
    </button>
  );
}
