/**
 * Investor match scoring (issue 15 "Investor match"; docs/decisions/0018-investor-match.md). Pure: no I/O, no
 * clock (callers pass `now`), no contacts (it reads only the public catalogue record).
 *
 * An investor is assessed against a founder's startup profile on six factors. Each factor has a few outcomes;
 * each outcome gives POINTS (positive: counts for, negative: counts against, 0: unknown, said nothing) and, when
 * it gives points, one reason a founder reads. There is never a score without its reasons:
 *
 * | factor    | for (points)                                                 | against (points)                                  |
 * |-----------|--------------------------------------------------------------|---------------------------------------------------|
 * | stage     | 'Invests at Seed' (+30)                                      | 'Does not invest in Series B (...)' (−40)         |
 * | sectors   | 'Invests in Fintech and AI & Machine Learning' (+25, +5 each more, ≤ +35); 'Sector agnostic' (+12) | 'Focuses on Biotech, ...' (−20) |
 * | geography | 'Based in Germany' (+15); 'Based in France (Europe)' (+7)    | 'Based in Singapore, not Germany' (−8)            |
 * | check     | 'Check size $250K – $2M includes your $1M raise' (+15)       | above the raise (−15); below the raise (−5)       |
 * | lead      | 'Leads rounds' (+10), only when the founder needs a lead     | 'Does not lead rounds' (−10), same                |
 * | recency   | 'Checked by an administrator Sep 2026' (+5 within 12 months) | -                                                 |
 * | activity  | -                                                            | 'Paused new investments' (−70)                    |
 *
 * Why these weights (the rationale, also in the ADR):
 * - Stage dominates: an investor who does not invest at the round's stage will not invest at all (a pre-seed
 *   accelerator in a Series B round). A miss (−40) therefore outweighs every other factor at its best: an investor
 *   at the wrong stage totals at most −40 + 35 + 15 + 15 + 10 + 5 = 40, below one at the right stage in one named
 *   sector (30 + 25 = 55). The quality test set (quality.test.ts) pins this on the real catalogue.
 * - Sectors come next: thesis fit is what a cold email is judged on. More overlapping sectors help a little
 *   (+5 each, capped) so a generalist listing every tag does not beat a specialist. 'Sector Agnostic' investors
 *   fit every startup weakly (+12, under half of a named sector). Listing sectors that all differ from the
 *   startup's is evidence against (−20); listing none is unknown (0).
 * - Geography is HQ only (the data gives headquarters, not an investment geography), so it is a moderate signal:
 *   same country +15, same region +7, elsewhere −8 (many funds invest abroad).
 * - Check size: a range containing the raise +15; a minimum check above the whole raise is a strong miss (−15:
 *   the investor writes bigger cheques than the round); a maximum below the raise only −5 (they can still join
 *   a syndicated round). One open end counts as open, as in the search's "I am raising" filter.
 * - Lead: counts only when the founder needs a lead (±10); `leads_rounds` unknown is 0.
 * - Recency of verification (+5 within RECENT_MONTHS, +2 older, 0 never verified) breaks ties towards data a
 *   source or an administrator checked, without letting freshness beat fit.
 * - Activity (issue 19 item 6; docs/decisions/0045-currently-investing.md): an investor whose listing says it has
 *   paused new investments ('paused', or 'investing until' a date that has passed, on the UTC day of `now`) will
 *   not invest in this round whatever the fit. Like a stage miss, it keeps the investor below every active one at
 *   the right stage in a named sector: at best 30 + 35 + 15 + 15 + 10 + 5 − 70 = 40 < 43 (ADR 0028's least
 *   focused fit). 'Yes' and unknown give 0 (most listings are unknown; a bonus would lift the few claimed
 *   listings above better fits).
 * - The investor's own word: where a claimed listing's team set its stages, sectors or check size (provenance
 *   source 'investor'), those are the record's values, so the match uses them; the reason then ends
 *   ', as the investor says'.
 *
 * `score` (0-100) is the points as a share of the most this profile can earn (maxPoints: 110, or 100 without a
 * lead needed), negative totals shown as 0; the ranking orders by the points themselves (so two 0 % investors
 * still rank by how badly they miss), then by the catalogue's default order (newest first).
 *
 * Two paths share every rule: `assess(facts)` turns neutral Facts into points and outcomes; `explain(record)`
 * reads the facts from one record and writes the reasons (pages of results), `rank(index)` reads them from the
 * search index's typed arrays for every investor at once (the whole catalogue per request, no strings).
 * score.test.ts checks that both read the same facts for every investor of the real catalogue.
 */
