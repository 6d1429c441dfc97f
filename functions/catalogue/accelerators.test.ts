import { describe, expect, it } from 'vitest';
import {
  acceleratorStages,
  focusIndustries,
  mapAcceleratorRow,
  mapAccelerators,
  readLocation,
} from './accelerators.js';

const HEADER =
  'id,name,network,program_type,region_tags,location,focus,stage_tags,capital_tags,funding_support,equity_terms,format,attendance_tags,status_tags,application_status,deadline,website,application_url,source_urls,last_verified,research_confidence,editorial_score,reported_amount,reported_currency,amount_basis';

/** Real rows of data/startup-accelerators/accelerators.csv. */
const FLAGSHIP =
  '500-global-flagship-accelerator-91e38502,500 Global Flagship Accelerator,500 Global,Accelerator,North America | Global,Global / Silicon Valley,Industry-agnostic,Pre-seed | Seed,Investment,US$150K investment,"6% equity, subject to terms and diligence",Cohort-based,In person,Open,Applications active by batch,Batch-specific; application portal currently active,https://500.co/,https://flagship.aplica.500.co/,https://500.co/founders/flagship,2026-09-06,High,81,150000,USD,Published initial amount / range minimum';
const MEDICI =
  '1517-medici-project-e7c81d14,1517 Medici Project,1517 Fund,Accelerator,North America | Global,Global,Software / deep tech / hardware / robotics / science / unconventional projects,Pre-company | Pre-seed,Grant / stipend,Minimum US$1K no-strings-attached stipend; potential later 1517 venture investment if project becomes startup,"0% equity, no IP rights on Medici grant",Grant + support,Varies by program,Rolling,Open / rolling via direct outreach,Rolling,https://www.1517fund.com/medici,https://www.1517fund.com/medici,https://www.1517fund.com/medici,2026-09-06,High,59,1000,USD,Published initial amount / range minimum';

async function rowsOf(lines: string[]) {
  const { parseCsv } = await import('./common.js');
  return parseCsv(`${HEADER}\n${lines.join('\n')}\n`);
}

describe('readLocation', () => {
  it.each([
    ['San Francisco, US', ['United States'], 'San Francisco'],
    ['Dubai / Riyadh', ['United Arab Emirates', 'Saudi Arabia'], 'Dubai'],
    ['Primarily SF & NYC; can be based anywhere', ['United States'], 'San Francisco'],
    ['Toronto / Montréal, Canada', ['Canada'], 'Toronto'],
    ['Canada & remote', ['Canada'], null],
    ['US / Europe / Israel', ['United States', 'Israel'], null],
    ['Global', [], null],
    ['Remote / global', [], null],
    ['Hybrid', [], null],
    ['Europe', [], null],
    ['Multiple CDL sites', [], null],
  ])('%s → %j, city %s', (text, countries, city) => {
    expect(readLocation(text)).toEqual({ countries, city });
  });
});

describe('accelerator fields', () => {
  it('maps stage tags to canonical stages, Pre-company as Pre-Seed', () => {
    expect(acceleratorStages('Pre-company | Pre-seed | Seed')).toEqual(['Pre-Seed', 'Seed']);
    expect(acceleratorStages('Seed | Series A | Growth')).toEqual(['Seed', 'Series A', 'Growth']);
    expect(acceleratorStages('')).toEqual([]);
  });

  it('maps focus text to the shared sector tags', () => {
    expect(focusIndustries('Industry-agnostic')).toEqual(['Sector Agnostic']);
    expect(focusIndustries('Fintech / insurtech / regtech')).toEqual(['Fintech', 'InsurTech']);
    expect(focusIndustries('Crypto / web3')).toEqual(['Crypto & Web3']);
    expect(focusIndustries('Tech')).toEqual([]);
  });
});

describe('amounts in another currency (issue 23: they stored no USD range)', () => {
  it.each([
    ['EUR', '25000', 'Published initial amount / range minimum', '€25K', 28_750, 28_750],
    ['GBP', '100000', 'Up to', 'Up to £100K', null, 130_000],
    ['XYZ', '5000', 'Published initial amount / range minimum', 'XYZ 5K', null, null],
  ])('%s %s (%s) shows %s and stores USD %s – %s', async (currency, amount, basis, text, min, max) => {
    const line = FLAGSHIP.replace(
      '150000,USD,Published initial amount / range minimum',
      `${amount},${currency},${basis}`,
    );
    const [row] = await rowsOf([line]);
    const outcome = mapAcceleratorRow(row!);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.investor.record).toMatchObject({
      check_sizes: text,
      check_min_usd: min,
      check_max_usd: max,
    });
  });
});

