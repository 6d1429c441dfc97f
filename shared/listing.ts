/**
 * Listing state and provenance (issue 19 items 4-6; docs/decisions/0031-provenance-and-listing-state.md): the
 * fields an investor's team keeps on its own listing, and per field who set it and when.
 *
 * Shapes (stored on the public catalogue item `INV#{id}` / PROFILE and returned by the API's `Investor`):
 * - `claimed`: a team holds the listing (functions/data/listing-claim.ts `markClaimed`, called by i19-claims);
 * - `confirmed_at`: ISO time of the team's last confirmation (365 days of validity, docs/decisions/0032);
 * - `confirmation_lapsed`: set by the daily freshness job past day 365 ('Not confirmed since <confirmed_at>');
 * - `currently_investing`: `{ status: 'yes' | 'until' | 'paused', until: 'YYYY-MM-DD' | null }` or null (unknown);
 * - `open_to_pitches`: `{ open, channel }` or null (unknown);
 * - `thesis` (<= 600 characters) and `portfolio_highlights` (<= 10 names);
 * - leads rounds reuse `details.leads_rounds`; the countries they invest in reuse `location` (the Country filter);
 * - `provenance`: per LISTING_FIELDS entry, `{ source: 'investor' | 'admin' | 'dataset', dataset?, version?, at }`
 *   (`at` an ISO date or time). A field without an entry has no value on file.
 *
 * Pure module (no zod), so the web bundle can use the wording helpers.
 */
import { ATTRIBUTIONS } from './attribution.js';