import type { InvestorRecord } from '../data/investor.js';
import type { SearchIndex } from './search-index.js';
import { forEachBit, has } from './search/bitset.js';
import { sectorsUnknown } from '../../shared/listing-texts.js';
import { forEachInOrder } from './search/ranking.js';
import { trustOf, verifiedTime } from '../../shared/trust.js';
import { countryName, describeStages } from '../catalogue/common.js';
import { formatCheckSizes, formatMoney } from '../../shared/money.js';
import { SECTOR_AGNOSTIC } from '../../shared/match-schemas.js';
import { FUNDING_STAGES, type FundingStage } from '../../shared/vocabulary.js';
import { pausedFromDay, plainDate, utcDayNumber, type ListingField } from '../../shared/listing.js';

/** Points of every outcome (see the table above). */
export const POINTS = {
  stage: { fits: 30, misses: -40 },
  sector: { first: 25, eachMore: 5, max: 35, agnostic: 12, misses: -20 },
  /**
   * Sector focus (issue 23; docs/decisions/0028-search-match-data-quality.md): a fit's sector points are scaled by
   * how focused the investor is: whole up to `focused` sectors, `perMore` less for each sector beyond, never
   * below `floor`. Fintech among 3 sectors keeps 25 points; among 11, 15; among 19, 13.
   */
  focus: { focused: 3, perMore: 0.05, floor: 0.5 },
  geography: { country: 15, region: 7, elsewhere: -8 },
  check: { contains: 15, above: -15, below: -5 },
  lead: { leads: 10, doesNot: -10 },
  recency: { recent: 5, older: 2 },
  activity: { paused: -70 },
} as const;

/** A verification at most this many months old counts as recent. */
export const RECENT_MONTHS = 12;

/** How many of an investor's other sectors an against reason names before 'and N more'. */
const SECTORS_NAMED = 3;

/**
 * Regions for the 'same region' geography outcome, by ISO 3166-1 alpha-2 code (broad business regions, not the
 * UN's: Mexico with Latin America, Türkiye with Europe, Central Asia with Asia-Pacific).
 */
export const REGIONS: Readonly<Record<string, readonly string[]>> = {
  Europe: (
    'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK ' +
    'MT NL NO PL PT RO RS RU SE SI SK SM TR UA VA XK'
  ).split(' '),
  'North America': ['US', 'CA', 'BM'],
  'Latin America': 'AR BB BO BR BS BZ CL CO CR CU DO EC GT HN JM KY MX NI PA PE PR PY SV TT UY VE'.split(' '),
  'Asia-Pacific': 'AU BD BN CN FJ HK ID IN JP KH KR KZ LA LK MM MN MO MY NP NZ PH PK SG TH TW UZ VN'.split(
    ' ',
  ),
  'Middle East': 'AE BH IL IQ IR JO KW LB OM PS QA SA SY YE'.split(' '),
  Africa: 'AO BW CI CM DZ EG ET GH KE MA MU MZ NA NG RW SN TN TZ UG ZA ZM ZW'.split(' '),
};

let regionByName: Map<string, string> | undefined;
/** The region of a country as the catalogue names it ('Germany' → 'Europe'); null when in no region above. */
export function regionOfCountry(name: string): string | null {
  if (!regionByName) {
    regionByName = new Map();
    for (const [region, codes] of Object.entries(REGIONS)) {
      for (const code of codes) {
        const n = countryName(code);
        if (n) regionByName.set(n, region);
      }
    }
  }
  return regionByName.get(name) ?? null;
}

/** What the scoring needs of a startup profile (functions/data/startup.ts StartupRecord). */
export interface MatchProfile {
  stage: FundingStage;
  sectors: readonly string[];
  /** ISO 3166-1 alpha-2 code of the HQ. */
  country: string;
  raising_usd: number;
  needs_lead: boolean;
}

