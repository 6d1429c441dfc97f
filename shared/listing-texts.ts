/**
 * Texts that follow the fields (issue 34 items 4 and 5; docs/decisions/0056-catalogue-with-many-writers.md).
 *
 * Derived texts: the open data's importers used to write "Investment focus" (`funding_description`) and "About"
 * (`bio`) as sentences made of the record's fields ("Pre-Seed and Seed venture fund in Berlin", "Check size $500K -
 * $4M (from firm website)"), so an investor who changed the check size or the stages contradicted its own profile.
 * Now a text whose provenance is the open data (no person wrote it) is computed from the CURRENT fields every time a
 * record is read (functions/data/investor.ts `toInvestorRecord` calls `withDerivedTexts`), so search, the profile,
 * the match, exports and saved lists all show the fields as they are. A text an investor or an administrator wrote
 * (provenance `investor` / `admin`) is their words and is shown as written.
 *
 * Coverage: a source that lists only one kind of investing records only that kind: the awesome-oss-investors list
 * gives every firm the sector "Open Source" and says nothing of its other sectors; the accelerator list's sectors
 * are what its focus text names. Such a field says so (`coverageNote`: "from an open-source investor list; other
 * sectors not recorded"), and the Industry filter treats its other sectors as unknown, not as "no" (the search index
 * lists such records after the known matches: functions/investors/search-index.ts). A record of the same firm merged
 * from several sources keeps the broader source's provenance, so it has no such note.
 *
 * Pure module (no zod): the web bundle and the functions share it.
 */
import {
  datasetVersion,
  plainDate,
  type ListingField,
  type Provenance,
  type ProvenanceEntry,
} from './listing.js';
import { FUNDING_STAGES, type FundingStage, type InvestorType } from './vocabulary.js';

/**
 * Stages as words: one → 'Seed'; a run of three or more without gaps → 'Seed to Series B'; otherwise
 * 'Seed and Growth' or 'Pre-Seed, Seed and Growth'. '' for none.
 */
export function describeStages(stages: readonly FundingStage[]): string {
  if (stages.length === 0) return '';
  if (stages.length === 1) return stages[0]!;
  // Series D+ does not break a run when absent: no source but one uses it ('Series C to Growth' stays a run).
  const order = FUNDING_STAGES.filter((s) => s !== 'Series D+' || stages.includes(s));
  const indexes = stages.map((s) => order.indexOf(s));
  const contiguous = indexes.every((v, i) => i === 0 || v === indexes[i - 1]! + 1);
  if (contiguous && stages.length > 2) return `${stages[0]} to ${stages[stages.length - 1]}`;
  return `${stages.slice(0, -1).join(', ')} and ${stages[stages.length - 1]}`;
}

/** Joins sentence fragments: trims each, drops empty ones, ends each with a full stop. */
export function sentences(parts: readonly (string | null | undefined | false)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim().length > 0)
    .map((p) => {
      const t = p.trim();
      const capital = t.charAt(0).toUpperCase() + t.slice(1);
      return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
    })
    .join(' ');
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'an accelerator', 'a venture fund' (by the first letter; good enough for the nouns used here). */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Sources that list one kind of investing: the fields they cover only in part, and how to say so. */
export const NARROW_SOURCES: Readonly<Record<string, Partial<Record<ListingField, string>>>> = {
  'awesome-oss-investors': {
    funding_industries: 'from an open-source investor list; other sectors not recorded',
  },
  'Startup Accelerators & Founder Programs': {
    funding_industries: 'from an accelerator list’s focus text; other sectors not recorded',
  },
};

/** The fields coverage rests on: the record's provenance. */
interface CoverageFields {
  provenance: Provenance;
}

/**
 * The coverage note of `field` of `record` ("from an open-source investor list; other sectors not recorded"), or
 * null when its value is not from a source that covers it only in part (a person set it, or a broad source did).
 */
export function coverageNote(record: CoverageFields, field: ListingField): string | null {
  const entry: ProvenanceEntry | undefined = record.provenance[field];
  if (!entry || entry.source !== 'dataset' || !entry.dataset) return null;
  return NARROW_SOURCES[entry.dataset]?.[field] ?? null;
}

/** True when the record's other sectors are unknown (its sectors come from a narrow source): the Industry filter. */
export function sectorsUnknown(record: CoverageFields): boolean {
  return coverageNote(record, 'funding_industries') !== null;
}

/** "Sectors: Open Source (from an open-source investor list; other sectors not recorded)", or the plain list. */
export function sectorsLine(record: CoverageFields & { funding_industries: readonly string[] }): string {
  const note = coverageNote(record, 'funding_industries');
  if (record.funding_industries.length === 0)
    return note ? `Sectors not recorded (${note})` : 'Sectors not recorded';
  return `${joinAnd(record.funding_industries)}${note ? ` (${note})` : ''}`;
}

