/**
 * The fields of the /auth forms, shared by every mode: `EmailField`, `PasswordField` (with a Show/Hide toggle and
 * the pool's policy as the hint of a new password) and `CodeField` (the emailed confirmation or reset code). Plain
 * HTML on the public site's `Field` (common/components/form.tsx: label, hint and error wired by `aria-describedby`, the error
 * marks the input `aria-invalid`), no Cloudscape (ADR 0047: /auth is built like the landing).
 */
import { useContext, useId, useState } from 'react';
import { Field } from '../components/form.js';
import { strings } from '../strings.js';
import { EmailPlaceholder } from './auth-side.js';

const t = strings.auth;

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; also marks the input invalid. */
  error?: string | undefined;
  disabled?: boolean;
}

export function EmailField(props: FieldProps) {
  const placeholder = useContext(EmailPlaceholder);
  const id = useId();
  return (
    <Field id={id} label={t.email} error={props.error}>
      <input
        type="email"
        inputMode="email"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="email"
        aria-required="true"
        disabled={props.disabled}
      />
    </Field>
  );
}

/**
 * A password input with a Show/Hide button. `autoComplete="new-password"` marks a password being chosen (sign-up,
 * reset): the pool's rules are then shown as the field's hint.
 */
export function PasswordField(
  props: FieldProps & { label: string; autoComplete: 'current-password' | 'new-password' },
) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isNew = props.autoComplete === 'new-password';
  return (
    <Field
      id={id}
      label={props.label}
      error={props.error}
      hint={isNew && !props.error ? t.passwordRules : undefined}
      addon={
        <button
          type="button"
          className="fs-auth__button fs-auth__button--secondary"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t.hideField(props.label) : t.showField(props.label)}
        >
          {visible ? t.hide : t.show}
        </button>
      }
    >
      <input
        type={visible ? 'text' : 'password'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={t.passwordPlaceholder}
        autoComplete={props.autoComplete}
        aria-required="true"
        disabled={props.disabled}
      />
    </Field>
  );
}

/** The emailed code (sign-up confirmation, password reset): numeric keyboard, one-time-code autofill. */
export function CodeField(props: FieldProps) {
  const id = useId();
  return (
    <Field id={id} label={t.code} error={props.error}>
      <input
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={t.codePlaceholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-required="true"
        disabled={props.disabled}
      />
    </Field>
  );
}
