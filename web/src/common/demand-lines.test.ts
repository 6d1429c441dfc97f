import { describe, expect, it } from 'vitest';
import { demandLines } from './demand-lines.js';

describe('demandLines (issue 37 item 2)', () => {
  it('says "at least" each rounded figure, and nothing below the threshold', () => {
    expect(demandLines({ asked_this_month: 10, saved_by: 5 })).toEqual([
      '10+ founders asked for you this month',
      'Saved by 5+ founders',
    ]);
    expect(demandLines({ asked_this_month: null, saved_by: 1000 })).toEqual(['Saved by 1,000+ founders']);
    expect(demandLines({ asked_this_month: null, saved_by: null })).toEqual([]);
    expect(demandLines(undefined)).toEqual([]);
  });
});
