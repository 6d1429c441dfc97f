/**
 * The Investor Database filter bar (founder-app.md §2 "Investor Database"): search (debounced 300 ms), Country,
 * Type and Stage selects each with an 'All' option (value ' ', the spec's single-space 'All'), Industry
 * multiselect shown as removable tokens, and 'Clear' that resets everything. Options come from
 * `GET /v1/investors/filters` (Country and Industry: the sorted distinct values in the data).
 *
 * Issue 12 "Facets, sort and check size": every option shows its count for the current query from the list's
 * `facets` (a Cloudscape `labelTag`; options with 0 results keep their place and stay selectable, visibly 0), the
 * "I am raising (USD)" amount (validated, committed 300 ms after typing stops or on Enter), 'Has direct contact'
 * with its count, and 'Sort by' (the INVESTOR_SORTS list, labels in search-strings.ts). Issue 19: 'Currently
 * investing' and 'Open to pitches' with their counts (what claimed listings say; docs/decisions/0045).
 *
 * Controlled: the state lives in the URL (filter-state.ts); `onChange` gets the changed fields and the caller
 * goes back to page 1.
 */
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { InvestorFacets } from '../../../../shared/catalogue-schemas.js';
import type { InvestorFilters } from '../../../../shared/schemas.js';
import {
  FUNDING_STAGES,
  INVESTOR_SORTS,
  INVESTOR_TYPES,
  type InvestorSort,
} from '../../../../shared/vocabulary.js';
import { dashboardStrings as s } from '../strings.js';
import { contactStrings } from './contacts-strings.js';
import type { FilterChange, FilterState } from './filter-state.js';
import { RaisingField, useRaisingDraft } from './raising-field.js';
import { formatCount, searchStrings as f } from './search-strings.js';
import { SEARCH_DEBOUNCE_MS, useSearchDraft } from './search-box.js';
import './investors.css';

const i = s.investors;

// The search and amount debounce (300 ms) and the draft text are the phone search box's too (search-box.tsx).
export { SEARCH_DEBOUNCE_MS };
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

/**
 * The sort options in INVESTOR_SORTS order; without search text 'relevance' reads as what it is, newest first.
 * 'Best match' (issue 15, docs/decisions/0018-investor-match.md) only when the founder has a startup profile (the API
 * answers 400 naming `sort` without one).
 */
export function sortOptions(hasQuery: boolean, bestMatch = false): SelectProps.Option[] {
  return INVESTOR_SORTS.filter((id) => id !== 'match' || bestMatch).map((id) => ({
    value: id,
    label: id === 'relevance' && !hasQuery ? f.relevanceWithoutQuery : f.sorts[id],
    description:
      id === 'relevance' && !hasQuery ? f.relevanceWithoutQueryDescription : f.sortDescriptions[id],
  }));
}

export type { FilterChange };

export interface FilterBarProps {
  filters: FilterState;
  /** Options from the API; undefined while loading or after an error (Type/Stage then use the vocabulary). */
  options: InvestorFilters | undefined;
  optionsLoading: boolean;
  optionsError: boolean;
  /** Counts per option for the current query (the list's `facets`); undefined before the first answer. */
  facets?: InvestorFacets | undefined;
  /** The founder has a startup profile: 'Best match' is offered (issue 15). */
  bestMatch?: boolean;
  /**
   * Fold the less used filters (Country, Type, I am raising, Contact) under 'More filters' (wide screens; issue 23).
   * Phones pass false: their whole bar is already inside the collapsed 'Filters' panel.
   */
  fold?: boolean;
  /** Show the search box (false on phones: it stands on the first screen instead, search-box.tsx; issue 38). */
  search?: boolean;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}

/** The id of the folded filters' region (the 'More filters' button's aria-controls). */
const MORE_FILTERS_ID = 'fs-more-filters';

/**
 * How many of the folded filters (Country, Type, I am raising, 'Has direct contact', 'Currently investing', 'Open
 * to pitches') are set: while any is, the folded row stays open and its button says how many.
 */
export function foldedFilterCount(state: FilterState): number {
  return (
    (state.country !== null ? 1 : 0) +
    (state.type !== null ? 1 : 0) +
    (state.raising !== null ? 1 : 0) +
    (state.direct ? 1 : 0) +
    (state.investing ? 1 : 0) +
    (state.pitches ? 1 : 0)
  );
}

