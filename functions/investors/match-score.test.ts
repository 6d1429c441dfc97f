import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestorRecord } from '../../test/support/factories.js';
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import { FUNDING_STAGES } from '../../shared/vocabulary.js';
import { readCatalogue } from '../catalogue/catalogue.js';
import type { InvestorRecord } from '../data/investor.js';
import { buildIndex, type SearchIndex } from './search-index.js';
import {
  POINTS,
  assess,
  checkOutcome,
  explain,
  factsOf,
  factsReader,
  maxPoints,
  prepare,
  rank,
  regionOfCountry,
  scoreOf,
  type MatchProfile,
} from './match-score.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const FINTECH_DE: MatchProfile = {
  stage: 'Series B',
  sectors: ['Fintech', 'AI & Machine Learning'],
  country: 'DE',
  raising_usd: 1_000_000,
  needs_lead: true,
};
const explainOf = (over: Partial<InvestorRecord>, profile = FINTECH_DE) =>
  explain(createInvestorRecord({ verified: false, ...over }), prepare(profile), NOW);

describe('explain: every factor that gives points says why', () => {
  it('names the fit in the words of the issue', () => {
    const e = explainOf({
      funding_stage: ['Seed', 'Series A', 'Series B'],
      funding_industries: ['Fintech', 'AI & Machine Learning', 'SaaS'],
      location: ['Germany'],
      check_min_usd: 250_000,
      check_max_usd: 2_000_000,
      details: { ...NO_DETAILS, leads_rounds: true },
      verified: true,
      source: { name: 'x', licence: 'CC BY 4.0', url: 'https://x.example', verified_at: '2026-09-06' },
    });
    expect(e.reasons).toEqual({
      for: [
        'Invests at Series B',
        'Invests in Fintech and AI & Machine Learning: 2 of its 3 sectors',
        'Based in Germany',
        'Check size $250K – $2M includes your $1M raise',
        'Leads rounds',
        'Checked by an administrator Sep 2026',
      ],
      against: [],
    });
    expect(e.points).toBe(30 + 30 + 15 + 15 + 10 + 5);
    expect(e.score).toBe(100);
  });

  it('says what counts against: stage, sectors, place, check size, lead', () => {
    const e = explainOf({
      funding_stage: ['Pre-Seed'],
      funding_industries: ['Biotech', 'Healthtech', 'Medical Devices', 'Energy'],
      location: ['Singapore'],
      check_min_usd: 5_000_000,
      check_max_usd: 20_000_000,
      details: { ...NO_DETAILS, leads_rounds: false },
    });
    expect(e.reasons.for).toEqual([]);
    expect(e.reasons.against).toEqual([
      'Does not invest in Series B (Pre-Seed only)',
      'Focuses on Biotech, Healthtech, Medical Devices and 1 more',
      'Based in Singapore, not Germany',
      'Check size $5M – $20M is above your $1M raise',
      'Does not lead rounds',
    ]);
    expect(e.points).toBe(-40 - 20 - 8 - 15 - 10);
    expect(e.score).toBe(0);
  });

  it('gives partial credit to sector-agnostic investors and to the same region', () => {
    const e = explainOf({ funding_industries: ['Sector Agnostic'], location: ['France'], funding_stage: [] });
    expect(e.reasons.for).toEqual(['Sector agnostic: invests across sectors', 'Based in France (Europe)']);
    expect(e.points).toBe(POINTS.sector.agnostic + POINTS.geography.region);
  });

  it('words a one-ended check range', () => {
    const reasons = (min: number | null, max: number | null) =>
      explainOf({
        check_min_usd: min,
        check_max_usd: max,
        funding_stage: [],
        funding_industries: [],
        location: [],
      }).reasons;
    expect(reasons(null, 500_000).against).toEqual(['Checks up to $500K are below your $1M raise']);
    expect(reasons(null, 2_000_000).for).toEqual(['Checks up to $2M include your $1M raise']);
    expect(reasons(100_000, null).for).toEqual(['Checks from $100K include your $1M raise']);
    expect(reasons(5_000_000, null).against).toEqual(['Checks from $5M are above your $1M raise']);
  });

  it('says nothing (0 points) about what the data does not tell', () => {
    const e = explainOf({
      funding_stage: [],
      funding_industries: [],
      location: [],
      details: NO_DETAILS,
      verified: false,
    });
    expect(e).toEqual({ points: 0, score: 0, reasons: { for: [], against: [] } });
  });

  it('counts leading only when the founder needs a lead', () => {
    const leads = { details: { ...NO_DETAILS, leads_rounds: false } };
    expect(explainOf(leads, { ...FINTECH_DE, needs_lead: false }).reasons.against).not.toContain(
      'Does not lead rounds',
    );
    expect(explainOf(leads).reasons.against).toContain('Does not lead rounds');
  });

  it('marks an old verification with fewer points than a recent one', () => {
    const verifiedOn = (date: string) =>
      explainOf({
        funding_stage: [],
        funding_industries: [],
        location: [],
        verified: true,
        source: { name: 'x', licence: 'x', url: 'https://x.example', verified_at: date },
      });
    expect(verifiedOn('2026-06-01').points).toBe(POINTS.recency.recent);
    expect(verifiedOn('2024-03-01')).toMatchObject({
      points: POINTS.recency.older,
      reasons: { for: ['Checked by an administrator Mar 2024'] },
    });
  });
});

