/**
 * The quotes of the landing ticker, one symbol at a time (founder-app.md §4 Ticker: "any failure per symbol keeps
 * generated data"; docs/decisions/0020-marketing-figures-and-quotes.md):
 *
 * - no provider key configured: every symbol answers its sample quote (shared/quotes.ts), no network call;
 * - otherwise each symbol is fetched from the provider (functions/quotes/provider.ts) and the answer is kept for
 *   `ttlMs` (a minute); a symbol whose fetch fails answers its sample quote, labelled `source: 'sample'`, and that
 *   fallback is kept for the same minute, so a rate-limited provider is not asked again at once;
 * - concurrent requests for a symbol share one provider call.
 *
 * The cache lives in the container's memory: at most one provider call per symbol per minute per container.
 */
import type { TickerQuoteView } from '../../shared/marketing-schemas.js';
import { sampleQuoteOf, TICKER_SYMBOLS, type TickerSymbol } from '../../shared/quotes.js';
import { fetchGlobalQuote, type ProviderSettings } from './provider.js';

export interface QuoteBookOptions {
  /** The provider settings, or null for "no key" (called once; a rejection is retried on the next request). */
  settings: () => Promise<ProviderSettings | null>;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** How long an answer per symbol is kept, ms. */
  ttlMs: number;
  /** Told about each fallback (the handler logs it): a symbol's failed fetch, or (`symbol` null) an unreadable key. */
  onFallback?: (symbol: TickerSymbol | null, error: unknown) => void;
}

const nameOf = (symbol: TickerSymbol) => TICKER_SYMBOLS.find((s) => s.symbol === symbol)!.name;

export class QuoteBook {
  private settings: Promise<ProviderSettings | null> | undefined;
  private readonly kept = new Map<TickerSymbol, { quote: TickerQuoteView; at: number }>();
  private readonly pending = new Map<TickerSymbol, Promise<TickerQuoteView>>();
  private readonly now: () => number;

  constructor(private readonly options: QuoteBookOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The quote of each of `symbols`, in that order. Never rejects: failures answer samples. */
  async quotes(symbols: readonly TickerSymbol[]): Promise<TickerQuoteView[]> {
    const settings = await this.loadSettings();
    return Promise.all(
      symbols.map((symbol) => (settings ? this.live(settings, symbol) : this.sample(symbol))),
    );
  }

  private async loadSettings(): Promise<ProviderSettings | null> {
    this.settings ??= this.options.settings();
    try {
      return await this.settings;
    } catch (error) {
      this.settings = undefined;
      this.options.onFallback?.(null, error);
      return null;
    }
  }

  private sample(symbol: TickerSymbol): TickerQuoteView {
    return { ...sampleQuoteOf(symbol, new Date(this.now())), source: 'sample', as_of: null };
  }

  private live(settings: ProviderSettings, symbol: TickerSymbol): Promise<TickerQuoteView> {
    const kept = this.kept.get(symbol);
    if (kept && this.now() - kept.at < this.options.ttlMs) return Promise.resolve(kept.quote);
    const inFlight = this.pending.get(symbol);
    if (inFlight) return inFlight;
    const call = fetchGlobalQuote(settings, symbol, nameOf(symbol), this.options.fetchImpl)
      .then(({ asOf, ...quote }): TickerQuoteView => ({ ...quote, source: 'live', as_of: asOf }))
      .catch((error: unknown) => {
        this.options.onFallback?.(symbol, error);
        return this.sample(symbol);
      })
      .then((quote) => {
        this.kept.set(symbol, { quote, at: this.now() });
        return quote;
      })
      .finally(() => this.pending.delete(symbol));
    this.pending.set(symbol, call);
    return call;
  }
}
