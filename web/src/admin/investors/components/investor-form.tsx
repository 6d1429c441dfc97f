/**
 * The Add / Edit investor dialog (apply-settings-admin.md "Administrator investor add/edit"): the admin form's own
 * type and stage labels (shared/admin-schemas.ts ADMIN_FORM_TYPES / ADMIN_FORM_STAGES) sent as canonical values;
 * industries comma-separated (split, trimmed, empties dropped); the spec's Verified / Unverified as what it means in
 * the one trust model (shared/trust.ts, issue 34 item 3): "Checked by an administrator" Yes / No (new investors
 * default to Yes; an edit opens on the listing's check, `checked_at`, not on an open dataset's own column; the server
 * dates the check, functions/admin/investors.ts); a source note for the contact. The server validates again and names the field of any error, shown
 * under that field. The dialog body scrolls at 80% of the viewport height. An edit carries the `version` it was
 * opened on: a listing changed since is refused with 409 `listing_changed` (ADR 0056); the page reloads the investor
 * and the dialog starts again from it, saying why.
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { AdminModal as Modal } from '../../components/admin-modal.js';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import {
  ADMIN_FORM_STAGES,
  ADMIN_FORM_TYPES,
  adminTypeLabel,
  canonicalStagesOfLabels,
  stageLabelsOf,
  type AdminInvestor,
  type AdminInvestorInput,
} from '../../../../../shared/admin-schemas.js';
import { DIRECT_CONTACT_TYPES, type InvestorType } from '../../../../../shared/vocabulary.js';
import { ApiError, isListingChanged } from '../../../common/api.js';
import { adminStrings as s } from '../../strings.js';

const f = s.investors.fields;

interface Values {
  name: string;
  company: string;
  bio: string;
  contact: string;
  contact_type: (typeof DIRECT_CONTACT_TYPES)[number];
  location: string;
  city: string;
  company_url: string;
  image_url: string;
  funding_type: InvestorType | null;
  stages: string[];
  industries: string;
  funding_description: string;
  check_sizes: string;
  verified: boolean;
  source_note: string;
}

const EMPTY: Values = {
  name: '',
  company: '',
  bio: '',
  contact: '',
  contact_type: 'email',
  location: '',
  city: '',
  company_url: '',
  image_url: '',
  funding_type: null,
  stages: [],
  industries: '',
  funding_description: '',
  check_sizes: '',
  verified: true,
  source_note: '',
};

/** The form's values of a stored investor (Checked: whether an administrator checked it, `checked_at`). */
export function valuesOf(investor: AdminInvestor): Values {
  return {
    name: investor.name,
    company: investor.company,
    bio: investor.bio,
    contact: investor.contact ?? '',
    contact_type: investor.contact_type ?? 'email',
    location: investor.location[0] ?? '',
    city: investor.city ?? '',
    company_url: investor.company_url ?? '',
    image_url: investor.image_url ?? '',
    funding_type: investor.funding_type,
    stages: stageLabelsOf(investor.funding_stage),
    industries: investor.funding_industries.join(', '),
    funding_description: investor.funding_description,
    check_sizes: investor.check_sizes,
    verified: investor.checked_at !== null,
    // The note is about a NEW contact (issue 19): an edit that keeps the contact needs none.
    source_note: '',
  };
}

