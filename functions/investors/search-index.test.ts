import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvestorRecord } from '../data/investor.js';
import { InvestorListQuery } from '../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../shared/vocabulary.js';
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import { PROTOTYPE_NAMES } from '../../shared/lookup.js';
import { bitsOf, cardinality, forEachBit, fullBits, has } from './search/bitset.js';
import {
  buildIndex,
  filterOptions,
  fold,
  PREFIX_LIMIT,
  search,
  SYNONYMS,
  withinOneEdit,
  words,
} from './search-index.js';
import { namesOf } from './search/build.js';
import { NO_LISTING_STATE } from '../data/investor.js';

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
  return Array.from({ length: n }, (_, i): InvestorRecord => {
    const name =
      i % 97 === 5 ? 'Y Combinator' : `${pick(['Alpha', 'Beta', 'Gamma', 'Delta', 'Moonseed'])} Capital ${i}`;
    return {
      id: `t-${i}`,
      name,
      // A firm (company = its name) or a programme or partner listed under another company.
      company: rnd() < 0.3 ? name : pick(['North Fund', 'South Partners', 'Blue Ventures', 'Y Combinator']),
      image_url: null,
      verified: rnd() > 0.5,
      funding_description: `${pick(['Seed', 'Growth'])} investor in ${pick(industries)}`,
      location: [pick(countries)],
      city: null,
      funding_stage: [pick(FUNDING_STAGES), pick(FUNDING_STAGES)].filter((v, k, a) => a.indexOf(v) === k),
      funding_type: pick(INVESTOR_TYPES),
      funding_industries: [
        ...new Set([pick(industries), ...(rnd() < 0.4 ? [pick(industries), pick(industries)] : [])]),
      ],
      check_sizes: '',
      bio: '',
      contact_type: rnd() < 0.2 ? ('email' as const) : null,
      company_url: null,
      application_url: null,
      check_min_usd: rnd() < 0.3 ? null : 50_000 * (1 + Math.floor(rnd() * 10)),
      check_max_usd: rnd() < 0.3 ? null : 1_000_000 * (1 + Math.floor(rnd() * 5)),
      ...NO_LISTING_STATE,
      // issue 19: every listing state the filters tell apart ('until' dates either side of TODAY).
      ...listingState(rnd()),
      details: NO_DETAILS,
      created_at: new Date(Date.UTC(2026, 0, 1 + Math.floor(rnd() * 200))).toISOString(),
      updated_at: '2026-09-01T00:00:00.000Z',
      source: null,
    };
  });
}

/** The day the tests search as of (the `now` of `search`); 'until' dates fall either side of it. */
const TODAY = Date.UTC(2026, 10, 26, 15, 0);
const NOW = { now: TODAY };

/** A random listing state: unknown, yes, until (past, today, future), paused; open or not; some lapsed. */
function listingState(
  x: number,
): Pick<InvestorRecord, 'currently_investing' | 'open_to_pitches' | 'confirmation_lapsed'> {
  const k = Math.floor(x * 1000);
  const until = ['2026-11-25', '2026-11-26', '2026-11-27', '2027-03-31'][k % 4]!;
  const statuses = [
    null,
    { status: 'yes' as const, until: null },
    { status: 'until' as const, until },
    { status: 'paused' as const, until: null },
  ];
  return {
    currently_investing: statuses[(k >> 2) % 4]!,
    open_to_pitches: [null, { open: true, channel: null }, { open: false, channel: null }][(k >> 4) % 3]!,
    confirmation_lapsed: (k >> 6) % 5 === 0,
  };
}

type Filters = Omit<InvestorListQuery, 'q' | 'page' | 'sort'>;

/** 'Currently investing' written the naive way (docs/decisions/0045-currently-investing.md), as of TODAY. */
function investingToday(r: InvestorRecord): boolean {
  const ci = r.currently_investing;
  if (!ci || r.confirmation_lapsed) return false;
  return ci.status === 'yes' || (ci.status === 'until' && ci.until! >= '2026-11-26');
}
const openToPitches = (r: InvestorRecord) => r.open_to_pitches?.open === true && !r.confirmation_lapsed;

