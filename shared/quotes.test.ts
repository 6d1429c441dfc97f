import { describe, expect, it } from 'vitest';
import { placeholderQuotes, TICKER_SYMBOLS } from './quotes.js';

describe('placeholderQuotes', () => {
  const day = new Date('2026-11-23T10:00:00Z');

  it('has the 20 symbols of founder-app.md §9, with consistent figures', () => {
    const quotes = placeholderQuotes(day);
    expect(quotes).toHaveLength(20);
    expect(new Set(quotes.map((q) => q.symbol)).size).toBe(20);
    for (const q of quotes) {
      const base = TICKER_SYMBOLS.find((s) => s.symbol === q.symbol)!.base;
      expect(q.price).toBeGreaterThan(base * 0.85);
      expect(q.price).toBeLessThan(base * 1.15);
      expect(Math.abs(q.changePercent)).toBeLessThanOrEqual(3.05);
      const previous = q.price - q.change;
      expect(q.changePercent).toBeCloseTo((q.change / previous) * 100, 1);
      expect(Number.isInteger(Math.round(q.price * 100))).toBe(true);
    }
  });

  it('is stable within a day and changes from day to day', () => {
    expect(placeholderQuotes(day)).toEqual(placeholderQuotes(new Date('2026-11-23T23:59:00Z')));
    expect(placeholderQuotes(day)).not.toEqual(placeholderQuotes(new Date('2026-11-24T00:00:00Z')));
  });

  it('moves both ways across the symbols', () => {
    const quotes = placeholderQuotes(day);
    expect(quotes.some((q) => q.change > 0)).toBe(true);
    expect(quotes.some((q) => q.change < 0)).toBe(true);
  });
});
