// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import type { InvestorFacets } from '../../../../shared/catalogue-schemas.js';
import { FilterBar, SEARCH_DEBOUNCE_MS, sortOptions, type FilterBarProps } from './filter-bar.js';
import { EMPTY_FILTERS } from './filter-state.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const OPTIONS = {
  total: 120,
  countries: ['France', 'Germany'],
  types: ['Venture Fund' as const],
  stages: ['Seed' as const],
  industries: ['AI', 'Climate', 'SaaS'],
};

describe('FilterBar', () => {
  it('commits the search text once, 300 ms after typing stops', () => {
    // Prepare
    const onChange = vi.fn();
    render(
      <FilterBar
        filters={EMPTY_FILTERS}
        options={OPTIONS}
        optionsLoading={false}
        optionsError={false}
        onChange={onChange}
        onClear={() => {}}
      />,
    );
    const search = screen.getByLabelText('Search investors') as HTMLInputElement;
    expect(search.placeholder).toBe('Search by name, company or description');

    // Act
    fireEvent.change(search, { target: { value: 'clim' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(search, { target: { value: 'climate ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));

    // Assess
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ q: 'climate' });
  });

  it('shows selected industries as removable tokens and removes one', () => {
    const onChange = vi.fn();
    render(
      <FilterBar
        filters={{ ...EMPTY_FILTERS, industries: ['AI', 'SaaS'] }}
        options={OPTIONS}
        optionsLoading={false}
        optionsError={false}
        onChange={onChange}
        onClear={() => {}}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove AI' }));

    expect(onChange).toHaveBeenCalledWith({ industries: ['SaaS'] });
  });

  it('Clear empties the search box and resets everything', () => {
    const onClear = vi.fn();
    render(
      <FilterBar
        filters={{ ...EMPTY_FILTERS, q: 'health', country: 'Germany' }}
        options={OPTIONS}
        optionsLoading={false}
        optionsError={false}
        onChange={() => {}}
        onClear={onClear}
      />,
    );
    const search = screen.getByLabelText('Search investors') as HTMLInputElement;
    expect(search.value).toBe('health');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(onClear).toHaveBeenCalledTimes(1);
    expect(search.value).toBe('');
  });
});

const FACETS: InvestorFacets = {
  types: { 'Venture Fund': 144, Accelerator: 0 },
  stages: { Seed: 1136 },
  countries: { France: 12 },
  industries: { AI: 223, SaaS: 5 },
  direct_contact: 7,
  currently_investing: 3,
  open_to_pitches: 1_204,
};

function renderBar(props: Partial<FilterBarProps> = {}) {
  const all: FilterBarProps = {
    filters: EMPTY_FILTERS,
    options: OPTIONS,
    optionsLoading: false,
    optionsError: false,
    facets: FACETS,
    // every filter in one grid (the phone's layout); the wide screen's folding has its own tests below
    fold: false,
    onChange: () => {},
    onClear: () => {},
    ...props,
  };
  const view = render(<FilterBar {...all} />);
  return { ...view, props: all, wrapper: createWrapper(view.container) };
}

/** Label → label tag (the count) of every option of an open dropdown. */
function optionCounts(
  options: { findLabel(): { getElement(): Element }; findLabelTag(): { getElement(): Element } | null }[],
) {
  return Object.fromEntries(
    options.map((o) => [
      o.findLabel().getElement().textContent,
      o.findLabelTag()?.getElement().textContent ?? null,
    ]),
  );
}

describe('FilterBar facets, sort and check size (issue 12)', () => {
  it('shows every option with its count for the current query; a missing count is a selectable 0', () => {
    const onChange = vi.fn();
    const { wrapper } = renderBar({ onChange });
    const [country, type] = wrapper.findAllSelects();

    country!.openDropdown();
    expect(optionCounts(country!.findDropdown().findOptions())).toEqual({
      All: null,
      France: '12',
      Germany: '0',
    });

    const industry = wrapper.findMultiselect()!;
    industry.openDropdown();
    expect(optionCounts(industry.findDropdown().findOptions())).toEqual({
      AI: '223',
      Climate: '0',
      SaaS: '5',
    });
    industry.selectOptionByValue('Climate');
    expect(onChange).toHaveBeenCalledWith({ industries: ['Climate'] });

    type!.openDropdown();
    const types = optionCounts(type!.findDropdown().findOptions());
    expect(types['Venture Fund']).toBe('144');
    expect(types.Accelerator).toBe('0');
    expect(type!.findDropdown().findDisabledOptions()).toHaveLength(0);
  });

  it('shows no counts before the first answer', () => {
    const { wrapper } = renderBar({ facets: undefined });
    const industry = wrapper.findMultiselect()!;
    industry.openDropdown();
    expect(optionCounts(industry.findDropdown().findOptions())).toEqual({
      AI: null,
      Climate: null,
      SaaS: null,
    });
    expect(screen.getByRole('checkbox', { name: /^Has direct contact/ })).toBeTruthy();
    expect(screen.queryByText(/Has direct contact \(/)).toBeNull();
  });

  it("'Has direct contact' shows its count and toggles direct", () => {
    const onChange = vi.fn();
    renderBar({ onChange });
    const box = screen.getByRole('checkbox', { name: /^Has direct contact \(7\)/ });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith({ direct: true });
  });

  it("'Currently investing' and 'Open to pitches' show their counts and toggle their filters (issue 19)", () => {
    const onChange = vi.fn();
    renderBar({ onChange });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Currently investing \(3\)/ }));
    expect(onChange).toHaveBeenCalledWith({ investing: true });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Open to pitches \(1,204\)/ }));
    expect(onChange).toHaveBeenCalledWith({ pitches: true });
  });

  it("sorts by the INVESTOR_SORTS list; 'relevance' reads 'Newest listed' without search text", () => {
    const onChange = vi.fn();
    const { wrapper, rerender, props } = renderBar({ onChange });
    const sort = wrapper.findAllSelects()[3]!;
    expect(sort.findTrigger().getElement().textContent).toContain('Newest listed');
    sort.openDropdown();
    expect(
      sort
        .findDropdown()
        .findOptions()
        .map((o) => o.findLabel().getElement().textContent),
    ).toEqual(['Newest listed', 'Name (A–Z)', 'Largest check', 'Recently verified']);
    // What 'verified' means (one trust model, issue 34 item 3)
    expect(sort.findDropdown().findOptions()[3]!.getElement().textContent).toContain(
      'Confirmed by the investor or checked by an administrator, most recent first',
    );
    sort.selectOptionByValue('check');
    expect(onChange).toHaveBeenCalledWith({ sort: 'check' });

    rerender(<FilterBar {...props} filters={{ ...EMPTY_FILTERS, q: 'fintech', sort: 'relevance' }} />);
    expect(sort.findTrigger().getElement().textContent).toContain('Relevance');
    rerender(<FilterBar {...props} filters={{ ...EMPTY_FILTERS, sort: 'verified' }} />);
    expect(sort.findTrigger().getElement().textContent).toContain('Recently verified');
  });

  it('the default sort says what it does: newest listed, described so without search text (issue 38)', () => {
    const described = (hasQuery: boolean) =>
      Object.fromEntries(sortOptions(hasQuery).map((o) => [o.label, o.description]));
    expect(described(false)['Newest listed']).toBe('Most recently listed first');
    expect(described(true)['Relevance']).toBe('Best match for the search first');
    expect(Object.values(described(false)).join(' ')).not.toMatch(/search/i);
  });

  it('leaves the search box out when the page shows its own (phones, issue 38)', () => {
    renderBar({ search: false });
    expect(screen.queryByLabelText('Search investors')).toBeNull();
  });

  it("offers 'Best match' only to a founder with a startup profile (issue 15)", () => {
    const onChange = vi.fn();
    const { wrapper, rerender, props } = renderBar({ onChange });
    const sort = wrapper.findAllSelects()[3]!;
    const labels = () => {
      sort.openDropdown();
      const found = sort
        .findDropdown()
        .findOptions()
        .map((o) => o.findLabel().getElement().textContent);
      sort.closeDropdown();
      return found;
    };
    expect(labels()).not.toContain('Best match');
    rerender(<FilterBar {...props} bestMatch />);
    expect(labels()).toContain('Best match');
    sort.openDropdown();
    sort.selectOptionByValue('match');
    expect(onChange).toHaveBeenCalledWith({ sort: 'match' });
  });

  it('commits a valid amount 300 ms after typing stops, thousands separators accepted', () => {
    const onChange = vi.fn();
    renderBar({ onChange });
    const amount = screen.getByLabelText('I am raising (USD)') as HTMLInputElement;

    fireEvent.change(amount, { target: { value: '500,000' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ raising: 500_000 });
  });

  it('never sends an invalid amount and names the field in the error', () => {
    const onChange = vi.fn();
    const { wrapper } = renderBar({ onChange });
    const amount = screen.getByLabelText('I am raising (USD)') as HTMLInputElement;

    fireEvent.change(amount, { target: { value: '1.5' } });
    expect(screen.queryByText(/I am raising: enter/)).toBeNull(); // not while typing
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

    expect(onChange).not.toHaveBeenCalled();
    expect(
      screen.getByText('I am raising: enter a positive whole number of US dollars, for example 500,000.'),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(amount, { target: { value: '0' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByText('I am raising: enter an amount from $1 to $1,000,000,000,000.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    // Fixed: the error goes and the amount is sent at once on Enter
    fireEvent.change(amount, { target: { value: '$2,000,000' } });
    expect(wrapper.findAllFormFields().some((f) => f.findError() !== null)).toBe(false);
    fireEvent.keyDown(amount, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith({ raising: 2_000_000 });
  });

  it('shows an amount set from outside (a deep link, the back button) with separators; emptied, it clears', () => {
    const onChange = vi.fn();
    const { rerender, props } = renderBar({ onChange, filters: { ...EMPTY_FILTERS, raising: 1_000_000 } });
    const amount = screen.getByLabelText('I am raising (USD)') as HTMLInputElement;
    expect(amount.value).toBe('1,000,000');

    rerender(<FilterBar {...props} filters={{ ...EMPTY_FILTERS, raising: 250_000 }} />);
    expect(amount.value).toBe('250,000');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledWith({ raising: null });
  });
});

describe('FilterBar on wide screens (issue 23: compact filters, the less used folded)', () => {
  it('shows search, Industry, Stage and Sort by; Country, Type, I am raising and Contact open under More filters', () => {
    const { wrapper } = renderBar({ fold: true });
    expect(screen.getByLabelText('Search investors')).toBeTruthy();
    expect(screen.queryByLabelText('I am raising (USD)')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    // Stage and Sort by are the only selects before unfolding
    expect(wrapper.findAllSelects()).toHaveLength(2);

    const more = screen.getByRole('button', { name: 'More filters' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);

    expect(more.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById(more.getAttribute('aria-controls')!);
    expect(region).toBeTruthy();
    expect(region!.contains(screen.getByLabelText('I am raising (USD)'))).toBe(true);
    for (const box of screen.getAllByRole('checkbox')) expect(region!.contains(box)).toBe(true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(wrapper.findAllSelects()).toHaveLength(4);
  });

  it('a folded filter that is set (a shared link, Back) shows the folded row and says how many are set', () => {
    const { rerender, props } = renderBar({ fold: true });
    expect(screen.queryByLabelText('I am raising (USD)')).toBeNull();

    rerender(<FilterBar {...props} filters={{ ...EMPTY_FILTERS, country: 'France', direct: true }} />);

    const more = screen.getByRole('button', { name: 'More filters (2 set)' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('checkbox', { name: /^Has direct contact/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    rerender(<FilterBar {...props} filters={{ ...EMPTY_FILTERS, investing: true, pitches: true }} />);
    expect(screen.getByRole('button', { name: 'More filters (2 set)' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^Currently investing/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