/** The filter rules written the naive way (founder-app.md section 5 and issue 12), as the reference. */
function passes(r: InvestorRecord, q: Filters, skip?: string): boolean {
  const lo = r.check_min_usd;
  const hi = r.check_max_usd;
  return (
    (skip === 'country' || !q.country || r.location.includes(q.country)) &&
    (skip === 'type' || !q.type || r.funding_type === q.type) &&
    (skip === 'stage' || !q.stage || (r.funding_stage as string[]).includes(q.stage)) &&
    (skip === 'industry' ||
      q.industry.length === 0 ||
      q.industry.some((t) => r.funding_industries.includes(t))) &&
    (skip === 'raising' ||
      q.raising === undefined ||
      ((lo !== null || hi !== null) &&
        (lo === null || lo <= q.raising) &&
        (hi === null || q.raising <= hi))) &&
    (skip === 'direct' || !q.direct || r.contact_type !== null) &&
    (skip === 'investing' || !q.investing || investingToday(r)) &&
    (skip === 'pitches' || !q.pitches || openToPitches(r))
  );
}

function naive(all: InvestorRecord[], q: Filters): InvestorRecord[] {
  return all
    .filter((r) => passes(r, q))
    .sort(
      (a, b) =>
        b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
}

const data = records(600);
const index = buildIndex(data);
const query = (raw: Record<string, unknown>) => InvestorListQuery.parse(raw);

describe('search filters, pages and facets against the naive reference', () => {
  it('agrees on total, clamped page, page items and every facet count over 300 random queries', () => {
    let s = 99;
    const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const maybe = <T>(xs: readonly T[]): T | undefined =>
      rnd() < 0.5 ? undefined : xs[Math.floor(rnd() * xs.length)];
    for (let k = 0; k < 300; k++) {
      const raw = {
        country: maybe(['Germany', 'France', 'United States', 'India', 'Mars']),
        type: maybe(INVESTOR_TYPES),
        stage: maybe(FUNDING_STAGES),
        industry:
          rnd() < 0.5
            ? []
            : ['Fintech', 'Climate', 'AI', 'Health', 'Open Source', 'Nope'].filter(() => rnd() < 0.4),
        raising: maybe(['100000', '2000000', '7000000']),
        direct: maybe(['true', 'false']),
        investing: maybe(['true', 'false']),
        pitches: maybe(['true', 'false']),
        page: String(1 + Math.floor(rnd() * 12)),
      };
      const q = query(raw);
      // Act
      const result = search(index, q, NOW);
      // Assess
      const expected = naive(data, q);
      const lastPage = Math.max(1, Math.ceil(expected.length / 10));
      const page = Math.min(q.page, lastPage);
      expect(result.total, JSON.stringify(raw)).toBe(expected.length);
      expect(result.page).toBe(page);
      expect(result.items.map((r) => r.id)).toEqual(
        expected.slice((page - 1) * 10, page * 10).map((r) => r.id),
      );
      const without = (facet: string) => data.filter((r) => passes(r, q, facet));
      for (const t of INVESTOR_TYPES) {
        expect(result.facets.types[t], `${JSON.stringify(raw)} ${t}`).toBe(
          without('type').filter((r) => r.funding_type === t).length,
        );
      }
      for (const st of FUNDING_STAGES) {
        expect(result.facets.stages[st]).toBe(
          without('stage').filter((r) => r.funding_stage.includes(st)).length,
        );
      }
      for (const c of ['Germany', 'India']) {
        expect(result.facets.countries[c] ?? 0).toBe(
          without('country').filter((r) => r.location.includes(c)).length,
        );
      }
      expect(result.facets.industries.Fintech ?? 0).toBe(
        without('industry').filter((r) => r.funding_industries.includes('Fintech')).length,
      );
      expect(result.facets.direct_contact).toBe(
        without('direct').filter((r) => r.contact_type !== null).length,
      );
      expect(result.facets.currently_investing, JSON.stringify(raw)).toBe(
        without('investing').filter(investingToday).length,
      );
      expect(result.facets.open_to_pitches).toBe(without('pitches').filter(openToPitches).length);
    }
  });

  it('clamps a page beyond the last and answers page 1 when nothing matches', () => {
    const all = search(index, query({ page: '1000' }));
    expect(all.page).toBe(60);
    expect(all.items).toHaveLength(10);
    const none = search(index, query({ q: 'no such investor', page: '3' }));
    expect(none).toMatchObject({ items: [], total: 0, page: 1 });
  });

  it('orders by created_at descending, then name, without text', () => {
    const { items } = search(index, query({}));
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.name <= b.name)).toBe(true);
    }
  });

  it('sorts by name, largest check and recently verified', () => {
    const byName = search(index, query({ sort: 'name', industry: ['AI'] })).items.map((r) => fold(r.name));
    expect(byName).toEqual([...byName].sort());
    const largest = (r: InvestorRecord) => r.check_max_usd ?? r.check_min_usd ?? -1;
    const checks = search(index, query({ sort: 'check' })).items.map(largest);
    expect(checks[0]).toBe(Math.max(...data.map(largest)));
    expect(checks).toEqual([...checks].sort((a, b) => b - a));
  });

  it('suggests the filter a text names when the text finds nothing with the filters', () => {
    const none = search(index, query({ q: 'fintech', country: 'Mars' }));
    expect(none.total).toBe(0);
    expect(none.suggestion).toMatchObject({ field: 'country', value: '' });
    expect(none.suggestion!.total).toBe(search(index, query({ q: 'fintech' })).total);
  });

  it("evaluates 'Currently investing' for the request's UTC day: an 'until' date counts through that day", () => {
    const until = (date: string, lapsed = false): InvestorRecord => ({
      ...data[0]!,
      id: `until-${date}-${lapsed}`,
      currently_investing: { status: 'until', until: date },
      open_to_pitches: { open: true, channel: 'Email with deck' },
      confirmation_lapsed: lapsed,
    });
    const small = buildIndex([until('2026-11-26'), until('2026-11-27'), until('2027-01-01', true)], TODAY);
    const ids = (now: number) =>
      search(small, query({ investing: 'true' }), { now })
        .items.map((r) => r.id)
        .sort();
    const day = 86_400_000;
    // Act + Assess: the 26th still counts on the 26th (late in the day), not on the 27th; a lapsed one never does.
    expect(ids(Date.UTC(2026, 10, 26, 23, 59))).toEqual(['until-2026-11-26-false', 'until-2026-11-27-false']);
    expect(ids(Date.UTC(2026, 10, 27, 0, 0))).toEqual(['until-2026-11-27-false']);
    expect(ids(TODAY + 2 * day)).toEqual([]);
    expect(search(small, query({}), { now: TODAY + 2 * day }).facets.currently_investing).toBe(0);
    // The same index answers an earlier day again (the day's state is recomputed, not kept from the last query).
    expect(search(small, query({}), { now: TODAY }).facets.currently_investing).toBe(2);
    // A lapsed confirmation leaves 'Open to pitches' too.
    expect(search(small, query({}), NOW).facets.open_to_pitches).toBe(2);
  });

  it("suggests clearing 'Currently investing' or 'Open to pitches' when that empties the result", () => {
    const empty = buildIndex([{ ...data[0]!, ...NO_LISTING_STATE }], TODAY);
    const page = search(empty, query({ investing: 'true' }), NOW);
    expect(page.total).toBe(0);
    expect(page.suggestion).toEqual({
      field: 'investing',
      value: '',
      label: 'Currently investing: all',
      total: 1,
    });
    expect(search(empty, query({ pitches: 'true' }), NOW).suggestion).toMatchObject({
      field: 'pitches',
      label: 'Open to pitches: all',
    });
  });

  it('draws sorted distinct filter options from the data', () => {
    const options = filterOptions(index);
    expect(options.total).toBe(600);
    expect(options.countries).toEqual(['France', 'Germany', 'India', 'United States']);
    expect(options.industries).toEqual(['AI', 'Climate', 'Fintech', 'Health', 'Open Source']);
    expect(options.types).toEqual([...INVESTOR_TYPES]);
  });
});

