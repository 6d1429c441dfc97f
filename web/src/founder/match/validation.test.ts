import { describe, expect, it } from 'vitest';
import { checkStartup, parseUsd, valuesOf } from './validation.js';

describe('startup profile form', () => {
  it('reads amounts as people type them', () => {
    expect(parseUsd('1,500,000')).toBe(1_500_000);
    expect(parseUsd('$ 2000000')).toBe(2_000_000);
    expect(parseUsd('1.5M')).toBeNaN();
    expect(parseUsd('')).toBeNaN();
  });

  it('names every missing field, and builds the body when complete', () => {
    const empty = checkStartup(valuesOf(null));
    expect(empty.ok).toBe(false);
    if (!empty.ok)
      expect(Object.keys(empty.errors).sort()).toEqual(['country', 'raising_usd', 'sectors', 'stage']);
    const done = checkStartup({
      stage: 'Seed',
      sectors: ['Fintech'],
      country: 'DE',
      raising: '750,000',
      needs_lead: true,
      description: '  Payments ',
    });
    expect(done).toEqual({
      ok: true,
      input: {
        stage: 'Seed',
        sectors: ['Fintech'],
        country: 'DE',
        raising_usd: 750_000,
        needs_lead: true,
        description: 'Payments',
      },
    });
  });

  it('refuses more than five sectors and a raise below $1,000', () => {
    const result = checkStartup({
      stage: 'Seed',
      sectors: ['a', 'b', 'c', 'd', 'e', 'f'],
      country: 'DE',
      raising: '999',
      needs_lead: false,
      description: '',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['raising_usd', 'sectors']);
  });
});
