/**
 * Helpers shared by the three source mappers (fundraisingfox.ts, accelerators.ts, oss-investors.ts): CSV parsing,
 * rejection bookkeeping, ids, countries, money, URLs, stages and industry tags. Everything here is pure and
 * deterministic (no clock, no I/O), so a re-import maps every row to the same record (docs/data.md).
 */
import { parse } from 'csv-parse/sync';
import { ATTRIBUTIONS } from '../../shared/attribution.js';
import { countryName, shortCountryName } from '../../shared/countries.js';
import { INVESTOR_ALIASES } from '../../shared/investor-aliases.js';
import { toUsd } from '../../shared/money.js';
import type { InvestorSource } from '../../shared/schemas.js';
import { FUNDING_STAGES, type FundingStage } from '../../shared/vocabulary.js';
import type { InvestorContactRecord, InvestorRecord } from '../data/investor.js';

/**
 * One source row turned into what the table stores: the public record and, only from a consented or curated
 * source, a direct contact (docs/decisions/0014-contacts-model.md). The open-data sources have none: `null`.
 */
export interface MappedInvestor {
  record: InvestorRecord;
  contact: InvestorContactRecord | null;
}

/** Rows of one source left out for one reason: how many, and up to {@link MAX_EXAMPLES} examples (row names). */
export interface Rejection {
  source: string;
  reason: string;
  count: number;
  examples: string[];
}

/** The outcome of mapping one row: a mapped investor, or the reason it was left out and a name to show. */
export type RowOutcome =
  { ok: true; investor: MappedInvestor } | { ok: false; reason: string; example: string };

/** What one source contributed: investors mapped, rows rejected (with reasons), rows merged into another source. */
export interface SourceReport {
  source: string;
  rows: number;
  mapped: number;
  merged: number;
  rejected: number;
  rejections: Rejection[];
}

export const MAX_EXAMPLES = 3;

/**
 * Counts rejected rows per reason, keeping the first few examples, in first-seen order of reasons. Rows are never
 * dropped silently: every row a mapper does not turn into an investor goes through here.
 */
export class RejectionLog {
  private readonly byReason = new Map<string, Rejection>();

  constructor(private readonly source: string) {}

  add(reason: string, example: string): void {
    let entry = this.byReason.get(reason);
    if (!entry) {
      entry = { source: this.source, reason, count: 0, examples: [] };
      this.byReason.set(reason, entry);
    }
    entry.count += 1;
    if (entry.examples.length < MAX_EXAMPLES && example) entry.examples.push(example);
  }

  get total(): number {
    let n = 0;
    for (const r of this.byReason.values()) n += r.count;
    return n;
  }

  list(): Rejection[] {
    return [...this.byReason.values()].map((r) => ({ ...r, examples: [...r.examples] }));
  }
}

/** The report of one source: its rows, the investors it mapped, the rows merged into another source, the rejections. */
export function sourceReport(
  rejections: RejectionLog,
  counts: { source: string; rows: number; mapped: number; merged?: number },
): SourceReport {
  return {
    source: counts.source,
    rows: counts.rows,
    mapped: counts.mapped,
    merged: counts.merged ?? 0,
    rejected: rejections.total,
    rejections: rejections.list(),
  };
}

/**
 * Maps every row of a source's CSV text with `mapRow`, keeping the first row of each investor id: a rejected row is
 * counted under its reason, a repeated id under `duplicateReason`; nothing is dropped silently.
 * @returns the investors in row order and the source's report (nothing merged).
 */
export function mapSourceRows(
  source: string,
  csvText: string,
  mapRow: (row: Record<string, string>) => RowOutcome,
  duplicateReason: string,
): { investors: MappedInvestor[]; report: SourceReport } {
  const rows = parseCsv(csvText);
  const rejections = new RejectionLog(source);
  const investors: MappedInvestor[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const outcome = mapRow(row);
    if (!outcome.ok) {
      rejections.add(outcome.reason, outcome.example);
    } else if (seen.has(outcome.investor.record.id)) {
      rejections.add(duplicateReason, outcome.investor.record.name);
    } else {
      seen.add(outcome.investor.record.id);
      investors.push(outcome.investor);
    }
  }
  return {
    investors,
    report: sourceReport(rejections, { source, rows: rows.length, mapped: investors.length }),
  };
}

/**
 * Parses CSV text with a header row into records keyed by column name. Accepts LF and CRLF line endings and a
 * UTF-8 BOM (csv-parse detects the record delimiter); rows with a missing or extra column are kept (the mapper
 * rejects them by their missing fields) rather than aborting a 16k-row import.
 * @throws CsvError on text that is not CSV at all (e.g. an unterminated quote).
 */