describe('queries naming Object.prototype properties (issue 22, item 2: q=constructor answered 500)', () => {
  it.each(PROTOTYPE_NAMES)(
    'q=%s (alone, with a word, as a whole-query tag) searches as any other word',
    (name) => {
      for (const q of [name, `fintech ${name}`, `${name} capital`]) {
        // Act
        const result = search(index, query({ q, country: 'Mars' }));
        // Assess: nothing has the word, and the suggestion path (the query as a tag) runs too.
        expect(result.total, q).toBe(0);
        expect(search(index, query({ q })).total, q).toBe(0);
      }
    },
  );
});

describe('the firm you typed (issue 23): name tiers, aliases, mid-word, specialists', () => {
  /** A small catalogue of hand-made records, newest first in the order given (the default order's tiebreak). */
  const catalogue = (...rows: Partial<InvestorRecord>[]) =>
    buildIndex(
      rows.map((row, k) => ({
        ...data[0]!,
        id: `f-${k}`,
        funding_description: '',
        bio: '',
        location: [],
        funding_stage: [],
        funding_industries: [],
        funding_type: 'Venture Fund',
        created_at: new Date(Date.UTC(2026, 0, 30 - k)).toISOString(),
        ...row,
        company: row.company ?? row.name ?? '',
      })),
    );
  const ids = (index: ReturnType<typeof buildIndex>, q: string) =>
    search(index, query({ q })).items.map((r) => r.id);

  it("ranks the firm's exact name above its programmes (exact company) and both above partial matches", () => {
    // Prepare: programmes of the network are newer than the firm (the default order would put them first).
    const index = catalogue(
      { name: 'Bessemer Beam', company: 'Bessemer Venture Partners', funding_type: 'Accelerator' },
      { name: 'Bessemer Founders Garage', company: 'Bessemer Venture Partners', funding_type: 'Accelerator' },
      { name: 'Venture Partners Bessemer Alumni' },
      { name: 'Bessemer Venture Partners' },
    );
    // Act + Assess
    expect(ids(index, 'Bessemer Venture Partners')).toEqual(['f-3', 'f-0', 'f-1', 'f-2']);
  });

  it('ranks an exact name above an exact company also when neither record is the firm itself', () => {
    const index = catalogue(
      { name: 'Doe Capital Fellows', company: 'Doe Capital' },
      { name: 'Doe Capital', company: 'Doe Capital Group' },
    );
    expect(ids(index, 'doe capital')).toEqual(['f-1', 'f-0']);
  });

  it('ranks a firm ahead of a programme listed under it at an equal text score', () => {
    const index = catalogue({ name: 'Sequoia Arc', company: 'Sequoia Capital' }, { name: 'Sequoia Capital' });
    expect(ids(index, 'sequoia')).toEqual(['f-1', 'f-0']);
  });

  it('holds a phrase of two or more words inside a name above the same words scattered', () => {
    const index = catalogue(
      { name: 'Partners of Founders Capital' },
      { name: 'Growth Capital Partners' },
      { name: 'The Capital Partners Fund' },
    );
    expect(ids(index, 'capital partners')).toEqual(['f-1', 'f-2', 'f-0']);
  });

  it('finds a firm by an alias of the curated list, as an exact name, and its programmes by the company', () => {
    const index = catalogue(
      { name: 'a16z speedrun', company: 'Andreessen Horowitz', funding_type: 'Accelerator' },
      { name: 'Horowitz Andreessen Family Office' },
      { name: 'a16z' },
      { name: 'Y Combinator', funding_type: 'Accelerator' },
    );
    expect(ids(index, 'Andreessen Horowitz')).toEqual(['f-2', 'f-0', 'f-1']);
    expect(ids(index, 'a16z')).toEqual(['f-2', 'f-0']);
    expect(ids(index, 'YC')).toEqual(['f-3']);
    expect(ids(index, 'y combinator')).toEqual(['f-3']);
  });

  it("matches mid-word ('apital' finds Capital: the spec's substring on name, company and description)", () => {
    const index = catalogue(
      { name: 'North Capital' },
      { name: 'South Fund', company: 'Southcapital Holdings' },
      { name: 'East Fund', funding_description: 'Venture capitalists in Berlin.' },
      { name: 'West Fund' },
    );
    expect(ids(index, 'apital')).toEqual(['f-0', 'f-1', 'f-2']);
    expect(ids(index, 'APITAL')).toEqual(['f-0', 'f-1', 'f-2']);
    // Two letters stay word prefixes only.
    expect(ids(index, 'ap')).toEqual([]);
  });

  it('ranks a sector specialist above a generalist tagged with the same sector, for the word and its synonym', () => {
    const generalist = [
      'Fintech',
      ...['AI & Machine Learning', 'SaaS', 'Consumer', 'Biotech', 'Energy', 'Gaming'],
    ];
    const index = catalogue(
      { name: 'Everything Ventures', funding_industries: generalist },
      { name: 'Money Ventures', funding_industries: ['Fintech', 'InsurTech', 'SaaS'] },
      { name: 'Mentions Fund', funding_description: 'Sometimes fintech.' },
    );
    expect(ids(index, 'fintech')).toEqual(['f-1', 'f-0', 'f-2']);
    expect(ids(index, 'payments')).toEqual(['f-1', 'f-0']);
  });
});