/** A profile with the derived values every assessment uses. */
export interface PreparedProfile extends MatchProfile {
  countryName: string;
  region: string | null;
  /** Lower-case sectors (the catalogue's tags compare case-insensitively). */
  sectorKeys: readonly string[];
}

export function prepare(profile: MatchProfile): PreparedProfile {
  const name = countryName(profile.country) ?? profile.country;
  return {
    ...profile,
    countryName: name,
    region: regionOfCountry(name),
    sectorKeys: profile.sectors.map((s) => s.toLowerCase()),
  };
}

/** The facts of one investor against one profile: everything `assess` needs, nothing else. */
export interface Facts {
  stagesListed: boolean;
  stageFits: boolean;
  sectorsListed: boolean;
  /** How many of the startup's sectors the investor lists. */
  overlap: number;
  /** How many sectors the investor lists ('Sector Agnostic' not counted). */
  sectors: number;
  agnostic: boolean;
  placesListed: boolean;
  sameCountry: boolean;
  sameRegion: boolean;
  /** Check range in USD, NaN for an unknown end. */
  checkMin: number;
  checkMax: number;
  /** null: not known. */
  leads: boolean | null;
  /** Verification time in ms since the epoch, NaN when never verified. */
  verifiedAt: number;
  /** The first UTC day number the investor counts as paused (shared/listing.ts `pausedFromDay`). */
  pausedFrom: number;
}

export type CheckOutcome = 'contains' | 'above' | 'below' | 'unknown';

/** Where the raise falls against a check range (one open end counts as open). */
export function checkOutcome(min: number, max: number, raise: number): CheckOutcome {
  if (Number.isNaN(min) && Number.isNaN(max)) return 'unknown';
  if (!Number.isNaN(min) && raise < min) return 'above';
  if (!Number.isNaN(max) && raise > max) return 'below';
  return 'contains';
}

/** The share of a sector fit's points an investor listing `sectors` sectors keeps (POINTS.focus). */
export function sectorFocus(sectors: number): number {
  const f = POINTS.focus;
  return Math.max(f.floor, 1 - f.perMore * Math.max(0, sectors - f.focused));
}

/** A verification at most this old (ms) counts as recent. */
const RECENT_MS = RECENT_MONTHS * 30.44 * 86_400_000;

/** Points of each factor: one small function each, shared by `assess` (reasons) and `totalPoints` (ranking). */
const FACTORS = {
  stage: (f: Facts) => (f.stagesListed ? (f.stageFits ? POINTS.stage.fits : POINTS.stage.misses) : 0),
  sector: (f: Facts) => {
    const p = POINTS.sector;
    if (f.overlap > 0)
      return Math.round(Math.min(p.max, p.first + p.eachMore * (f.overlap - 1)) * sectorFocus(f.sectors));
    if (f.agnostic) return p.agnostic;
    return f.sectorsListed ? p.misses : 0;
  },
  geography: (f: Facts) =>
    !f.placesListed
      ? 0
      : f.sameCountry
        ? POINTS.geography.country
        : f.sameRegion
          ? POINTS.geography.region
          : POINTS.geography.elsewhere,
  check: (f: Facts, profile: Pick<MatchProfile, 'raising_usd'>) => {
    const outcome = checkOutcome(f.checkMin, f.checkMax, profile.raising_usd);
    return outcome === 'unknown' ? 0 : POINTS.check[outcome];
  },
  lead: (f: Facts, profile: Pick<MatchProfile, 'needs_lead'>) =>
    !profile.needs_lead || f.leads === null ? 0 : f.leads ? POINTS.lead.leads : POINTS.lead.doesNot,
  recency: (f: Facts, _profile: unknown, now: number) =>
    Number.isNaN(f.verifiedAt)
      ? 0
      : now - f.verifiedAt <= RECENT_MS
        ? POINTS.recency.recent
        : POINTS.recency.older,
  activity: (f: Facts, _profile: unknown, now: number) =>
    utcDayNumber(now) >= f.pausedFrom ? POINTS.activity.paused : 0,
} as const;

