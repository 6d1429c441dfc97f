/**
 * The landing ticker's symbols and its sample quotes (founder-app.md §3 Stock ticker item, §4 Ticker, §9: 20
 * symbols), shared by the browser (web/src/public/landing/ticker.tsx: shown at once, no network) and the quotes
 * function (functions/quotes: the per-symbol fallback when the provider fails, and every answer when no provider
 * key is configured). One implementation, so a fallback answered by the server is the very figure the browser
 * already shows. Deterministic per symbol and UTC day: a reload shows the same figures and tests can pin them.
 * Sample quotes are always labelled as samples (docs/decisions/0020-marketing-figures-and-quotes.md).
 */

export interface TickerQuote {
  symbol: string;
  name: string;
  /** US dollars, 2 decimals. */
  price: number;
  /** Change since the previous close in dollars, 2 decimals. */
  change: number;
  /** Change in percent, 2 decimals. */
  changePercent: number;
}

/** The 20 symbols with a plausible reference price (USD) for generating placeholders. */
export const TICKER_SYMBOLS = [
  { symbol: 'AAPL', name: 'Apple', base: 190 },
  { symbol: 'MSFT', name: 'Microsoft', base: 410 },
  { symbol: 'GOOGL', name: 'Alphabet', base: 150 },
  { symbol: 'AMZN', name: 'Amazon', base: 180 },
  { symbol: 'NVDA', name: 'NVIDIA', base: 120 },
  { symbol: 'META', name: 'Meta Platforms', base: 480 },
  { symbol: 'TSLA', name: 'Tesla', base: 210 },
  { symbol: 'BRK.B', name: 'Berkshire Hathaway', base: 410 },
  { symbol: 'JPM', name: 'JPMorgan Chase', base: 195 },
  { symbol: 'V', name: 'Visa', base: 275 },
  { symbol: 'JNJ', name: 'Johnson & Johnson', base: 155 },
  { symbol: 'WMT', name: 'Walmart', base: 65 },
  { symbol: 'PG', name: 'Procter & Gamble', base: 165 },
  { symbol: 'MA', name: 'Mastercard', base: 460 },
  { symbol: 'UNH', name: 'UnitedHealth', base: 510 },
  { symbol: 'HD', name: 'Home Depot', base: 350 },
  { symbol: 'DIS', name: 'Walt Disney', base: 100 },
  { symbol: 'NFLX', name: 'Netflix', base: 620 },
  { symbol: 'ADBE', name: 'Adobe', base: 500 },
  { symbol: 'CRM', name: 'Salesforce', base: 270 },
] as const satisfies readonly { symbol: string; name: string; base: number }[];

/** A symbol of the ticker ('AAPL', 'BRK.B', ...). */
export type TickerSymbol = (typeof TICKER_SYMBOLS)[number]['symbol'];

/** The ticker's symbols, in display order. */
export const TICKER_SYMBOL_NAMES: readonly TickerSymbol[] = TICKER_SYMBOLS.map((s) => s.symbol);

/** True when `text` is one of the ticker's symbols (exact, upper case). */
export function isTickerSymbol(text: string): text is TickerSymbol {
  return (TICKER_SYMBOL_NAMES as readonly string[]).includes(text);
}

/** FNV-1a hash of a string, as a 32-bit unsigned seed. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small deterministic PRNG in [0, 1). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The sample quote of one ticker symbol for `day` (UTC date): the price within ±10 % of its reference, the day's
 * change within ±3 % of the previous close, `changePercent` consistent with `price` and `change`.
 */
export function sampleQuote(
  { symbol, name, base }: { symbol: string; name: string; base: number },
  day: Date = new Date(),
): TickerQuote {
  const next = random(seedOf(`${symbol}:${day.toISOString().slice(0, 10)}`));
  const previousClose = base * (0.9 + next() * 0.2);
  const changePercent = round2((next() - 0.5) * 6);
  const price = round2(previousClose * (1 + changePercent / 100));
  const change = round2(price - previousClose);
  return { symbol, name, price, change, changePercent: round2((change / (price - change)) * 100) };
}

/** The sample quotes of all 20 symbols for `day`, in display order. */
export function placeholderQuotes(day: Date = new Date()): TickerQuote[] {
  return TICKER_SYMBOLS.map((s) => sampleQuote(s, day));
}

/** The sample quote of symbol `symbol` for `day`. */
export function sampleQuoteOf(symbol: TickerSymbol, day: Date = new Date()): TickerQuote {
  return sampleQuote(
    TICKER_SYMBOLS.find((s) => s.symbol === symbol)!,
    day,
  );
}