/** The listing fields that carry provenance (a field groups the record attributes it covers). */
export const LISTING_FIELDS = [
  'name',
  'funding_type',
  'funding_stage',
  'funding_industries',
  'location',
  'city',
  'check_size',
  'bio',
  'funding_description',
  'company_url',
  'thesis',
  'portfolio_highlights',
  'currently_investing',
  'open_to_pitches',
  'leads_rounds',
  'contact',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

export const PROVENANCE_SOURCES = ['investor', 'admin', 'dataset'] as const;
export type ProvenanceSource = (typeof PROVENANCE_SOURCES)[number];

export interface ProvenanceEntry {
  source: ProvenanceSource;
  /** The dataset's name (source 'dataset'), as on the record's `source.name`. */
  dataset?: string;
  /** The dataset's version ('2026-09'), when it has one. */
  version?: string;
  /** When the field was last set (ISO date or time). */
  at: string;
}
export type Provenance = Partial<Record<ListingField, ProvenanceEntry>>;

export const CURRENTLY_INVESTING_STATUSES = ['yes', 'until', 'paused'] as const;
export type CurrentlyInvestingStatus = (typeof CURRENTLY_INVESTING_STATUSES)[number];
export interface CurrentlyInvesting {
  status: CurrentlyInvestingStatus;
  /** 'YYYY-MM-DD' for status 'until', null otherwise. */
  until: string | null;
}
export interface OpenToPitches {
  open: boolean;
  /** The preferred channel in the investor's words ('Email with deck', 'Warm intro'), or null. */
  channel: string | null;
}

export const THESIS_MAX = 600;
export const PORTFOLIO_HIGHLIGHTS_MAX = 10;

/** Human labels of the fields, for provenance lines ("Check size from the investor, 25 Nov 2026"). */
export const LISTING_FIELD_LABELS: Record<ListingField, string> = {
  name: 'Name',
  funding_type: 'Type',
  funding_stage: 'Stages',
  funding_industries: 'Sectors',
  location: 'Countries',
  city: 'City',
  check_size: 'Check size',
  bio: 'Description',
  funding_description: 'Investment focus',
  company_url: 'Website',
  thesis: 'Thesis',
  portfolio_highlights: 'Portfolio highlights',
  currently_investing: 'Currently investing',
  open_to_pitches: 'Open to pitches',
  leads_rounds: 'Leads rounds',
  contact: 'Direct contact',
};

/** The version of a dataset, read from its attribution ('v2026-09' -> '2026-09'), or undefined. */
export function datasetVersion(dataset: string): string | undefined {
  const attribution = ATTRIBUTIONS.find((a) => a.source === dataset);
  return attribution?.text.match(/\bv(\d{4}-\d{2}(?:-\d{2})?)\b/)?.[1];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * '25 Nov 2026' of an ISO date or time (UTC); an invalid date is returned as given. Written without `Intl`: the
 * Investor Database's cards show it in the trust state's title (shared/trust.ts), and the first `Intl` formatter of
 * a page costs tens of milliseconds (web/src/common/format.ts, ADR 0053); it also reads the same on every ICU
 * (recent ones write September 'Sept').
 */
export function plainDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * One provenance line in plain words: "Check size from the investor, 25 Nov 2026", "Stages from Fundraising Fox
 * Open Dataset v2026-09", "City from an administrator, 3 Oct 2026".
 */
export function provenanceLine(field: ListingField, entry: ProvenanceEntry): string {
  const label = LISTING_FIELD_LABELS[field];
  if (entry.source === 'dataset') {
    const name = entry.dataset ?? 'the open data';
    return `${label} from ${name}${entry.version ? ` v${entry.version}` : `, ${plainDate(entry.at)}`}`;
  }
  const who = entry.source === 'investor' ? 'the investor' : 'an administrator';
  return `${label} from ${who}, ${plainDate(entry.at)}`;
}

/** The listing state of a record nobody has claimed: every field unknown (schemas.ts `ListingState`). */
export const NO_LISTING_STATE = {
  claimed: false,
  confirmed_at: null,
  confirmation_lapsed: false,
  currently_investing: null,
  open_to_pitches: null,
  thesis: null,
  portfolio_highlights: [],
  provenance: {},
  removed: null,
  version: 0,
  checked_at: null,
} satisfies Record<string, unknown> as {
  claimed: boolean;
  confirmed_at: string | null;
  confirmation_lapsed: boolean;
  currently_investing: CurrentlyInvesting | null;
  open_to_pitches: OpenToPitches | null;
  thesis: string | null;
  portfolio_highlights: string[];
  provenance: Provenance;
  removed: { by: 'investor' | 'admin'; at: string } | null;
  version: number;
  checked_at: string | null;
};

const DAY_MS = 86_400_000;

/** The UTC day number of `now` (whole days since 1970-01-01): what the 'until' dates are compared with. */
export function utcDayNumber(now: Date | number): number {
  return Math.floor((typeof now === 'number' ? now : now.getTime()) / DAY_MS);
}

/**
 * The last UTC day number a listing counts as currently investing (docs/decisions/0045-currently-investing.md):
 * `Infinity` for status 'yes'; the day of `until` for 'until' (the date itself still counts); -Infinity when it
 * never does: 'paused', unknown (null), an unreadable date, or a lapsed confirmation (the freshness job's 'Not
 * confirmed since <date>': a statement nobody confirmed for over a year is not current, ADR 0032).
 * Pure: the search index keeps this number per record and compares it with the query's day.
 */
export function investingThrough(listing: {
  currently_investing: CurrentlyInvesting | null;
  confirmation_lapsed: boolean;
}): number {
  const ci = listing.currently_investing;
  if (!ci || listing.confirmation_lapsed) return -Infinity;
  if (ci.status === 'yes') return Infinity;
  if (ci.status !== 'until' || !ci.until) return -Infinity;
  const at = Date.parse(`${ci.until}T00:00:00Z`);
  return Number.isNaN(at) ? -Infinity : utcDayNumber(at);
}

/**
 * 'Currently investing' on the UTC day of `now` (issue 19 item 6; docs/decisions/0045-currently-investing.md):
 * status 'yes', or 'until' a date not yet passed (the date itself counts), and the confirmation not lapsed.
 */
export function isCurrentlyInvesting(
  listing: { currently_investing: CurrentlyInvesting | null; confirmation_lapsed: boolean },
  now: Date | number,
): boolean {
  return investingThrough(listing) >= utcDayNumber(now);
}

/**
 * The first UTC day number a listing counts as paused (docs/decisions/0045-currently-investing.md): -Infinity for
 * status 'paused'; the day after `until` for 'until' (its date has passed); Infinity when it never does: 'yes',
 * unknown (null) or an unreadable date. A lapsed confirmation is not a pause: the investor said nothing of the kind.
 */
export function pausedFromDay(listing: { currently_investing: CurrentlyInvesting | null }): number {
  const ci = listing.currently_investing;
  if (!ci) return Infinity;
  if (ci.status === 'paused') return -Infinity;
  if (ci.status !== 'until' || !ci.until) return Infinity;
  const at = Date.parse(`${ci.until}T00:00:00Z`);
  return Number.isNaN(at) ? Infinity : utcDayNumber(at) + 1;
}

/**
 * Paused new investments on the UTC day of `now`: the investor said 'paused', or its 'until' date has passed
 * (ranked down by the match with the reason 'Paused new investments'). Unknown is not paused.
 */
export function isInvestingPaused(
  listing: { currently_investing: CurrentlyInvesting | null },
  now: Date | number,
): boolean {
  return utcDayNumber(now) >= pausedFromDay(listing);
}

/**
 * 'Open to pitches' (docs/decisions/0045-currently-investing.md): the investor said open (`open_to_pitches.open`)
 * and its confirmation has not lapsed (the same rule as 'Currently investing').
 */
export function isOpenToPitches(listing: {
  open_to_pitches: OpenToPitches | null;
  confirmation_lapsed: boolean;
}): boolean {
  return listing.open_to_pitches?.open === true && !listing.confirmation_lapsed;
}
