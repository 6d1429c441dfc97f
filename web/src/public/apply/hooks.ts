/**
 * The /apply form's state and submit (apply-page.tsx): the fields, the industry being typed, the field errors, and
 * the submit flow of the public forms (common/components/form.tsx `submitPublicForm`: checked with the API's own schema,
 * shared/schemas.ts ApplicationRequest, then `POST /v1/applications`). `onSubmitted` and `onFailed` are told how it
 * ended (the page toasts); a failure keeps the input.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApplicationRequest } from '../../../../shared/schemas.js';
import { submitPublicForm, type FieldErrors } from '../../common/components/form.js';
import { EMPTY_APPLICATION, missingForSubmit, toRequest, type ApplicationForm } from './application.js';
import { addTag } from './tags.js';

export function useApplication({ onSubmitted, onFailed }: { onSubmitted: () => void; onFailed: () => void }) {
  const [form, setForm] = useState<ApplicationForm>(EMPTY_APPLICATION);
  const [industry, setIndustry] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof ApplicationForm>(key: K, value: ApplicationForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const addIndustry = () => {
    set('funding_industries', addTag(form.funding_industries, industry));
    setIndustry('');
  };
  const onIndustryKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addIndustry();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const accepted = await submitPublicForm({
      schema: ApplicationRequest,
      body: toRequest(form),
      route: 'POST /v1/applications',
      label: 'Application submit',
      form: formRef.current,
      setErrors,
      setBusy: setSubmitting,
      onFailure: onFailed,
    });
    if (accepted) {
      setSubmitted(true);
      onSubmitted();
    }
  };

  return {
    form,
    set,
    industry,
    setIndustry,
    addIndustry,
    onIndustryKey,
    errors,
    submitting,
    submitted,
    /** What still keeps Submit from being pressable (Full Name, Contact Email). */
    missing: missingForSubmit(form),
    formRef,
    submit,
  };
}

/** The state and actions `useApplication` gives the form. */
export type Application = ReturnType<typeof useApplication>;
