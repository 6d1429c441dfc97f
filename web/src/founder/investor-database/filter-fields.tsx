/**
 * The fields of the Investor Database filter bar (filter-bar.tsx): each shows one filter with its counts for the
 * current query and reports a change as a FilterChange; the option helpers turn values and counts into options.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { InvestorFacets } from '../../../../shared/catalogue-schemas.js';
import type { InvestorSort } from '../../../../shared/vocabulary.js';
import { dashboardStrings as s } from '../strings.js';
import { contactStrings } from './contacts-strings.js';
import type { FilterChange, FilterState } from './filter-state.js';
import { formatCount, searchStrings as f } from './search-strings.js';

const i = s.investors;

/** The Select value of 'All' (the spec's single space). */
export const ALL_VALUE = ' ';

const ALL_OPTION: SelectProps.Option = { label: i.all, value: ALL_VALUE };

/**
 * An option with its count for the current query as its label tag ('Fintech' … '223'); no tag while no count is
 * known (before the first answer). A value missing from the counts has 0 results.
 */
export function countedOption(value: string, counts: Readonly<Record<string, number>> | undefined) {
  return counts
    ? { label: value, value, labelTag: formatCount(counts[value] ?? 0) }
    : { label: value, value };
}

function selectOptions(
  values: readonly string[],
  counts: Readonly<Record<string, number>> | undefined,
): SelectProps.Option[] {
  return [ALL_OPTION, ...values.map((v) => countedOption(v, counts))];
}

function selected(value: string | null): SelectProps.Option {
  return value === null ? ALL_OPTION : { label: value, value };
}

function fromOption(option: SelectProps.Option): string | null {
  return !option.value || option.value.trim() === '' ? null : option.value;
}

type Counts = Readonly<Record<string, number>> | undefined;
type OnChange = (change: FilterChange) => void;
/** The loading and error state of the selects whose options come from the API (Country, Industry). */
export interface OptionsStatus {
  statusType: 'loading' | 'error' | 'finished';
  loadingText: string;
  errorText: string;
}

/** The search box: its draft text, committed by the draft's debounce or at once on Enter. */
export function SearchField({
  text,
  setText,
  q,
  onChange,
}: {
  text: string;
  setText: (text: string) => void;
  q: string;
  onChange: OnChange;
}) {
  return (
    <div className="fs-filters__search">
      <FormField label={i.searchLabel} stretch>
        <Input
          type="search"
          value={text}
          placeholder={i.searchPlaceholder}
          ariaLabel={i.searchLabel}
          clearAriaLabel={f.clearSearch}
          onChange={({ detail }) => setText(detail.value)}
          onKeyDown={({ detail }) => {
            if (detail.key === 'Enter' && text.trim() !== q) onChange({ q: text.trim() });
          }}
        />
      </FormField>
    </div>
  );
}

/** A single-value filter (Country, Type, Stage): 'All' and the values with their counts. */
export function FacetSelect({
  label,
  value,
  values,
  counts,
  status,
  onPick,
}: {
  label: string;
  value: string | null;
  values: readonly string[];
  counts: Counts;
  /** Options from the API: filterable, with their loading and error state. */
  status?: OptionsStatus;
  onPick: (value: string | null) => void;
}) {
  return (
    <FormField label={label}>
      <Select
        selectedOption={selected(value)}
        options={selectOptions(values, counts)}
        {...(status ? { filteringType: 'auto' as const, ...status } : {})}
        onChange={({ detail }) => onPick(fromOption(detail.selectedOption))}
      />
    </FormField>
  );
}

/** The Industry multiselect: the chosen industries as removable tokens. */
export function IndustryField({
  chosen,
  industries,
  counts,
  status,
  tokenLimit,
  onChange,
}: {
  chosen: readonly string[];
  industries: readonly string[];
  counts: Counts;
  status: OptionsStatus;
  tokenLimit: number;
  onChange: OnChange;
}) {
  return (
    <FormField label={i.industry}>
      <Multiselect
        selectedOptions={chosen.map((v) => ({ label: v, value: v }))}
        options={industries.map((v) => countedOption(v, counts))}
        placeholder={i.industryPlaceholder}
        filteringType="auto"
        filteringPlaceholder={i.industryFilterPlaceholder}
        {...status}
        tokenLimit={tokenLimit}
        i18nStrings={{
          tokenLimitShowMore: 'Show more chosen industries',
          tokenLimitShowFewer: 'Show fewer',
        }}
        deselectAriaLabel={(option) => i.removeIndustry(option.label ?? option.value ?? '')}
        onChange={({ detail }) =>
          onChange({
            industries: detail.selectedOptions.map((o) => o.value).filter((v): v is string => !!v),
          })
        }
      />
    </FormField>
  );
}

/** What a checkbox filter reads: the filters, the counts for the current query, and where to report a change. */
interface CheckFilterProps {
  filters: FilterState;
  facets: InvestorFacets | undefined;
  onChange: OnChange;
}

/** 'Has direct contact' with its count. */
export function ContactField({ filters, facets, onChange }: CheckFilterProps) {
  return (
    <FormField label={f.contactLabel}>
      <Checkbox
        checked={filters.direct}
        description={f.directDescription}
        onChange={({ detail }) => onChange({ direct: detail.checked })}
      >
        {facets ? contactStrings.hasDirectFilterCount(facets.direct_contact) : contactStrings.hasDirectFilter}
      </Checkbox>
    </FormField>
  );
}

/** 'Currently investing' and 'Open to pitches' with their counts (what claimed listings say). */
export function ListingField({ filters, facets, onChange }: CheckFilterProps) {
  return (
    <FormField label={f.listingLabel}>
      <Checkbox
        checked={filters.investing}
        description={f.investingDescription}
        onChange={({ detail }) => onChange({ investing: detail.checked })}
      >
        {facets ? f.investingFilterCount(facets.currently_investing) : f.investingFilter}
      </Checkbox>
      <Checkbox
        checked={filters.pitches}
        description={f.pitchesDescription}
        onChange={({ detail }) => onChange({ pitches: detail.checked })}
      >
        {facets ? f.pitchesFilterCount(facets.open_to_pitches) : f.pitchesFilter}
      </Checkbox>
    </FormField>
  );
}

/** 'Sort by': the sort options of the current query. */
export function SortField({
  sort,
  sorts,
  onChange,
}: {
  sort: InvestorSort;
  sorts: SelectProps.Option[];
  onChange: OnChange;
}) {
  return (
    <FormField label={f.sortLabel}>
      <Select
        selectedOption={sorts.find((o) => o.value === sort) ?? sorts[0]!}
        options={sorts}
        onChange={({ detail }) => onChange({ sort: detail.selectedOption.value as InvestorSort })}
      />
    </FormField>
  );
}
