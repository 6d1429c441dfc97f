import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../catalogue/catalogue.js';
import { SECTORS, SECTOR_AGNOSTIC, StartupProfileInput } from '../../shared/match-schemas.js';
import { countryOptions, hqCountryName } from './countries.js';

describe('startup profile vocabulary', () => {
  it('offers every industry of the seeded catalogue as a sector (Sector Agnostic is an investor’s stance)', async () => {
    const industries = new Set((await readCatalogue()).investors.flatMap((m) => m.record.funding_industries));
    industries.delete(SECTOR_AGNOSTIC);
    expect([...industries].filter((t) => !(SECTORS as readonly string[]).includes(t))).toEqual([]);
  });

  it('countries are spelled as the catalogue spells locations', () => {
    expect(hqCountryName('DE')).toBe('Germany');
    expect(hqCountryName('GB')).toBe('United Kingdom');
    expect(hqCountryName('ZZ')).toBeUndefined();
    expect(countryOptions().length).toBeGreaterThan(200);
    const names = countryOptions().map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(hqCountryName('DD')).toBeUndefined();
  });

  it('validates the profile as a whole and names the field', () => {
    const ok = {
      stage: 'Seed',
      sectors: ['Fintech'],
      country: 'DE',
      raising_usd: 1_000_000,
      description: '  Payments for  bakeries ',
    };
    expect(StartupProfileInput.parse(ok)).toEqual({
      ...ok,
      needs_lead: false,
      description: 'Payments for  bakeries',
    });
    const field = (body: object) =>
      StartupProfileInput.safeParse({ ...ok, ...body }).error?.issues[0]?.path[0];
    expect(field({ stage: 'Series Z' })).toBe('stage');
    expect(field({ sectors: [] })).toBe('sectors');
    expect(field({ sectors: ['Fintech', 'Fintech'] })).toBe('sectors');
    expect(field({ sectors: ['Sector Agnostic'] })).toBe('sectors');
    expect(field({ country: 'Germany' })).toBe('country');
    expect(field({ raising_usd: 1.5 })).toBe('raising_usd');
    expect(field({ raising_usd: 999 })).toBe('raising_usd');
    expect(field({ description: 'x'.repeat(161) })).toBe('description');
    expect(field({ description: 'a\u202Eb' })).toBe('description');
    expect(field({ extra: 1 })).toBeUndefined();
    expect(StartupProfileInput.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
});
