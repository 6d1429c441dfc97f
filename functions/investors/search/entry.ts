/**
 * What one record contributes to the search index (docs/decisions/0003-search.md): its words with their field
 * weights, its tags, its exact names, its filter values and its per-position columns. Computed by ONE function for
 * the build (build.ts) and for applying a catalogue change to a built index (update.ts,
 * docs/decisions/0056-catalogue-with-many-writers.md), so an index kept up to date answers exactly as one built
 * from the same records. Pure.
 */
import type { InvestorRecord } from '../../data/investor.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../shared/vocabulary.js';
import { investingThrough, isOpenToPitches, pausedFromDay } from '../../../shared/listing.js';
import { INVESTOR_ALIASES } from '../../../shared/investor-aliases.js';
import { SECTOR_AGNOSTIC } from '../../../shared/match-schemas.js';
import { verifiedTime } from '../../../shared/trust.js';
import { sectorsUnknown } from '../../../shared/listing-texts.js';
import { FIRM_BONUS, WEIGHT, industryWeight } from './ranking.js';
import { fold, words } from './tokenise.js';

/** Folded name → every folded name of its firm (canonical and aliases; shared/investor-aliases.ts). */
const ALIASES: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, readonly string[]>();
  for (const entry of INVESTOR_ALIASES) {
    const all = [...new Set([entry.name, ...entry.aliases].map(fold).filter(Boolean))];
    for (const name of all) map.set(name, all);
  }
  return map;
})();

/** The folded names of the firm `folded` names: itself and, for a firm of the alias list, every alias. */
export function namesOf(folded: string): readonly string[] {
  return ALIASES.get(folded) ?? [folded];
}

const AGNOSTIC = SECTOR_AGNOSTIC.toLowerCase();

/** One record's contribution to the index. */
export interface Entry {
  /** word → its best field weight in the record. */
  words: Map<string, number>;
  /** lower-case tag (industry, stage, type) → its weight (the first occurrence's). */
  tags: Map<string, number>;
  /** Folded names and aliases (the exact-name bonus) and, for a record listed under a company, the company's. */
  exactNames: readonly string[];
  exactCompanies: readonly string[];
  name: string;
  company: string;
  firm: number;
  type: number;
  /** Bit i: FUNDING_STAGES[i]. */
  stages: number;
  /** Distinct countries and industries, in the record's order. */
  countries: string[];
  industries: string[];
  direct: number;
  pitches: number;
  /** 1 when the sectors come from a source that lists one kind of investing (others unknown, issue 34 item 4). */
  sectorsUnknown: number;
  investingThrough: number;
  checkMin: number;
  checkMax: number;
  /** The match's columns: -1 unknown, 0 does not lead, 1 leads; verified time (ms, NaN); first paused day. */
  leads: number;
  verifiedAt: number;
  pausedFrom: number;
}

/** The entry of `r` (pure). */
export function entryOf(r: InvestorRecord): Entry {
  const best = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const w of words(text)) if ((best.get(w) ?? 0) < weight) best.set(w, weight);
  };
  const sectors = r.funding_industries.filter((t) => t.toLowerCase() !== AGNOSTIC).length;
  const industry = industryWeight(sectors);
  add([...r.location, r.city ?? ''].join(' '), WEIGHT.place);
  add(r.funding_industries.join(' '), industry);
  add([...r.funding_stage, r.funding_type].join(' '), WEIGHT.tag);
  const name = fold(r.name);
  const company = fold(r.company);
  // A record listed under another company (a network's programme, a firm's partner) is not the firm itself.
  const listedUnder = company !== '' && company !== name;
  const ownNames = namesOf(name);
  const companyNames = listedUnder ? namesOf(company) : [];
  add(`${r.name} ${r.company} ${ownNames.join(' ')} ${companyNames.join(' ')}`, WEIGHT.name);
  for (const w of fold(`${r.funding_description} ${r.details?.focus ?? ''} ${r.bio}`).split(' ')) {
    if (w && !best.has(w)) best.set(w, WEIGHT.text);
  }
  const tags = new Map<string, number>();
  [...r.funding_industries, ...r.funding_stage, r.funding_type].forEach((tag, k) => {
    const key = tag.toLowerCase();
    if (!tags.has(key)) tags.set(key, k < r.funding_industries.length ? industry : WEIGHT.tag);
  });
  let stages = 0;
  for (const st of r.funding_stage) {
    const k = FUNDING_STAGES.indexOf(st);
    if (k >= 0) stages |= 1 << k;
  }
  const checkMin = r.check_min_usd ?? NaN;
  const checkMax = r.check_max_usd ?? NaN;
  const verifiedAt = verifiedTime(r);
  const leads = r.details.leads_rounds ?? null;
  return {
    words: best,
    tags,
    exactNames: ownNames,
    exactCompanies: companyNames,
    name,
    company,
    firm: listedUnder ? 0 : FIRM_BONUS,
    type: Math.max(0, INVESTOR_TYPES.indexOf(r.funding_type)),
    stages,
    countries: [...new Set(r.location)],
    industries: [...new Set(r.funding_industries)],
    direct: r.contact_type ? 1 : 0,
    pitches: isOpenToPitches(r) ? 1 : 0,
    sectorsUnknown: sectorsUnknown(r) ? 1 : 0,
    investingThrough: investingThrough(r),
    checkMin,
    checkMax,
    leads: leads === null ? -1 : leads ? 1 : 0,
    verifiedAt,
    pausedFrom: pausedFromDay(r),
  };
}

/**
 * The default order of records (created_at descending, then name, then id): negative when `a` comes first. The
 * index's positions are ranked by it; ties on every key cannot happen (ids are unique).
 */
export function defaultOrder(
  a: Pick<InvestorRecord, 'created_at' | 'name' | 'id'>,
  b: Pick<InvestorRecord, 'created_at' | 'name' | 'id'>,
): number {
  return b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}
