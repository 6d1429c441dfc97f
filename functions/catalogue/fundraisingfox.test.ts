import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR } from './catalogue.js';
import { parseCsv } from './common.js';
import { leftOutReason, mapFundraisingFox, mapFundraisingFoxRow } from './fundraisingfox.js';

const HEADER =
  'slug,name,fundraisingfox_url,domain,firm_type,hq_city,hq_country,founded_year,stages,sectors,check_min_usd,check_max_usd,check_size_source,leads_rounds,portfolio_count,exit_count,led_rounds';

/** Real rows of data/fundraisingfox/firms_part.csv. */
const ROWS = {
  advisors:
    '01-advisors,01 Advisors,https://fundraisingfox.com/investors/01-advisors,01a.com,vc,San Francisco,US,2018,Series A; Series B; Series C,AI & Machine Learning; Cybersecurity; Enterprise Software; Fintech; SaaS; Sector Agnostic,1000000,10000000,curated directory,True,28,1,1',
  studio:
    '01booster-capital,01booster Capital,https://fundraisingfox.com/investors/01booster-capital,01bc.vc,venture_studio,Tokyo,JP,,Pre-Seed; Seed; Series A; Series B; Series C; Growth,Sector Agnostic,,,,,,,',
  nullCity:
    'fundamental-vc,Fundamental VC,https://fundraisingfox.com/investors/fundamental-vc,fundamentalvc.in,vc,null,IN,,Pre-Seed; Seed,Sector Agnostic,,,,True,16,0,0',
  decimals:
    '10xvaluepartners,10xvaluepartners,https://fundraisingfox.com/investors/10xvaluepartners,10xvaluepartners.com,vc,London,GB,2018,Pre-Seed; Seed; Series A; Series B,Consumer; Sector Agnostic,100000.0,250000.0,firm website,False,8,0,0',
  pe: '10-point-capital,10 Point Capital,https://fundraisingfox.com/investors/10-point-capital,10pointcapital.com,pe,Atlanta,US,,Growth; Late Stage,Consumer; Marketplaces,,,,,1,0,0',
  blankType:
    '101-startups,101 Startups,https://fundraisingfox.com/investors/101-startups,101startups.com,,,,,Seed,,,,,,,,',
};

function row(line: string): Record<string, string> {
  return parseCsv(`${HEADER}\n${line}\n`)[0]!;
}

function mapped(line: string) {
  const outcome = mapFundraisingFoxRow(row(line));
  if (!outcome.ok) throw new Error(`expected a mapped row, got ${outcome.reason}`);
  return outcome.investor;
}

describe('mapFundraisingFoxRow', () => {
  it('maps a venture fund with stages, country name, city, check sizes and track record', () => {
    // Act
    const { record, contact } = mapped(ROWS.advisors);
    // Assess
    expect(record).toMatchObject({
      id: 'ff-01-advisors',
      name: '01 Advisors',
      company: '01 Advisors',
      funding_type: 'Venture Fund',
      funding_stage: ['Series A', 'Series B', 'Series C'],
      location: ['United States'],
      city: 'San Francisco',
      check_sizes: '$1M – $10M',
      company_url: 'https://01a.com',
      image_url: null,
      verified: false,
      created_at: '2026-09-01T00:00:00.000Z',
      source: {
        name: 'Fundraising Fox Open Dataset',
        licence: 'CC BY 4.0',
        url: 'https://fundraisingfox.com/investors/01-advisors',
        verified_at: null,
      },
    });
    expect(record.funding_industries).toContain('Cybersecurity');
    expect(record.funding_description).toBe(
      'Series A to Series C venture fund in San Francisco, United States; 28 portfolio companies, 1 exit, leads rounds.',
    );
    expect(record.bio).toContain('founded in 2018');
    // Open data: the profile URL is the source link, not a contact (ADR 0014).
    expect(contact).toBeNull();
    expect(record.source?.url).toBe('https://fundraisingfox.com/investors/01-advisors');
    expect(record).toMatchObject({ contact_type: null, check_min_usd: 1_000_000, check_max_usd: 10_000_000 });
    expect(record.details).toMatchObject({
      founded_year: 2018,
      leads_rounds: true,
      hq: 'San Francisco, United States',
    });
    expect(record.bio).not.toMatch(/publisher audit/);
  });

  it('maps a venture studio to Accelerator and says so in the text', () => {
    const { record } = mapped(ROWS.studio);
    expect(record.funding_type).toBe('Accelerator');
    expect(record.location).toEqual(['Japan']);
    expect(record.funding_description).toMatch(/^Pre-Seed to Growth venture studio in Tokyo, Japan\.$/);
    expect(record.check_sizes).toBe('');
  });

  it('treats the literal hq_city null as missing', () => {
    const { record } = mapped(ROWS.nullCity);
    expect(record.city).toBeNull();
    expect(record.location).toEqual(['India']);
  });

  it('accepts check sizes written as 100000.0', () => {
    expect(mapped(ROWS.decimals).record.check_sizes).toBe('$100K – $250K');
    expect(mapped(ROWS.decimals).record.funding_description).toContain('does not lead rounds');
  });

  it('rejects left-out firm types and blank types with reasons', () => {
    expect(mapFundraisingFoxRow(row(ROWS.pe))).toEqual({
      ok: false,
      reason: leftOutReason('pe'),
      example: '10 Point Capital',
    });
    expect(mapFundraisingFoxRow(row(ROWS.blankType))).toEqual({
      ok: false,
      reason: 'missing firm_type',
      example: '101 Startups',
    });
    expect(leftOutReason('lender')).toMatch(/^firm_type lender left out: /);
    expect(leftOutReason('space_fund')).toBe('unknown firm_type space_fund');
  });
});

