/**
 * Texts that follow the fields (shared/listing-texts.ts; issue 34 items 4 and 5): the open data's "Investment
 * focus" and "About" are computed from the current fields; words a person wrote are kept; a narrow source says what
 * it does not record.
 */
import { describe, expect, it } from 'vitest';
import { createInvestorRecord } from '../test/support/factories.js';
import { coverageNote, sectorsUnknown, withDerivedTexts } from './listing-texts.js';

const DATASET = 'Fundraising Fox Open Dataset';
const dataset = { source: 'dataset' as const, dataset: DATASET, at: '2026-09-01' };
const record = (over: Parameters<typeof createInvestorRecord>[0] = {}) =>
  createInvestorRecord({
    name: 'Northwind Capital',
    funding_stage: ['Pre-Seed', 'Seed'],
    check_sizes: '$500K – $4M',
    funding_description: 'Pre-Seed and Seed venture fund in Germany.',
    bio: 'Northwind Capital is a venture fund. Check size $500K – $4M (from firm website).',
    source: { name: DATASET, licence: 'CC BY 4.0', url: 'https://example.org', verified_at: '2026-09-01' },
    provenance: { bio: dataset, funding_description: dataset, check_size: dataset, funding_stage: dataset },
    ...over,
  });

describe('withDerivedTexts', () => {
  it('computes the open data’s texts from the current fields, with who set the check size', () => {
    const edited = withDerivedTexts(
      record({
        funding_stage: ['Seed', 'Series A'],
        funding_industries: ['Fintech', 'Robotics'],
        check_sizes: '$250K – $3M',
        city: 'Berlin',
        provenance: {
          bio: dataset,
          funding_description: dataset,
          funding_stage: { source: 'investor', at: '2026-11-25T10:00:00.000Z' },
          check_size: { source: 'investor', at: '2026-11-25T10:00:00.000Z' },
        },
      }),
    );
    expect(edited.funding_description).toBe('Seed and Series A venture fund in Berlin, Germany.');
    expect(edited.bio).toBe(
      'Northwind Capital is a venture fund headquartered in Berlin, Germany. Sectors: Fintech and Robotics. ' +
        'Check size $250K – $3M (from the investor, 25 Nov 2026).',
    );
  });

  it('keeps the words an investor or an administrator wrote', () => {
    const written = record({
      bio: 'We back deep-tech founders.',
      provenance: { bio: { source: 'investor', at: '2026-11-25' }, funding_description: dataset },
    });
    const out = withDerivedTexts(written);
    expect(out.bio).toBe('We back deep-tech founders.');
    expect(out.funding_description).toBe('Pre-Seed and Seed venture fund in Germany.');
  });

  it('is idempotent', () => {
    const once = withDerivedTexts(record());
    expect(withDerivedTexts(once)).toEqual(once);
  });
});

describe('coverage of narrow sources', () => {
  it('a sector list from the open-source investor list says other sectors are not recorded', () => {
    const oss = record({
      funding_industries: ['Open Source'],
      provenance: {
        funding_industries: { source: 'dataset', dataset: 'awesome-oss-investors', at: '2026-09-01' },
      },
    });
    expect(coverageNote(oss, 'funding_industries')).toBe(
      'from an open-source investor list; other sectors not recorded',
    );
    expect(sectorsUnknown(oss)).toBe(true);
    expect(withDerivedTexts({ ...oss, provenance: { ...oss.provenance, bio: dataset } }).bio).toContain(
      'Sectors: Open Source (from an open-source investor list; other sectors not recorded).',
    );
    expect(sectorsUnknown(record())).toBe(false);
  });
});
