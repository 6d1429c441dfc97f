/**
 * When and how the landing ticker asks for live quotes (founder-app.md §4 Ticker and "External quote service", §9:
 * live-quote retry delay 5 s, stagger 300 ms): the ticker first shows the sample quotes (shared/quotes.ts); after
 * `LIVE_QUOTE_DELAY_MS` it probes the first `PROBE_COUNT` symbols through `GET /v1/quotes`; only if one of them is
 * live does it ask for each of the 20 symbols, the i-th after i × `STAGGER_MS`. A symbol whose answer is a sample
 * or whose request fails keeps what is shown ("any failure per symbol keeps generated data"). The provider key stays
 * on the server (functions/quotes).
 */
import type { QuotesResponse, TickerQuoteView } from '../../../../shared/marketing-schemas.js';
import { TICKER_SYMBOL_NAMES, type TickerQuote } from '../../../../shared/quotes.js';

export const LIVE_QUOTE_DELAY_MS = 5_000;
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
      ? {
          symbol: q.symbol,
          name: q.name,
          price: next.price,
          change: next.change,
          changePercent: next.changePercent,
          sample: false,
        }
      : q;
  });
}

export interface LiveQuoteSchedule {
  /** `GET /v1/quotes?symbols=...` (rejects on any failure). */
  fetchQuotes: (symbols: readonly string[]) => Promise<QuotesResponse>;
  /** Told each answer's quotes, in arrival order. */
  onQuotes: (quotes: TickerQuoteView[]) => void;
  setTimer?: (fn: () => void, ms: number) => number;
  clearTimer?: (id: number) => void;
}

/** Starts the schedule above; returns a function that stops it (pending requests are then ignored). */
export function scheduleLiveQuotes({
  fetchQuotes,
  onQuotes,
  setTimer = (fn, ms) => window.setTimeout(fn, ms),
  clearTimer = (id) => window.clearTimeout(id),
}: LiveQuoteSchedule): () => void {
  let stopped = false;
  const timers: number[] = [];
  const ask = (symbols: readonly string[]) =>
    fetchQuotes(symbols).then(
      (answer) => {
        if (!stopped) onQuotes(answer.quotes);
        return answer.quotes;
      },
      () => [] as TickerQuoteView[],
    );
  timers.push(
    setTimer(() => {
      void ask(TICKER_SYMBOL_NAMES.slice(0, PROBE_COUNT)).then((probe) => {
        if (stopped || !probe.some((q) => q.source === 'live')) return;
        TICKER_SYMBOL_NAMES.forEach((symbol, i) =>
          timers.push(setTimer(() => void ask([symbol]), i * STAGGER_MS)),
        );
      });
    }, LIVE_QUOTE_DELAY_MS),
  );
  return () => {
    stopped = true;
    for (const id of timers) clearTimer(id);
  };
}