describe('mapAcceleratorRow', () => {
  it('maps a verified program with its application page as the contact', async () => {
    // Prepare
    const [row] = await rowsOf([FLAGSHIP]);
    // Act
    const outcome = mapAcceleratorRow(row!);
    // Assess
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.investor.record).toMatchObject({
      id: 'sa-500-global-flagship-accelerator-91e38502',
      name: '500 Global Flagship Accelerator',
      company: '500 Global',
      funding_type: 'Accelerator',
      funding_stage: ['Pre-Seed', 'Seed'],
      location: ['United States'],
      check_sizes: '$150K',
      verified: true,
      company_url: 'https://500.co/',
      created_at: '2026-09-06T00:00:00.000Z',
      funding_description: 'US$150K investment; 6% equity, subject to terms and diligence.',
      source: {
        name: 'Startup Accelerators & Founder Programs',
        licence: 'CC BY 4.0',
        verified_at: '2026-09-06',
      },
    });
    expect(outcome.investor.record.bio).toContain('Location: Global / Silicon Valley.');
    // Open data: the application page is a public link, never a sold contact (ADR 0014).
    expect(outcome.investor.contact).toBeNull();
    expect(outcome.investor.record.application_url).toBe('https://flagship.aplica.500.co/');
    expect(outcome.investor.record.contact_type).toBeNull();
    expect(outcome.investor.record.bio).not.toMatch(/Amount basis|Verified by the source/);
  });

  it('keeps a global program without inventing a country', async () => {
    const [row] = await rowsOf([MEDICI]);
    const outcome = mapAcceleratorRow(row!);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.investor.record.location).toEqual([]);
    expect(outcome.investor.record.city).toBeNull();
    expect(outcome.investor.record.funding_stage).toEqual(['Pre-Seed']);
    expect(outcome.investor.record.check_sizes).toBe('$1K');
  });

  it('rejects programs the source marks inactive', async () => {
    const inactive = MEDICI.replace(',Accelerator,', ',Inactive / Historical DeepTech Accelerator,');
    const [row] = await rowsOf([inactive]);
    expect(mapAcceleratorRow(row!)).toMatchObject({ ok: false, reason: expect.stringMatching(/inactive/) });
  });
});

describe('mapAccelerators on the real file', () => {
  it('maps all 150 rows or reports them', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { DEFAULT_DATA_DIR } = await import('./catalogue.js');
    const text = readFileSync(join(DEFAULT_DATA_DIR, 'startup-accelerators', 'accelerators.csv'), 'utf8');
    const { investors, report } = mapAccelerators(text);
    expect(report.rows).toBe(150);
    expect(report.mapped + report.rejected).toBe(150);
    expect(report.rejections.map((r) => r.reason)).toEqual([
      'program marked inactive, historical or not current by the source',
    ]);
    expect(new Set(investors.map((i) => i.record.id)).size).toBe(investors.length);
    expect(investors.every((i) => i.record.verified && i.record.source?.verified_at === '2026-09-06')).toBe(
      true,
    );
  });
});

describe('readLocation on every location text of the real file', () => {
  it('finds a country wherever the text names a place, and none for pure region words', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { parseCsv } = await import('./common.js');
    const { DEFAULT_DATA_DIR } = await import('./catalogue.js');
    const rows = parseCsv(
      readFileSync(join(DEFAULT_DATA_DIR, 'startup-accelerators', 'accelerators.csv'), 'utf8'),
    );
    const regionOnly =
      /^(global|remote|virtual|hybrid|online|europe|apac|southeast asia|regional|multiple|\d+ locations|university hubs|remote-first|global campus)/i;
    const unplaced = [...new Set(rows.map((r) => r.location!))].filter(
      (l) => readLocation(l).countries.length === 0,
    );
    expect(unplaced.filter((l) => !regionOnly.test(l))).toEqual([]);
    expect(readLocation('Songshan Lake, Dongguan')).toEqual({ countries: ['China'], city: 'Dongguan' });
    expect(readLocation('Santiago, Chile')).toEqual({ countries: ['Chile'], city: 'Santiago' });
  });
});
