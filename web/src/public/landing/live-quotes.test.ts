import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotesResponse, TickerQuoteView } from '../../../../shared/marketing-schemas.js';
import { placeholderQuotes, TICKER_SYMBOL_NAMES } from '../../../../shared/quotes.js';
import { mergeLive, startLiveQuotes, STAGGER_MS } from './live-quotes.js';

const live = (symbol: string, price = 999): TickerQuoteView => ({
  symbol,
  name: symbol,
  price,
  change: 1,
  changePercent: 0.1,
  source: 'live',
  as_of: '2026-11-20',
});
const sample = (symbol: string): TickerQuoteView => ({ ...live(symbol, 1), source: 'sample', as_of: null });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs the schedule with `answer` per request; returns the requests (symbols asked) and what was received. */
function run(answer: (symbols: readonly string[]) => Promise<QuotesResponse>) {
  const asked: string[][] = [];
  const received: TickerQuoteView[][] = [];
  const stop = startLiveQuotes({
    symbols: TICKER_SYMBOL_NAMES,
    fetchQuotes: (symbols) => {
      asked.push([...symbols]);
      return answer(symbols);
    },
    onQuotes: (quotes) => received.push(quotes),
  });
  return { asked, received, stop };
}

describe('startLiveQuotes (founder-app.md §4, §9)', () => {
  it('probes the first 3 symbols, then asks for each of the 20 staggered 300 ms', async () => {
    const { asked } = run(async (symbols) => ({ quotes: symbols.map((s) => live(s)) }));
    expect(asked).toEqual([TICKER_SYMBOL_NAMES.slice(0, 3)]);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2); // index 0 at once
    await vi.advanceTimersByTimeAsync(STAGGER_MS * 5 - 1);
    expect(asked).toHaveLength(7); // indices 0..5 by 1.5 s
    await vi.advanceTimersByTimeAsync(STAGGER_MS * 19);
    expect(asked.slice(1)).toEqual(TICKER_SYMBOL_NAMES.map((s) => [s]));
  });

  it('stops after the probe when no probed symbol is live (no key on the server)', async () => {
    const { asked, received } = run(async (symbols) => ({ quotes: symbols.map(sample) }));
    await vi.advanceTimersByTimeAsync(STAGGER_MS * 25);
    expect(asked).toHaveLength(1);
    expect(received).toHaveLength(1);
  });

  it('stops after a failed probe, and a failed symbol later is simply skipped', async () => {
    const failed = run(async () => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(STAGGER_MS * 25);
    expect(failed.asked).toHaveLength(1);
    failed.stop();

    const partial = run(async (symbols) => {
      if (symbols.length === 1 && symbols[0] === 'NVDA') throw new Error('HTTP 503');
      return { quotes: symbols.map((s) => live(s)) };
    });
    await vi.advanceTimersByTimeAsync(STAGGER_MS * 25);
    expect(partial.asked).toHaveLength(21);
    expect(partial.received).toHaveLength(20);
  });

  it('asks nothing more and reports nothing once stopped', async () => {
    const { asked, received, stop } = run(async (symbols) => ({ quotes: symbols.map((s) => live(s)) }));
    stop();
    await vi.advanceTimersByTimeAsync(STAGGER_MS * 25);
    expect(asked).toHaveLength(1);
    expect(received).toEqual([]);
  });
});

describe('mergeLive', () => {
  const shown = placeholderQuotes(new Date('2026-11-23T00:00:00Z')).map((q) => ({ ...q, sample: true }));

  it('replaces only the symbols answered live; a sample answer keeps the shown quote', () => {
    const merged = mergeLive(shown, [live('AAPL', 201.5), sample('MSFT')]);
    expect(merged[0]).toMatchObject({ symbol: 'AAPL', name: 'Apple', price: 201.5, sample: false });
    expect(merged[1]).toEqual(shown[1]);
    expect(merged.slice(2)).toEqual(shown.slice(2));
  });
});
