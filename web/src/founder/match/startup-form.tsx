/**
 * The startup profile form (issue 15), used by the Account Settings card (web/src/founder/settings/startup-profile.tsx) and the
 * first-sign-in onboarding (onboarding.tsx): Stage of the round, Sectors (up to 5, filterable), HQ country
 * (filterable), Amount being raised (USD), 'We are looking for a lead investor', One-line description. Saves the
 * whole profile with `PUT /v1/me/startup`; a field the server refuses (400 naming it) is marked on that field.
 * Every control is a labelled Cloudscape control, reachable by keyboard; Enter in a text field submits.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { formatMoney } from '../../../../shared/money.js';
import { STARTUP_LIMITS, type StartupProfileResponse } from '../../../../shared/match-schemas.js';
import { useSaveStartupProfile } from './hooks.js';
import { matchStrings } from './strings.js';
import { checkStartup, parseUsd, valuesOf, type StartupField, type StartupValues } from './validation.js';

const t = matchStrings.profile;

export interface StartupFormProps {
  data: StartupProfileResponse;
  /** After a successful save. */
  onSaved?: () => void;
  /** Extra buttons left of Save (the onboarding's Skip). */
  secondaryActions?: ReactNode;
}

export function StartupForm({ data, onSaved, secondaryActions }: StartupFormProps) {
  const { toast } = useToast();
  const save = useSaveStartupProfile();
  const [values, setValues] = useState<StartupValues>(() => valuesOf(data.startup));
  const [errors, setErrors] = useState<Partial<Record<StartupField, string>>>({});

  const set = <K extends keyof StartupValues>(
    key: K,
    value: StartupValues[K],
    field: StartupField | null,
  ) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStartup(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const answer = await save.mutateAsync(checked.input);
      setValues(valuesOf(answer.startup));
      toast({ type: 'success', title: t.saved, message: t.savedMessage });
      onSaved?.();
    } catch (error) {
      const message = error instanceof Error ? error.message : t.errorTitle;
      if (error instanceof ApiError && error.field) setErrors({ [error.field as StartupField]: message });
      toast({ type: 'error', title: t.errorTitle, message });
    }
  }

  const stageOptions = data.options.stages.map((s) => ({ value: s, label: s }));
  const sectorOptions = data.options.sectors.map((s) => ({ value: s, label: s }));
  const countryOptions = data.options.countries.map((c) => ({ value: c.code, label: c.name }));
  const raise = parseUsd(values.raising);
  const half = { colspan: { default: 12, s: 6 } };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.title}>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {secondaryActions}
            <Button variant="primary" formAction="submit" loading={save.isPending} loadingText={t.saving}>
              {t.save}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Grid gridDefinition={[half, half]}>
            <FormField label={t.stage} errorText={errors.stage} stretch>
              <Select
                selectedOption={stageOptions.find((o) => o.value === values.stage) ?? null}
                options={stageOptions}
                placeholder={t.stagePlaceholder}
                onChange={({ detail }) => set('stage', detail.selectedOption.value ?? '', 'stage')}
                ariaLabel={t.stage}
              />
            </FormField>
            <FormField label={t.country} errorText={errors.country} stretch>
              <Select
                selectedOption={countryOptions.find((o) => o.value === values.country) ?? null}
                options={countryOptions}
                filteringType="auto"
                filteringPlaceholder={t.countryFilter}
                placeholder={t.countryPlaceholder}
                onChange={({ detail }) => set('country', detail.selectedOption.value ?? '', 'country')}
                ariaLabel={t.country}
                virtualScroll
              />
            </FormField>
          </Grid>
          <FormField
            label={t.sectors}
            constraintText={t.sectorsHint(STARTUP_LIMITS.sectors)}
            errorText={errors.sectors}
            stretch
          >
            <Multiselect
              selectedOptions={sectorOptions.filter((o) => values.sectors.includes(o.value))}
              options={sectorOptions}
              filteringType="auto"
              filteringPlaceholder={t.sectorsFilter}
              placeholder={t.sectorsPlaceholder}
              onChange={({ detail }) =>
                set(
                  'sectors',
                  detail.selectedOptions.map((o) => o.value!),
                  'sectors',
                )
              }
              ariaLabel={t.sectors}
              tokenLimit={5}
            />
          </FormField>
          <Grid gridDefinition={[half, half]}>
            <FormField
              label={t.raising}
              constraintText={Number.isFinite(raise) && raise > 0 ? formatMoney(raise) : t.raisingHint}
              errorText={errors.raising_usd}
              stretch
            >
              <Input
                value={values.raising}
                inputMode="numeric"
                onChange={({ detail }) => set('raising', detail.value, 'raising_usd')}
                ariaLabel={t.raising}
              />
            </FormField>
            <FormField
              label={t.description}
              constraintText={t.descriptionHint(STARTUP_LIMITS.description)}
              errorText={errors.description}
              stretch
            >
              <Input
                value={values.description}
                onChange={({ detail }) => set('description', detail.value, 'description')}
                ariaLabel={t.description}
              />
            </FormField>
          </Grid>
          <FormField description={t.needsLeadHint}>
            <Checkbox
              checked={values.needs_lead}
              onChange={({ detail }) => set('needs_lead', detail.checked, null)}
            >
              {t.needsLead}
            </Checkbox>
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
