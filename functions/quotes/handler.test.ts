/** `GET /v1/quotes` through the handler: validation of `symbols`, the cache header, samples without a key. */
import { beforeAll, describe, expect, it } from 'vitest';
import { TICKER_SYMBOL_NAMES } from '../../shared/quotes.js';
import { httpEvent, lambdaContext, type FeatureHandler } from '../../test/support/api-event.js';

let handler: FeatureHandler;
beforeAll(async () => {
  delete process.env.QUOTES_API_KEY;
  delete process.env.QUOTES_SECRET_ARN;
  ({ handler } = (await import('./handler.js')) as unknown as { handler: FeatureHandler });
});

interface Body {
  quotes: { symbol: string; source: string }[];
  error: { field?: string; message: string };
}

async function get(rawQueryString: string) {
  const result = await handler(httpEvent('GET /v1/quotes', { rawQueryString, claims: null }), lambdaContext);
  return { result, body: JSON.parse(result.body ?? '{}') as Body };
}

describe('GET /v1/quotes', () => {
  it('answers the symbols asked (case-insensitive, duplicates once), samples without a key, cacheable a minute', async () => {
    const { result, body } = await get('symbols=aapl,MSFT,AAPL');
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=60');
    expect(body.quotes.map((q) => q.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(body.quotes.every((q) => q.source === 'sample')).toBe(true);
  });

  it('answers all 20 symbols without `symbols`', async () => {
    const { body } = await get('');
    expect(body.quotes.map((q) => q.symbol)).toEqual(TICKER_SYMBOL_NAMES);
  });

  it.each([
    ['symbols=AAPL,NOPE', /unknown symbol 'NOPE'/],
    ['symbols=', /empty symbol/],
    ['symbols=AAPL,,MSFT', /empty symbol/],
    [`symbols=${'A'.repeat(201)}`, /symbols/],
  ])('answers 400 naming `symbols` for %s', async (query, message) => {
    const { result, body } = await get(query);
    expect(result.statusCode).toBe(400);
    expect(body.error.field).toBe('symbols');
    expect(body.error.message).toMatch(message);
  });

  it('answers 400 for an unknown parameter or `symbols` given twice', async () => {
    expect((await get('symbol=AAPL')).body.error.field).toBe('symbol');
    expect((await get('symbols=AAPL&symbols=MSFT')).body.error.field).toBe('symbols');
  });
});
