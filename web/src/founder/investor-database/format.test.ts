import { describe, expect, it } from 'vitest';
import { firstOf, formatLocation } from './format.js';

describe('formatLocation', () => {
  it('puts the city before the countries', () => {
    expect(formatLocation({ city: 'Berlin', location: ['Germany'] })).toBe('Berlin, Germany');
    expect(formatLocation({ city: null, location: ['France', 'Spain'] })).toBe('France, Spain');
  });

  it('does not repeat a city that is also a country name and skips blanks', () => {
    expect(formatLocation({ city: 'Singapore', location: ['Singapore'] })).toBe('Singapore');
    expect(formatLocation({ city: ' ', location: [] })).toBe('');
  });
});

describe('firstOf', () => {
  it('keeps the first items and counts the rest', () => {
    expect(firstOf(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(firstOf(['a'], 3)).toEqual({ shown: ['a'], more: 0 });
  });
});