const NOUN: Record<InvestorType, string> = {
  'Venture Fund': 'venture fund',
  'Angel Investor': 'angel investor',
  'Angel Network': 'angel network',
  'Corporate VC': 'corporate venture fund',
  'Family Office': 'family office',
  Accelerator: 'accelerator',
};

/** The fields the derived texts are made of (a stored record or the API's `Investor`). */
export interface TextFields extends CoverageFields {
  name: string;
  company: string;
  funding_type: InvestorType;
  funding_stage: readonly FundingStage[];
  funding_industries: readonly string[];
  location: readonly string[];
  city: string | null;
  check_sizes: string;
  funding_description: string;
  bio: string;
  source: { name: string } | null;
  details: {
    focus: string | null;
    hq: string | null;
    founded_year: number | null;
    portfolio_count: number | null;
    exit_count: number | null;
    led_rounds: number | null;
    leads_rounds: boolean | null;
    programme_terms: string | null;
    portfolio_companies: readonly string[];
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where the record is: its HQ as the source gives it, else 'City, Country'. */
function placeOf(r: TextFields): string {
  return r.details.hq || [r.city, r.location[0]].filter(Boolean).join(', ');
}

/** Who gave the check size, in words: "the investor, 25 Nov 2026", "an administrator, ...", the dataset's name. */
function checkSizeSource(r: TextFields): string {
  const entry = r.provenance.check_size;
  if (!entry) return '';
  if (entry.source === 'investor') return `from the investor, ${plainDate(entry.at)}`;
  if (entry.source === 'admin') return `from an administrator, ${plainDate(entry.at)}`;
  const version = entry.dataset ? datasetVersion(entry.dataset) : undefined;
  return `from ${entry.dataset ?? 'the open data'}${version ? ` v${version}` : ''}`;
}

/** "Investment focus" of `r`, from its fields: "Seed and Series A venture fund in Berlin, Germany; leads rounds." */
export function investmentFocus(r: TextFields): string {
  const stages = describeStages(r.funding_stage);
  const place = placeOf(r) || joinAnd([...r.location]);
  const lead = `${stages ? `${stages} ` : ''}${NOUN[r.funding_type]}${place ? ` in ${place}` : ''}`;
  const d = r.details;
  const facts = [
    d.portfolio_count ? plural(d.portfolio_count, 'portfolio company', 'portfolio companies') : '',
    d.exit_count ? plural(d.exit_count, 'exit', 'exits') : '',
    d.leads_rounds === true ? 'leads rounds' : d.leads_rounds === false ? 'does not lead rounds' : '',
  ].filter(Boolean);
  return sentences([
    facts.length ? `${lead}; ${facts.join(', ')}` : lead,
    d.programme_terms && `Terms: ${d.programme_terms}`,
  ]);
}

/** "About" of `r`, from its fields: what it is, where, its sectors (with coverage), check size with its source. */
export function aboutText(r: TextFields): string {
  const place = placeOf(r);
  const d = r.details;
  const runBy =
    r.funding_type === 'Accelerator' && r.company && r.company !== r.name ? ` run by ${r.company}` : '';
  return sentences([
    `${r.name} is ${withArticle(NOUN[r.funding_type])}${runBy}${place ? ` headquartered in ${place}` : ''}${
      d.founded_year ? `, founded in ${d.founded_year}` : ''
    }`,
    r.funding_industries.length > 0 || coverageNote(r, 'funding_industries')
      ? `Sectors: ${sectorsLine(r)}`
      : '',
    r.check_sizes ? `Check size ${r.check_sizes}${checkSizeSource(r) ? ` (${checkSizeSource(r)})` : ''}` : '',
    d.led_rounds ? `Led ${plural(d.led_rounds, 'recorded round', 'recorded rounds')}` : '',
    d.focus && `Focus: ${d.focus}`,
    d.portfolio_companies.length > 0 && `Exemplary investments: ${d.portfolio_companies.join(', ')}`,
  ]);
}

/** True when `field` (a text) of `r` is the open data's, so it is derived from the fields rather than shown as written. */
function derived(r: TextFields, field: 'bio' | 'funding_description'): boolean {
  const entry = r.provenance[field];
  if (entry) return entry.source === 'dataset';
  return Boolean(r.source && Object.keys(NARROW_SOURCES).concat(DATASETS).includes(r.source.name));
}

/** The open datasets whose texts are derived (shared/attribution.ts's sources; kept here to stay import-light). */
const DATASETS = [
  'Fundraising Fox Open Dataset',
  'Startup Accelerators & Founder Programs',
  'awesome-oss-investors',
];

/** `r` with its open-data texts computed from its current fields (texts a person wrote are kept). Pure. */
export function withDerivedTexts<T extends TextFields>(r: T): T {
  const focus = derived(r, 'funding_description');
  const about = derived(r, 'bio');
  if (!focus && !about) return r;
  return {
    ...r,
    ...(focus ? { funding_description: investmentFocus(r) } : {}),
    ...(about ? { bio: aboutText(r) } : {}),
  };
}