/** The request body of the form's values (industries split on commas; location a one-element list). */
export function inputOf(
  v: Values,
  keepLocations: readonly string[] = [],
  storedContact: string | null = null,
  version?: number,
): AdminInvestorInput {
  const contact = v.contact.trim();
  return {
    ...(version === undefined ? {} : { version }),
    name: v.name,
    company: v.company,
    bio: v.bio,
    // Only a new contact is sent (it needs a source note); the stored one is kept otherwise (issue 19).
    contact: contact !== '' && contact !== storedContact ? contact : null,
    contact_type: v.contact_type,
    location: v.location.trim()
      ? [v.location.trim(), ...keepLocations.filter((l) => l !== v.location.trim())]
      : [],
    city: v.city || null,
    company_url: v.company_url || null,
    image_url: v.image_url || null,
    funding_type: v.funding_type as InvestorType,
    funding_stage: canonicalStagesOfLabels(v.stages),
    funding_industries: v.industries
      .split(',')
      .map((i) => i.trim())
      .filter(Boolean),
    funding_description: v.funding_description,
    check_sizes: v.check_sizes,
    verified: v.verified,
    source_note: v.source_note.trim() || null,
  };
}

/** The dialog, mounted afresh each time it opens (its fields start from `investor`, or empty for Add). */
export function InvestorFormModal(props: Parameters<typeof FormModal>[0] & { visible: boolean }) {
  const { visible, ...rest } = props;
  // Keyed by version too: an investor reloaded after a 409 `listing_changed` starts the form again from it.
  const key = props.investor ? `${props.investor.id}@${props.investor.version}` : 'new';
  return visible ? <FormModal key={key} {...rest} /> : null;
}

/**
 * The form's two columns: name, company, contact and its type, location, city, type, stages, links, check sizes and
 * the administrator's check.
 */
function ListingGrid({
  v,
  set,
  touched,
  fieldError,
  required,
}: {
  v: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  touched: boolean;
  fieldError: (field: string) => string | undefined;
  required: (value: string | null) => string | undefined;
}) {
  const typeOption = (t: (typeof ADMIN_FORM_TYPES)[number]) => ({ value: t.canonical, label: t.label });
  return (
    <ColumnLayout columns={2}>
      <FormField label={f.name} errorText={required(v.name) ?? fieldError('name')}>
        <Input value={v.name} onChange={(e) => set('name', e.detail.value)} ariaRequired />
      </FormField>
      <FormField label={f.company} errorText={fieldError('company')}>
        <Input value={v.company} onChange={(e) => set('company', e.detail.value)} />
      </FormField>
      <FormField label={f.contact} description={f.contactHint} errorText={fieldError('contact')}>
        <Input value={v.contact} onChange={(e) => set('contact', e.detail.value)} />
      </FormField>
      <FormField label={f.contactType}>
        <Select
          selectedOption={{ value: v.contact_type, label: v.contact_type }}
          options={DIRECT_CONTACT_TYPES.map((c) => ({ value: c, label: c }))}
          onChange={(e) => set('contact_type', e.detail.selectedOption.value as Values['contact_type'])}
        />
      </FormField>
      <FormField label={f.location} errorText={fieldError('location')}>
        <Input value={v.location} onChange={(e) => set('location', e.detail.value)} />
      </FormField>
      <FormField label={f.city}>
        <Input value={v.city} onChange={(e) => set('city', e.detail.value)} />
      </FormField>
      <FormField
        label={f.fundingType}
        errorText={touched && !v.funding_type ? s.login.required : fieldError('funding_type')}
      >
        <Select
          placeholder={s.investors.chooseType}
          selectedOption={
            v.funding_type ? { value: v.funding_type, label: adminTypeLabel(v.funding_type) } : null
          }
          options={ADMIN_FORM_TYPES.map(typeOption)}
          onChange={(e) => set('funding_type', e.detail.selectedOption.value as InvestorType)}
        />
      </FormField>
      <FormField label={f.fundingStage}>
        <Multiselect
          placeholder={s.investors.chooseStages}
          selectedOptions={v.stages.map((l) => ({ value: l, label: l }))}
          options={ADMIN_FORM_STAGES.map((st) => ({ value: st.label, label: st.label }))}
          onChange={(e) =>
            set(
              'stages',
              e.detail.selectedOptions.map((o) => o.value!),
            )
          }
        />
      </FormField>
      <FormField label={f.companyUrl} errorText={fieldError('company_url')}>
        <Input value={v.company_url} onChange={(e) => set('company_url', e.detail.value)} type="url" />
      </FormField>
      <FormField label={f.imageUrl} errorText={fieldError('image_url')}>
        <Input value={v.image_url} onChange={(e) => set('image_url', e.detail.value)} type="url" />
      </FormField>
      <FormField label={f.checkSizes}>
        <Input value={v.check_sizes} onChange={(e) => set('check_sizes', e.detail.value)} />
      </FormField>
      <FormField label={f.checked} description={f.checkedHint}>
        <Select
          selectedOption={{
            value: v.verified ? 'checked' : 'unchecked',
            label: v.verified ? s.investors.checkedYes : s.investors.checkedNo,
          }}
          options={[
            { value: 'checked', label: s.investors.checkedYes },
            { value: 'unchecked', label: s.investors.checkedNo },
          ]}
          onChange={(e) => set('verified', e.detail.selectedOption.value === 'checked')}
        />
      </FormField>
    </ColumnLayout>
  );
}

