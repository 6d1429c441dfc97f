/**
 * Form helpers of the public forms: field errors from the shared zod schemas (shared/schemas.ts, the same ones the
 * API validates with) or from the API's 400 `field`, and a labelled field with its hint and error wired by
 * `aria-describedby` / `aria-invalid`.
 */
import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import './form.css';
import type { z } from 'zod';
import { ApiError, callPublicApi, type PublicRouteKey, type RouteBody } from '../api.js';

export type FieldErrors = Record<string, string>;

/** The first message per top-level field of a zod error (`funding_industries.0` counts as `funding_industries`). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/** A field error from an API answer (400 with `field`), or undefined. */
export function apiFieldError(error: unknown): FieldErrors | undefined {
  if (error instanceof ApiError && error.status === 400 && error.field) {
    const message = error.message.replace(/^Invalid body field '[^']+': /, '');
    return { [error.field]: message };
  }
  return undefined;
}

export function Field({
  id,
  label,
  hint,
  error,
  addon,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  /** Shown beside the control (e.g. an Add button). */
  addon?: ReactNode;
  /** The control; gets `id`, `aria-invalid` and `aria-describedby`. */
  children: ReactElement<Record<string, unknown>>;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  });
  return (
    <div className="ps-field">
      <label htmlFor={id}>{label}</label>
      {addon ? (
        <div className="ps-field__addon">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={`${id}-hint`} className="ps-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ps-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The honeypot input (shared/schemas.ts `website_confirm`): off screen, hidden from assistive tech, not tabbable. */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="ps-honeypot" aria-hidden="true">
      <label htmlFor="website_confirm">Leave this field empty</label>
      <input
        id="website_confirm"
        name="website_confirm"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** Moves focus to the first invalid control inside `form` once React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/** The public form routes (a POST with a body). */
type FormRoute = 'POST /v1/applications' | 'POST /v1/contact-messages';

/**
 * The submit flow of the public forms: validate `body` with the API's own schema (errors shown, first invalid field
 * focused, nothing sent), POST it to the public route `route`, and on failure show the field a 400 names.
 * `setBusy` brackets the request; `onFailure` gets the error after it has been logged under `label`.
 * @returns true when the API accepted the body.
 */
export async function submitPublicForm<K extends FormRoute & PublicRouteKey>(opts: {
  /** The route's own body schema (its input type must be the route's body). */
  schema: z.ZodType<unknown, RouteBody<K>>;
  /** What the form holds; sent only once `schema` accepts it. */
  body: unknown;
  route: K;
  label: string;
  form: HTMLFormElement | null;
  setErrors: (errors: FieldErrors) => void;
  setBusy: (busy: boolean) => void;
  onFailure: (error: unknown) => void;
  /** Sends the accepted body another way than the public route (the Contact page of a signed-in founder). */
  send?: (body: RouteBody<K>) => Promise<unknown>;
}): Promise<boolean> {
  const parsed = opts.schema.safeParse(opts.body);
  if (!parsed.success) {
    opts.setErrors(fieldErrors(parsed.error));
    focusFirstInvalid(opts.form);
    return false;
  }
  opts.setErrors({});
  opts.setBusy(true);
  try {
    // `schema` accepted the body, so it is the route's body.
    if (opts.send) await opts.send(opts.body as RouteBody<K>);
    else await callPublicApi<FormRoute>(opts.route, { body: opts.body as RouteBody<FormRoute> });
    return true;
  } catch (error) {
    console.error(`${opts.label} failed`, error);
    const fromApi = apiFieldError(error);
    if (fromApi) {
      opts.setErrors(fromApi);
      focusFirstInvalid(opts.form);
    }
    opts.onFailure(error);
    return false;
  } finally {
    opts.setBusy(false);
  }
}
