/**
 * awesome-oss-investors (data/awesome-oss-investors/vcs.csv, MIT, Copyright (c) 2022 crowd.dev): venture firms
 * that invest in commercial open-source startups (list last updated 2023-04). Firms whose website domain matches a
 * Fundraising Fox record are merged into that record instead of being added twice. Decisions in docs/data.md.
 */
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import { FUNDING_STAGES, type FundingStage, type InvestorType } from '../../shared/vocabulary.js';
import {
  RejectionLog,
  canonicalStage,
  cell,
  countryCode,
  countryName,
  describeStages,
  byDomain,
  domainOf,
  formatCheckSizes,
  parseCheckSize,
  httpsUrl,
  joinAnd,
  mergeTarget,
  normaliseTags,
  orderStages,
  parseCsv,
  sentences,
  slugify,
  sourceOf,
  sourceReport,
  splitList,
  type MappedInvestor,
  type RowOutcome,
  type SourceReport,
} from './common.js';
import { NO_LISTING_STATE } from '../data/investor.js';

export const OSS_SOURCE = 'awesome-oss-investors';

/** Date of the list's last commit (data/awesome-oss-investors/SOURCE.txt): created_at of every record. */
export const OSS_IMPORTED_AT = '2023-04-13T00:00:00.000Z';

/** The industry tag every firm of this list gets (and merged Fundraising Fox records gain). */
export const OPEN_SOURCE_TAG = 'Open Source';

/** Firms of the list whose main business is an accelerator program rather than a fund. */
const TYPE_OVERRIDES: ReadonlyMap<string, InvestorType> = new Map([
  ['Y Combinator', 'Accelerator'],
  ['500 Startups', 'Accelerator'],
]);

/** 'Multi Stage' in this list: seed through growth rounds. */
const MULTI_STAGE: FundingStage[] = ['Seed', 'Series A', 'Series B', 'Series C', 'Series D+', 'Growth'];
const LATER_ROUNDS: FundingStage[] = ['Series B', 'Series C', 'Series D+'];

/**
 * The list's stage text → canonical stages: 'Pre-Seed/Seed' → Pre-Seed, Seed; 'Seed, Series A, B' → Seed,
 * Series A, Series B; 'Seed/Series A+B+C' → Seed, Series A, B, C; a trailing '+' ('Series A+') means that round
 * and later ones (Series B, C, D+); 'Multi Stage' → Seed to Growth; 'Late Stage' → Late Stage.
 */
export function ossStages(text: string): FundingStage[] {
  const stages: FundingStage[] = [];
  for (const part of splitList(text, /[,/]/)) {
    if (/^multi[- ]?stage$/i.test(part)) {
      stages.push(...MULTI_STAGE);
      continue;
    }
    const series = /^(?:series\s+)?([a-d](?:\s*\+\s*[a-d])*)\s*(\+)?$/i.exec(part);
    if (series) {
      const letters = series[1]!.split('+').map((l) => l.trim().toUpperCase());
      for (const letter of letters) {
        const stage = canonicalStage(`Series ${letter}`);
        if (stage) stages.push(stage);
      }
      if (series[2]) {
        const from = FUNDING_STAGES.indexOf(`Series ${letters[letters.length - 1]}` as FundingStage);
        stages.push(...LATER_ROUNDS.filter((s) => FUNDING_STAGES.indexOf(s) > from));
      }
      continue;
    }
    const stage = canonicalStage(part);
    if (stage) stages.push(stage);
  }
  return orderStages(stages);
}

/**
 * Ticket size text → USD range (shared/money.ts `parseCheckSize`, the one reader of typed check sizes; amounts in
 * this list are millions when no scale is written): '$0.1-4M' → 100K–4M, '$0.1M' → 100K, '$1m-$50m' → 1M–50M,
 * '$0.5-$50M'; null ends when the text is blank or unreadable.
 */