/** The Add / Edit form: its values, their checks before saving, and the server's errors under their fields. */
function FormModal({
  investor,
  saving,
  onCancel,
  onSave,
  serverError,
}: {
  /** null: Add. */
  investor: AdminInvestor | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (input: AdminInvestorInput) => void;
  serverError: unknown;
}) {
  const [v, setV] = useState<Values>(() => (investor ? valuesOf(investor) : EMPTY));
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((old) => ({ ...old, [key]: value }));
  const fieldError = (field: string) =>
    serverError instanceof ApiError && serverError.field === field ? serverError.message : undefined;
  const required = (value: string | null) => (touched && !value?.trim() ? s.login.required : undefined);
  const newContact = v.contact.trim() !== '' && v.contact.trim() !== (investor?.contact ?? null);
  const submit = () => {
    setTouched(true);
    if (!v.name.trim() || !v.funding_type || (newContact && !v.source_note.trim())) return;
    onSave(inputOf(v, investor?.location.slice(1) ?? [], investor?.contact ?? null, investor?.version));
  };
  return (
    <Modal
      visible
      onDismiss={onCancel}
      size="large"
      header={investor ? s.investors.editTitle : s.investors.addTitle}
      footer={
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Button variant="link" onClick={onCancel}>
            {s.common.cancel}
          </Button>
          <Button variant="primary" loading={saving} onClick={submit}>
            {s.common.save}
          </Button>
        </SpaceBetween>
      }
    >
      <div style={{ maxHeight: '80vh', overflowY: 'auto' }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          noValidate
        >
          <Form>
            <SpaceBetween size="m">
              {isListingChanged(serverError) && (
                <Alert type="warning" header={s.investors.changedTitle}>
                  <span data-testid="listing-changed">{s.investors.changed}</span>
                </Alert>
              )}
              <ListingGrid v={v} set={set} touched={touched} fieldError={fieldError} required={required} />
              <FormField label={f.industries} errorText={fieldError('funding_industries')}>
                <Input value={v.industries} onChange={(e) => set('industries', e.detail.value)} />
              </FormField>
              <FormField label={f.description}>
                <Textarea
                  value={v.funding_description}
                  onChange={(e) => set('funding_description', e.detail.value)}
                  rows={3}
                />
              </FormField>
              <FormField label={f.bio}>
                <Textarea value={v.bio} onChange={(e) => set('bio', e.detail.value)} rows={3} />
              </FormField>
              <FormField
                label={f.sourceNote}
                description={f.sourceNoteHint}
                errorText={(newContact ? required(v.source_note) : undefined) ?? fieldError('source_note')}
              >
                <Input
                  value={v.source_note}
                  onChange={(e) => set('source_note', e.detail.value)}
                  ariaRequired={newContact}
                />
              </FormField>
            </SpaceBetween>
          </Form>
        </form>
      </div>
    </Modal>
  );
}
