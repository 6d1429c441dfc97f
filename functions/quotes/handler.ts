/**
 * Feature `quotes`: `GET /v1/quotes?symbols=AAPL,MSFT` (public; shared/marketing-schemas.ts QuotesQuery,
 * QuotesResponse), the landing ticker's quotes (founder-app.md §4 Ticker and "External quote service"; DESIGN.md "No
 * secret in the bundle"). The provider key is read on the server (functions/quotes/config.ts: `QUOTES_API_KEY`
 * locally, the `fundscout/quotes` secret on AWS); without one every symbol answers its labelled sample quote and
 * nothing leaves the machine. Each symbol is kept a minute and falls back to its sample on its own
 * (functions/quotes/quote-book.ts). Answers carry `Cache-Control: public, max-age=60`.
 */
import { featureHandler, Reply } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { parseQuery } from '../lib/validate.js';
import { QUOTES_MAX_AGE_SECONDS, QuotesQuery, type QuotesResponse } from '../../shared/marketing-schemas.js';
import { loadQuotesSettings, quotesCacheMs } from './config.js';
import { fallbackLogText, type UnavailableReason } from './provider.js';
import { QuoteBook } from './quote-book.js';

/** The response headers: public, cacheable for `QUOTES_MAX_AGE_SECONDS`. */
export const QUOTES_CACHE_CONTROL = `public, max-age=${QUOTES_MAX_AGE_SECONDS}`;

const book = new QuoteBook({
  settings: () => loadQuotesSettings(),
  ttlMs: quotesCacheMs(QUOTES_MAX_AGE_SECONDS * 1000),
  onFallback: (symbol, error) =>
    logger.warn(fallbackLogText((error as { reason?: UnavailableReason }).reason), {
      symbol: symbol ?? 'all (the provider key could not be read)',
      reason: (error as { reason?: string }).reason ?? 'error',
      error: (error as Error).message,
    }),
});

export const handler = featureHandler('quotes', {
  'GET /v1/quotes': async (event) => {
    const { symbols } = parseQuery(event, QuotesQuery);
    const body: QuotesResponse = { quotes: await book.quotes(symbols) };
    return new Reply(200, body, { 'cache-control': QUOTES_CACHE_CONTROL });
  },
});
