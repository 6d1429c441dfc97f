/**
 * Strings of the Investor Database's facets, sort, check-size filter and empty-result suggestion (issue 12 item 3
 * "Facets, sort and check size"; docs/decisions/0003-search.md). Kept apart from ../strings.ts so the areas merge
 * cleanly.
 */
import type { InvestorSort } from '../../../../shared/vocabulary.js';

import { formatCount } from '../../common/format.js';

/** A count as the option tags show it ('1,136'). */
export { formatCount };

export const searchStrings = {
  /** Accessible text of a count next to a filter option. */
  optionCount: (label: string, n: number) =>
    `${label}, ${formatCount(n)} ${n === 1 ? 'investor' : 'investors'}`,
  /** The search box's clear (×) button. */
  clearSearch: 'Clear the search text',
  sortLabel: 'Sort by',
  /**
   * The sort options' labels, one per `INVESTOR_SORTS` value (shared/catalogue-schemas.ts): a new sort order
   * needs its label here and nowhere else.
   */
  sorts: {
    relevance: 'Relevance',
    name: 'Name (A–Z)',
    check: 'Largest check',
    verified: 'Recently verified',
    match: 'Best match', // issue 15: offered only with a startup profile
  } satisfies Record<InvestorSort, string>,
  /** Without search text 'relevance' is the catalogue's default order: the newest listed first. */
  relevanceWithoutQuery: 'Newest listed',
  /** Issue 38: the label and its description say the same order ('Best match for the search' had no search). */
  relevanceWithoutQueryDescription: 'Most recently listed first',
  sortDescriptions: {
    relevance: 'Best match for the search first',
    name: 'Alphabetical by investor name',
    check: 'Largest published check size first',
    // What the product calls verified (shared/trust.ts `verifiedTime`, issue 34 item 3); open data is not
    verified: 'Confirmed by the investor or checked by an administrator, most recent first',
    match: 'Best fit with your startup profile first',
  } satisfies Record<InvestorSort, string>,
  raisingLabel: 'I am raising (USD)',
  raisingPlaceholder: 'e.g. 500,000',
  raisingConstraint: 'A whole number of US dollars. Shows investors whose check size range includes it.',
  raisingFormatError: 'I am raising: enter a positive whole number of US dollars, for example 500,000.',
  raisingRangeError: 'I am raising: enter an amount from $1 to $1,000,000,000,000.',
  raisingClear: 'Clear the amount',
  contactLabel: 'Contact',
  directDescription: 'Investors with a direct contact on file (revealing it costs 1 action).',
  // issue 19 item 6: what the investor itself says on its claimed listing (docs/decisions/0045).
  listingLabel: 'The investor says',
  investingFilter: 'Currently investing',
  investingFilterCount: (n: number) => `Currently investing (${formatCount(n)})`,
  investingDescription:
    'Investing now, or until a date not yet passed, as the listing says (kept by the investor).',
  pitchesFilter: 'Open to pitches',
  pitchesFilterCount: (n: number) => `Open to pitches (${formatCount(n)})`,
  pitchesDescription: 'The investor welcomes cold pitches (its listing says through which channel).',
  // issue 23 "A calmer, faster founder screen": the less used filters are folded under 'More filters'.
  moreFilters: 'More filters',
  moreFiltersActive: (n: number) => `More filters (${n} set)`,
  profileError: 'Could not load this investor profile.',
  emptyTry: 'Try',
  /** Under the list's title with an Industry filter (issue 34 item 4: "not recorded" is unknown, not "no"). */
  sectorsNotRecorded: (named: number, unknown: number) =>
    `${formatCount(named)} list a chosen industry; after them, ${formatCount(unknown)} whose sectors are not ` +
    `recorded (their source lists one kind of investing only).`,
  suggestion: (label: string, total: number) => `${label} (${formatCount(total)})`,
  suggestionLabel: (label: string, total: number) =>
    `Try ${label}, ${formatCount(total)} ${total === 1 ? 'investor' : 'investors'}`,
} as const;