describe('rules', () => {
  it('check size: one open end counts as open; the raise below the minimum is "above"', () => {
    expect(checkOutcome(NaN, NaN, 1)).toBe('unknown');
    expect(checkOutcome(100, NaN, 1_000)).toBe('contains');
    expect(checkOutcome(NaN, 500, 1_000)).toBe('below');
    expect(checkOutcome(2_000, 5_000, 1_000)).toBe('above');
    expect(checkOutcome(1_000, 1_000, 1_000)).toBe('contains');
  });

  it('a stage miss with every other factor at its best ranks below a stage fit in one named sector', () => {
    const best = {
      stagesListed: true,
      stageFits: false,
      sectorsListed: true,
      overlap: 5,
      sectors: 5,
      agnostic: false,
      placesListed: true,
      sameCountry: true,
      sameRegion: true,
      checkMin: 1,
      checkMax: 1e12,
      leads: true,
      verifiedAt: NOW,
      pausedFrom: Infinity,
    };
    const sum = (p: ReturnType<typeof assess>) => Object.values(p).reduce((a, b) => a + b, 0);
    const miss = sum(assess(best, FINTECH_DE, NOW));
    const fit = sum(
      assess(
        {
          ...best,
          stageFits: true,
          overlap: 1,
          // The least focused investor: its sector fit counts least (POINTS.focus.floor).
          sectors: 60,
          placesListed: false,
          checkMin: NaN,
          checkMax: NaN,
          leads: null,
          verifiedAt: NaN,
        },
        FINTECH_DE,
        NOW,
      ),
    );
    expect(miss).toBeLessThan(fit);
  });

  it('score is the share of the profile’s maximum, clamped to 0-100', () => {
    expect(maxPoints(FINTECH_DE)).toBe(30 + 30 + 15 + 15 + 5 + 10);
    expect(maxPoints({ sectors: ['Fintech'], needs_lead: false })).toBe(30 + 25 + 15 + 15 + 5);
    expect(scoreOf(-50, FINTECH_DE)).toBe(0);
    expect(scoreOf(52, FINTECH_DE)).toBe(50);
  });

  it('regions: the catalogue’s country names', () => {
    expect(regionOfCountry('Germany')).toBe('Europe');
    expect(regionOfCountry('United States')).toBe('North America');
    expect(regionOfCountry('Singapore')).toBe('Asia-Pacific');
    expect(regionOfCountry('Atlantis')).toBeNull();
  });
});

