import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvestorRecord } from '../../data/investor.js';
import { InvestorListQuery } from '../../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../shared/vocabulary.js';
import { syntheticInvestors } from '../../../scripts/bench/generate.js';
import { buildIndex, filterOptions, search, type SearchIndex } from '../search-index.js';
import { prepare, rank } from '../match-score.js';
import { applyChanges, type CatalogueUpdate } from './update.js';
import { readSnapshot, SNAPSHOT_FORMAT, snapshotInfo, writeSnapshot } from './snapshot.js';

/**
 * The contract of applying catalogue changes in place (docs/decisions/0056): an index built from records A and
 * then given changes answers every query exactly as the index built from the records after the changes.
 */

const NOW = Date.UTC(2026, 10, 26, 15, 0);
const COUNTRIES = ['Germany', 'France', 'United States', 'India', 'Brazil', 'Atlantis'];
const INDUSTRIES = ['Fintech', 'Climate', 'AI & Machine Learning', 'Health', 'Open Source', 'Quantum Knitting'];
const WORDS = ['growth', 'orbit', 'harbor', 'moonseed', 'capital', 'ventures', 'fund', 'zephyr', 'quokka'];

/** A change of one field group of `r`, chosen by `k` (new words, values, sort keys, listing state, removal). */
function edited(r: InvestorRecord, k: number, salt: number): InvestorRecord {
  const word = WORDS[salt % WORDS.length]!;
  switch (k % 10) {
    case 0:
      return { ...r, name: `${word} ${salt % 3 === 0 ? r.name : `Partners ${salt}`}` };
    case 1:
      return { ...r, funding_industries: INDUSTRIES.filter((_, i) => (salt >> i) & 1).slice(0, 3) };
    case 2:
      return { ...r, location: COUNTRIES.filter((_, i) => (salt >> (i + 1)) & 1).slice(0, 2) };
    case 3:
      return { ...r, funding_stage: FUNDING_STAGES.filter((_, i) => (salt >> i) & 1) };
    case 4:
      return { ...r, check_min_usd: salt % 4 === 0 ? null : 50_000 * (salt % 7), check_max_usd: 1_000_000 * (salt % 5) || null };
    case 5:
      return { ...r, contact_type: salt % 2 ? 'email' : null, funding_type: INVESTOR_TYPES[salt % INVESTOR_TYPES.length]! };
    case 6:
      return {
        ...r,
        claimed: true,
        confirmed_at: new Date(NOW - (salt % 500) * 86_400_000).toISOString(),
        confirmation_lapsed: salt % 3 === 0,
        currently_investing: salt % 2 ? { status: 'yes', until: null } : { status: 'until', until: '2026-11-26' },
        open_to_pitches: { open: salt % 2 === 0, channel: null },
      };
    case 7:
      return { ...r, bio: `${word} ${word}x about ${salt}`, funding_description: `${WORDS[(salt + 1) % WORDS.length]} investor` };
    case 8:
      return { ...r, removed: { by: salt % 2 ? 'investor' : 'admin', at: '2026-11-20T00:00:00.000Z' } };
    default:
      return { ...r, removed: null, created_at: new Date(Date.UTC(2026, 0, 1 + (salt % 200))).toISOString() };
  }
}

/** Applies `steps` (edit k of the record at `pick`, or a new record) to `start`: the changes and the result. */
function plan(start: InvestorRecord[], steps: [number, number, number][]) {
  const current = new Map(start.map((r) => [r.id, r]));
  const batches: CatalogueUpdate[][] = [[]];
  let added = 0;
  for (const [pick, k, salt] of steps) {
    let record: InvestorRecord;
    if (k % 13 === 12) {
      record = { ...syntheticInvestors(1, salt, 10_000 + added)[0]!, id: `new-${added++}` };
    } else {
      const all = [...current.values()];
      record = edited(all[pick % all.length]!, k, salt);
    }
    current.set(record.id, record);
    batches.at(-1)!.push({ id: record.id, record });
    if (salt % 4 === 0) batches.push([]);
  }
  return { batches, final: [...current.values()].filter((r) => !r.removed) };
}

const query = (raw: Record<string, unknown>) => InvestorListQuery.parse(raw);

/** The queries both indexes must answer alike: text (words, prefixes, typos, mid-word, names), filters, sorts, pages. */
function queries(final: InvestorRecord[]) {
  const names = final.slice(0, 3).map((r) => r.name.toLowerCase());
  const texts = ['', 'growth', 'gro', 'groth', 'apital', 'fund capital', 'zephyr', 'quokk', 'fintech', 'ml', ...names];
  const out: InvestorListQuery[] = [];
  texts.forEach((q, i) => {
    out.push(query({ q, page: String(1 + (i % 3)) }));
    out.push(query({ q, sort: ['name', 'check', 'verified', 'relevance'][i % 4], pageSize: '25' }));
    out.push(query({ q, country: COUNTRIES[i % COUNTRIES.length], industry: [INDUSTRIES[i % INDUSTRIES.length]] }));
    out.push(query({ q, stage: FUNDING_STAGES[i % FUNDING_STAGES.length], direct: 'true', investing: 'true' }));
    out.push(query({ q, type: INVESTOR_TYPES[i % INVESTOR_TYPES.length], raising: '500000', pitches: 'true' }));
    out.push(query({ q, page: '40', pageSize: '50' }));
  });
  return out;
}

