/**
 * The submit state of one /auth (or password) form: which fields are in error, a form-level error, and
 * `run(step, action)`, which marks the form as submitting while the action runs and turns a failure into our own
 * message on the field it concerns (common/auth/errors.ts; never the provider's text, never a toast). Showing errors moves
 * focus to the first invalid field (or the form's alert when no field is at fault).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { authErrorView, type AuthErrorField, type AuthStep } from '../auth/errors.js';

export type FieldErrors = Partial<Record<Exclude<AuthErrorField, 'form'>, string>>;

/** Focuses the first invalid control of `form`, else its error alert. */
export function focusFirstError(form: HTMLElement | null): void {
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form?.querySelector<HTMLElement>('[data-form-error]');
  target?.focus();
}

export function useAuthStep() {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  // Focus moves once the errors are on screen and the fields are enabled again (after the render that shows them).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formRef.current);
  }, [focusRequest]);
  const requestFocus = useCallback(() => setFocusRequest((n) => n + 1), []);

  /** Shows `found` (client-side checks) and focuses the first; answers whether the form may be sent. */
  const check = useCallback(
    (found: FieldErrors): boolean => {
      setErrors(found);
      setFormError(undefined);
      const ok = Object.values(found).every((message) => !message);
      if (!ok) requestFocus();
      return ok;
    },
    [requestFocus],
  );

  /** Clears the error of one field (when the user edits it). */
  const clear = useCallback(
    (field: keyof FieldErrors) =>
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    [],
  );

  /**
   * Runs `action` as `step`; on failure shows the mapped message (see common/auth/errors.ts) and resolves false.
   * `password` is the new password the step sends, so a policy refusal can name the rules.
   */
  const run = useCallback(
    async (step: AuthStep, action: () => Promise<void>, password?: string): Promise<boolean> => {
      setSubmitting(true);
      setFormError(undefined);
      try {
        await action();
        return true;
      } catch (err) {
        const view = authErrorView(step, err, password);
        if (view.field === 'form') setFormError(view.message);
        else setErrors({ [view.field]: view.message });
        requestFocus();
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [requestFocus],
  );

  /**
   * The props of a field bound to `name`: its value, its error, disabled while submitting; editing it clears its
   * error. `<EmailField {...bind('email', email, setEmail)} />`.
   */
  const bind = (name: keyof FieldErrors, value: string, setValue: (value: string) => void) => ({
    value,
    error: errors[name],
    disabled: submitting,
    onChange: (next: string) => {
      setValue(next);
      clear(name);
    },
  });

  return { formRef, submitting, errors, formError, check, clear, run, bind };
}

/** What the form frame (auth-form.tsx) shows of a step: its form element, pending state and form-level error. */
export type AuthStepView = Pick<ReturnType<typeof useAuthStep>, 'formRef' | 'submitting' | 'formError'>;
