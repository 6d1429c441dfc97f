import { describe, expect, it } from 'vitest';
import { count, dateTime, dollars, percent, shortDate, usage } from './format.js';

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
