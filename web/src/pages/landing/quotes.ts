/**
 * Placeholder quotes of the landing ticker (founder-app.md §3 Stock ticker item, §4 Ticker, §9: 20 symbols).
 * Generated in the browser, no network and no key (DESIGN.md: no secret in the bundle; the ticker may use
 * placeholder quotes). Deterministic per symbol and day, so a reload shows the same figures and tests can pin them.
 * Live quotes through a server route are not built (docs/decisions/0006-public-site.md).
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
export const TICKER_SYMBOLS: readonly { symbol: string; name: string; base: number }[] = [
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
];

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
 * Placeholder quotes for `day` (UTC date): each price within ±10 % of its reference, each day's change within
 * ±3 % of the previous close, `changePercent` consistent with `price` and `change`.
 */
export function placeholderQuotes(day: Date = new Date()): TickerQuote[] {
  const date = day.toISOString().slice(0, 10);
  return TICKER_SYMBOLS.map(({ symbol, name, base }) => {
    const next = random(seedOf(`${symbol}:${date}`));
    const previousClose = base * (0.9 + next() * 0.2);
    const changePercent = round2((next() - 0.5) * 6);
    const price = round2(previousClose * (1 + changePercent / 100));
    const change = round2(price - previousClose);
    return { symbol, name, price, change, changePercent: round2((change / (price - change)) * 100) };
  });
}
