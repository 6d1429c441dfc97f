// @vitest-environment happy-dom
/** The landing ticker falls back per symbol: live where the server has a quote, the labelled sample elsewhere. */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { QuotesResponse } from '../../../../shared/marketing-schemas.js';
import { placeholderQuotes } from '../../../../shared/quotes.js';

const publicApi = vi.fn<(route: string, query?: Record<string, string>) => Promise<QuotesResponse>>();
vi.mock('../../common/api.js', () => ({
  callPublicApi: (route: string, options?: { query?: Record<string, string> }) =>
    publicApi(route, options?.query),
}));
const { Ticker } = await import('./ticker.js');

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  publicApi.mockReset();
});

/** Advances `ms` (past the 5 s delay), lets live-quotes.ts load, then runs its 20 staggered requests. */
async function liveQuotesLoaded(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.dynamicImportSettled());
  await act(() => vi.advanceTimersByTimeAsync(300 * 20));
}

/** The first (not aria-hidden) list's items as 'SYMBOL price'. */
const items = () =>
  [...document.querySelectorAll('.ps-ticker__list:not([aria-hidden]) .ps-ticker__item')].map((li) => ({
    symbol: li.querySelector('.ps-ticker__symbol')!.textContent,
    price: li.querySelector('.ps-ticker__price')!.textContent,
    sample: li.getAttribute('data-sample'),
  }));

describe('Ticker', () => {
  it('shows the samples, then live quotes per symbol, marking the symbols that stayed samples', async () => {
    publicApi.mockImplementation(async (_path, query) => ({
      quotes: query!.symbols!.split(',').map((symbol) => {
        const base = placeholderQuotes().find((q) => q.symbol === symbol)!;
        return symbol === 'MSFT'
          ? { ...base, source: 'sample' as const, as_of: null }
          : { ...base, price: 1234.5, source: 'live' as const, as_of: '2026-11-20' };
      }),
    }));
    render(<Ticker />);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('ticker-badge').textContent).toBe('Sample prices');
    expect(items().every((i) => i.sample === 'true')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(4_990));
    expect(publicApi).not.toHaveBeenCalled(); // founder-app.md §9: live quotes only after 5 s

    await liveQuotesLoaded(10);
    expect(publicApi).toHaveBeenCalledWith('GET /v1/quotes', { symbols: 'AAPL,MSFT,GOOGL' });
    expect(screen.getByTestId('ticker-badge').textContent).toBe('Delayed quotes');
    const [aapl, msft, googl] = items();
    expect(aapl).toEqual({ symbol: 'AAPL', price: '$1234.50', sample: 'false' });
    expect(msft!.sample).toBe('true');
    expect(msft!.price).toMatch(/^\$\d+\.\d\d\* \(sample price\)$/);
    expect(googl!.sample).toBe('false');
  });

  it('keeps every sample, unmarked, when the server has no live quote', async () => {
    publicApi.mockRejectedValue(new Error('offline'));
    render(<Ticker />);
    await liveQuotesLoaded(5_000);
    expect(publicApi).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('ticker-badge').textContent).toBe('Sample prices');
    expect(
      items()
        .map((i) => i.price)
        .every((p) => /^\$\d+\.\d\d$/.test(p!)),
    ).toBe(true);
  });
});
