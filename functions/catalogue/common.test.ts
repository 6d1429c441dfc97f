import { describe, expect, it } from 'vitest';
import {
  RejectionLog,
  cell,
  countryCode,
  countryName,
  describeStages,
  domainOf,
  formatCheckSizes,
  formatMoney,
  httpsUrl,
  normaliseTags,
  parseAmount,
  parseCsv,
  slugify,
} from './common.js';

describe('countries', () => {
  it('names ISO alpha-2 codes in English and refuses unknown codes', () => {
    // Prepare / Act / Assess
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('us')).toBe('United States');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('HK')).toBe('Hong Kong');
    expect(countryName('ZZ')).toBeNull();
    expect(countryName('')).toBeNull();
    expect(countryName('USA')).toBeNull();
  });

  it('reads country names, aliases and codes in free text', () => {
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('UK')).toBe('GB');
    expect(countryCode('Luxemburg')).toBe('LU');
    expect(countryCode('IL')).toBe('IL');
    expect(countryCode('Europe')).toBeNull();
    expect(countryCode('Global')).toBeNull();
  });
});

describe('money', () => {
  it('parses USD cells including 100000.0 and refuses junk', () => {
    expect(parseAmount('100000.0')).toBe(100000);
    expect(parseAmount(' 250000 ')).toBe(250000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('n/a')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
  });

  it('formats amounts with K, M and B', () => {
    expect(formatMoney(500)).toBe('$500');
    expect(formatMoney(15000)).toBe('$15K');
    expect(formatMoney(1_080_000)).toBe('$1.1M');
    expect(formatMoney(999_999)).toBe('$1M');
    expect(formatMoney(2e9)).toBe('$2B');
    expect(formatMoney(25000, 'EUR')).toBe('€25K');
    expect(formatMoney(150000, 'GEL')).toBe('GEL 150K');
  });

  it('formats check size ranges and one-sided or unknown ranges', () => {
    expect(formatCheckSizes(100000, 2_000_000)).toBe('$100K – $2M');
    expect(formatCheckSizes(2_000_000, 100000)).toBe('$100K – $2M');
    expect(formatCheckSizes(150000, 150000)).toBe('$150K');
    expect(formatCheckSizes(100000, null)).toBe('$100K+');
    expect(formatCheckSizes(null, 2_000_000)).toBe('Up to $2M');
    expect(formatCheckSizes(0, 2_000_000)).toBe('Up to $2M');
    expect(formatCheckSizes(null, null)).toBe('');
  });
});

describe('CSV', () => {
  const lf = 'slug,name,hq_city\nabc,"Abc, Inc.",null\nxyz,Xyz,Berlin\n';

  it('parses LF and CRLF text to the same rows', () => {
    // Prepare
    const crlf = lf.replace(/\n/g, '\r\n');
    // Act
    const a = parseCsv(lf);
    const b = parseCsv(crlf);
    // Assess
    expect(b).toEqual(a);
    expect(a).toHaveLength(2);
    expect(a[0]!.name).toBe('Abc, Inc.');
    expect(b[1]!.hq_city).toBe('Berlin');
  });

  it('treats the literal text null as missing', () => {
    const [row] = parseCsv(lf);
    expect(cell(row!, 'hq_city')).toBe('');
    expect(cell(row!, 'no_such_column')).toBe('');
  });

  it('strips a UTF-8 BOM from the header', () => {
    const rows = parseCsv(`\uFEFF${lf}`);
    expect(rows[0]!.slug).toBe('abc');
  });
});

describe('text helpers', () => {
  it('slugifies names deterministically', () => {
    expect(slugify('Fundación Terra')).toBe('fundacion-terra');
    expect(slugify('  Hivemind Ventures, Llc ')).toBe('hivemind-ventures-llc');
    expect(slugify('AT&T Ventures')).toBe('at-and-t-ventures');
    expect(slugify('创新工场')).toBe('');
  });

  it('describes runs of stages and gaps', () => {
    expect(describeStages(['Seed'])).toBe('Seed');
    expect(describeStages(['Seed', 'Series A'])).toBe('Seed and Series A');
    expect(describeStages(['Pre-Seed', 'Seed', 'Series A'])).toBe('Pre-Seed to Series A');
    expect(describeStages(['Seed', 'Growth', 'Late Stage'])).toBe('Seed, Growth and Late Stage');
    expect(describeStages([])).toBe('');
  });

  it('trims, de-duplicates and capitalises tags', () => {
    expect(normaliseTags([' Fintech ', 'fintech', 'climate  tech', 'SaaS', ''])).toEqual([
      'Fintech',
      'Climate tech',
      'SaaS',
    ]);
  });

  it('builds https URLs and bare domains', () => {
    expect(httpsUrl('01a.com')).toBe('https://01a.com');
    expect(httpsUrl('https://500.co/')).toBe('https://500.co/');
    expect(httpsUrl('localhost')).toBeNull();
    expect(domainOf('https://www.BVP.com/portfolio')).toBe('bvp.com');
    expect(domainOf('bvp.com')).toBe('bvp.com');
  });
});

describe('RejectionLog', () => {
  it('counts per reason and keeps at most three examples', () => {
    // Prepare
    const log = new RejectionLog('src');
    // Act
    for (const n of ['a', 'b', 'c', 'd']) log.add('reason one', n);
    log.add('reason two', 'e');
    // Assess
    expect(log.total).toBe(5);
    expect(log.list()).toEqual([
      { source: 'src', reason: 'reason one', count: 4, examples: ['a', 'b', 'c'] },
      { source: 'src', reason: 'reason two', count: 1, examples: ['e'] },
    ]);
  });
});
