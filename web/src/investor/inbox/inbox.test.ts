import { describe, expect, it } from 'vitest';
import {
  fromLine,
  inboxQueryOf,
  inboxSearchOf,
  inboxViewOf,
  isFiltered,
  newPitchCount,
  roundFacts,
  statusOf,
} from './inbox.js';

describe('the inbox address', () => {
  it('reads the listing and filters, ignoring values outside the vocabulary', () => {
    expect(inboxViewOf(new URLSearchParams('listing=l-1&show=new&stage=Seed&sector=Fintech'))).toEqual({
      listing: 'l-1',
      show: 'new',
      stage: 'Seed',
      sector: 'Fintech',
    });
    expect(inboxViewOf(new URLSearchParams('show=everything&stage=Series%20Z&sector=Nope'))).toEqual({
      listing: '',
      show: 'all',
      stage: null,
      sector: null,
    });
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    const view = { listing: 'l-1', show: 'answered' as const, stage: 'Seed' as const, sector: null };
    expect(inboxSearchOf(view)).toBe('?listing=l-1&show=answered&stage=Seed');
    expect(inboxViewOf(new URLSearchParams(inboxSearchOf(view)))).toEqual(view);
    expect(inboxSearchOf({ listing: '', show: 'all', stage: null, sector: null })).toBe('');
  });

  it('builds the API query: All sends no filter, New / Answered send theirs, the cursor pages on', () => {
    const all = { listing: '', show: 'all' as const, stage: null, sector: null };
    expect(inboxQueryOf('l-1', all)).toEqual({ listing: 'l-1' });
    expect(
      inboxQueryOf('l-1', { ...all, show: 'new', sector: 'Fintech' }, '2026-11-26T10:00:00.000Z#x'),
    ).toEqual({
      listing: 'l-1',
      filter: 'new',
      sector: 'Fintech',
      cursor: '2026-11-26T10:00:00.000Z#x',
    });
    expect(isFiltered(all)).toBe(false);
    expect(isFiltered({ ...all, stage: 'Seed' })).toBe(true);
  });
});

describe('a pitch in words', () => {
  it('says New / Interested / Passed with the Blocked and Reported flags', () => {
    expect(statusOf({ status: 'open', blocked: false, reported: false })).toEqual({
      status: 'New',
      flags: [],
    });
    expect(statusOf({ status: 'passed', blocked: true, reported: true })).toEqual({
      status: 'Passed',
      flags: ['Blocked', 'Reported'],
    });
    expect(statusOf({ status: 'interested', blocked: false, reported: false }).status).toBe('Interested');
  });

  it('gives the round facts with the HQ country by name and the amount in short', () => {
    const facts = roundFacts({
      stage: 'Seed',
      sectors: ['Fintech', 'SaaS'],
      country: 'DE',
      raising_usd: 1_500_000,
      needs_lead: true,
      description: 'Payments',
    });
    expect(facts).toEqual([
      { label: 'Stage', value: 'Seed' },
      { label: 'Sectors', value: 'Fintech, SaaS' },
      { label: 'HQ', value: 'Germany' },
      { label: 'Raising', value: '$1.5M' },
      { label: 'Needs a lead', value: 'Yes' },
    ]);
  });

  it('names who pitched with what the founder gave', () => {
    expect(fromLine({ founder_name: 'Ada Lovelace', startup_name: 'Shopay' })).toBe('Ada Lovelace, Shopay');
    expect(fromLine({ founder_name: ' ', startup_name: 'Shopay' })).toBe('Shopay');
    expect(fromLine({ founder_name: '', startup_name: '' })).toBe('A founder');
  });
});

describe('newPitchCount', () => {
  it('adds the new pitches of every held listing and says when one has more than a page', () => {
    const page = (n: number, next: string | null = null) => ({
      pitches: Array.from({ length: n }),
      next_cursor: next,
    });
    expect(newPitchCount([page(2), undefined, page(3)])).toEqual({ count: 5, more: false });
    expect(newPitchCount([page(50, 'c'), page(1)])).toEqual({ count: 51, more: true });
    expect(newPitchCount([])).toEqual({ count: 0, more: false });
  });
});
