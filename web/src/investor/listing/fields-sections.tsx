/**
 * The listing editor's sections (web/src/investor/listing/fields-form.tsx holds the form's state and Save): the firm,
 * how it invests, its story (thesis and portfolio highlights) and its availability (currently investing, open to
 * pitches). Each field in the canonical vocabulary with its provenance line (`field`) and the error the browser's
 * check or the server's 400 set on it.
 */
import { useState, type ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import TokenGroup from '@cloudscape-design/components/token-group';
import { PORTFOLIO_HIGHLIGHTS_MAX, THESIS_MAX } from '../../../../shared/listing.js';
import { LISTING_LIMITS, type InvestorListing } from '../../../../shared/listing-schemas.js';
import {
  FUNDING_STAGES,
  INDUSTRIES,
  INVESTOR_TYPES,
  type FundingStage,
} from '../../../../shared/vocabulary.js';
import type { FormErrors, FormField as Field, ListingForm, YesNo } from './listing-form.js';
import { investorStrings } from '../strings.js';
import { fieldProvenance, provenanceOf } from './provenance.js';

const t = investorStrings.editor;

/** An option of a select whose label is its value. */
export const option = (value: string) => ({ value, label: value });
const sectors = INDUSTRIES.map(option);
const yesNoItems = [
  { value: 'yes', label: t.yes },
  { value: 'no', label: t.no },
  { value: '', label: t.notStated },
];

/** What every section reads and writes: the form's values and errors, and the setter that clears a field's error. */
export interface SectionProps {
  listing: InvestorListing;
  v: ListingForm;
  errors: FormErrors;
  set: <K extends keyof ListingForm>(key: K, value: ListingForm[K]) => void;
}

/** A field of the form with its label, its provenance line, its constraint and its error. */
function ListingFormField({
  listing,
  errors,
  name,
  label,
  constraint,
  children,
}: Pick<SectionProps, 'listing' | 'errors'> & {
  name: Field;
  label?: string;
  constraint?: string;
  children: ReactNode;
}) {
  return (
    <FormField
      label={label ?? t.fields[name]}
      description={fieldProvenance(listing, name)}
      constraintText={constraint}
      errorText={errors[name]}
    >
      {children}
    </FormField>
  );
}

/** The `field(name, control, extra)` helper of a section's props. */
function fieldOf({ listing, errors }: SectionProps) {
  return (name: Field, children: ReactNode, extra: { label?: string; constraint?: string } = {}) => (
    <ListingFormField listing={listing} errors={errors} name={name} {...extra}>
      {children}
    </ListingFormField>
  );
}

/** The firm: name, type, city and headquarters' country. */
export function FirmSection(
  props: SectionProps & { countries: readonly { value: string; label: string }[] },
) {
  const { v, errors, set } = props;
  const field = fieldOf(props);
  const { countries } = props;
  return (
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
  );
}

/** How the firm invests: stages, sectors, countries, check size and whether it leads rounds. */
export function InvestingSection(
  props: SectionProps & { countries: readonly { value: string; label: string }[] },
) {
  const { listing, v, errors, set } = props;
  const field = fieldOf(props);
  const { countries } = props;
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

  return (
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
          {field('funding_industries', namesPicker('funding_industries', sectors, t.placeholders.sectors))}
        </ColumnLayout>
        {field('location', namesPicker('location', countries, t.placeholders.countries))}
        <FormField
          label={t.fields.check_size}
          description={provenanceOf(listing, 'check_size')}
          constraintText={t.hints.usd}
        >
          <ColumnLayout columns={2}>
            {(['check_min_usd', 'check_max_usd'] as const).map((name) => (
              <FormField key={name} label={t.fields[name]} errorText={errors[name]}>
                <Input
                  value={v[name]}
                  inputMode="numeric"
                  placeholder={t.placeholders.usd}
                  onChange={({ detail }) => set(name, detail.value)}
                  invalid={Boolean(errors[name])}
                />
              </FormField>
            ))}
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
  );
}

/** The firm's story: its thesis and up to PORTFOLIO_HIGHLIGHTS_MAX portfolio highlights. */
export function StorySection(props: SectionProps) {
  const { v, errors, set } = props;
  const field = fieldOf(props);
  const [highlight, setHighlight] = useState('');
  const addHighlight = () => {
    const name = highlight.trim();
    if (!name || v.portfolio_highlights.includes(name)) return;
    set('portfolio_highlights', [...v.portfolio_highlights, name]);
    setHighlight('');
  };

  return (
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
                disabled={!highlight.trim() || v.portfolio_highlights.length >= PORTFOLIO_HIGHLIGHTS_MAX}
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
  );
}

/** Whether the firm is investing (until a date, or paused) and open to pitches (and by which channel). */
export function AvailabilitySection(props: SectionProps) {
  const { v, errors, set } = props;
  const field = fieldOf(props);
  return (
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
  );
}
