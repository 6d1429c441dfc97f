import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  count,
  dateTime,
  dollars,
  formatCount,
  formatDate,
  formatDay,
  money,
  percent,
  shortDate,
  usage,
} from './format.js';

describe('admin figures (issue 23: thousands separators everywhere)', () => {
  it('groups counts by thousands', () => {
    expect(count(0)).toBe('0');
    expect(count(999)).toBe('999');
    expect(count(1136)).toBe('1,136');
    expect(count(1234567)).toBe('1,234,567');
    expect(count(null)).toBe('—');
    expect(count(Number.NaN)).toBe('—');
  });

  it('writes dollars from cents with separators, cents only when there are any', () => {
    expect(dollars(4900)).toBe('$49');
    expect(dollars(0)).toBe('$0');
    expect(dollars(1234500)).toBe('$12,345');
    expect(dollars(1234550)).toBe('$12,345.50');
    expect(dollars(123456789)).toBe('$1,234,567.89');
    expect(dollars(-250000)).toBe('-$2,500');
  });

  it('signs percentages and separates their thousands', () => {
    expect(percent(12.5)).toBe('+12.5%');
    expect(percent(-3)).toBe('-3%');
    expect(percent(0)).toBe('0%');
    expect(percent(1250)).toBe('+1,250%');
    expect(percent(null)).toBe('—');
  });

  it('writes a quota with separators, or its unlimited text', () => {
    expect(usage(1200, 5000, 'Unlimited')).toBe('1,200/5,000');
    expect(usage(3, null, 'Unlimited')).toBe('3/Unlimited');
  });

  it('writes dates in UTC', () => {
    expect(shortDate('2026-11-23T23:30:00Z')).toBe('Nov 23, 2026');
    expect(shortDate(null)).toBe('—');
    expect(dateTime('2026-11-23T04:05:00Z')).toBe('Nov 23, 2026, 04:05 UTC');
  });
});

describe('formatCount', () => {
  it("writes every integer as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1_000_000, max: 1_000_000 })),
        (n) => {
          expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
    );
    expect(formatCount(1136)).toBe('1,136');
    expect(formatCount(0)).toBe('0');
  });

  it('leaves other numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});

describe('money and dates in the explicit locale', () => {
  it('writes an amount in its currency', () => {
    expect(money(4900, 'usd')).toBe('$49.00');
    expect(money(123456, 'USD')).toBe('$1,234.56');
  });

  it('writes days and moments in en-US unless told otherwise, and returns what is not a date', () => {
    expect(formatDay('2026-03-03T12:00:00Z')).toBe('Mar 3, 2026');
    expect(formatDay('soon')).toBe('soon');
    expect(
      formatDate(
        '2026-03-03T12:00:00Z',
        { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
        'en-GB',
      ),
    ).toBe('3 March 2026');
    expect(formatDate(new Date(Number.NaN), { year: 'numeric' })).toBe('');
  });
});
