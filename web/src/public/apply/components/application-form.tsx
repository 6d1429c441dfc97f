/**
 * The /apply form (apply-settings-admin.md §4 Application form): every spec field; industries as tags; several
 * Preferred Stages as checkboxes; the Typical Check Size as a minimum and maximum in US dollars; the honeypot. While
 * Full Name or Contact Email is missing the Submit button looks disabled (`aria-disabled`, still focusable) and the
 * hint beside it says what is missing. State and submit: hooks.ts `useApplication`.
 */
import { APPLICATION_STAGES, APPLICATION_TYPES } from '../../../../../shared/vocabulary.js';
import { Field, Honeypot } from '../../../common/components/form.js';
import { toggleStage, type ApplicationForm as Form } from '../application.js';
import type { Application } from '../hooks.js';
import { applyStrings as t } from '../strings.js';
import { removeTag } from '../tags.js';

type TextField = Exclude<
  keyof Form,
  'funding_industries' | 'funding_type' | 'funding_stage' | 'check_size_min' | 'check_size_max'
>;
const STAGE_ORDER = APPLICATION_STAGES.map((s) => s.value);

/** Preferred Stages: a checkbox a stage, with the hint and the error. */
function StagesField({ application }: { application: Application }) {
  const { form, set, errors } = application;
  return (
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
              onChange={() => set('funding_stage', toggleStage(form.funding_stage, o.value, STAGE_ORDER))}
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
  );
}

/** Industries: the tag input with 'Add', then the chosen industries as removable tags. */
function IndustriesField({ application }: { application: Application }) {
  const { form, set, errors, industry, setIndustry, addIndustry, onIndustryKey } = application;
  return (
    <>
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
    </>
  );
}

/** The whole form: the spec's fields in order, the honeypot, and Submit with what is still missing. */
export function ApplicationForm({ application }: { application: Application }) {
  const { form, set, errors } = application;
  const { submitting, missing, formRef, submit } = application;
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
    <form ref={formRef} className="ps-form ps-apply-form" onSubmit={(event) => void submit(event)} noValidate>
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
            onChange={(e) => set('funding_type', e.target.value as Form['funding_type'])}
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
      <StagesField application={application} />
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
      <IndustriesField application={application} />
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
  );
}