describe('specialists outrank generalists when both fit (issue 23)', () => {
  const generalistSectors = [
    'Fintech',
    ...['AI & Machine Learning', 'SaaS', 'Consumer', 'Biotech', 'Energy', 'Gaming', 'EdTech', 'PropTech'],
    ...['Robotics', 'Cybersecurity', 'Hardware', 'Healthtech', 'LegalTech', 'Logistics & Supply Chain'],
    ...['Media & Entertainment', 'Mobility & Transportation', 'Retail Tech', 'Space Tech'],
  ];
  const fund = (sectors: string[]) => ({
    funding_stage: ['Seed', 'Series A', 'Series B'] as InvestorRecord['funding_stage'],
    funding_industries: sectors,
    location: ['Germany'],
  });
  const FINTECH_ONLY: MatchProfile = { ...FINTECH_DE, sectors: ['Fintech'] };

  it('a fund with 3 sectors including Fintech is a better fintech match than one with 19, and says why', () => {
    const specialist = explainOf(fund(['Fintech', 'InsurTech', 'SaaS']), FINTECH_ONLY);
    const generalist = explainOf(fund(generalistSectors), FINTECH_ONLY);
    expect(generalistSectors).toHaveLength(19);
    expect(specialist.points).toBeGreaterThan(generalist.points);
    expect(specialist.reasons.for).toContain('Invests in Fintech: 1 of its 3 sectors');
    expect(generalist.reasons.for).toContain('Invests in Fintech among 19 sectors');
    expect(explainOf(fund(['Fintech']), FINTECH_ONLY).reasons.for).toContain(
      'Invests in Fintech: its only sector',
    );
  });

  it('a generalist (Pre-Seed to Late Stage, 11 sectors) no longer reaches 95 %, with every other factor at its best', () => {
    const best = {
      location: ['Germany'],
      check_min_usd: 100_000,
      check_max_usd: 50_000_000,
      details: { ...NO_DETAILS, leads_rounds: true },
      verified: true,
      source: { name: 'x', licence: 'CC BY 4.0', url: 'https://x.example', verified_at: '2026-11-01' },
    };
    for (const needs_lead of [true, false]) {
      const profile = { ...FINTECH_ONLY, needs_lead };
      const generalist = explainOf(
        { ...best, funding_stage: [...FUNDING_STAGES], funding_industries: generalistSectors.slice(0, 11) },
        profile,
      );
      expect(generalist.score, `needs_lead ${needs_lead}`).toBeLessThan(95);
      const specialist = explainOf(
        { ...best, funding_stage: ['Series B'], funding_industries: ['Fintech', 'InsurTech'] },
        profile,
      );
      expect(specialist.score).toBe(100);
    }
  });
});

describe('the fast path and the reasons read the same facts (real catalogue)', () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = buildIndex((await readCatalogue()).investors.map((m) => m.record));
  });
  const profiles: MatchProfile[] = [
    FINTECH_DE,
    { stage: 'Pre-Seed', sectors: ['Open Source'], country: 'US', raising_usd: 500_000, needs_lead: false },
    {
      stage: 'Growth',
      sectors: ['Healthtech', 'Biotech'],
      country: 'JP',
      raising_usd: 50_000_000,
      needs_lead: true,
    },
  ];

  it.each(profiles.map((p) => [p.stage, p] as const))('%s: every investor', (_, profile) => {
    const prepared = prepare(profile);
    const read = factsReader(index, prepared);
    index.records.forEach((record, p) => {
      expect({ ...read(p) }, record.id).toEqual(factsOf(record, prepared));
    });
  });

  it.each(profiles.map((p) => [p.stage, p] as const))(
    '%s: rank orders by the explained points, ties in catalogue order',
    (_, profile) => {
      const prepared = prepare(profile);
      const order = [...rank(index, prepared, NOW)];
      expect(new Set(order).size).toBe(index.records.length);
      const points = order.map((p) => explain(index.records[p]!, prepared, NOW).points);
      for (let k = 1; k < order.length; k++) {
        expect(points[k]! <= points[k - 1]!).toBe(true);
        if (points[k] === points[k - 1]) expect(order[k]!).toBeGreaterThan(order[k - 1]!);
      }
    },
  );

  it('no score without reasons: every investor with points has a reason for each factor that gave them', () => {
    const prepared = prepare(FINTECH_DE);
    for (const record of index.records) {
      const e = explain(record, prepared, NOW);
      const points = Object.values(assess(factsOf(record, prepared), prepared, NOW));
      expect(e.points, record.id).toBe(points.reduce((a, b) => a + b, 0));
      const factors = points.filter((v) => v !== 0);
      expect(e.reasons.for.length + e.reasons.against.length, record.id).toBe(factors.length);
    }
  });
});

