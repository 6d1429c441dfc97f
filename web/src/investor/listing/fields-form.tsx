/**
 * The listing editor's fields (issue 19 item 3; ADR 0043): each in the canonical vocabulary with its provenance
 * line; Save sends only the changed fields (listing-form.ts `patchOf`) after the browser's own check of the
 * server's rules, and a 400 shows beside the field it names; leaving with unsaved changes asks first.
 */
import { useMemo, useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import TokenGroup from '@cloudscape-design/components/token-group';
import { countryOptions } from '../../../../shared/countries.js';
import { PORTFOLIO_HIGHLIGHTS_MAX, THESIS_MAX } from '../../../../shared/listing.js';
import { LISTING_LIMITS, type InvestorListing } from '../../../../shared/listing-schemas.js';
import {
  FUNDING_STAGES,
  INDUSTRIES,
  INVESTOR_TYPES,
  type FundingStage,
} from '../../../../shared/vocabulary.js';
import { ApiError } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { UnsavedChangesGuard } from '../../common/components/unsaved-guard.js';
import { useListingAction } from '../investor-api.js';
import {
  formFieldOf,
  formOf,
  isDirty,
  patchOf,
  validateForm,
  type FormErrors,
  type FormField as Field,
  type ListingForm,
  type YesNo,
} from './listing-form.js';
import { investorStrings } from '../strings.js';
import { fieldProvenance, provenanceOf } from './provenance.js';

const t = investorStrings.editor;

const option = (value: string) => ({ value, label: value });
const sectors = INDUSTRIES.map(option);
const yesNoItems = [
  { value: 'yes', label: t.yes },
  { value: 'no', label: t.no },
  { value: '', label: t.notStated },
];

export function FieldsForm({ listing }: { listing: InvestorListing }) {
  const initial = useMemo(() => formOf(listing), [listing]);
  const [v, setV] = useState<ListingForm>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [highlight, setHighlight] = useState('');
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const dirty = isDirty(initial, v);
  const countries = useMemo(() => {
    const names = countryOptions().map((c) => c.name);
    const extra = [...listing.location, listing.hq_country ?? ''].filter((n) => n && !names.includes(n));
    return [...extra, ...names].map(option);
  }, [listing]);

  const set = <K extends keyof ListingForm>(key: K, value: ListingForm[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };
  const field = (name: Field, children: ReactNode, extra: { label?: string; constraint?: string } = {}) => (
    <FormField
      label={extra.label ?? t.fields[name]}
      description={fieldProvenance(listing, name)}
      constraintText={extra.constraint}
      errorText={errors[name]}
    >
      {children}
    </FormField>
  );

  /** A filterable pick of several names (sectors, countries) for a list field of the form. */
  const namesPicker = (
    name: 'funding_industries' | 'location',
    options: readonly { value: string; label: string }[],
    placeholder: string,
  ) => (
    <Multiselect
      selectedOptions={v[name].map(option)}
      options={options}
      placeholder={placeholder}
      filteringType="auto"
      filteringPlaceholder={t.placeholders.filter}
      onChange={({ detail }) =>
        set(
          name,
          detail.selectedOptions.map((o) => o.value!),
        )
      }
    />
  );

  const addHighlight = () => {
    const name = highlight.trim();
    if (!name || v.portfolio_highlights.includes(name)) return;
    set('portfolio_highlights', [...v.portfolio_highlights, name]);
    setHighlight('');
  };

  const save = () => {
    const found = validateForm(v);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFormError(t.fixErrors);
      return;
    }
    const patch = patchOf(initial, v);
    if (Object.keys(patch).length === 0) {
      toast({ type: 'info', title: t.noChanges, topic: 'listing-save' });
      return;
    }
    action.mutate(
      { kind: 'edit', body: patch },
      {
        onSuccess: (saved) => {
          // The form starts again from what the server stored (the Editor is keyed by id, not by version).
          setV(formOf(saved));
          toast({ type: 'success', title: t.saved, topic: 'listing-save' });
        },
        onError: (error) => {
          const name = error instanceof ApiError ? formFieldOf(error.field) : undefined;
          if (name) {
            setErrors({ [name]: error.message });
            setFormError(t.fixErrors);
          } else setFormError(`${t.saveFailed}: ${error.message}`);
        },
      },
    );
  };

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} strings={t.unsavedGuard} />
      <Form
        errorText={formError}
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {dirty && (
              <Box color="text-status-warning" data-testid="listing-unsaved">
                {t.unsaved}
              </Box>
            )}
            <Button
              variant="link"
              disabled={!dirty || action.isPending}
              onClick={() => {
                setV(initial);
                setErrors({});
                setFormError(undefined);
              }}
            >
              {t.discard}
            </Button>
            {/* Nothing to save until something changes (issue 38: Save stayed enabled after saving) */}
            <Button variant="primary" loading={action.isPending} disabled={!dirty} onClick={save}>
              {t.save}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">{t.sections.firm}</Header>}>
            <ColumnLayout columns={2}>
              {field(
                'name',
                <Input
                  value={v.name}
                  onChange={({ detail }) => set('name', detail.value)}
                  ariaRequired
                  invalid={Boolean(errors.name)}
                />,
              )}
              {field(
                'funding_type',
                <Select
                  selectedOption={option(v.funding_type)}
                  options={INVESTOR_TYPES.map(option)}
                  onChange={({ detail }) =>
                    set('funding_type', detail.selectedOption.value as ListingForm['funding_type'])
                  }
                />,
              )}
              {field(
                'city',
                <Input
                  value={v.city}
                  onChange={({ detail }) => set('city', detail.value.slice(0, LISTING_LIMITS.place + 1))}
                  invalid={Boolean(errors.city)}
                />,
              )}
              {field(
                'hq_country',
                <Select
                  selectedOption={v.hq_country ? option(v.hq_country) : null}
                  placeholder={t.placeholders.country}
                  options={[{ value: '', label: t.notStated }, ...countries]}
                  filteringType="auto"
                  filteringPlaceholder={t.placeholders.filter}
                  onChange={({ detail }) => set('hq_country', detail.selectedOption.value ?? '')}
                />,
              )}
            </ColumnLayout>
          </Container>

          <Container header={<Header variant="h2">{t.sections.investing}</Header>}>
            <SpaceBetween size="l">
              <ColumnLayout columns={2}>
                {field(
                  'funding_stage',
                  <Multiselect
                    selectedOptions={v.funding_stage.map(option)}
                    options={FUNDING_STAGES.map(option)}
                    placeholder={t.placeholders.stages}
                    onChange={({ detail }) =>
                      set(
                        'funding_stage',
                        // Kept in the vocabulary's order, as the filters show them.
                        FUNDING_STAGES.filter((s) =>
                          detail.selectedOptions.some((o) => o.value === s),
                        ) as FundingStage[],
                      )
                    }
                  />,
                )}
                {field(
                  'funding_industries',
                  namesPicker('funding_industries', sectors, t.placeholders.sectors),
                )}
              </ColumnLayout>
              {field('location', namesPicker('location', countries, t.placeholders.countries))}
              <FormField
                label={t.fields.check_size}
                description={provenanceOf(listing, 'check_size')}
                constraintText={t.hints.usd}
              >
                <ColumnLayout columns={2}>
                  <FormField label={t.fields.check_min_usd} errorText={errors.check_min_usd}>
                    <Input
                      value={v.check_min_usd}
                      inputMode="numeric"
                      placeholder={t.placeholders.usd}
                      onChange={({ detail }) => set('check_min_usd', detail.value)}
                      invalid={Boolean(errors.check_min_usd)}
                    />
                  </FormField>
                  <FormField label={t.fields.check_max_usd} errorText={errors.check_max_usd}>
                    <Input
                      value={v.check_max_usd}
                      inputMode="numeric"
                      placeholder={t.placeholders.usd}
                      onChange={({ detail }) => set('check_max_usd', detail.value)}
                      invalid={Boolean(errors.check_max_usd)}
                    />
                  </FormField>
                </ColumnLayout>
              </FormField>
              {field(
                'leads_rounds',
                <RadioGroup
                  value={v.leads_rounds}
                  items={yesNoItems}
                  onChange={({ detail }) => set('leads_rounds', detail.value as YesNo)}
                  ariaLabel={t.fields.leads_rounds}
                />,
              )}
            </SpaceBetween>
          </Container>

          <Container header={<Header variant="h2">{t.sections.story}</Header>}>
            <SpaceBetween size="l">
              {field(
                'thesis',
                <Textarea
                  value={v.thesis}
                  rows={5}
                  onChange={({ detail }) => set('thesis', detail.value)}
                  invalid={Boolean(errors.thesis)}
                />,
                { constraint: t.hints.thesis(v.thesis.trim().length, THESIS_MAX) },
              )}
              {field(
                'portfolio_highlights',
                <SpaceBetween size="xs">
                  <SpaceBetween direction="horizontal" size="xs">
                    <Input
                      value={highlight}
                      ariaLabel={t.placeholders.highlight}
                      placeholder={t.placeholders.highlight}
                      disabled={v.portfolio_highlights.length >= PORTFOLIO_HIGHLIGHTS_MAX}
                      onChange={({ detail }) => setHighlight(detail.value.slice(0, LISTING_LIMITS.highlight))}
                      onKeyDown={({ detail }) => {
                        if (detail.key === 'Enter') addHighlight();
                      }}
                    />
                    <Button
                      onClick={addHighlight}
                      disabled={
                        !highlight.trim() || v.portfolio_highlights.length >= PORTFOLIO_HIGHLIGHTS_MAX
                      }
                    >
                      {t.addHighlight}
                    </Button>
                  </SpaceBetween>
                  <TokenGroup
                    items={v.portfolio_highlights.map((name) => ({
                      label: name,
                      dismissLabel: t.removeHighlight(name),
                    }))}
                    onDismiss={({ detail }) =>
                      set(
                        'portfolio_highlights',
                        v.portfolio_highlights.filter((_, i) => i !== detail.itemIndex),
                      )
                    }
                  />
                </SpaceBetween>,
                {
                  constraint: t.hints.highlights(v.portfolio_highlights.length, PORTFOLIO_HIGHLIGHTS_MAX),
                },
              )}
            </SpaceBetween>
          </Container>

          <Container header={<Header variant="h2">{t.sections.availability}</Header>}>
            <ColumnLayout columns={2}>
              <SpaceBetween size="s">
                {field(
                  'investing',
                  <RadioGroup
                    value={v.investing || null}
                    ariaLabel={t.fields.investing}
                    items={(['yes', 'until', 'paused'] as const).map((s) => ({
                      value: s,
                      label: t.investingOptions[s],
                    }))}
                    onChange={({ detail }) => set('investing', detail.value as ListingForm['investing'])}
                  />,
                )}
                {v.investing === 'until' && (
                  <FormField label={t.fields.investing_until} errorText={errors.investing_until}>
                    <DatePicker
                      value={v.investing_until}
                      placeholder={t.placeholders.until}
                      ariaLabel={t.fields.investing_until}
                      onChange={({ detail }) => set('investing_until', detail.value)}
                      invalid={Boolean(errors.investing_until)}
                    />
                  </FormField>
                )}
              </SpaceBetween>
              <SpaceBetween size="s">
                {field(
                  'pitches',
                  <RadioGroup
                    value={v.pitches || null}
                    ariaLabel={t.fields.pitches}
                    items={yesNoItems.filter((i) => i.value !== '')}
                    onChange={({ detail }) => set('pitches', detail.value as YesNo)}
                  />,
                )}
                {v.pitches === 'yes' && (
                  <FormField label={t.fields.pitch_channel} errorText={errors.pitch_channel}>
                    <Input
                      value={v.pitch_channel}
                      placeholder={t.placeholders.channel}
                      onChange={({ detail }) => set('pitch_channel', detail.value)}
                      invalid={Boolean(errors.pitch_channel)}
                    />
                  </FormField>
                )}
              </SpaceBetween>
            </ColumnLayout>
          </Container>
        </SpaceBetween>
      </Form>
    </>
  );
}
