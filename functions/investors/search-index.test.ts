import { describe, expect, it } from 'vitest';
import type { InvestorRecord } from '../data/investor.js';
import { InvestorListQuery } from '../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../shared/vocabulary.js';
import { buildIndex, filterOptions, search } from './search-index.js';

/** Deterministic synthetic records (mulberry32 PRNG). */
function records(n: number, seed = 7): InvestorRecord[] {
  let s = seed;
  const rnd = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const countries = ['Germany', 'France', 'United States', 'India'];
  const industries = ['Fintech', 'Climate', 'AI', 'Health', 'Open Source'];
  return Array.from({ length: n }, (_, i) => ({
    id: `t-${i}`,
    name: `${pick(['Alpha', 'Beta', 'Gamma', 'Delta'])} Capital ${i}`,
    company: pick(['North Fund', 'South Partners', 'Blue Ventures']),
    image_url: null,
    verified: rnd() > 0.5,
    funding_description: `${pick(['Seed', 'Growth'])} investor in ${pick(industries)}`,
    location: [pick(countries)],
    city: null,
    funding_stage: [pick(FUNDING_STAGES), pick(FUNDING_STAGES)].filter((v, k, a) => a.indexOf(v) === k),
    funding_type: pick(INVESTOR_TYPES),
    funding_industries: [pick(industries)],
    check_sizes: '',
    bio: '',
    contact_type: 'website',
    company_url: null,
    created_at: new Date(Date.UTC(2026, 0, 1 + Math.floor(rnd() * 200))).toISOString(),
    updated_at: '2026-09-01T00:00:00.000Z',
    source: null,
  }));
}

/** The spec's rules written the naive way (founder-app.md section 5), as the reference. */
function naive(all: InvestorRecord[], q: InvestorListQuery): InvestorRecord[] {
  const needle = q.q?.toLowerCase();
  return all
    .filter(
      (r) =>
        (!needle ||
          [r.name, r.funding_description, r.company].some((f) => f.toLowerCase().includes(needle))) &&
        (!q.country || r.location.includes(q.country)) &&
        (!q.type || r.funding_type === q.type) &&
        (!q.stage || (r.funding_stage as string[]).includes(q.stage)) &&
        (q.industry.length === 0 || q.industry.some((t) => r.funding_industries.includes(t))),
    )
    .sort(
      (a, b) =>
        b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
}

const data = records(600);
const index = buildIndex(data);
const query = (raw: Record<string, unknown>) => InvestorListQuery.parse(raw);

describe('search', () => {
  it.each([
    {},
    { q: 'alpha' },
    { q: 'BLUE' },
    { q: 'climate', country: 'Germany' },
    { type: 'Venture Fund', stage: 'Seed' },
    { industry: ['Fintech', 'AI'] },
    { q: 'capital 1', industry: ['Health'], country: 'India', page: '2' },
    { country: 'Atlantis' },
  ])('matches the naive reference for %j', (raw) => {
    const q = query(raw);
    const expected = naive(data, q);
    const result = search(index, q);
    expect(result.total).toBe(expected.length);
    const lastPage = Math.max(1, Math.ceil(expected.length / 10));
    expect(result.page).toBe(Math.min(q.page, lastPage));
    const start = (result.page - 1) * 10;
    expect(result.items.map((r) => r.id)).toEqual(expected.slice(start, start + 10).map((r) => r.id));
  });

  it('clamps a page beyond the last and answers page 1 when nothing matches', () => {
    const all = search(index, query({ page: '1000' }));
    expect(all.page).toBe(60);
    expect(all.items).toHaveLength(10);
    const none = search(index, query({ q: 'no such investor', page: '3' }));
    expect(none).toEqual({ items: [], total: 0, page: 1 });
  });

  it('draws sorted distinct filter options from the data', () => {
    const options = filterOptions(index);
    expect(options.total).toBe(600);
    expect(options.countries).toEqual(['France', 'Germany', 'India', 'United States']);
    expect(options.industries).toEqual(['AI', 'Climate', 'Fintech', 'Health', 'Open Source']);
    expect(options.types).toEqual([...INVESTOR_TYPES]);
  });
});

describe('search against the naive reference on 300 random queries', () => {
  it('agrees on total, clamped page and page items', () => {
    // Prepare: a seeded stream of queries over values that exist, values that do not, and mixed-case text.
    let s = 99;
    const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const maybe = <T>(xs: readonly T[]): T | undefined =>
      rnd() < 0.5 ? undefined : xs[Math.floor(rnd() * xs.length)];
    const texts = ['a', 'CAPITAL', 'ventures 1', 'growth investor', 'north', 'zzz', ' ', 'l 5'];
    for (let k = 0; k < 300; k++) {
      const raw = {
        q: maybe(texts),
        country: maybe(['Germany', 'France', 'United States', 'India', 'Mars']),
        type: maybe(INVESTOR_TYPES),
        stage: maybe(FUNDING_STAGES),
        industry:
          rnd() < 0.5
            ? []
            : ['Fintech', 'Climate', 'AI', 'Health', 'Open Source', 'Nope'].filter(() => rnd() < 0.4),
        page: String(1 + Math.floor(rnd() * 12)),
      };
      const q = query(raw);
      // Act
      const result = search(index, q);
      // Assess
      const expected = naive(data, q);
      const lastPage = Math.max(1, Math.ceil(expected.length / 10));
      const page = Math.min(q.page, lastPage);
      expect(result.total, JSON.stringify(raw)).toBe(expected.length);
      expect(result.page).toBe(page);
      expect(result.items.map((r) => r.id)).toEqual(
        expected.slice((page - 1) * 10, page * 10).map((r) => r.id),
      );
    }
  });

  it('orders by created_at descending, then name', () => {
    const { items } = search(index, query({}));
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.name <= b.name)).toBe(true);
    }
  });
});