describe('what the investor says on its listing (issue 19 item 6; ADR 0045)', () => {
  const PROFILE = { ...FINTECH_DE, stage: 'Seed' as const };
  const fit: Partial<InvestorRecord> = {
    funding_stage: ['Seed'],
    funding_industries: ['Fintech'],
    location: ['Germany'],
    check_min_usd: 500_000,
    check_max_usd: 2_000_000,
  };

  it.each<[string, InvestorRecord['currently_investing'], boolean]>([
    ['paused', { status: 'paused', until: null }, true],
    ['investing until a date that has passed', { status: 'until', until: '2026-11-22' }, true],
    ['investing until today', { status: 'until', until: '2026-11-23' }, false],
    ['investing', { status: 'yes', until: null }, false],
    ['unknown', null, false],
  ])('%s: ranked down with the reason only when paused', (_, currently_investing, paused) => {
    const active = explainOf(fit, PROFILE);
    const e = explainOf({ ...fit, currently_investing }, PROFILE);
    if (paused) {
      expect(e.points).toBe(active.points + POINTS.activity.paused);
      expect(e.reasons.against[0]).toMatch(/^Paused new investments/);
    } else {
      expect(e.points).toBe(active.points);
      expect(e.reasons.against).toEqual([]);
    }
  });

  it("says 'Paused new investments' plainly, and when an 'until' date passed, which date", () => {
    expect(
      explainOf({ ...fit, currently_investing: { status: 'paused', until: null } }, PROFILE).reasons.against,
    ).toEqual(['Paused new investments']);
    expect(
      explainOf({ ...fit, currently_investing: { status: 'until', until: '2026-10-31' } }, PROFILE).reasons
        .against,
    ).toEqual(['Paused new investments: investing until 31 Oct 2026, as the investor said']);
  });

  it('keeps a paused investor below every active one at the right stage in a named sector (like a stage miss)', () => {
    // Every factor at its best (Series B fintech + AI in Germany, leads, verified), but paused.
    const best = explainOf({
      ...fit,
      funding_stage: ['Series B'],
      details: { ...NO_DETAILS, leads_rounds: true },
      verified: true,
      source: { name: 'x', licence: 'x', url: 'https://x.example', verified_at: '2026-11-01' },
      funding_industries: ['Fintech', 'AI & Machine Learning'],
      currently_investing: { status: 'paused', until: null },
    });
    expect(best.points).toBe(maxPoints(FINTECH_DE) + POINTS.activity.paused);
    // The least an active investor at the right stage in a named sector earns: 1 sector of 19, nothing else known.
    const leastActive = explainOf({
      funding_stage: ['Series B'],
      funding_industries: Array.from({ length: 19 }, (_, k) => (k === 0 ? 'Fintech' : `Sector ${k}`)),
      location: [],
    });
    expect(leastActive.points).toBe(43);
    expect(best.points).toBeLessThan(leastActive.points);
  });

  it("uses the investor's own stages, sectors and check size and says so", () => {
    const at = '2026-11-20';
    const own = { source: 'investor' as const, at };
    const e = explainOf(
      {
        ...fit,
        provenance: { funding_stage: own, funding_industries: own, check_size: own },
      },
      PROFILE,
    );
    expect(e.reasons.for).toEqual([
      'Invests at Seed, as the investor says',
      'Invests in Fintech: its only sector, as the investor says',
      'Based in Germany',
      'Check size $500K – $2M includes your $1M raise, as the investor says',
    ]);
    // A dataset's or an administrator's value reads as before.
    const dataset = explainOf(
      {
        ...fit,
        provenance: { funding_stage: { source: 'admin', at }, check_size: { source: 'dataset', at } },
      },
      PROFILE,
    );
    expect(dataset.reasons.for[0]).toBe('Invests at Seed');
    expect(dataset.reasons.for.at(-1)).toBe('Check size $500K – $2M includes your $1M raise');
  });

  it('the fast path reads the same pause as explain, for every state', () => {
    const states: InvestorRecord['currently_investing'][] = [
      null,
      { status: 'yes', until: null },
      { status: 'paused', until: null },
      { status: 'until', until: '2026-11-22' },
      { status: 'until', until: '2026-11-23' },
    ];
    const small = buildIndex(
      states.map((currently_investing, k) =>
        createInvestorRecord({ ...fit, id: `p-${k}`, currently_investing }),
      ),
      NOW,
    );
    const prepared = prepare(PROFILE);
    const read = factsReader(small, prepared);
    small.records.forEach((record, p) => expect({ ...read(p) }).toEqual(factsOf(record, prepared)));
    const order = [...rank(small, prepared, NOW)].map((p) => small.records[p]!.id);
    expect(order.slice(-2).sort()).toEqual(['p-2', 'p-3']);
  });
});
