/**
 * /apply: the investor application (apply-settings-admin.md §2 Investor application, §4 Application form, §5, §8).
 * Hero 'Join Our Investor Network' with stat tiles; the form (every spec field; industries as tags; several
 * Preferred Stages as checkboxes; the Typical Check Size as a minimum and maximum in US dollars); 'How It Works'
 * and 'Why Join Our Network?'. While Full Name (2+ letters) or Contact Email is missing the Submit button looks
 * disabled (`aria-disabled`, still focusable) and the hint beside it says what is missing; pressing it shows the
 * errors on the fields. The body is checked with the API's own schema (shared/schemas.ts ApplicationRequest) and
 * sent to `POST /v1/applications`; success replaces the form by 'Application Submitted!' and toasts, failure
 * toasts (error logged) and keeps the input, marking the field the API named (e.g. a check size of 'lots').
 *
 * Waits for the session check like the landing (spinner meanwhile). Plain React, no Cloudscape or Amplify.
 */
import './apply.css';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApplicationRequest } from '../../../../shared/schemas.js';
import { APPLICATION_STAGES, APPLICATION_TYPES } from '../../../../shared/vocabulary.js';
import { Field, Honeypot, submitPublicForm, type FieldErrors } from '../../public/form.js';
import { PublicPage } from '../../public/public-page.js';
import { useSessionCheck } from '../../public/session-check.js';
import { Toasts, useToasts } from '../../public/toast.js';
import {
  EMPTY_APPLICATION,
  missingForSubmit,
  toggleStage,
  toRequest,
  type ApplicationForm,
} from './application.js';
import { ApplyTiles } from './apply-tiles.js';
import { applyStrings as t } from './strings.js';
import { addTag, removeTag } from './tags.js';

type TextField = Exclude<
  keyof ApplicationForm,
  'funding_industries' | 'funding_type' | 'funding_stage' | 'check_size_min' | 'check_size_max'
>;
const STAGE_ORDER = APPLICATION_STAGES.map((s) => s.value);