describe('text matching', () => {
  it('splits words without accents or punctuation', () => {
    expect(words('Crème & Co-Invest: AI/ML')).toEqual(['creme', 'co', 'invest', 'ai', 'ml']);
  });

  it.each([
    ['fintech', 'fintech', true],
    ['fintech', 'finteck', true],
    ['fintech', 'fintec', true],
    ['fintech', 'fitnech', true],
    ['fintech', 'fnitech', true],
    ['fintech', 'fintechs', true],
    ['fintech', 'fantack', false],
  ])('withinOneEdit(%s, %s) is %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });

  it('requires every term and matches name words before tags and texts', () => {
    const result = search(index, query({ q: 'alpha fintech' }));
    expect(result.total).toBeGreaterThan(0);
    for (const r of result.items) {
      expect(r.name.toLowerCase()).toContain('alpha');
      expect([...r.funding_industries, r.funding_description].join(' ')).toMatch(/Fintech/);
    }
  });
});

// --- Property tests of the bit-set design (issue 12 part 2; docs/decisions/0003-search.md "Speed") ---

const TERMS = [
  ...['alpha', 'beta', 'capital', '12', '3', 'north', 'blue', 'ventures'], // names and companies
  ...['fintech', 'climate', 'ai', 'health', 'open', 'source', 'seed', 'growth', 'series', 'angel', 'venture'],
  ...['germany', 'united', 'states', 'investor', 'in'], // places and texts
  ...['alp', 'cap', 'fin', 'ge', 'gr', 'ven', 'a'], // prefixes
  ...['captial', 'fintec', 'climat', 'gremany', 'growht', 'ventrue'], // one edit away
  ...['ml', 'vc', 'angels', 'finance', 'opensource', 'preseed', 'corporate'], // synonyms
  ...['zzz', 'alpha capital 12', 'blue ventures'],
  ...['apital', 'lpha', 'orth', 'ntech', 'ombinator'], // mid-word
  ...['yc', 'y combinator', 'capital 1'], // an alias, an exact name, a phrase inside names
];

/**
 * The ranking written the brute-force way, as the reference: per record its words at their best field weight
 * (an industry's by the number of sectors; name words with the aliases of the name and company); per term the
 * best of the exact word (1.0), the first PREFIX_LIMIT longer vocabulary words it starts (0.8), the words one
 * edit away starting with its first or second letter when it is no word itself (0.5), the words holding it
 * mid-word (0.6, 3+ letters) and its synonyms' tags (their weight); every term must match; float32 sums over the
 * terms in order of fewest matches (the first plus the firm bonus), plus one whole-phrase bonus: exact name or
 * alias (+200), exact company of a record listed under it (+100), name start (+20), phrase in the name (+15, two
 * or more words); ties in default order.
 */
const prepared = new WeakMap<InvestorRecord[], ReturnType<typeof prepare>>();
function prepare(all: InvestorRecord[]) {
  const ordered = naive(all, query({}));
  const sectorWeight = (r: InvestorRecord) =>
    Math.fround(2 + 4 / (1 + (r.funding_industries.filter((t) => t !== 'Sector Agnostic').length - 1) / 4));
  const firmOf = (r: InvestorRecord) => fold(r.company) === '' || fold(r.company) === fold(r.name);
  const weighted = ordered.map((r) => {
    const best = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const w of words(text)) best.set(w, Math.max(best.get(w) ?? 0, Math.fround(weight)));
    };
    add([...r.location, r.city ?? ''].join(' '), 4);
    add(r.funding_industries.join(' '), sectorWeight(r));
    add([...r.funding_stage, r.funding_type].join(' '), 6);
    const aliases = [...namesOf(fold(r.name)), ...(firmOf(r) ? [] : namesOf(fold(r.company)))];
    add(`${r.name} ${r.company} ${aliases.join(' ')}`, 10);
    for (const w of words(`${r.funding_description} ${r.details?.focus ?? ''} ${r.bio}`)) {
      if (!best.has(w)) best.set(w, 1);
    }
    return best;
  });
  const vocabulary = [...new Set(weighted.flatMap((m) => [...m.keys()]))].sort();
  return { ordered, weighted, vocabulary, sectorWeight, firmOf };
}

