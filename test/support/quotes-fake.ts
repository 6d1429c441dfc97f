/**
 * A fake of the landing ticker's quote provider (Alpha Vantage GLOBAL_QUOTE, functions/quotes/provider.ts) at the
 * HTTP edge, for tests: the quotes function runs its real fetch path against it, with no internet.
 *
 * `GET /query?function=GLOBAL_QUOTE&symbol=S&apikey=K` answers by the symbol's mode (default `ok`):
 *
 * | mode         | answer                                                                              |
 * |--------------|-------------------------------------------------------------------------------------|
 * | `ok`         | a quote: price `fakePrice(S)`, change 1.50, latest trading day `FAKE_TRADING_DAY`   |
 * | `rate_limit` | HTTP 200 `{ "Note": "... call frequency ..." }` (Alpha Vantage's rate-limit answer) |
 * | `empty`      | HTTP 200 `{ "Global Quote": {} }` (an unknown symbol)                               |
 * | `error`      | HTTP 500                                                                            |
 * | `slow`       | answers `ok` after 10 s (the function's deadline must fire first)                   |
 *
 * A request without `apikey` is answered like a bad key (`{ "Information": ... }`).
 * Control: `POST /fake/modes {"default"?: mode, "symbols"?: {"AAPL": mode}}` (replaces the modes),
 * `GET /fake/requests` (symbols asked, oldest first), `DELETE /fake/requests`, `GET /health`.
 * The port is `QUOTES_FAKE_PORT` for the CLI (test/support/quotes-fake-server.ts).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { TICKER_SYMBOL_NAMES } from '../../shared/quotes.js';

export const QUOTE_FAKE_MODES = ['ok', 'rate_limit', 'empty', 'error', 'slow'] as const;
export type QuoteFakeMode = (typeof QUOTE_FAKE_MODES)[number];

/** The trading day every `ok` quote carries. */
export const FAKE_TRADING_DAY = '2026-11-20';

/** The price the fake answers for `symbol`: far from every sample (those stay within ±13 % of the references). */
export function fakePrice(symbol: string): number {
  return 1000 + TICKER_SYMBOL_NAMES.indexOf(symbol as (typeof TICKER_SYMBOL_NAMES)[number]) * 10 + 0.25;
}

export interface QuotesFakeModes {
  default: QuoteFakeMode;
  symbols: Record<string, QuoteFakeMode>;
}

export interface QuotesFake {
  /** `http://127.0.0.1:PORT/query`: the function's `QUOTES_BASE_URL`. */
  baseUrl: string;
  url: string;
  modes: QuotesFakeModes;
  /** Symbols asked, oldest first. */
  requests: string[];
  setModes(modes: Partial<QuotesFakeModes>): void;
  close(): Promise<void>;
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

function globalQuote(symbol: string) {
  const price = fakePrice(symbol);
  const previous = price - 1.5;
  return {
    'Global Quote': {
      '01. symbol': symbol,
      '02. open': previous.toFixed(4),
      '03. high': (price + 2).toFixed(4),
      '04. low': (previous - 2).toFixed(4),
      '05. price': price.toFixed(4),
      '06. volume': '1234567',
      '07. latest trading day': FAKE_TRADING_DAY,
      '08. previous close': previous.toFixed(4),
      '09. change': '1.5000',
      '10. change percent': `${((1.5 / previous) * 100).toFixed(4)}%`,
    },
  };
}

/** Starts the fake on `port` (0: any free port) of 127.0.0.1. */
export async function startQuotesFake(options: { port?: number } = {}): Promise<QuotesFake> {
  const modes: QuotesFakeModes = { default: 'ok', symbols: {} };
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/health') return sendJson(res, 200, { ok: true, modes });
    if (url.pathname === '/fake/requests') {
      if (req.method === 'DELETE') requests.length = 0;
      return sendJson(res, 200, { requests });
    }
    if (req.method === 'POST' && url.pathname === '/fake/modes') {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        try {
          fake.setModes(JSON.parse(text || '{}') as Partial<QuotesFakeModes>);
          sendJson(res, 200, modes);
        } catch (error) {
          sendJson(res, 400, { error: (error as Error).message });
        }
      });
      return;
    }
    if (req.method !== 'GET' || url.pathname !== '/query') return sendJson(res, 404, { error: 'not found' });
    const symbol = url.searchParams.get('symbol') ?? '';
    requests.push(symbol);
    if (url.searchParams.get('function') !== 'GLOBAL_QUOTE' || !symbol) {
      return sendJson(res, 200, { 'Error Message': 'Invalid API call.' });
    }
    if (!url.searchParams.get('apikey')) {
      return sendJson(res, 200, { Information: 'The **demo** API key is for demo purposes only.' });
    }
    const mode = modes.symbols[symbol] ?? modes.default;
    switch (mode) {
      case 'rate_limit':
        return sendJson(res, 200, {
          Note: 'Thank you for using Alpha Vantage! Our standard API call frequency is 5 calls per minute.',
        });
      case 'empty':
        return sendJson(res, 200, { 'Global Quote': {} });
      case 'error':
        return sendJson(res, 500, { error: 'fake provider failure' });
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          sendJson(res, 200, globalQuote(symbol));
        }, 10_000);
        timers.add(timer);
        return;
      }
      default:
        return sendJson(res, 200, globalQuote(symbol));
    }
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;

  const fake: QuotesFake = {
    baseUrl: `${url}/query`,
    url,
    modes,
    requests,
    setModes(next) {
      for (const mode of [next.default, ...Object.values(next.symbols ?? {})]) {
        if (mode !== undefined && !QUOTE_FAKE_MODES.includes(mode)) throw new Error(`unknown mode '${mode}'`);
      }
      modes.default = next.default ?? 'ok';
      modes.symbols = { ...(next.symbols ?? {}) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** How long the integration stack keeps a quote (QUOTES_CACHE_MS; a minute on AWS and in `npm start`). */
export const QUOTES_TEST_CACHE_MS = 3_000;
