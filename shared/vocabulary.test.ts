import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STAGES,
  APPLICATION_TYPES,
  FUNDING_STAGES,
  INVESTOR_TYPES,
  PLANS,
  canonicalIndustry,
  canonicalStage,
  INDUSTRIES,
  canonicalType,
  yearlyDiscountPercent,
  yearlySavings,
} from './vocabulary.js';

describe('plan savings (founder-app.md section 9)', () => {
  it('is 12 times the monthly price minus the yearly price', () => {
    const starter = PLANS.find((p) => p.tier === 'starter')!;
    const premium = PLANS.find((p) => p.tier === 'premium')!;
    expect(yearlySavings(starter)).toBe(19 * 12 - 190);
    expect(yearlySavings(premium)).toBe(49 * 12 - 490);
    expect(yearlySavings(PLANS.find((p) => p.tier === 'free')!)).toBe(0);
  });

  it('shows Starter’s discount as about 17 %', () => {
    expect(yearlyDiscountPercent(PLANS.find((p) => p.tier === 'starter')!)).toBe(17);
    expect(yearlyDiscountPercent({ monthlyPrice: 0, yearlyPrice: null })).toBe(0);
    expect(yearlyDiscountPercent({ monthlyPrice: 10, yearlyPrice: 120 })).toBe(0);
  });
});

describe('application vocabulary → canonical', () => {
  it('maps every form type and stage into the Investor Database filter sets', () => {
    for (const t of APPLICATION_TYPES) expect(INVESTOR_TYPES).toContain(canonicalType(t.value));
    for (const s of APPLICATION_STAGES) expect(FUNDING_STAGES).toContain(canonicalStage(s.value));
  });

  it('covers every canonical type and stage, and offers every type the spec lists (Private Equity, issue 38)', () => {
    expect(new Set(APPLICATION_TYPES.map((t) => t.canonical))).toEqual(new Set(INVESTOR_TYPES));
    expect(APPLICATION_STAGES.map((s) => s.canonical)).toEqual([...FUNDING_STAGES]);
    // apply-settings-admin.md §9: venture_capital, angel, private_equity, corporate_venture, accelerator, family_office
    for (const value of [
      'venture_capital',
      'angel',
      'private_equity',
      'corporate_venture',
      'accelerator',
      'family_office',
    ])
      expect(APPLICATION_TYPES.map((t) => t.value)).toContain(value);
  });

  it('keeps the form’s labels and the documented mapping', () => {
    expect(APPLICATION_TYPES.map((t) => [t.value, t.label, t.canonical])).toEqual([
      ['venture_capital', 'Venture Capital', 'Venture Fund'],
      ['angel', 'Angel Investment', 'Angel Investor'],
      ['private_equity', 'Private Equity', 'Venture Fund'],
      ['angel_network', 'Angel Network', 'Angel Network'],
      ['corporate_venture', 'Corporate Venture', 'Corporate VC'],
      ['family_office', 'Family Office', 'Family Office'],
      ['accelerator', 'Accelerator/Incubator', 'Accelerator'],
    ]);
  });
});

describe('canonicalIndustry (issue 23: /apply stores canonical industries only)', () => {
  it.each([
    ['Fintech', 'Fintech'],
    [' fintech ', 'Fintech'],
    ['FinTech', 'Fintech'],
    ['AI and machine learning', 'AI & Machine Learning'],
    ['ML', 'AI & Machine Learning'],
    ['healthcare', 'Healthtech'],
    ['e-commerce', 'E-commerce'],
    ['Ecommerce', 'E-commerce'],
    ['Crème Cleantech', null],
    ['sector-agnostic', 'Sector Agnostic'],
    ['Quantum Gardening', null],
    ['constructor', null],
    ['', null],
  ])('%j → %j', (text, industry) => {
    expect(canonicalIndustry(text)).toBe(industry);
  });

  it('maps every canonical industry to itself', () => {
    for (const industry of INDUSTRIES) expect(canonicalIndustry(industry)).toBe(industry);
  });
});