/** The points of each factor for `facts` (0: unknown or not asked). */
export function assess(
  f: Facts,
  profile: Pick<MatchProfile, 'raising_usd' | 'needs_lead'>,
  now: number,
): Record<keyof typeof FACTORS, number> {
  return {
    stage: FACTORS.stage(f),
    sector: FACTORS.sector(f),
    geography: FACTORS.geography(f),
    check: FACTORS.check(f, profile),
    lead: FACTORS.lead(f, profile),
    recency: FACTORS.recency(f, profile, now),
    activity: FACTORS.activity(f, profile, now),
  };
}

/** The total points of `facts`: the sum of `assess`, without allocating (the ranking's inner loop). */
export function totalPoints(
  f: Facts,
  profile: Pick<MatchProfile, 'raising_usd' | 'needs_lead'>,
  now: number,
): number {
  return (
    FACTORS.stage(f) +
    FACTORS.sector(f) +
    FACTORS.geography(f) +
    FACTORS.check(f, profile) +
    FACTORS.lead(f, profile) +
    FACTORS.recency(f, profile, now) +
    FACTORS.activity(f, profile, now)
  );
}

/** The most points `profile` can earn (every factor at its best). */
export function maxPoints(profile: Pick<MatchProfile, 'sectors' | 'needs_lead'>): number {
  const p = POINTS;
  const sector = Math.min(p.sector.max, p.sector.first + p.sector.eachMore * (profile.sectors.length - 1));
  return (
    p.stage.fits +
    sector +
    p.geography.country +
    p.check.contains +
    p.recency.recent +
    (profile.needs_lead ? p.lead.leads : 0)
  );
}

/** Points as the 0-100 score of `profile`. */
export function scoreOf(points: number, profile: Pick<MatchProfile, 'sectors' | 'needs_lead'>): number {
  return Math.max(0, Math.min(100, Math.round((100 * points) / maxPoints(profile))));
}

/** The facts of one record. */
export function factsOf(record: InvestorRecord, profile: PreparedProfile): Facts {
  const industries = record.funding_industries.map((t) => t.toLowerCase());
  const regions = record.location.map(regionOfCountry);
  return {
    stagesListed: record.funding_stage.length > 0,
    stageFits: record.funding_stage.includes(profile.stage),
    // Sectors from a narrow source say nothing of the others: a miss there is unknown, not a "no" (issue 34 item 4).
    sectorsListed: industries.some((t) => t !== SECTOR_AGNOSTIC.toLowerCase()) && !sectorsUnknown(record),
    overlap: profile.sectorKeys.filter((s) => industries.includes(s)).length,
    // As the index counts them: distinct tags as written, 'Sector Agnostic' left out.
    sectors: new Set(
      record.funding_industries.filter((t) => t.toLowerCase() !== SECTOR_AGNOSTIC.toLowerCase()),
    ).size,
    agnostic: industries.includes(SECTOR_AGNOSTIC.toLowerCase()),
    placesListed: record.location.length > 0,
    sameCountry: record.location.includes(profile.countryName),
    sameRegion: profile.region !== null && regions.includes(profile.region),
    checkMin: record.check_min_usd ?? NaN,
    checkMax: record.check_max_usd ?? NaN,
    leads: record.details.leads_rounds ?? null,
    verifiedAt: verifiedTime(record),
    pausedFrom: pausedFromDay(record),
  };
}