export function parseCsv(text: string): Record<string, string>[] {
  return parse(text, {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Record<string, string>[];
}

/** The text of a CSV cell, trimmed; '' for a missing cell and for the literal text `null` (data/README.md). */
export function cell(row: Record<string, string>, column: string): string {
  const value = (row[column] ?? '').trim();
  return value.toLowerCase() === 'null' ? '' : value;
}

/** Lower-case ASCII slug: accents removed, runs of other characters turned into one '-'. '' for no letters. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `source` of a record from the attribution of that source (shared/attribution.ts), with a per-record url. */
export function sourceOf(name: string, url: string | null, verifiedAt: string | null): InvestorSource {
  const attribution = ATTRIBUTIONS.find((a) => a.source === name);
  if (!attribution) throw new Error(`No attribution for source ${name} in shared/attribution.ts`);
  return { name, licence: attribution.licence, url: url ?? attribution.url, verified_at: verifiedAt };
}

// ---------------------------------------------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------------------------------------------

/** English country name of an ISO 3166-1 alpha-2 code (shared/countries.ts, one spelling for the app). */
export { countryName };

/** Every assigned alpha-2 code with its English name, built once (used to read country names in free text). */
let nameToCode: Map<string, string> | undefined;
function countryIndex(): Map<string, string> {
  if (nameToCode) return nameToCode;
  nameToCode = new Map();
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = countryName(code);
      if (!name) continue;
      nameToCode.set(name.toLowerCase(), code);
      const short = shortCountryName(code);
      if (short && short !== code) nameToCode.set(short.toLowerCase(), code);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) nameToCode.set(alias.toLowerCase(), code);
  return nameToCode;
}

/** Spellings in the sources that CLDR does not list. */
const COUNTRY_ALIASES: Record<string, string> = {
  USA: 'US',
  'United States of America': 'US',
  UK: 'GB',
  'Great Britain': 'GB',
  England: 'GB',
  UAE: 'AE',
  Luxemburg: 'LU',
  Holland: 'NL',
  Korea: 'KR',
  Turkey: 'TR',
};

/**
 * Alpha-2 code of a country written as a name ('Germany'), an alias ('UK', 'USA', 'Luxemburg') or, when
 * `acceptCodes`, an alpha-2 code ('DE', 'IL'). null when the text is not one country (e.g. 'Europe', 'Global').
 */
export function countryCode(text: string, acceptCodes = true): string | null {
  const t = text.trim();
  if (!t) return null;
  const named = countryIndex().get(t.toLowerCase());
  if (named) return named;
  return acceptCodes && /^[A-Z]{2}$/.test(t) && countryName(t) ? t : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------------------------

/** A USD amount from a CSV cell ('100000', '100000.0', '1e6'); null for blank, non-numeric or negative text. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

// formatMoney, formatCheckSizes and parseCheckSize live in shared/money.ts (the application and the admin form
// use them too).
export { formatCheckSizes, formatMoney, parseCheckSize } from '../../shared/money.js';

/**
 * The check range in US dollars as the filters use it: zero or unknown ends null, swapped ends put in order.
 * Amounts in another currency convert at the fixed rates of shared/money.ts (`USD_PER_UNIT`); a currency without
 * one gives nulls.
 */
export function checkRangeUsd(
  min: number | null,
  max: number | null,
  currency = 'USD',
): { check_min_usd: number | null; check_max_usd: number | null } {
  const usd = (v: number | null) => (v !== null && v > 0 ? toUsd(v, currency) : null);
  let lo = usd(min);
  let hi = usd(max);
  if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo];
  return { check_min_usd: lo, check_max_usd: hi };
}

// ---------------------------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------------------------

/**
 * An absolute https URL from a bare domain ('01a.com' → 'https://01a.com') or a URL (`http://` upgraded to
 * `https://`: links are https only, shared/text.ts `safeUrl`; issue 22). null when the text has no plausible host.
 */
export function httpsUrl(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const withScheme = /^https:\/\//i.test(t)
    ? t
    : /^http:\/\//i.test(t)
      ? `https://${t.slice(7)}`
      : `https://${t}`;
  try {
    const url = new URL(withScheme);
    if (!url.hostname.includes('.')) return null;
    return withScheme;
  } catch {
    return null;
  }
}

/** The registrable-ish host of a URL or domain, lower-case, without 'www.': 'https://www.BVP.com/x' → 'bvp.com'. */
export function domainOf(text: string): string | null {
  const url = httpsUrl(text);
  if (!url) return null;
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

// ---------------------------------------------------------------------------------------------------------------
// Merge by domain
// ---------------------------------------------------------------------------------------------------------------

/** Slug of a name → slug of its firm's canonical name (shared/investor-aliases.ts): 'yc' → 'y-combinator'. */
const FIRM_SLUGS: ReadonlyMap<string, string> = new Map(
  INVESTOR_ALIASES.flatMap((entry) =>
    [entry.name, ...entry.aliases].map((name) => [slugify(name), slugify(entry.name)] as const),
  ),
);

/** The same firm's names give the same key: slug, aliases mapped to the canonical name ('YC', 'Y Combinator'). */
export function firmKey(name: string): string {
  const slug = slugify(name);
  return FIRM_SLUGS.get(slug) ?? slug;
}

/**
 * True for a record listed under another company than its own name: a network's programme ('Sequoia Arc' under
 * Sequoia Capital), a partner at a firm. Such a record is never the firm itself.
 */
export function listedUnder(record: Pick<InvestorRecord, 'name' | 'company'>): boolean {
  return record.company.trim() !== '' && firmKey(record.company) !== firmKey(record.name);
}

/** Positions of `records` by website domain (`domainOf` of `company_url`), for `mergeTarget`. */
export function byDomain(records: readonly Pick<InvestorRecord, 'company_url'>[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  records.forEach((r, i) => {
    const d = r.company_url ? domainOf(r.company_url) : null;
    if (d) map.set(d, [...(map.get(d) ?? []), i]);
  });
  return map;
}

/**
 * The merge-by-domain rule (docs/data.md; the seed's sources and the admin import): the position in `records` of
 * the record an incoming one with the same website domain merges into, or undefined. Among the records of that
 * domain: the one naming the same firm (`firmKey`: aliases count), else the first that is a firm in its own name;
 * never a programme or person listed under another company (a network's domain is shared by its programmes:
 * 'Sequoia Capital' does not become 'Sequoia Arc'), and an incoming programme or person listed under another
 * company merges only into the record of its own name (issue 22: 'Felicis AI Fellows' is not Felicis Ventures; a
 * website domain is not an identity). So the two Y Combinator records (the accelerators list and
 * awesome-oss-investors, both ycombinator.com) become one.
 */
export function mergeTarget(
  domains: ReadonlyMap<string, readonly number[]>,
  records: readonly Pick<InvestorRecord, 'name' | 'company'>[],
  incoming: Pick<InvestorRecord, 'name' | 'company' | 'company_url'>,
): number | undefined {
  const domain = incoming.company_url ? domainOf(incoming.company_url) : null;
  const candidates = domain ? domains.get(domain) : undefined;
  if (!candidates) return undefined;
  const key = firmKey(incoming.name);
  const sameFirm = candidates.find((i) => firmKey(records[i]!.name) === key);
  if (sameFirm !== undefined || listedUnder(incoming)) return sameFirm;
  return candidates.find((i) => !listedUnder(records[i]!));
}

// ---------------------------------------------------------------------------------------------------------------
// Stages and tags
// ---------------------------------------------------------------------------------------------------------------

/** Distinct canonical stages in the order of FUNDING_STAGES (the Stage filter's order). */
export function orderStages(stages: Iterable<FundingStage>): FundingStage[] {
  const set = new Set(stages);
  return FUNDING_STAGES.filter((s) => set.has(s));
}

/** The canonical stage of a text, case-insensitively ('pre-seed' → 'Pre-Seed'); null when not canonical. */
export function canonicalStage(text: string): FundingStage | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return FUNDING_STAGES.find((s) => s.toLowerCase() === t) ?? null;
}

/**
 * Industry tags: trimmed, inner spaces collapsed, first letter upper-cased when a tag is all lower case, and
 * de-duplicated case-insensitively (first spelling wins), in first-seen order.
 */
export function normaliseTags(tags: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    let tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag) continue;
    if (tag === tag.toLowerCase()) tag = tag.charAt(0).toUpperCase() + tag.slice(1);
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Splits a list cell on a separator, dropping empty parts. */
export function splitList(text: string, separator: string | RegExp): string[] {
  return text
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

// Sentence helpers shared with the texts derived at read time (shared/listing-texts.ts, issue 34).
export { describeStages, joinAnd, sentences, withArticle } from '../../shared/listing-texts.js';
