// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FilterBar, SEARCH_DEBOUNCE_MS } from './filter-bar.js';
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
