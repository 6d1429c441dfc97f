import { describe, expect, it } from 'vitest';
import { parseCsv, type MappedInvestor } from './common.js';
import { mapFundraisingFoxRow } from './fundraisingfox.js';
import { mapOssInvestors, ossCountries, ossStages, parseTicketSize } from './oss-investors.js';

const OSS_HEADER = 'name,website,oss_dedicated,stage,ticket_size,hq,example_investments';
const FF_HEADER =
  'slug,name,fundraisingfox_url,domain,firm_type,hq_city,hq_country,founded_year,stages,sectors,check_min_usd,check_max_usd,check_size_source,leads_rounds,portfolio_count,exit_count,led_rounds';
/** Real rows: Lunar Ventures in both sources (website lunar.vc). */
const FF_LUNAR =
  'lunar-ventures,Lunar Ventures,https://fundraisingfox.com/investors/lunar-ventures,lunar.vc,vc,Berlin,DE,,,Deep Tech,,,,,,,';
const OSS_ROWS = [
  'Lunar Ventures,https://lunar.vc/,False,Pre-Seed/Seed,$0.3-1M,Germany,deepset; Zama; WASP; NannyML',
  'Fly Ventures,https://fly.vc/,False,Pre-Seed/Seed,$1-3M,Germany,GitGuardian; Evidently AI; Objectiv',
  'Fly Ventures,https://fly.vc/,False,Pre-Seed/Seed,$1-3M,Germany,GitGuardian; Evidently AI; Objectiv',
  'Y Combinator,https://www.ycombinator.com/,True,Pre-Seed/Seed,$0.5M,US,Apollo; Posthog; MindsDB',
];

function ffLunar(): MappedInvestor {
  const outcome = mapFundraisingFoxRow(parseCsv(`${FF_HEADER}\n${FF_LUNAR}\n`)[0]!);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.investor;
}

