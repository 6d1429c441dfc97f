/**
 * The fields of the /auth forms, shared by every mode: `EmailField`, `PasswordField` (with a Show/Hide toggle and
 * the pool's policy as the constraint of a new password) and `CodeField` (the emailed confirmation or reset
 * code). Each is a Cloudscape FormField whose `error` marks the input invalid and shows the text under it.
 */
import './fields.css';
import { useContext, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { strings } from '../../strings.js';
import { EmailPlaceholder } from './auth-side.js';

const t = strings.auth;

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; also marks the input invalid. */
  error?: string;
  disabled?: boolean;
}

export function EmailField(props: FieldProps) {
  const placeholder = useContext(EmailPlaceholder);
  return (
    <FormField label={t.email} errorText={props.error}>
      <Input
        type="email"
        inputMode="email"
        value={props.value}
        onChange={({ detail }) => props.onChange(detail.value)}
        placeholder={placeholder}
        autoComplete="email"
        ariaRequired
        invalid={Boolean(props.error)}
        disabled={props.disabled}
      />
    </FormField>
  );
}

/**
 * A password input with a Show/Hide button. `autoComplete="new-password"` marks a password being chosen (sign-up,
 * reset): the pool's rules are then shown as the field's constraint until an error replaces them.
 */
export function PasswordField(
  props: FieldProps & { label: string; autoComplete: 'current-password' | 'new-password' },
) {
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
          ariaLabel={visible ? t.hideField(props.label) : t.showField(props.label)}
        >
          {visible ? t.hide : t.show}
        </Button>
      </div>
    </FormField>
  );
}

/** The emailed code (sign-up confirmation, password reset): numeric keyboard, one-time-code autofill. */
export function CodeField(props: FieldProps) {
  return (
    <FormField label={t.code} errorText={props.error}>
      <Input
        value={props.value}
        onChange={({ detail }) => props.onChange(detail.value)}
        placeholder={t.codePlaceholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        ariaRequired
        invalid={Boolean(props.error)}
        disabled={props.disabled}
      />
    </FormField>
  );
}
