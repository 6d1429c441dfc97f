/**
 * Coverage of narrow sources in search and match (issue 34 item 4; shared/listing-texts.ts): a record whose sectors
 * come from a source that lists one kind of investing (the open-source investor list) has its other sectors
 * unknown, so the Industry filter keeps it (unknown is not "no") and the match does not count a sector miss
 * against it; a record whose sectors a broad source or a person gave is filtered as before. The rule holds on a
 * built index, after a change applied in place and through a snapshot.
 */
import { describe, expect, it } from 'vitest';
import { createInvestorRecord } from '../../../test/support/factories.js';
import { InvestorListQuery } from '../../../shared/schemas.js';
import { buildIndex, search } from '../search-index.js';
import { explain, prepare, type MatchProfile } from '../match-score.js';
import { applyChanges } from './update.js';
import { readSnapshot, writeSnapshot } from './snapshot.js';

const NOW = Date.UTC(2026, 10, 26, 15, 0);
const oss = (id: string, name: string) =>
  createInvestorRecord({
    id,
    name,
    funding_industries: ['Open Source'],
    source: {
      name: 'awesome-oss-investors',
      licence: 'CC0',
      url: 'https://example.org',
      verified_at: '2026-09-01',
    },
    provenance: {
      funding_industries: { source: 'dataset', dataset: 'awesome-oss-investors', at: '2026-09-01' },
    },
  });
const broad = (id: string, name: string, industries: string[]) =>
  createInvestorRecord({
    id,
    name,
    funding_industries: industries,
    provenance: {
      funding_industries: { source: 'dataset', dataset: 'Fundraising Fox Open Dataset', at: '2026-09-01' },
    },
  });
const fintech = (index: ReturnType<typeof buildIndex>) =>
  search(index, InvestorListQuery.parse({ industry: ['Fintech'], pageSize: '50' }), { now: NOW })
    .items.map((i) => i.id)
    .sort();

describe('sectors not recorded are unknown, not "no"', () => {
  const records = [
    oss('oss-sequoia', 'Sequoia Capital'),
    broad('ff-ledger', 'Ledger Ventures', ['Fintech']),
    broad('ff-green', 'Green Ventures', ['Climate Tech', 'Open Source']),
  ];

  it('the Industry filter keeps a narrow source’s record and leaves out a broad source’s other sectors', () => {
    expect(fintech(buildIndex(records, NOW))).toEqual(['ff-ledger', 'oss-sequoia']);
  });

  it('says how many of the result have sectors not recorded, and only with an Industry filter', () => {
    const index = buildIndex(records, NOW);
    const run = (query: Record<string, unknown>) => search(index, InvestorListQuery.parse(query), { now: NOW });
    const filtered = run({ industry: ['Fintech'] });
    expect(filtered.total).toBe(2);
    expect(filtered.sectorsNotRecorded).toBe(1);
    // The Industry option's count is the named ones only: the result says what the rest are.
    expect(filtered.facets.industries['Fintech']).toBe(1);
    expect(run({ industry: ['Climate Tech', 'Fintech'] }).sectorsNotRecorded).toBe(1);
    expect(run({}).sectorsNotRecorded).toBe(0);
    expect(run({ q: 'Ledger', industry: ['Fintech'] }).sectorsNotRecorded).toBe(0);
  });

  it('lists the records whose sectors name the filter first, in every sort', () => {
    const index = buildIndex(
      [oss('oss-aaa', 'Aaa Capital'), broad('ff-zzz', 'Zzz Fintech Fund', ['Fintech'])],
      NOW,
    );
    for (const sort of ['relevance', 'name', 'check', 'verified']) {
      const page = search(index, InvestorListQuery.parse({ industry: ['Fintech'], sort }), { now: NOW });
      expect(page.items.map((i) => i.id)).toEqual(['ff-zzz', 'oss-aaa']);
    }
  });

  it('pages across the boundary: known matches, then the unknown ones', () => {
    const known = Array.from({ length: 12 }, (_, k) => broad(`ff-${k}`, `Fund ${k}`, ['Fintech']));
    const index = buildIndex([oss('oss-a', 'Aaa Capital'), ...known], NOW);
    const page = (n: number) =>
      search(
        index,
        InvestorListQuery.parse({ industry: ['Fintech'], sort: 'name', pageSize: '10', page: String(n) }),
        {
          now: NOW,
        },
      ).items.map((i) => i.id);
    expect(page(1)).toHaveLength(10);
    expect(page(1)).not.toContain('oss-a');
    expect(page(2)).toEqual([...page(2).slice(0, 2), 'oss-a']);
    expect(new Set([...page(1), ...page(2)]).size).toBe(13);
  });

  it('follows a change in place and survives a snapshot', () => {
    const index = buildIndex(records, NOW);
    // An investor sets the sectors of the open-source record: now they are known, and not Fintech.
    const set = {
      ...records[0]!,
      funding_industries: ['Developer Tools'],
      provenance: { funding_industries: { source: 'investor' as const, at: '2026-11-26' } },
    };
    applyChanges(index, [{ id: 'oss-sequoia', record: set }]);
    expect(fintech(index)).toEqual(['ff-ledger']);
    applyChanges(index, [{ id: 'oss-a16z', record: oss('oss-a16z', 'a16z') }]);
    expect(fintech(index)).toEqual(['ff-ledger', 'oss-a16z']);
    const read = readSnapshot(writeSnapshot(index, 7, new Date(NOW)), NOW)!;
    expect(fintech(read.index)).toEqual(['ff-ledger', 'oss-a16z']);
  });

  it('the match counts no sector miss against sectors not recorded', () => {
    const profile: MatchProfile = {
      stage: 'Seed',
      sectors: ['Fintech'],
      country: 'DE',
      raising_usd: 1_000_000,
      needs_lead: false,
    };
    const prepared = prepare(profile);
    const narrow = explain(records[0]!, prepared, NOW);
    const elsewhere = explain(broad('ff-x', 'X Ventures', ['Open Source']), prepared, NOW);
    expect(narrow.reasons.against.join(' ')).not.toMatch(/Focuses on/);
    expect(elsewhere.reasons.against.join(' ')).toMatch(/Focuses on Open Source/);
    expect(narrow.points).toBeGreaterThan(elsewhere.points);
  });
});