export function parseTicketSize(text: string): { min: number | null; max: number | null } {
  const scaled = /^\$?\s*[\d.]+$/.test(text.trim()) ? `${text.trim()}M` : text;
  const parsed = parseCheckSize(scaled);
  return parsed.ok ? { min: parsed.min_usd, max: parsed.max_usd } : { min: null, max: null };
}

/** Country names of the list's `hq` ('US', 'UK, Spain, Germany', 'US, UK, IL'); regions ('Europe', 'Global') → none. */
export function ossCountries(hq: string): string[] {
  const names: string[] = [];
  for (const part of splitList(hq, /[,;/]/)) {
    const code = countryCode(part);
    const name = code ? countryName(code) : null;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** Facts of one list row used both for a standalone record and for merging into a Fundraising Fox record. */
export interface OssFacts {
  name: string;
  domain: string | null;
  website: string | null;
  dedicated: boolean;
  stages: FundingStage[];
  checkSizes: string;
  /** The ticket size in whole USD (null: unknown end). */
  checkMin: number | null;
  checkMax: number | null;
  hq: string;
  countries: string[];
  examples: string[];
}

function factsOf(row: Record<string, string>): OssFacts {
  const website = httpsUrl(cell(row, 'website'));
  const ticket = parseTicketSize(cell(row, 'ticket_size'));
  const hq = cell(row, 'hq');
  return {
    name: cell(row, 'name').replace(/\*+$/, '').trim(),
    domain: website ? domainOf(website) : null,
    website,
    dedicated: cell(row, 'oss_dedicated').toLowerCase() === 'true',
    stages: ossStages(cell(row, 'stage')),
    checkSizes: formatCheckSizes(ticket.min, ticket.max),
    checkMin: ticket.min,
    checkMax: ticket.max,
    hq,
    countries: ossCountries(hq),
    examples: splitList(cell(row, 'example_investments'), ';'),
  };
}

function ossSentence(f: OssFacts): string {
  return `Invests in commercial open-source companies${f.examples.length ? ` such as ${joinAnd(f.examples.slice(0, 5))}` : ''}`;
}

function listedSentence(f: OssFacts): string {
  return `Listed in awesome-oss-investors (April 2023: at least 3 investments in startups built on an open-source repo, investing actively)${
    f.dedicated
      ? ' and marked there as dedicated to commercial open source or with more than 10 such investments'
      : ''
  }${f.hq ? `; HQ given there: ${f.hq}` : ''}${f.checkSizes ? `; ticket size ${f.checkSizes}` : ''}`;
}

/** Maps one vcs.csv row to a standalone record (`oss-<slug of name>`). */
export function mapOssRow(row: Record<string, string>): RowOutcome & { facts?: OssFacts } {
  const f = factsOf(row);
  const slug = slugify(f.name);
  if (!f.name || !slug)
    return { ok: false, reason: 'missing name', example: cell(row, 'website') || '(blank row)' };
  if (!f.website) return { ok: false, reason: 'missing or invalid website', example: f.name };
  const type = TYPE_OVERRIDES.get(f.name) ?? 'Venture Fund';
  const stagePhrase = describeStages(f.stages);
  return {
    ok: true,
    facts: f,
    investor: {
      record: {
        id: `oss-${slug}`,
        name: f.name,
        company: f.name,
        image_url: null,
        verified: false,
        funding_description: sentences([
          `${stagePhrase ? `${stagePhrase} ` : ''}${type === 'Accelerator' ? 'accelerator' : 'venture fund'}${
            f.countries.length ? ` in ${joinAnd(f.countries)}` : f.hq ? ` (${f.hq})` : ''
          }`,
          ossSentence(f),
        ]),
        location: f.countries,
        city: null,
        funding_stage: f.stages,
        funding_type: type,
        funding_industries: [OPEN_SOURCE_TAG],
        check_sizes: f.checkSizes,
        bio: sentences([
          listedSentence(f),
          f.examples.length > 0 && `Exemplary investments: ${f.examples.join(', ')}`,
        ]),
        contact_type: null,
        company_url: f.website,
        application_url: null,
        check_min_usd: f.checkMin,
        check_max_usd: f.checkMax,
        ...NO_LISTING_STATE,
        details: { ...NO_DETAILS, hq: f.hq || null, portfolio_companies: f.examples },
        created_at: OSS_IMPORTED_AT,
        updated_at: OSS_IMPORTED_AT,
        source: sourceOf(OSS_SOURCE, null, null),
      },
      contact: null,
    },
  };
}

/**
 * Adds a list row's facts to a Fundraising Fox record (returns a new record): the 'Open Source' industry, a
 * sentence in the description and the bio, and stages, check sizes and countries only where the Fundraising Fox
 * row had none. The record keeps its id, dates and source.
 */
export function mergeOssFacts(target: MappedInvestor, f: OssFacts): MappedInvestor {
  const r = target.record;
  return {
    contact: target.contact,
    record: {
      ...r,
      funding_industries: normaliseTags([...r.funding_industries, OPEN_SOURCE_TAG]),
      funding_description: sentences([r.funding_description, ossSentence(f)]),
      bio: sentences([r.bio, listedSentence(f)]),
      funding_stage: r.funding_stage.length ? r.funding_stage : f.stages,
      check_sizes: r.check_sizes || f.checkSizes,
      ...(r.check_sizes ? {} : { check_min_usd: f.checkMin, check_max_usd: f.checkMax }),
      location: r.location.length ? r.location : f.countries,
      details: {
        ...r.details,
        portfolio_companies: r.details.portfolio_companies.length
          ? r.details.portfolio_companies
          : f.examples,
      },
    },
  };
}

/**
 * Maps vcs.csv and merges by website domain (common.ts `mergeTarget`) into `into` (the Fundraising Fox and
 * accelerator investors): matched firms update those records in place (array slots replaced) and are counted as
 * `merged` (`mergedIds`: the `oss-` id each would have had → the record it joined); others become `oss-` records.
 * Repeated rows (same id or domain) are rejected with a reason.
 */
export function mapOssInvestors(
  csvText: string,
  into: MappedInvestor[] = [],
): {
  investors: MappedInvestor[];
  report: SourceReport;
  mergedNames: string[];
  mergedIds: [from: string, into: string][];
} {
  const rows = parseCsv(csvText);
  const rejections = new RejectionLog(OSS_SOURCE);
  const domains = byDomain(into.map((inv) => inv.record));
  const targets = into.map((inv) => inv.record);
  const investors: MappedInvestor[] = [];
  const mergedNames: string[] = [];
  const mergedIds: [from: string, into: string][] = [];
  const seenIds = new Set<string>();
  const seenDomains = new Set<string>();
  for (const row of rows) {
    const outcome = mapOssRow(row);
    if (!outcome.ok) {
      rejections.add(outcome.reason, outcome.example);
      continue;
    }
    const f = outcome.facts!;
    if (seenIds.has(outcome.investor.record.id) || (f.domain && seenDomains.has(f.domain))) {
      rejections.add('duplicate row (same firm listed twice)', f.name);
      continue;
    }
    seenIds.add(outcome.investor.record.id);
    if (f.domain) seenDomains.add(f.domain);
    const target = mergeTarget(domains, targets, outcome.investor.record);
    if (target !== undefined) {
      into[target] = mergeOssFacts(into[target]!, f);
      mergedNames.push(`${f.name} → ${into[target]!.record.id}`);
      mergedIds.push([outcome.investor.record.id, into[target]!.record.id]);
      continue;
    }
    investors.push(outcome.investor);
  }
  return {
    investors,
    mergedNames,
    mergedIds,
    report: sourceReport(rejections, {
      source: OSS_SOURCE,
      rows: rows.length,
      mapped: investors.length,
      merged: mergedNames.length,
    }),
  };
}