describe('awesome-oss-investors fields', () => {
  it.each([
    ['Pre-Seed/Seed', ['Pre-Seed', 'Seed']],
    ['Pre-Seed / Seed', ['Pre-Seed', 'Seed']],
    ['Seed, Series A, B', ['Seed', 'Series A', 'Series B']],
    ['Seed/Series A+B+C', ['Seed', 'Series A', 'Series B', 'Series C']],
    ['Pre-Seed/Seed, Series A+', ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Series D+']],
    ['Multi Stage', ['Seed', 'Series A', 'Series B', 'Series C', 'Series D+', 'Growth']],
    ['Late Stage', ['Late Stage']],
  ])('stage %s → %j', (text, stages) => {
    expect(ossStages(text)).toEqual(stages);
  });

  it('reads ticket sizes in millions', () => {
    expect(parseTicketSize('$0.1-4M')).toEqual({ min: 100000, max: 4000000 });
    expect(parseTicketSize('$0.1M')).toEqual({ min: 100000, max: 100000 });
    expect(parseTicketSize('$1m-$50m')).toEqual({ min: 1000000, max: 50000000 });
    expect(parseTicketSize('$0.025-0.5M')).toEqual({ min: 25000, max: 500000 });
    expect(parseTicketSize('')).toEqual({ min: null, max: null });
  });

  it('reads HQ countries and leaves regions out', () => {
    expect(ossCountries('US, UK, IL')).toEqual(['United States', 'United Kingdom', 'Israel']);
    expect(ossCountries('Switzerland, Germany, Luxemburg')).toEqual(['Switzerland', 'Germany', 'Luxembourg']);
    expect(ossCountries('Europe')).toEqual([]);
    expect(ossCountries('Global')).toEqual([]);
  });
});

describe('mapOssInvestors', () => {
  it('merges a firm into the Fundraising Fox record with the same domain instead of duplicating it', () => {
    // Prepare
    const ff = [ffLunar()];
    // Act
    const { investors, report, mergedNames } = mapOssInvestors(`${OSS_HEADER}\n${OSS_ROWS.join('\n')}\n`, ff);
    // Assess
    expect(mergedNames).toEqual(['Lunar Ventures → ff-lunar-ventures']);
    expect(investors.map((i) => i.record.id)).toEqual(['oss-fly-ventures', 'oss-y-combinator']);
    const merged = ff[0]!.record;
    expect(merged.id).toBe('ff-lunar-ventures');
    expect(merged.funding_industries).toEqual(['Deep Tech', 'Open Source']);
    expect(merged.funding_description).toContain(
      'Invests in commercial open-source companies such as deepset',
    );
    // Gaps of the Fundraising Fox row are filled from the list; its own facts are kept.
    expect(merged.funding_stage).toEqual(['Pre-Seed', 'Seed']);
    expect(merged.check_sizes).toBe('$300K – $1M');
    expect(merged.city).toBe('Berlin');
    expect(merged.source?.name).toBe('Fundraising Fox Open Dataset');
    expect(report).toMatchObject({ rows: 4, mapped: 2, merged: 1, rejected: 1 });
    expect(report.rejections[0]).toMatchObject({
      reason: 'duplicate row (same firm listed twice)',
      count: 1,
    });
  });

  it('maps a standalone firm with the Open Source industry and its website as contact', () => {
    const { investors } = mapOssInvestors(`${OSS_HEADER}\n${OSS_ROWS[3]}\n`);
    expect(investors[0]!.record).toMatchObject({
      id: 'oss-y-combinator',
      funding_type: 'Accelerator',
      funding_industries: ['Open Source'],
      check_sizes: '$500K',
      // The ticket size as a USD range (issue 23: it stored none).
      check_min_usd: 500_000,
      check_max_usd: 500_000,
      location: ['United States'],
      created_at: '2023-04-13T00:00:00.000Z',
      source: { name: 'awesome-oss-investors', licence: 'MIT' },
    });
    expect(investors[0]!.contact).toBeNull();
    expect(investors[0]!.record.company_url).toBe('https://www.ycombinator.com/');
  });
});

describe('merge by website domain (issue 23: one record per firm)', () => {
  const accelerator = (id: string, name: string, company: string, url: string): MappedInvestor => {
    const { record } = ffLunar();
    return { record: { ...record, id, name, company, company_url: url }, contact: null };
  };

  it('merges a firm into the accelerator record of the same firm and domain (the two Y Combinator records)', () => {
    // Prepare
    const into = [accelerator('sa-yc', 'Y Combinator', 'Y Combinator', 'https://www.ycombinator.com/')];
    // Act
    const { investors, mergedIds } = mapOssInvestors(`${OSS_HEADER}\n${OSS_ROWS[3]}\n`, into);
    // Assess
    expect(investors).toEqual([]);
    expect(mergedIds).toEqual([['oss-y-combinator', 'sa-yc']]);
    expect(into[0]!.record.funding_industries).toContain('Open Source');
  });

  it("never merges a firm into a programme listed under it, though they share the network's domain", () => {
    const into = [accelerator('sa-arc', 'Sequoia Arc', 'Sequoia Capital', 'https://www.sequoiacap.com/arc/')];
    const row = 'Sequoia Capital,https://www.sequoiacap.com/,False,Multi Stage,,US,Apollo';
    const { investors, mergedIds } = mapOssInvestors(`${OSS_HEADER}\n${row}\n`, into);
    expect(investors.map((i) => i.record.id)).toEqual(['oss-sequoia-capital']);
    expect(mergedIds).toEqual([]);
    expect(into[0]!.record.funding_industries).not.toContain('Open Source');
  });
});

describe('names like Object.prototype properties (issue 22, item 2)', () => {
  it.each(['constructor', 'toString', 'valueOf', '__proto__'])(
    'a firm named %s is a venture fund',
    (name) => {
      // Act
      const { investors } = mapOssInvestors(
        `${OSS_HEADER}\n${name},https://${name.replace(/_/g, '')}.example/,False,Seed,$1M,US,\n`,
      );
      // Assess
      expect(investors.map((i) => [i.record.name, i.record.funding_type])).toEqual([[name, 'Venture Fund']]);
    },
  );
});