/** When a source or an administrator last verified the record (ms), NaN when not verified. */
/** 'a', 'a and b', 'a, b and c'. */
function and(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'Sep 2026' (UTC). */
function monthYear(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The investor's team set `field` itself (provenance source 'investor', docs/decisions/0031). */
function ownWord(record: InvestorRecord, field: ListingField): boolean {
  return record.provenance[field]?.source === 'investor';
}

/** An investor's assessment with its reasons. */
export interface Explanation {
  points: number;
  score: number;
  reasons: { for: string[]; against: string[] };
}

/** Points, score and the reasons of one investor for `profile` (every factor that gives points says why). */
export function explain(record: InvestorRecord, profile: PreparedProfile, now: number): Explanation {
  const f = factsOf(record, profile);
  const points = assess(f, profile, now);
  const pro: string[] = [];
  const con: string[] = [];
  const say = (value: number, reason: () => string, field?: ListingField) => {
    const text = () => (field && ownWord(record, field) ? `${reason()}, as the investor says` : reason());
    if (value > 0) pro.push(text());
    else if (value < 0) con.push(text());
  };
  // Paused first: it outweighs every fit (issue 19).
  say(points.activity, () => {
    const until = record.currently_investing?.until;
    return record.currently_investing?.status === 'until' && until
      ? `Paused new investments: investing until ${plainDate(until)}, as the investor said`
      : 'Paused new investments';
  });
  say(
    points.stage,
    () =>
      f.stageFits
        ? `Invests at ${profile.stage}`
        : `Does not invest in ${profile.stage} (${describeStages(record.funding_stage)} only)`,
    'funding_stage',
  );
  say(
    points.sector,
    () => {
      if (f.overlap > 0) {
        const named = profile.sectors.filter((s) =>
          record.funding_industries.some((t) => t.toLowerCase() === s.toLowerCase()),
        );
        // The focus behind the points (issue 23): a specialist's fit counts whole, a generalist's less.
        if (f.sectors > POINTS.focus.focused) return `Invests in ${and(named)} among ${f.sectors} sectors`;
        if (f.sectors === 1) return `Invests in ${and(named)}: its only sector`;
        return `Invests in ${and(named)}: ${named.length === f.sectors ? 'its' : named.length} of its ${f.sectors} sectors`;
      }
      if (f.agnostic) return 'Sector agnostic: invests across sectors';
      const others = record.funding_industries.filter((t) => t !== SECTOR_AGNOSTIC);
      const shown = others.slice(0, SECTORS_NAMED);
      const more = others.length - shown.length;
      return `Focuses on ${more > 0 ? `${shown.join(', ')} and ${more} more` : and(shown)}`;
    },
    'funding_industries',
  );
  say(points.geography, () => {
    if (f.sameCountry) return `Based in ${profile.countryName}`;
    const places = and(record.location);
    return f.sameRegion
      ? `Based in ${places} (${profile.region})`
      : `Based in ${places}, not ${profile.countryName}`;
  });
  say(
    points.check,
    () => {
      const raise = `your ${formatMoney(profile.raising_usd)} raise`;
      const outcome = checkOutcome(f.checkMin, f.checkMax, profile.raising_usd) as Exclude<
        CheckOutcome,
        'unknown'
      >;
      // One known end reads 'Checks from $100K include ...' / 'Checks up to $2M are below ...'.
      const plural = { contains: 'include', above: 'are above', below: 'are below' }[outcome];
      if (Number.isNaN(f.checkMax)) return `Checks from ${formatMoney(f.checkMin)} ${plural} ${raise}`;
      if (Number.isNaN(f.checkMin)) return `Checks up to ${formatMoney(f.checkMax)} ${plural} ${raise}`;
      const singular = { contains: 'includes', above: 'is above', below: 'is below' }[outcome];
      return `Check size ${formatCheckSizes(record.check_min_usd, record.check_max_usd)} ${singular} ${raise}`;
    },
    'check_size',
  );
  say(points.lead, () => (f.leads ? 'Leads rounds' : 'Does not lead rounds'));
  say(points.recency, () =>
    trustOf(record).state === 'confirmed'
      ? `Confirmed by the investor ${monthYear(f.verifiedAt)}`
      : `Checked by an administrator ${monthYear(f.verifiedAt)}`,
  );
  const sum = totalPoints(f, profile, now);
  return { points: sum, score: scoreOf(sum, profile), reasons: { for: pro, against: con } };
}

/** Per-index values the fast path needs beyond the search index's columns (built once per index and version). */
interface MatchColumns {
  /** Region of each country id of the index (null: none). */
  regionOfCountryId: readonly (string | null)[];
  agnosticId: number;
}

const columnsCache = new WeakMap<
  SearchIndex,
  { generation: number; countries: number; columns: MatchColumns }
>();

function columnsOf(index: SearchIndex): MatchColumns {
  const cached = columnsCache.get(index);
  if (cached && cached.generation === index.generation && cached.countries === index.countries.length) {
    return cached.columns;
  }
  const columns = {
    regionOfCountryId: index.countries.map(regionOfCountry),
    agnosticId: index.industries.findIndex((t) => t.toLowerCase() === SECTOR_AGNOSTIC.toLowerCase()),
  };
  columnsCache.set(index, { generation: index.generation, countries: index.countries.length, columns });
  return columns;
}

/** A reader of the facts of any position of `index` for `profile` (one Facts object, rewritten per call). */
export function factsReader(index: SearchIndex, profile: PreparedProfile): (position: number) => Facts {
  const columns = columnsOf(index);
  const stageBit = 1 << FUNDING_STAGES.indexOf(profile.stage);
  const wanted = new Set<number>();
  index.industries.forEach((t, id) => {
    if (profile.sectorKeys.includes(t.toLowerCase())) wanted.add(id);
  });
  const country = index.countryId.get(profile.countryName) ?? -1;
  const facts: Facts = {
    stagesListed: false,
    stageFits: false,
    sectorsListed: false,
    overlap: 0,
    sectors: 0,
    agnostic: false,
    placesListed: false,
    sameCountry: false,
    sameRegion: false,
    checkMin: NaN,
    checkMax: NaN,
    leads: null,
    verifiedAt: NaN,
    pausedFrom: Infinity,
  };
  return (p) => {
    const stages = index.stagesOf[p]!;
    facts.stagesListed = stages !== 0;
    facts.stageFits = (stages & stageBit) !== 0;
    let overlap = 0;
    let agnostic = false;
    let others = 0;
    for (let k = index.industryStart[p]!; k < index.industryStart[p + 1]!; k++) {
      const id = index.industryIds[k]!;
      if (wanted.has(id)) overlap += 1;
      if (id === columns.agnosticId) agnostic = true;
      else others += 1;
    }
    facts.overlap = overlap;
    facts.sectors = others;
    facts.agnostic = agnostic;
    facts.sectorsListed = others > 0 && !has(index.bits.sectorsUnknown, p);
    const from = index.countryStart[p]!;
    const to = index.countryStart[p + 1]!;
    facts.placesListed = to > from;
    facts.sameCountry = false;
    facts.sameRegion = false;
    for (let k = from; k < to; k++) {
      const c = index.countryIds[k]!;
      if (c === country) facts.sameCountry = true;
      if (profile.region !== null && columns.regionOfCountryId[c] === profile.region) facts.sameRegion = true;
    }
    facts.checkMin = index.checkMin[p]!;
    facts.checkMax = index.checkMax[p]!;
    const l = index.leads[p]!;
    facts.leads = l === -1 ? null : l === 1;
    facts.verifiedAt = index.verifiedAt[p]!;
    facts.pausedFrom = index.pausedFrom[p]!;
    return facts;
  };
}

/** The points of every position of `index` for `profile` (dead positions: 0, never ranked). */
export function pointsOfIndex(index: SearchIndex, profile: PreparedProfile, now: number): Int16Array {
  const read = factsReader(index, profile);
  const points = new Int16Array(index.records.length);
  forEachBit(index.bits.all, (p) => (points[p] = totalPoints(read(p), profile, now)));
  return points;
}

/**
 * Every listed position of `index`, best match first: by points descending, then in the catalogue's default order.
 * A counting sort over the small integer range of the points: O(n).
 */
export function rank(index: SearchIndex, profile: PreparedProfile, now: number): Int32Array {
  const points = pointsOfIndex(index, profile, now);
  let lo = 0;
  let hi = 0;
  for (const v of points) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const counts = new Int32Array(hi - lo + 2);
  forEachBit(index.bits.all, (p) => (counts[hi - points[p]! + 1]! += 1));
  for (let k = 1; k < counts.length; k++) counts[k]! += counts[k - 1]!;
  const order = new Int32Array(index.size);
  forEachInOrder(index, index.bits.all, (p) => (order[counts[hi - points[p]!]!++] = p));
  return order;
}