export default function ApplyPage() {
  const { loading } = useSessionCheck();
  const [form, setForm] = useState<ApplicationForm>(EMPTY_APPLICATION);
  const [industry, setIndustry] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { toasts, show, dismiss } = useToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const missing = missingForSubmit(form);

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
      onFailure: () => show('error', t.toastFailure),
    });
    if (accepted) {
      setSubmitted(true);
      show('success', t.toastSuccess);
      window.scrollTo({ top: 0 });
    }
  };

  const text = (name: TextField, type = 'text', autoComplete?: string) => (
    <Field id={`apply-${name}`} label={t.fields[name as keyof typeof t.fields]} error={errors[name]}>
      <input
        type={type}
        autoComplete={autoComplete}
        placeholder={t.placeholders[name as keyof typeof t.placeholders]}
        value={form[name]}
        onChange={(e) => set(name, e.target.value)}
      />
    </Field>
  );
  const money = (
    name: 'check_size_min' | 'check_size_max',
    field: 'check_size_min_usd' | 'check_size_max_usd',
  ) => (
    <Field id={`apply-${field}`} label={t.fields[field]} error={errors[field]}>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t.placeholders[field]}
        value={form[name]}
        onChange={(e) => set(name, e.target.value)}
      />
    </Field>
  );
  const area = (name: 'bio' | 'funding_description') => (
    <Field id={`apply-${name}`} label={t.fields[name]} error={errors[name]}>
      <textarea
        rows={4}
        placeholder={t.placeholders[name]}
        value={form[name]}
        onChange={(e) => set(name, e.target.value)}
      />
    </Field>
  );

  return (
    <PublicPage title={t.title} loading={loading}>
      <Toasts toasts={toasts} dismiss={dismiss} />
      <section className="ps-apply-hero" aria-labelledby="apply-heading">
        <div className="ps-container">
          <h1 id="apply-heading">{t.title}</h1>
          <p>{t.lead}</p>
          <ApplyTiles />
        </div>
      </section>
      <div className="ps-container ps-doc">
        <div className="ps-two">
          <section className="ps-panel" aria-labelledby="apply-form-heading">
            {submitted ? (
              <div className="ps-success" role="status">
                <h2 id="apply-form-heading">{t.success.title}</h2>
                <p>{t.success.body}</p>
                <p className="ps-field__hint">{t.success.tip}</p>
              </div>
            ) : (
              <>
                <h2 id="apply-form-heading">{t.formHeading}</h2>
                <p className="ps-field__hint">{t.required}</p>
                <form ref={formRef} className="ps-form ps-apply-form" onSubmit={submit} noValidate>
                  <div className="ps-form__row">
                    {text('name', 'text', 'name')}
                    {text('company', 'text', 'organization')}
                  </div>
                  {area('bio')}
                  <div className="ps-form__row">
                    {text('contact', 'email', 'email')}
                    {text('location', 'text', 'country-name')}
                  </div>
                  {text('company_url', 'url', 'url')}
                  <div className="ps-form__row">
                    <Field id="apply-funding_type" label={t.fields.funding_type} error={errors.funding_type}>
                      <select
                        value={form.funding_type}
                        onChange={(e) =>
                          set('funding_type', e.target.value as ApplicationForm['funding_type'])
                        }
                      >
                        <option value="">{t.selectType}</option>
                        {APPLICATION_TYPES.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                    </Field>
                  </div>
                  <fieldset
                    className="ps-field ps-choices"
                    aria-describedby={`apply-stages-hint${errors.funding_stage ? ' apply-stages-error' : ''}`}
                  >
                    <legend>{t.fields.funding_stage}</legend>
                    <p id="apply-stages-hint" className="ps-field__hint">
                      {t.stagesHint}
                    </p>
                    <div className="ps-choices__options">
                      {APPLICATION_STAGES.map((o) => (
                        <label key={o.value} className="ps-choice">
                          <input
                            type="checkbox"
                            checked={form.funding_stage.includes(o.value)}
                            aria-invalid={errors.funding_stage ? true : undefined}
                            onChange={() =>
                              set('funding_stage', toggleStage(form.funding_stage, o.value, STAGE_ORDER))
                            }
                          />
                          {o.label}
                        </label>
                      ))}
                    </div>
                    {errors.funding_stage && (
                      <p id="apply-stages-error" className="ps-field__error">
                        {errors.funding_stage}
                      </p>
                    )}
                  </fieldset>
                  <fieldset className="ps-field ps-choices" aria-describedby="apply-check-hint">
                    <legend>{t.fields.check_sizes}</legend>
                    <p id="apply-check-hint" className="ps-field__hint">
                      {t.checkSizeHint}
                    </p>
                    <div className="ps-form__row">
                      {money('check_size_min', 'check_size_min_usd')}
                      {money('check_size_max', 'check_size_max_usd')}
                    </div>
                  </fieldset>
                  <Field
                    id="apply-funding_industries"
                    label={t.fields.funding_industries}
                    hint={t.industriesHint}
                    error={errors.funding_industries}
                    addon={
                      <button type="button" className="ps-btn ps-btn--outline" onClick={addIndustry}>
                        {t.addIndustry}
                      </button>
                    }
                  >
                    <input
                      type="text"
                      placeholder={t.placeholders.industry}
                      value={industry}
                      onChange={(e) => setIndustry(e.target.value)}
                      onKeyDown={onIndustryKey}
                    />
                  </Field>
                  {form.funding_industries.length > 0 && (
                    <ul className="ps-tags" aria-label={t.selectedIndustries}>
                      {form.funding_industries.map((tag) => (
                        <li key={tag}>
                          <button
                            type="button"
                            className="ps-tag"
                            aria-label={t.removeTag(tag)}
                            onClick={() => set('funding_industries', removeTag(form.funding_industries, tag))}
                          >
                            {tag} <span aria-hidden="true">×</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                  {area('funding_description')}
                  {text('image_url', 'url', 'photo')}
                  <Honeypot value={form.website_confirm} onChange={(v) => set('website_confirm', v)} />
                  <div className="ps-submit">
                    <button
                      type="submit"
                      className="ps-btn ps-btn--primary ps-btn--lg"
                      disabled={submitting}
                      aria-disabled={missing.length > 0 ? true : undefined}
                      aria-describedby={missing.length > 0 ? 'apply-missing' : undefined}
                    >
                      {submitting ? t.submitting : t.submit}
                    </button>
                    {missing.length > 0 && (
                      <p id="apply-missing" className="ps-field__hint">
                        {t.stillNeeded(missing)}
                      </p>
                    )}
                  </div>
                </form>
              </>
            )}
          </section>
          <aside className="ps-form">
            <section className="ps-panel" aria-labelledby="how-heading">
              <h2 id="how-heading">{t.howItWorks.heading}</h2>
              <ol className="ps-steps">
                {t.howItWorks.steps.map((s) => (
                  <li key={s.title}>
                    <h3>{s.title}</h3>
                    <p>{s.body}</p>
                  </li>
                ))}
              </ol>
            </section>
            <section className="ps-panel" aria-labelledby="why-join-heading">
              <h2 id="why-join-heading">{t.whyJoin.heading}</h2>
              <ul className="ps-benefits">
                {t.whyJoin.items.map((item) => (
                  <li key={item.title}>
                    <h3>{item.title}</h3>
                    <p>{item.body}</p>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      </div>
    </PublicPage>
  );
}
