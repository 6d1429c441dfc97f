/**
 * Shapes of the public marketing routes (issue 12 "Marketing from data"; docs/decisions/0020-marketing-figures-and-quotes.md):
 * `GET /v1/catalogue/stats` (the figures the landing, /auth and /apply show) and `GET /v1/quotes` (the landing
 * ticker's quotes). Both are public, read nothing personal and are cacheable (`Cache-Control: public`).
 */
import * as z from 'zod';
import { cleanText } from './text.js';
import { isTickerSymbol, TICKER_SYMBOL_NAMES, type TickerSymbol } from './quotes.js';

/**
 * `GET /v1/catalogue/stats`: investor count, count per investor type, distinct stages and countries, investors
 * with a direct contact, the open-data sources (name, licence, link, investors) and the last catalogue change.
 * The shape was declared with the contacts model (shared/catalogue-schemas.ts); it is re-exported here so the
 * marketing routes have one module.
 */
export { CatalogueStats } from './catalogue-schemas.js';

/** Seconds browsers and CloudFront may keep the stats (`Cache-Control: public, max-age=300`). */
export const STATS_MAX_AGE_SECONDS = 300;
/** Seconds browsers and CloudFront may keep a quotes answer; the function also keeps each symbol this long. */
export const QUOTES_MAX_AGE_SECONDS = 60;

/** Where a quote comes from: the quote provider (`live`), or the shared sample generator (shared/quotes.ts). */
export const QUOTE_SOURCES = ['live', 'sample'] as const;

/**
 * Query of `GET /v1/quotes`: `symbols`, a comma-separated list of the ticker's symbols (case-insensitive,
 * duplicates ignored, at most the 20 there are); absent: all 20 in display order. An unknown or empty symbol is a
 * 400 naming `symbols`. Output: the distinct symbols, upper case, in the order given.
 */
export const QuotesQuery = z
  .strictObject({
    symbols: cleanText(200, 'symbols')
      .meta({
        description: `Comma-separated ticker symbols, case-insensitive: ${TICKER_SYMBOL_NAMES.join(', ')}. Absent: all.`,
      })
      .optional()
      .transform((value, ctx): TickerSymbol[] => {
        if (value === undefined) return [...TICKER_SYMBOL_NAMES];
        const list = [...new Set(value.split(',').map((s) => s.trim().toUpperCase()))];
        const unknown = list.filter((s) => !isTickerSymbol(s));
        if (unknown.length > 0) {
          ctx.issues.push({
            code: 'custom',
            input: value,
            message:
              unknown[0] === ''
                ? 'an empty symbol; give symbols separated by commas, e.g. AAPL,MSFT'
                : `unknown symbol '${unknown[0]}' (known: ${TICKER_SYMBOL_NAMES.join(', ')})`,
          });
          return z.NEVER;
        }
        return list as TickerSymbol[];
      }),
  })
  .meta({ id: 'QuotesQuery' });
export type QuotesQuery = z.output<typeof QuotesQuery>;

/** One ticker quote (founder-app.md §3 Stock ticker item) and where it came from. */
export const TickerQuoteView = z
  .object({
    /** One of the ticker's symbols (shared/quotes.ts TICKER_SYMBOLS). */
    symbol: z.string(),
    name: z.string(),
    /** US dollars. */
    price: z.number(),
    /** Change since the previous close, US dollars. */
    change: z.number(),
    /** Change since the previous close, percent. */
    changePercent: z.number(),
    /** `sample`: generated (shared/quotes.ts), not market data; the ticker labels it so. */
    source: z.enum(QUOTE_SOURCES),
    /** `live`: the provider's latest trading day (YYYY-MM-DD); `sample`: null. */
    as_of: z.string().nullable(),
  })
  .meta({ id: 'TickerQuote' });
export type TickerQuoteView = z.infer<typeof TickerQuoteView>;

/** `GET /v1/quotes`: one quote per requested symbol, in the order asked. */
export const QuotesResponse = z.object({ quotes: z.array(TickerQuoteView) }).meta({ id: 'QuotesResponse' });
export type QuotesResponse = z.infer<typeof QuotesResponse>;