export function FilterBar({
  filters,
  options,
  optionsLoading,
  optionsError,
  facets,
  bestMatch = false,
  fold = true,
  search = true,
  onChange,
  onClear,
}: FilterBarProps) {
  // The folded row opens by itself whenever a folded filter gets set from outside (a shared link, Back).
  const folded = foldedFilterCount(filters);
  const [moreShown, setMoreShown] = useState(folded > 0);
  const [seenFolded, setSeenFolded] = useState(folded);
  if (folded !== seenFolded) {
    setSeenFolded(folded);
    if (folded > seenFolded && !moreShown) setMoreShown(true);
  }
  // The search box keeps its own text and commits it after 300 ms of quiet; an outside change (Clear, back
  // button) replaces the text.
  const { text, setText } = useSearchDraft(filters.q, onChange);

  // "I am raising": committed like the search text, an invalid amount never sent (raising-field.tsx).
  const raising = useRaisingDraft(filters.raising, onChange);

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
  const sorts = sortOptions(filters.q !== '', bestMatch);

  const searchField = (
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
            if (detail.key === 'Enter' && text.trim() !== filters.q) onChange({ q: text.trim() });
          }}
        />
      </FormField>
    </div>
  );
  const countryField = (
    <FormField label={i.country}>
      <Select
        selectedOption={selected(filters.country)}
        options={selectOptions(countries, facets?.countries)}
        filteringType="auto"
        {...statusProps}
        onChange={({ detail }) => onChange({ country: fromOption(detail.selectedOption) })}
      />
    </FormField>
  );
  const typeField = (
    <FormField label={i.type}>
      <Select
        selectedOption={selected(filters.type)}
        options={selectOptions(types, facets?.types)}
        onChange={({ detail }) =>
          onChange({ type: fromOption(detail.selectedOption) as FilterState['type'] })
        }
      />
    </FormField>
  );
  const stageField = (
    <FormField label={i.stage}>
      <Select
        selectedOption={selected(filters.stage)}
        options={selectOptions(stages, facets?.stages)}
        onChange={({ detail }) =>
          onChange({ stage: fromOption(detail.selectedOption) as FilterState['stage'] })
        }
      />
    </FormField>
  );
  const industryField = (
    <FormField label={i.industry}>
      <Multiselect
        selectedOptions={filters.industries.map((v) => ({ label: v, value: v }))}
        options={industries.map((v) => countedOption(v, facets?.industries))}
        placeholder={i.industryPlaceholder}
        filteringType="auto"
        filteringPlaceholder={i.industryFilterPlaceholder}
        {...statusProps}
        tokenLimit={fold ? 2 : 4}
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
  const raisingField = <RaisingField draft={raising} />;
  const contactField = (
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
  const listingField = (
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
  const sortField = (
    <FormField label={f.sortLabel}>
      <Select
        selectedOption={sorts.find((o) => o.value === filters.sort) ?? sorts[0]!}
        options={sorts}
        onChange={({ detail }) => onChange({ sort: detail.selectedOption.value as InvestorSort })}
      />
    </FormField>
  );
  const clearButton = (
    <Button
      onClick={() => {
        setText('');
        raising.reset();
        onClear();
      }}
      iconName="close"
    >
      {i.clear}
    </Button>
  );

  if (!fold) {
    return (
      <div className="fs-filters" role="search" aria-label={i.filtersLabel}>
        {search && searchField}
        {countryField}
        {typeField}
        {stageField}
        {industryField}
        {raisingField}
        {contactField}
        {listingField}
        {sortField}
        <div className="fs-filters__clear">{clearButton}</div>
      </div>
    );
  }

  // Wide screens (issue 23 "A calmer, faster founder screen"): one row of the most used filters, the others folded
  // under 'More filters' (opened when one of them is set, so a shared link shows what filters it).
  const moreOpen = moreShown;
  return (
    <div className="fs-filters fs-filters--compact" role="search" aria-label={i.filtersLabel}>
      {search && searchField}
      {industryField}
      {stageField}
      {sortField}
      <div className="fs-filters__tools">
        <Button
          variant="normal"
          iconName={moreOpen ? 'caret-up-filled' : 'caret-down-filled'}
          ariaExpanded={moreOpen}
          ariaControls={MORE_FILTERS_ID}
          onClick={() => setMoreShown(!moreShown)}
        >
          {folded > 0 ? f.moreFiltersActive(folded) : f.moreFilters}
        </Button>
        {clearButton}
      </div>
      {moreOpen && (
        <div id={MORE_FILTERS_ID} className="fs-filters__more">
          {countryField}
          {typeField}
          {raisingField}
          {contactField}
          {listingField}
        </div>
      )}
    </div>
  );
}
