/**
 * The quotes of the ticker against the quote-provider fake (test/support/quotes-fake.ts): the real fetch path, the
 * per-symbol fallback, the one-minute cache, shared in-flight calls, and no network at all without a key.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleQuoteOf } from '../../shared/quotes.js';
import {
  FAKE_TRADING_DAY,
  fakePrice,
  startQuotesFake,
  type QuotesFake,
} from '../../test/support/quotes-fake.js';
import { fallbackLogText, fetchGlobalQuote, QuoteUnavailable, type ProviderSettings } from './provider.js';
import { QuoteBook } from './quote-book.js';

let fake: QuotesFake;
let settings: ProviderSettings;
beforeAll(async () => {
  fake = await startQuotesFake();
  // The fake's `slow` mode answers after 10 s; 3 s is far from both that and a loaded machine's local round trip
  // (500 ms timed out an `ok` answer in a CI run at load average 20).
  settings = { apiKey: 'test-key', baseUrl: fake.baseUrl, timeoutMs: 3_000 };
});
afterAll(() => fake.close());
afterEach(() => {
  fake.setModes({});
  fake.requests.length = 0;
});

const DAY = new Date('2026-11-23T12:00:00.000Z');

function book(now = { t: DAY.getTime() }, onFallback = vi.fn()) {
  return {
    now,
    onFallback,
    book: new QuoteBook({ settings: async () => settings, ttlMs: 60_000, now: () => now.t, onFallback }),
  };
}

describe('fetchGlobalQuote (Alpha Vantage GLOBAL_QUOTE)', () => {
  it('reads price, change, change percent and the trading day', async () => {
    const quote = await fetchGlobalQuote(settings, 'MSFT', 'Microsoft');
    expect(quote).toEqual({
      symbol: 'MSFT',
      name: 'Microsoft',
      price: fakePrice('MSFT'),
      change: 1.5,
      changePercent: Math.round((1.5 / (fakePrice('MSFT') - 1.5)) * 10_000) / 100,
      asOf: FAKE_TRADING_DAY,
    });
  });

  it.each([
    ['rate_limit', 'rate_limited'],
    ['empty', 'no_quote'],
    ['error', 'http_error'],
    ['slow', 'network'],
  ] as const)('turns the provider answer %s into QuoteUnavailable %s', async (mode, reason) => {
    fake.setModes({ default: mode });
    const error = await fetchGlobalQuote(settings, 'AAPL', 'Apple').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuoteUnavailable);
    expect((error as QuoteUnavailable).reason).toBe(reason);
  });
});

describe('QuoteBook', () => {
  it('answers live quotes from the provider, in the order asked', async () => {
    const { book: quotes } = book();
    const answer = await quotes.quotes(['NVDA', 'AAPL']);
    expect(answer.map((q) => [q.symbol, q.source, q.price, q.as_of])).toEqual([
      ['NVDA', 'live', fakePrice('NVDA'), FAKE_TRADING_DAY],
      ['AAPL', 'live', fakePrice('AAPL'), FAKE_TRADING_DAY],
    ]);
  });

  it('falls back per symbol: a failing symbol answers its labelled sample, the others stay live', async () => {
    fake.setModes({ symbols: { MSFT: 'rate_limit', GOOGL: 'error' } });
    const { book: quotes, onFallback } = book();
    const answer = await quotes.quotes(['AAPL', 'MSFT', 'GOOGL']);
    expect(answer[0]).toMatchObject({ symbol: 'AAPL', source: 'live', price: fakePrice('AAPL') });
    expect(answer[1]).toEqual({ ...sampleQuoteOf('MSFT', DAY), source: 'sample', as_of: null });
    expect(answer[2]).toEqual({ ...sampleQuoteOf('GOOGL', DAY), source: 'sample', as_of: null });
    expect(onFallback.mock.calls.map(([symbol]) => symbol as string).sort()).toEqual(['GOOGL', 'MSFT']);
  });

  it('keeps each answer a minute, fallbacks included, then asks the provider again', async () => {
    fake.setModes({ symbols: { MSFT: 'rate_limit' } });
    const { book: quotes, now } = book();
    await quotes.quotes(['AAPL', 'MSFT']);
    expect(fake.requests.sort()).toEqual(['AAPL', 'MSFT']);

    fake.setModes({});
    now.t += 59_000;
    const cached = await quotes.quotes(['AAPL', 'MSFT']);
    expect(fake.requests).toHaveLength(2);
    expect(cached[1]!.source).toBe('sample');

    now.t += 2_000;
    const fresh = await quotes.quotes(['MSFT']);
    expect(fake.requests).toHaveLength(3);
    expect(fresh[0]).toMatchObject({ symbol: 'MSFT', source: 'live' });
  });

  it('shares one provider call between concurrent requests for a symbol', async () => {
    const { book: quotes } = book();
    await Promise.all([quotes.quotes(['TSLA']), quotes.quotes(['TSLA', 'V']), quotes.quotes(['TSLA'])]);
    expect(fake.requests.filter((s) => s === 'TSLA')).toHaveLength(1);
  });

  it('without a key answers every symbol its sample and makes no network call', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const quotes = new QuoteBook({
      settings: async () => null,
      ttlMs: 60_000,
      now: () => DAY.getTime(),
      fetchImpl,
    });
    const answer = await quotes.quotes(['AAPL', 'CRM']);
    expect(answer).toEqual([
      { ...sampleQuoteOf('AAPL', DAY), source: 'sample', as_of: null },
      { ...sampleQuoteOf('CRM', DAY), source: 'sample', as_of: null },
    ]);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(fake.requests).toHaveLength(0);
  });

  it('answers samples while the key cannot be read, and reads it again on the next request', async () => {
    const readKey = vi.fn<() => Promise<ProviderSettings | null>>();
    readKey.mockRejectedValueOnce(new Error('secrets manager down')).mockResolvedValue(settings);
    const onFallback = vi.fn();
    const quotes = new QuoteBook({ settings: readKey, ttlMs: 60_000, now: () => DAY.getTime(), onFallback });
    expect((await quotes.quotes(['AAPL']))[0]!.source).toBe('sample');
    expect(onFallback).toHaveBeenCalledWith(null, expect.any(Error));
    expect((await quotes.quotes(['AAPL']))[0]!.source).toBe('live');
    expect(readKey).toHaveBeenCalledTimes(2);
  });
});

describe('fallbackLogText', () => {
  it("logs the spec's text for a rate limit, the same shape otherwise (issue 23)", () => {
    expect(fallbackLogText('rate_limited')).toBe('Stock API rate limited - using fallback data');
    expect(fallbackLogText('network')).toBe('Stock API unavailable - using fallback data');
    expect(fallbackLogText(undefined)).toBe('Stock API unavailable - using fallback data');
  });
});
