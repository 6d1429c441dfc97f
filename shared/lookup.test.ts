/**
 * Lookup tables keyed by user or imported input never answer inherited Object.prototype properties (issue 22,
 * item 2: `q=constructor` answered 500 because `SYNONYMS['constructor']` was `Object`).
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';
import { ownValue, PROTOTYPE_NAMES } from './lookup.js';

describe('ownValue', () => {
  const table: Readonly<Record<string, number>> = { a: 1 };

  it('answers own keys and undefined for every Object.prototype name', () => {
    expect(ownValue(table, 'a')).toBe(1);
    expect(PROTOTYPE_NAMES).toEqual(expect.arrayContaining(['constructor', '__proto__', 'toString']));
    for (const name of PROTOTYPE_NAMES) expect(ownValue(table, name), name).toBeUndefined();
  });
});

describe('tables of shared/ keyed by input', () => {
  it.each(PROTOTYPE_NAMES)('formatMoney with the currency %s keeps the code as its unit', (name) => {
    expect(formatMoney(25_000, name)).toBe(`${name} 25K`);
  });
});
