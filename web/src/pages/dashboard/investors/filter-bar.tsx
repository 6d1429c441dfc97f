/**
 * The Investor Database filter bar (founder-app.md §2 "Investor Database"): search (debounced 300 ms), Country,
 * Type and Stage selects each with an 'All' option (value ' ', the spec's single-space 'All'), Industry
 * multiselect shown as removable tokens, and 'Clear' that resets everything. Options come from
 * `GET /v1/investors/filters` (Country and Industry: the sorted distinct values in the data).
 *
 * Controlled: the state lives in the URL (filter-state.ts); `onChange` gets the changed fields and the caller
 * goes back to page 1.
 */
import { useEffect, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { InvestorFilters } from '../../../../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../../../shared/vocabulary.js';
import { dashboardStrings as s } from '../strings.js';
import type { FilterState } from './filter-state.js';
import './investors.css';

const i = s.investors;

/** The search debounce in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The Select value of 'All' (the spec's single space). */
export const ALL_VALUE = ' ';

const ALL_OPTION: SelectProps.Option = { label: i.all, value: ALL_VALUE };

function selectOptions(values: readonly string[]): SelectProps.Option[] {
  return [ALL_OPTION, ...values.map((v) => ({ label: v, value: v }))];
}

function selected(value: string | null): SelectProps.Option {
  return value === null ? ALL_OPTION : { label: value, value };
}

function fromOption(option: SelectProps.Option): string | null {
  return !option.value || option.value.trim() === '' ? null : option.value;
}

export type FilterChange = Partial<Omit<FilterState, 'page'>>;

export interface FilterBarProps {
  filters: FilterState;
  /** Options from the API; undefined while loading or after an error (Type/Stage then use the vocabulary). */
  options: InvestorFilters | undefined;
  optionsLoading: boolean;
  optionsError: boolean;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}

export function FilterBar({
  filters,
  options,
  optionsLoading,
  optionsError,
  onChange,
  onClear,
}: FilterBarProps) {
  // The search box keeps its own text and commits it after 300 ms of quiet; an outside change (Clear, back
  // button) replaces the text.
  const [text, setText] = useState(filters.q);
  const [committedQ, setCommittedQ] = useState(filters.q);
  if (filters.q !== committedQ) {
    setCommittedQ(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  const statusType = optionsLoading ? 'loading' : optionsError ? 'error' : 'finished';
  const statusProps = {
    statusType,
    loadingText: s.common.loading,
    errorText: i.filtersError,
  } as const;
  const countries = options?.countries ?? [];
  // Type and Stage are the canonical vocabularies (spec lists them); the API's lists are the subsets present.
  const types = INVESTOR_TYPES;
  const stages = FUNDING_STAGES;
  const industries = options?.industries ?? [];

  return (
    <div className="fs-filters" role="search" aria-label={i.filtersLabel}>
      <div className="fs-filters__search">
        <FormField label={i.searchLabel} stretch>
          <Input
            type="search"
            value={text}
            placeholder={i.searchPlaceholder}
            ariaLabel={i.searchLabel}
            onChange={({ detail }) => setText(detail.value)}
            onKeyDown={({ detail }) => {
              if (detail.key === 'Enter' && text.trim() !== filters.q) onChange({ q: text.trim() });
            }}
          />
        </FormField>
      </div>
      <FormField label={i.country}>
        <Select
          selectedOption={selected(filters.country)}
          options={selectOptions(countries)}
          filteringType="auto"
          {...statusProps}
          onChange={({ detail }) => onChange({ country: fromOption(detail.selectedOption) })}
        />
      </FormField>
      <FormField label={i.type}>
        <Select
          selectedOption={selected(filters.type)}
          options={selectOptions(types)}
          onChange={({ detail }) =>
            onChange({ type: fromOption(detail.selectedOption) as FilterState['type'] })
          }
        />
      </FormField>
      <FormField label={i.stage}>
        <Select
          selectedOption={selected(filters.stage)}
          options={selectOptions(stages)}
          onChange={({ detail }) =>
            onChange({ stage: fromOption(detail.selectedOption) as FilterState['stage'] })
          }
        />
      </FormField>
      <FormField label={i.industry}>
        <Multiselect
          selectedOptions={filters.industries.map((v) => ({ label: v, value: v }))}
          options={industries.map((v) => ({ label: v, value: v }))}
          placeholder={i.industryPlaceholder}
          filteringType="auto"
          filteringPlaceholder={i.industryFilterPlaceholder}
          {...statusProps}
          tokenLimit={4}
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
      <div className="fs-filters__clear">
        <Button
          onClick={() => {
            setText('');
            onClear();
          }}
          iconName="close"
        >
          {i.clear}
        </Button>
      </div>
    </div>
  );
}
