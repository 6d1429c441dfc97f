/**
 * Account Settings' password field and form-level error, in Cloudscape like the rest of the dashboard (the /auth
 * forms have their own plain-HTML fields: common/sign-in/fields.tsx, ADR 0047). `PasswordField` is a Cloudscape
 * FormField whose `error` marks the input invalid and shows the text under it, with a Show/Hide button; with
 * `autoComplete="new-password"` the pool's rules are its constraint until an error replaces them. `FormError` is an
 * alert that focus can move to (`focusFirstError`, common/sign-in/use-auth-step.ts).
 */
import './password-field.css';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { strings } from '../../common/strings.js';

const t = strings.auth;

/** A form-level error: an alert that focus can move to. Nothing without a message. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" tabIndex={-1} data-form-error="" className="fs-settings__form-error">
      <Alert type="error">{message}</Alert>
    </div>
  );
}

export function PasswordField(props: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; also marks the input invalid. */
  error?: string | undefined;
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
      <div className="fs-settings__password">
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
          ariaLabel={visible ? t.hideField(props.label) : t.showField(props.label)}
        >
          {visible ? t.hide : t.show}
        </Button>
      </div>
    </FormField>
  );
}
