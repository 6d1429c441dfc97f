/**
 * The quote provider of the landing ticker: Alpha Vantage's GLOBAL_QUOTE endpoint, the "external stock-quote
 * service with query parameters function (global quote), symbol and an access key" of founder-app.md §4
 * ("External quote service"). Documented at https://www.alphavantage.co/documentation/#latestprice:
 *
 *   GET {baseUrl}?function=GLOBAL_QUOTE&symbol=IBM&apikey=KEY
 *   → { "Global Quote": { "01. symbol": "IBM", "05. price": "182.1500", "07. latest trading day": "2026-11-20",
 *        "09. change": "1.2300", "10. change percent": "0.6798%", ... } }
 *
 * A rate limit or a bad key answers HTTP 200 with `{ "Note": ... }` or `{ "Information": ... }` (no quote); an
 * unknown symbol an empty `"Global Quote": {}`. Every such answer, a non-2xx status, a network error or a
 * deadline is a `QuoteUnavailable` (the caller falls back to the sample quote of that symbol).
 */
import type { TickerQuote } from '../../shared/quotes.js';

/** Where the provider lives (overridden by `QUOTES_BASE_URL`, e.g. the test fake). */
export const ALPHA_VANTAGE_URL = 'https://www.alphavantage.co/query';

/** Why a live quote could not be had (logged; the visitor sees a sample). */
export type UnavailableReason = 'rate_limited' | 'no_quote' | 'http_error' | 'network' | 'malformed';

/**
 * The log line of a fallback to sample quotes: the spec's 'Stock API rate limited - using fallback data'
 * (founder-app.md §8 "Landing ticker") for a rate limit, the same shape for the other reasons (issue 23).
 */
export function fallbackLogText(reason: UnavailableReason | undefined): string {
  return reason === 'rate_limited'
    ? 'Stock API rate limited - using fallback data'
    : 'Stock API unavailable - using fallback data';
}

export class QuoteUnavailable extends Error {
  constructor(
    readonly reason: UnavailableReason,
    message: string,
  ) {
    super(message);
    this.name = 'QuoteUnavailable';
  }
}

export interface ProviderSettings {
  apiKey: string;
  /** The endpoint (default `ALPHA_VANTAGE_URL`). */
  baseUrl: string;
  /** Deadline of one provider call, ms. */
  timeoutMs: number;
}

/** A live quote: the ticker fields and the provider's latest trading day. */
export type LiveQuote = TickerQuote & { asOf: string | null };

const num = (text: unknown): number => (typeof text === 'string' ? Number(text.replace(/%$/, '')) : NaN);
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The live quote of `symbol` (display `name` kept from the ticker's list).
 * @throws QuoteUnavailable for a rate-limit or error note, no quote, a non-2xx status, a network failure or timeout,
 *   or fields that are not numbers.
 */
export async function fetchGlobalQuote(
  settings: ProviderSettings,
  symbol: string,
  name: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LiveQuote> {
  const url = new URL(settings.baseUrl);
  url.searchParams.set('function', 'GLOBAL_QUOTE');
  url.searchParams.set('symbol', symbol);
  url.searchParams.set('apikey', settings.apiKey);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new QuoteUnavailable('network', `Quote provider unreachable: ${(error as Error).message}`);
  }
  if (!response.ok)
    throw new QuoteUnavailable('http_error', `Quote provider answered HTTP ${response.status}`);
  let body: Record<string, unknown>;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new QuoteUnavailable('malformed', 'Quote provider answered something that is not JSON');
  }
  const note = body.Note ?? body.Information ?? body['Error Message'];
  if (typeof note === 'string')
    throw new QuoteUnavailable('rate_limited', `Quote provider: ${note.slice(0, 200)}`);
  const quote = body['Global Quote'] as Record<string, unknown> | undefined;
  if (!quote || typeof quote !== 'object' || quote['05. price'] === undefined) {
    throw new QuoteUnavailable('no_quote', `Quote provider has no quote for ${symbol}`);
  }
  const price = num(quote['05. price']);
  const change = num(quote['09. change']);
  const changePercent = num(quote['10. change percent']);
  if (![price, change, changePercent].every(Number.isFinite) || price <= 0) {
    throw new QuoteUnavailable('malformed', `Quote provider sent a malformed quote for ${symbol}`);
  }
  const day = quote['07. latest trading day'];
  return {
    symbol,
    name,
    price: round2(price),
    change: round2(change),
    changePercent: round2(changePercent),
    asOf: typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
  };
}