function expectSame(kept: SearchIndex, built: SearchIndex, final: InvestorRecord[]): void {
  for (const q of queries(final)) {
    const a = search(kept, q, { now: NOW });
    const b = search(built, q, { now: NOW });
    const label = JSON.stringify(q);
    expect(a.items.map((r) => r.id), label).toEqual(b.items.map((r) => r.id));
    expect(a.total, label).toBe(b.total);
    expect(a.page, label).toBe(b.page);
    expect(a.facets, label).toEqual(b.facets);
    expect(a.suggestion, label).toEqual(b.suggestion);
  }
  expect(filterOptions(kept)).toEqual(filterOptions(built));
  const profile = prepare({ stage: 'Seed', sectors: ['Fintech'], country: 'DE', raising_usd: 1_000_000, needs_lead: false });
  const ids = (index: SearchIndex) => [...rank(index, profile, NOW)].map((p) => index.records[p]!.id);
  expect(ids(kept)).toEqual(ids(built));
}

describe('applying catalogue changes to a built index (docs/decisions/0056)', () => {
  it('answers every query as the index built from the records after the changes, over random change sequences', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.tuple(fc.nat(10_000), fc.nat(1_000), fc.nat(1_000_000)), { minLength: 1, maxLength: 25 }),
        (seed, steps) => {
          const start = syntheticInvestors(120, seed, 0);
          const kept = buildIndex(start, NOW);
          const { batches, final } = plan(start, steps);
          for (const batch of batches) applyChanges(kept, batch);
          expectSame(kept, buildIndex(final, NOW), final);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 20), seed: Number(process.env.PROPERTY_SEED ?? 1414) },
    );
  });

  it('a listing hidden and shown again takes its old position; an edit of nothing changes nothing', () => {
    const start = syntheticInvestors(50, 3, 0);
    const kept = buildIndex(start, NOW);
    const target = start[7]!;
    const p = kept.positionOf.get(target.id);
    applyChanges(kept, [{ id: target.id, record: { ...target, removed: { by: 'investor', at: '2026-11-20T00:00:00.000Z' } } }]);
    expect(kept.size).toBe(49);
    expect(search(kept, query({ q: target.name }), { now: NOW }).items.map((r) => r.id)).not.toContain(target.id);
    applyChanges(kept, [{ id: target.id, record: target }]);
    expect(kept.positionOf.get(target.id)).toBe(p);
    expect(kept.size).toBe(50);
    expect(kept.inOrder).toBe(true);
    applyChanges(kept, [{ id: target.id, record: target }]);
    expectSame(kept, buildIndex(start, NOW), start);
  });

  it('a new listing is searchable at once, in default order, by every word, value and sort', () => {
    const start = syntheticInvestors(80, 5, 0);
    const kept = buildIndex(start, NOW);
    const fresh: InvestorRecord = {
      ...syntheticInvestors(1, 9, 500)[0]!,
      id: 'brand-new',
      name: 'Zephyrine Quokka Partners',
      funding_industries: ['Quantum Knitting'],
      location: ['Atlantis'],
      created_at: '2027-01-01T00:00:00.000Z',
    };
    applyChanges(kept, [{ id: fresh.id, record: fresh }]);
    expect(kept.inOrder).toBe(false);
    expect(search(kept, query({}), { now: NOW }).items[0]!.id).toBe('brand-new');
    expect(search(kept, query({ q: 'quokka' }), { now: NOW }).items.map((r) => r.id)).toEqual(['brand-new']);
    expect(search(kept, query({ q: 'ephyrin' }), { now: NOW }).items.map((r) => r.id)).toEqual(['brand-new']);
    expect(search(kept, query({ industry: ['Quantum Knitting'], country: 'Atlantis' }), { now: NOW }).total).toBe(1);
    expectSame(kept, buildIndex([...start, fresh], NOW), [...start, fresh]);
  });
});

describe('the search snapshot (docs/decisions/0056)', () => {
  it('reads back an index that answers as the one written, then follows changes as a built one does', () => {
    const start = syntheticInvestors(300, 11, 0);
    const built = buildIndex(start, NOW);
    const bytes = writeSnapshot(built, 42, new Date(NOW));
    expect(snapshotInfo(bytes)).toMatchObject({ format: SNAPSHOT_FORMAT, position: 42, size: 300 });
    const read = readSnapshot(bytes, NOW)!;
    expect(read.info.position).toBe(42);
    expectSame(read.index, built, start);
    const { batches, final } = plan(start, [
      [3, 12, 77],
      [5, 0, 12],
      [9, 8, 4],
      [11, 1, 33],
      [2, 12, 91],
      [40, 6, 8],
    ]);
    for (const batch of batches) applyChanges(read.index, batch);
    expectSame(read.index, buildIndex(final, NOW), final);
    // Written again after the changes (changed record chunks re-encoded, the others kept) and read back.
    const again = readSnapshot(writeSnapshot(read.index, 48), NOW)!;
    expect(again.info.position).toBe(48);
    expectSame(again.index, buildIndex(final, NOW), final);
  });

  it('is ignored when its bytes are not a snapshot of this format', () => {
    expect(readSnapshot(new TextEncoder().encode('FSSNAP00 not this one'))).toBeNull();
    expect(readSnapshot(Uint8Array.of(1, 2, 3))).toBeNull();
    expect(snapshotInfo(Uint8Array.of())).toBeNull();
  });

  it('reads a snapshot whose bytes are not 8-byte aligned', () => {
    const start = syntheticInvestors(40, 2, 0);
    const bytes = writeSnapshot(buildIndex(start, NOW), 1);
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    expectSame(readSnapshot(shifted.subarray(3), NOW)!.index, buildIndex(start, NOW), start);
  });
});
