import { describe, expect, it } from 'vitest';
import { ATTRIBUTIONS } from '../../shared/attribution.js';
import { CatalogueStats } from '../../shared/marketing-schemas.js';
import { createInvestorRecord } from '../../test/support/factories.js';
import { catalogueStats } from './stats.js';

const [ff, accelerators] = ATTRIBUTIONS;
const source = (name: string) => ({
  name,
  licence: 'CC BY 4.0',
  url: `https://${name}.example/p`,
  verified_at: null,
});

describe('catalogueStats', () => {
  const records = [
    createInvestorRecord({
      id: 'a',
      funding_type: 'Venture Fund',
      location: ['Germany'],
      source: source(ff!.source),
    }),
    createInvestorRecord({
      id: 'b',
      funding_type: 'Accelerator',
      funding_stage: ['Pre-Seed', 'Seed'],
      location: ['France', 'Germany'],
      source: source(accelerators!.source),
    }),
    createInvestorRecord({
      id: 'c',
      funding_type: 'Venture Fund',
      contact_type: 'email',
      source: source(ff!.source),
    }),
    // An approved application: no source, a direct contact.
    createInvestorRecord({
      id: 'd',
      funding_type: 'Angel Investor',
      contact_type: 'linkedin',
      location: ['India'],
    }),
  ];

  it('counts investors, types, stages, countries and direct contacts, in the public shape', () => {
    const stats = catalogueStats(records, '2026-11-23T10:00:00.000Z');
    expect(CatalogueStats.parse(stats)).toEqual(stats);
    expect(stats.investors).toBe(4);
    expect(stats.by_type).toEqual({
      'Venture Fund': 2,
      'Angel Investor': 1,
      'Angel Network': 0,
      'Corporate VC': 0,
      'Family Office': 0,
      Accelerator: 1,
    });
    expect(stats.stages).toBe(2);
    expect(stats.countries).toBe(3);
    expect(stats.with_direct_contact).toBe(2);
    expect(stats.last_import_at).toBe('2026-11-23T10:00:00.000Z');
  });

  it("lists each source with the attribution's licence and dataset link, in attribution order", () => {
    const stats = catalogueStats([...records].reverse(), null);
    expect(stats.sources).toEqual([
      { name: ff!.source, licence: ff!.licence, url: ff!.url, investors: 2 },
      { name: accelerators!.source, licence: accelerators!.licence, url: accelerators!.url, investors: 1 },
    ]);
    expect(stats.last_import_at).toBeNull();
  });

  // Issue 22 (low): an administrator's source note and the company URL typed with it were published as "sources".
  it('publishes only the attributed open datasets: other sources are counted, never listed', () => {
    const note = createInvestorRecord({
      id: 'inv-note',
      source: {
        name: 'Met Jane at the Berlin demo day, see notes',
        licence: '',
        url: 'https://portfolio-company.example/team',
        verified_at: '2026-11-23',
      },
    });
    const stats = catalogueStats(
      [note, createInvestorRecord({ source: source('Other list') }), ...records],
      null,
    );
    expect(stats.investors).toBe(records.length + 2);
    expect(stats.sources.map((s) => s.name)).toEqual([ff!.source, accelerators!.source]);
    const published = JSON.stringify(stats);
    expect(published).not.toContain('Berlin demo day');
    expect(published).not.toContain('portfolio-company.example');
    expect(published).not.toContain('Other list');
  });

  it('counts claimed listings and those currently investing on the day of `now` (issue 19; ADR 0045)', () => {
    const listings = [
      createInvestorRecord({ id: 'yes', claimed: true, currently_investing: { status: 'yes', until: null } }),
      createInvestorRecord({
        id: 'until',
        claimed: true,
        currently_investing: { status: 'until', until: '2026-11-30' },
      }),
      createInvestorRecord({
        id: 'paused',
        claimed: true,
        currently_investing: { status: 'paused', until: null },
      }),
      createInvestorRecord({
        id: 'lapsed',
        claimed: true,
        confirmation_lapsed: true,
        currently_investing: { status: 'yes', until: null },
      }),
      // An administrator set it on a listing nobody claimed: it counts as investing, not as claimed.
      createInvestorRecord({ id: 'admin', currently_investing: { status: 'yes', until: null } }),
      ...records,
    ];
    const on = (iso: string) => catalogueStats(listings, null, Date.parse(iso));
    expect(on('2026-11-30T23:00:00Z')).toMatchObject({ claimed: 4, currently_investing: 3 });
    expect(on('2026-12-01T00:00:00Z')).toMatchObject({ claimed: 4, currently_investing: 2 });
    expect(CatalogueStats.parse(on('2026-12-01T00:00:00Z'))).toEqual(on('2026-12-01T00:00:00Z'));
  });

  it('answers zeros for an empty catalogue', () => {
    const stats = catalogueStats([], null);
    expect(stats.investors).toBe(0);
    expect(Object.values(stats.by_type).every((n) => n === 0)).toBe(true);
    expect(stats.sources).toEqual([]);
    expect(stats).toMatchObject({ claimed: 0, currently_investing: 0 });
  });
});
