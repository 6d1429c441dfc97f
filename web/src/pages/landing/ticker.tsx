/**
 * The scrolling ticker bar at the top of the landing (founder-app.md §2, §4 Ticker, §9): a loading skeleton, then
 * 20 placeholder quotes (quotes.ts), labelled as sample prices. The strip scrolls in 15 s up to 768 px width and
 * 35 s on wider screens (CSS), stops for reduced motion, and has a pause button (WCAG 2.2.2: moving content that
 * lasts more than 5 s can be paused); hovering or focusing it pauses too.
 */
import { useEffect, useState } from 'react';
import { publicStrings } from '../../public/strings.js';
import { placeholderQuotes, type TickerQuote } from './quotes.js';

const t = publicStrings.ticker;

function Quote({ quote }: { quote: TickerQuote }) {
  const up = quote.change >= 0;
  const sign = up ? '+' : '−';
  return (
    <li className="ps-ticker__item">
      <span className="ps-ticker__symbol">{quote.symbol}</span>
      <span className="ps-ticker__price">${quote.price.toFixed(2)}</span>
      <span className={up ? 'ps-ticker__up' : 'ps-ticker__down'}>
        <span aria-hidden="true">{up ? '▲' : '▼'}</span> {sign}
        {Math.abs(quote.change).toFixed(2)} ({sign}
        {Math.abs(quote.changePercent).toFixed(2)}%)
      </span>
    </li>
  );
}

export function Ticker() {
  const [quotes, setQuotes] = useState<TickerQuote[] | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    // Generated after the first paint, so the skeleton shows while the page starts.
    const id = window.setTimeout(() => setQuotes(placeholderQuotes()), 0);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <section className="ps-ticker" aria-label={t.label}>
      <span className="ps-ticker__badge" title={t.sampleNote}>
        {t.sample}
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
            <ul className="ps-ticker__list">
              {quotes.map((q) => (
                <Quote key={q.symbol} quote={q} />
              ))}
            </ul>
            <ul className="ps-ticker__list" aria-hidden="true">
              {quotes.map((q) => (
                <Quote key={q.symbol} quote={q} />
              ))}
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