function referenceRanking(all: InvestorRecord[], q: string): InvestorRecord[] {
  if (!prepared.has(all)) prepared.set(all, prepare(all));
  const { ordered, weighted, vocabulary, sectorWeight, firmOf } = prepared.get(all)!;
  const terms = [...new Set(words(q))];
  const perTerm = terms
    .map((term) => {
      const variants = new Map<string, number>([[term, 1]]);
      if (term.length >= 2) {
        for (const w of vocabulary.filter((w) => w.startsWith(term) && w !== term).slice(0, PREFIX_LIMIT)) {
          variants.set(w, Math.max(variants.get(w) ?? 0, 0.8));
        }
      }
      if (!vocabulary.includes(term) && term.length >= 5) {
        for (const w of vocabulary) {
          if ((w[0] === term[0] || w[0] === term[1]) && withinOneEdit(w, term) && !variants.has(w)) {
            variants.set(w, 0.5);
          }
        }
      }
      if (term.length >= 3) {
        for (const w of vocabulary)
          if (w.indexOf(term, 1) > 0) variants.set(w, Math.max(variants.get(w) ?? 0, 0.6));
      }
      const tags = (SYNONYMS.get(term) ?? []).map((t) => t.toLowerCase());
      const scores = ordered.map((r, k) => {
        let s = 0;
        for (const [w, f] of variants) s = Math.max(s, (weighted[k]!.get(w) ?? 0) * f);
        if (r.funding_industries.some((t) => tags.includes(t.toLowerCase())))
          s = Math.max(s, sectorWeight(r));
        if ([...r.funding_stage, r.funding_type].some((t) => tags.includes(t.toLowerCase())))
          s = Math.max(s, 6);
        return Math.fround(s);
      });
      return { scores, count: scores.filter((s) => s > 0).length };
    })
    .sort((a, b) => a.count - b.count);
  const phrase = terms.join(' ');
  return ordered
    .map((r, k) => {
      if (perTerm.some((t) => t.scores[k] === 0)) return null;
      let total = Math.fround(perTerm[0]!.scores[k]! + Math.fround(firmOf(r) ? 0.1 : 0));
      for (const t of perTerm.slice(1)) total = Math.fround(total + t.scores[k]!);
      const name = fold(r.name);
      if (namesOf(name).includes(phrase)) total = Math.fround(total + 200);
      else if (!firmOf(r) && namesOf(fold(r.company)).includes(phrase)) total = Math.fround(total + 100);
      else if (name.startsWith(phrase)) total = Math.fround(total + 20);
      else if (terms.length > 1 && ` ${name} `.includes(` ${phrase} `)) total = Math.fround(total + 15);
      return { r, k, total };
    })
    .filter((x) => x !== null)
    .sort((a, b) => b.total - a.total || a.k - b.k)
    .map((x) => x.r);
}

