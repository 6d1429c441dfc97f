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
import type { SelectProps } from '@cloudscape-design/components/select';
import type { InvestorFacets } from '../../../../shared/catalogue-schemas.js';
import type { InvestorFilters } from '../../../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_SORTS, INVESTOR_TYPES } from '../../../../shared/vocabulary.js';
import { dashboardStrings as s } from '../strings.js';
import {
  ContactField,
  FacetSelect,
  IndustryField,
  ListingField,
  SearchField,
  SortField,
} from './filter-fields.js';
import type { FilterChange, FilterState } from './filter-state.js';
import { RaisingField, useRaisingDraft } from './raising-field.js';
import { searchStrings as f } from './search-strings.js';
import { SEARCH_DEBOUNCE_MS, useSearchDraft } from './search-box.js';
import './investors.css';

const i = s.investors;

// The search and amount debounce (300 ms) and the draft text are the phone search box's too (search-box.tsx).
export { SEARCH_DEBOUNCE_MS };

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

/** How many folded filters are set, and whether the folded row ('More filters') is open. */
function useFoldedRow(filters: FilterState) {
  // The folded row opens by itself whenever a folded filter gets set from outside (a shared link, Back).
  const folded = foldedFilterCount(filters);
  const [moreShown, setMoreShown] = useState(folded > 0);
  const [seenFolded, setSeenFolded] = useState(folded);
  if (folded !== seenFolded) {
    setSeenFolded(folded);
    if (folded > seenFolded && !moreShown) setMoreShown(true);
  }
  return { folded, moreShown, setMoreShown };
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
  const { folded, moreShown, setMoreShown } = useFoldedRow(filters);
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

  const searchField = <SearchField text={text} setText={setText} q={filters.q} onChange={onChange} />;
  const countryField = (
    <FacetSelect
      label={i.country}
      value={filters.country}
      values={countries}
      counts={facets?.countries}
      status={statusProps}
      onPick={(country) => onChange({ country })}
    />
  );
  const typeField = (
    <FacetSelect
      label={i.type}
      value={filters.type}
      values={types}
      counts={facets?.types}
      onPick={(type) => onChange({ type: type as FilterState['type'] })}
    />
  );
  const stageField = (
    <FacetSelect
      label={i.stage}
      value={filters.stage}
      values={stages}
      counts={facets?.stages}
      onPick={(stage) => onChange({ stage: stage as FilterState['stage'] })}
    />
  );
  const industryField = (
    <IndustryField
      chosen={filters.industries}
      industries={industries}
      counts={facets?.industries}
      status={statusProps}
      tokenLimit={fold ? 2 : 4}
      onChange={onChange}
    />
  );
  const raisingField = <RaisingField draft={raising} />;
  const contactField = <ContactField filters={filters} facets={facets} onChange={onChange} />;
  const listingField = <ListingField filters={filters} facets={facets} onChange={onChange} />;
  const sortField = <SortField sort={filters.sort} sorts={sorts} onChange={onChange} />;
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
