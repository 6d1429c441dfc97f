/**
 * The scrolling ticker bar at the top of the landing (founder-app.md §2, §4 Ticker, §9): a loading skeleton, then
 * the 20 sample quotes (shared/quotes.ts), then live quotes where the server has them (after 5 s, live-quotes.ts is
 * loaded and probes 3 symbols, then asks for all 20 staggered 300 ms; `GET /v1/quotes`, the provider key stays on the
 * server). The
 * badge says 'Sample prices' while every price is a sample, 'Delayed quotes' once one is live; a sample among live
 * quotes is marked '*' (and '(sample price)' for screen readers). The strip scrolls in 15 s up to 768 px width and
 * 35 s on wider screens (CSS), stops for reduced motion, and has a pause button (WCAG 2.2.2: moving content that
 * lasts more than 5 s can be paused); hovering or focusing it pauses too.
 */
import { useEffect, useState } from 'react';
import { placeholderQuotes, TICKER_SYMBOL_NAMES } from '../../../../shared/quotes.js';
import { callPublicApi } from '../../common/api.js';
import { publicStrings } from '../strings.js';
import type { ShownQuote } from './live-quotes.js';

/** Live-quote delay (founder-app.md §9): the live-quote code (live-quotes.ts) is loaded only then. */
export const LIVE_QUOTE_DELAY_MS = 5_000;

const t = publicStrings.ticker;

function Quote({ quote, marked }: { quote: ShownQuote; marked: boolean }) {
  const up = quote.change >= 0;
  const sign = up ? '+' : '−';
  return (
    <li className="ps-ticker__item" data-sample={quote.sample}>
      <span className="ps-ticker__symbol">{quote.symbol}</span>
      <span className="ps-ticker__price">
        ${quote.price.toFixed(2)}
        {marked && (
          <>
            <span aria-hidden="true">{t.sampleMark}</span>
            <span className="ps-sr-only"> {t.sampleItem}</span>
          </>
        )}
      </span>
      <span className={up ? 'ps-ticker__up' : 'ps-ticker__down'}>
        <span aria-hidden="true">{up ? '▲' : '▼'}</span> {sign}
        {Math.abs(quote.change).toFixed(2)} ({sign}
        {Math.abs(quote.changePercent).toFixed(2)}%)
      </span>
    </li>
  );
}

const fetchQuotes = (symbols: readonly string[]) =>
  callPublicApi('GET /v1/quotes', { query: { symbols: symbols.join(',') } });

export function Ticker() {
  const [quotes, setQuotes] = useState<ShownQuote[] | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    // Generated after the first paint, so the skeleton shows while the page starts.
    const id = window.setTimeout(
      () => setQuotes(placeholderQuotes().map((q) => ({ ...q, sample: true }))),
      0,
    );
    let stop: (() => void) | undefined;
    let unmounted = false;
    const later = window.setTimeout(() => {
      void import('./live-quotes.js').then(({ mergeLive, startLiveQuotes }) => {
        if (unmounted) return;
        stop = startLiveQuotes({
          symbols: TICKER_SYMBOL_NAMES,
          fetchQuotes,
          onQuotes: (incoming) => setQuotes((shown) => (shown ? mergeLive(shown, incoming) : shown)),
        });
      });
    }, LIVE_QUOTE_DELAY_MS);
    return () => {
      unmounted = true;
      window.clearTimeout(id);
      window.clearTimeout(later);
      stop?.();
    };
  }, []);

  const anyLive = quotes?.some((q) => !q.sample) ?? false;
  const items = quotes?.map((q) => <Quote key={q.symbol} quote={q} marked={anyLive && q.sample} />);
  return (
    <section className="ps-ticker" aria-label={t.label}>
      <span
        className="ps-ticker__badge"
        title={anyLive ? t.liveNote : t.sampleNote}
        data-testid="ticker-badge"
      >
        {anyLive ? t.live : t.sample}
      </span>
      {quotes === null ? (
        <div className="ps-ticker__viewport" aria-busy="true">
          <span className="ps-sr-only">{t.loading}</span>
          <div className="ps-ticker__skeleton" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} />
            ))}
          </div>
        </div>
      ) : (
        <div className={`ps-ticker__viewport${paused ? ' is-paused' : ''}`}>
          <div className="ps-ticker__track" data-testid="ticker-track">
            <ul className="ps-ticker__list">{items}</ul>
            <ul className="ps-ticker__list" aria-hidden="true">
              {items}
            </ul>
          </div>
        </div>
      )}
      <button
        type="button"
        className="ps-ticker__toggle"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={t.pause}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
    </section>
  );
}
