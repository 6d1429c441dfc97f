/**
 * The memoised match ranking (functions/investors/match-ranking.ts) follows changes applied to the index in place
 * (issue 34: search containers follow the change log without building a new index): a listing hidden after a
 * ranking was memoised leaves the next ranking.
 */
import { describe, expect, it } from 'vitest';
import { createInvestorRecord } from '../../test/support/factories.js';
import { applyChanges, buildIndex } from './search-index.js';
import { rankedOrder } from './match-ranking.js';
import type { MatchProfile } from './match-score.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const PROFILE: MatchProfile = {
  stage: 'Seed',
  sectors: ['Fintech'],
  country: 'DE',
  raising_usd: 1_000_000,
  needs_lead: false,
};

describe('rankedOrder', () => {
  it('ranks again after a change applied in place: a removed listing leaves the order', () => {
    const records = ['a', 'b', 'c'].map((id) => createInvestorRecord({ id, name: `Fund ${id}` }));
    const index = buildIndex(records, NOW.getTime());
    const ids = () => Array.from(rankedOrder(index, PROFILE, NOW).order, (p) => index.records[p]!.id);
    expect(ids().sort()).toEqual(['a', 'b', 'c']);

    applyChanges(index, [{ id: 'b', record: null }]);
    expect(ids().sort()).toEqual(['a', 'c']);
  });
});
