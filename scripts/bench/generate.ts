/**
 * Synthetic investors for the search benchmark (scripts/bench-search.ts). Deterministic: a seeded mulberry32
 * PRNG, so every run measures the same catalogue. Field sizes follow the real catalogue (docs/data.md): names of
 * 2–4 words, descriptions of 12–40 words, bios of 30–90 words, 1–3 countries, 1–4 stages, 1–5 industries, all in
 * the canonical vocabulary (shared/vocabulary.ts). Never written to the real table.
 */
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import type { InvestorRecord } from '../../functions/data/investor.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../shared/vocabulary.js';
import { NO_LISTING_STATE } from '../../functions/data/investor.js';

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BENCH_COUNTRIES = [
  'United States',
  'United Kingdom',
  'Germany',
  'France',
  'India',
  'Canada',
  'Singapore',
  'Israel',
  'Brazil',
  'Netherlands',
  'Sweden',
  'Spain',
  'Nigeria',
  'Kenya',
  'Japan',
  'Australia',
  'Switzerland',
  'Ireland',
  'Chile',
  'Indonesia',
  'Mexico',
  'Estonia',
  'Denmark',
  'Finland',
  'Poland',
  'Portugal',
  'South Korea',
  'Egypt',
];
export const BENCH_INDUSTRIES = [
  'Fintech',
  'Climate',
  'AI',
  'Health',
  'Open Source',
  'SaaS',
  'Marketplaces',
  'Consumer',
  'Deep Tech',
  'Biotech',
  'Edtech',
  'Mobility',
  'Cybersecurity',
  'Developer Tools',
  'Agritech',
  'Proptech',
  'Gaming',
  'Robotics',
  'Web3',
  'Insurtech',
  'Logistics',
  'Food',
  'Energy',
  'Space',
  'HR Tech',
  'Legal Tech',
  'Media',
  'Retail',
  'B2B',
  'Hardware',
];
const WORDS = (
  'we back founders building category defining companies early with conviction across software infrastructure ' +
  'data platforms vertical markets and sustainable growth our team partners hands on from first cheque through ' +
  'series rounds focusing on product market fit distribution talent capital efficiency global expansion'
).split(' ');
const NAME_A = [
  'North',
  'Blue',
  'Granite',
  'Harbor',
  'Summit',
  'Lumen',
  'Cedar',
  'Atlas',
  'Nova',
  'Iron',
  'Silver',
  'Orbit',
];
const NAME_B = [
  'Capital',
  'Ventures',
  'Partners',
  'Fund',
  'Angels',
  'Labs',
  'Collective',
  'Growth',
  'Holdings',
];

/** `n` investors with ids `bench-{i}`, created over the two years before 2026-09-01. */
export function syntheticInvestors(n: number, seed = 42, offset = 0): InvestorRecord[] {
  const rnd = prng(seed + offset);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const some = <T>(xs: readonly T[], min: number, max: number): T[] => {
    const count = min + Math.floor(rnd() * (max - min + 1));
    return [...new Set(Array.from({ length: count }, () => pick(xs)))];
  };
  const words = (min: number, max: number) => some(WORDS, min, max).join(' ');
  const base = Date.UTC(2026, 8, 1);
  return Array.from({ length: n }, (_, k) => {
    const i = offset + k;
    const name = `${pick(NAME_A)} ${pick(NAME_B)} ${i}`;
    const checkMin = 25_000 + Math.floor(rnd() * 500) * 1000;
    const checkMax = (1 + Math.floor(rnd() * 20)) * 1_000_000;
    return {
      id: `bench-${i.toString().padStart(7, '0')}`,
      name,
      company: `${pick(NAME_A)} ${pick(NAME_B)}`,
      image_url: null,
      verified: rnd() > 0.3,
      funding_description: `${words(12, 40)}.`,
      location: some(BENCH_COUNTRIES, 1, 3),
      city: null,
      funding_stage: some(FUNDING_STAGES, 1, 4),
      funding_type: pick(INVESTOR_TYPES),
      funding_industries: some(BENCH_INDUSTRIES, 1, 5),
      check_sizes: `$${checkMin / 1000}K – $${checkMax / 1_000_000}M`,
      bio: `${words(30, 90)}.`,
      // About one in ten with a direct contact on file (the bench writes no contact items for search).
      contact_type: rnd() < 0.1 ? 'email' : null,
      company_url: `https://${name.toLowerCase().replaceAll(' ', '-')}.example`,
      application_url: null,
      check_min_usd: checkMin,
      check_max_usd: checkMax,
      ...NO_LISTING_STATE,
      details: NO_DETAILS,
      created_at: new Date(base - Math.floor(rnd() * 730 * 86_400_000)).toISOString(),
      updated_at: '2026-09-01T00:00:00.000Z',
      source: null,
    } satisfies InvestorRecord;
  });
}