const filtersArb = fc.record({
  country: fc.option(fc.constantFrom('Germany', 'France', 'United States', 'India', 'Mars'), {
    nil: undefined,
  }),
  type: fc.option(fc.constantFrom(...INVESTOR_TYPES), { nil: undefined }),
  stage: fc.option(fc.constantFrom(...FUNDING_STAGES), { nil: undefined }),
  industry: fc.subarray(['Fintech', 'Climate', 'AI', 'Health', 'Open Source', 'Nope'], { maxLength: 3 }),
  raising: fc.option(fc.constantFrom('60000', '100000', '2000000', '7000000'), { nil: undefined }),
  direct: fc.option(fc.constantFrom('true', 'false'), { nil: undefined }),
  investing: fc.option(fc.constantFrom('true', 'false'), { nil: undefined }),
  pitches: fc.option(fc.constantFrom('true', 'false'), { nil: undefined }),
});
const textArb = fc.option(
  fc.array(fc.constantFrom(...TERMS), { minLength: 1, maxLength: 3 }).map((ts) => ts.join(' ')),
  { nil: undefined, freq: 3 },
);

describe('facet counts equal the totals of actually filtering with that value', () => {
  it('for every type, stage, country, industry and direct contact, over random text and filter combinations', () => {
    fc.assert(
      fc.property(textArb, filtersArb, (q, filters) => {
        const raw = { q, ...filters };
        // Act
        const { facets } = search(index, query(raw), NOW);
        // Assess
        const totalWith = (change: Record<string, unknown>) =>
          search(index, query({ ...raw, ...change }), NOW).total;
        for (const t of INVESTOR_TYPES) expect(facets.types[t]).toBe(totalWith({ type: t }));
        for (const st of FUNDING_STAGES) expect(facets.stages[st]).toBe(totalWith({ stage: st }));
        for (const c of ['Germany', 'France', 'United States', 'India', 'Mars']) {
          expect(facets.countries[c] ?? 0).toBe(totalWith({ country: c }));
        }
        for (const t of ['Fintech', 'Climate', 'AI', 'Health', 'Open Source']) {
          expect(facets.industries[t] ?? 0).toBe(totalWith({ industry: [t] }));
        }
        expect(facets.direct_contact).toBe(totalWith({ direct: 'true' }));
        expect(facets.currently_investing).toBe(totalWith({ investing: 'true' }));
        expect(facets.open_to_pitches).toBe(totalWith({ pitches: 'true' }));
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('facet counts on a larger catalogue (each counting strategy: scan, population count, complement)', () => {
  const big = buildIndex(records(2400, 11));
  it.each<[Record<string, string>, string]>([
    [{ q: 'capital' }, 'every record'],
    [{ q: 'seed' }, 'about half'],
    [{ q: 'alpha 1' }, 'a few'],
    [{ stage: 'Seed' }, 'one filter, no text'],
    [{ q: 'in', country: 'India', direct: 'true' }, 'broad text, two filters'],
    [{ investing: 'true', pitches: 'true' }, 'currently investing and open to pitches'],
    [{ q: 'capital', investing: 'true', stage: 'Seed' }, 'broad text, currently investing, a stage'],
  ])('%j (%s) counts what filtering with each value finds', (raw) => {
    const { facets } = search(big, query(raw), NOW);
    const totalWith = (change: Record<string, unknown>) =>
      search(big, query({ ...raw, ...change }), NOW).total;
    for (const t of INVESTOR_TYPES) expect(facets.types[t]).toBe(totalWith({ type: t }));
    for (const st of FUNDING_STAGES) expect(facets.stages[st]).toBe(totalWith({ stage: st }));
    for (const c of ['Germany', 'France', 'United States', 'India']) {
      expect(facets.countries[c] ?? 0).toBe(totalWith({ country: c }));
    }
    for (const t of ['Fintech', 'Climate', 'AI', 'Health', 'Open Source']) {
      expect(facets.industries[t] ?? 0).toBe(totalWith({ industry: [t] }));
    }
    expect(facets.direct_contact).toBe(totalWith({ direct: 'true' }));
    expect(facets.currently_investing).toBe(totalWith({ investing: 'true' }));
    expect(facets.open_to_pitches).toBe(totalWith({ pitches: 'true' }));
  });
});

describe('ranking and paging against the brute-force reference', () => {
  it('agrees on total, page and items for random text, filters, sorts and page sizes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...TERMS), { minLength: 1, maxLength: 3 }),
        filtersArb,
        fc.constantFrom(10, 25, 50),
        fc.integer({ min: 1, max: 30 }),
        (terms, filters, pageSize, page) => {
          const raw = { q: terms.join(' '), ...filters, pageSize: String(pageSize), page: String(page) };
          const q = query(raw);
          // Act
          const result = search(index, q, NOW);
          // Assess
          const expected = referenceRanking(data, q.q!).filter((r) => passes(r, q));
          const served = Math.min(page, Math.max(1, Math.ceil(expected.length / pageSize)));
          expect(result.total).toBe(expected.length);
          expect(result.page).toBe(served);
          expect(result.items.map((r) => r.id)).toEqual(
            expected.slice((served - 1) * pageSize, served * pageSize).map((r) => r.id),
          );
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('ranks deep pages (beyond the bounded heap, by score histogram) exactly as the reference', () => {
    const many = records(2400, 11);
    const big = buildIndex(many);
    for (const q of ['capital', 'seed', 'in', 'growth investor', 'capital gr']) {
      const expected = referenceRanking(many, q).map((r) => r.id);
      expect(expected.length, q).toBeGreaterThan(1100);
      const pages = Math.ceil(expected.length / 50);
      const served: string[] = [];
      for (let page = 1; page <= pages; page++) {
        served.push(...search(big, query({ q, pageSize: '50', page: String(page) })).items.map((r) => r.id));
      }
      expect(served, q).toEqual(expected);
    }
  }, 60_000);
});

describe('bit sets', () => {
  it('count, list and bound the positions they hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.array(fc.nat(199)), (n, raw) => {
        const positions = [...new Set(raw.filter((p) => p < n))].sort((a, b) => a - b);
        const bits = bitsOf(n, positions);
        const listed: number[] = [];
        forEachBit(bits, (p) => listed.push(p));
        expect(listed).toEqual(positions);
        expect(cardinality(bits)).toBe(positions.length);
        expect(cardinality(fullBits(n))).toBe(n);
        for (const p of positions) expect(has(bits, p)).toBe(true);
      }),
    );
  });
});