describe('mapFundraisingFox on the real slice', () => {
  const text = readFileSync(join(DEFAULT_DATA_DIR, 'fundraisingfox', 'firms_part.csv'), 'utf8');

  it('maps every row or reports it, counted per reason', () => {
    // Act
    const { investors, report } = mapFundraisingFox(text);
    // Assess
    expect(report.rows).toBe(1220);
    expect(report.mapped + report.rejected).toBe(1220);
    expect(investors).toHaveLength(report.mapped);
    const byReason = Object.fromEntries(report.rejections.map((r) => [r.reason, r.count]));
    expect(byReason[leftOutReason('pe')]).toBe(80);
    expect(byReason[leftOutReason('lender')]).toBe(31);
    expect(byReason[leftOutReason('fund_of_funds')]).toBe(5);
    expect(byReason[leftOutReason('grant_agency')]).toBe(1);
    expect(byReason['missing firm_type']).toBe(45);
    for (const r of report.rejections) expect(r.examples.length).toBeGreaterThan(0);
    expect(investors.filter((i) => i.record.funding_type === 'Venture Fund').length).toBe(605 + 18 + 42 + 29);
  });

  it('gives the same records for the CRLF file the publisher ships', () => {
    // Prepare
    const crlf = text.replace(/\r?\n/g, '\r\n');
    // Act
    const a = mapFundraisingFox(text);
    const b = mapFundraisingFox(crlf);
    // Assess
    expect(crlf).toContain('\r\n');
    expect(b.investors).toEqual(a.investors);
    expect(b.report).toEqual(a.report);
  });

  it('reports a repeated slug instead of writing it twice', () => {
    const { report, investors } = mapFundraisingFox(`${HEADER}\n${ROWS.advisors}\n${ROWS.advisors}\n`);
    expect(investors).toHaveLength(1);
    expect(report.rejections).toEqual([
      {
        source: 'Fundraising Fox Open Dataset',
        reason: 'duplicate slug',
        count: 1,
        examples: ['01 Advisors'],
      },
    ]);
  });
});

describe('firm types named like Object.prototype properties (issue 22, item 2)', () => {
  it.each(['__proto__', 'constructor', 'tostring', 'valueof', 'hasownproperty'])(
    'a row of firm_type %s is rejected as unknown, never mapped with an inherited value',
    (firmType) => {
      // Prepare
      const line = ROWS.advisors.replace(',vc,', `,${firmType},`);
      // Act
      const outcome = mapFundraisingFoxRow(row(line));
      // Assess
      expect(outcome).toMatchObject({ ok: false, reason: `unknown firm_type ${firmType}` });
      expect(leftOutReason(firmType)).toBe(`unknown firm_type ${firmType}`);
    },
  );
});
