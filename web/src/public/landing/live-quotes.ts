/**
 * How the landing ticker asks for live quotes (founder-app.md §4 Ticker and "External quote service", §9: live-quote
 * retry delay 5 s, stagger 300 ms): the ticker first shows the sample quotes (shared/quotes.ts) and loads this module
 * only after its 5 s delay (ticker.tsx `LIVE_QUOTE_DELAY_MS`: the landing's first load carries none of it); then
 * `startLiveQuotes` probes the first `PROBE_COUNT` symbols through `GET /v1/quotes`; only if one of them is live does
 * it ask for each of the 20 symbols, the i-th after i × `STAGGER_MS`. A symbol whose answer is a sample or whose
 * request fails keeps what is shown ("any failure per symbol keeps generated data"). The provider key stays on the
 * server (functions/quotes).
 */
import type { QuotesResponse, TickerQuoteView } from '../../../../shared/marketing-schemas.js';
import type { TickerQuote } from '../../../../shared/quotes.js';

export const PROBE_COUNT = 3;
export const STAGGER_MS = 300;

/** A quote on the ticker and whether it is a sample. */
export type ShownQuote = TickerQuote & { sample: boolean };

/** `shown` with each live quote of `incoming` in place of its symbol's; samples and unknown symbols change nothing. */
export function mergeLive(shown: readonly ShownQuote[], incoming: readonly TickerQuoteView[]): ShownQuote[] {
  const live = new Map(incoming.filter((q) => q.source === 'live').map((q) => [q.symbol, q]));
  if (live.size === 0) return shown as ShownQuote[];
  return shown.map((q) => {
    const next = live.get(q.symbol);
    return next
      ? { ...q, price: next.price, change: next.change, changePercent: next.changePercent, sample: false }
      : q;
  });
}

export interface LiveQuoteSchedule {
  /** The ticker's symbols in display order (shared/quotes.ts TICKER_SYMBOL_NAMES; passed in so this lazily loaded
   * module does not pull the sample generator into a chunk of its own). */
  symbols: readonly string[];
  /** `GET /v1/quotes?symbols=...` (rejects on any failure). */
  fetchQuotes: (symbols: readonly string[]) => Promise<QuotesResponse>;
  /** Told each answer's quotes, in arrival order. */
  onQuotes: (quotes: TickerQuoteView[]) => void;
}

/** Probes at once, then staggers (browser timers); returns a function that stops it (later answers are ignored). */
export function startLiveQuotes({ symbols, fetchQuotes, onQuotes }: LiveQuoteSchedule): () => void {
  let stopped = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const ask = (symbols: readonly string[]) =>
    fetchQuotes(symbols).then(
      (answer) => {
        if (!stopped) onQuotes(answer.quotes);
        return answer.quotes;
      },
      () => [] as TickerQuoteView[],
    );
  void ask(symbols.slice(0, PROBE_COUNT)).then((probe) => {
    if (stopped || !probe.some((q) => q.source === 'live')) return;
    symbols.forEach((symbol, i) => timers.push(setTimeout(() => void ask([symbol]), i * STAGGER_MS)));
  });
  return () => {
    stopped = true;
    timers.forEach(clearTimeout);
  };
}
