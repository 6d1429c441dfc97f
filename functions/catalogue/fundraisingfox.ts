/**
 * Fundraising Fox Open Dataset v2026-09, `firms.csv` (data/fundraisingfox/, CC BY 4.0) → investor records.
 * Accepts the full published file as is (16,272 rows, CRLF) and the repo's LF slice; columns per
 * data/fundraisingfox/SOURCE-README.md. Decisions (firm types, contact, verified) are documented in docs/data.md.
 */
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import type { FundingStage, InvestorType } from '../../shared/vocabulary.js';
import { ownValue } from '../../shared/lookup.js';
import {
  canonicalStage,
  cell,
  checkRangeUsd,
  countryName,
  describeStages,
  formatCheckSizes,
  httpsUrl,
  joinAnd,
  mapSourceRows,
  normaliseTags,
  orderStages,
  parseAmount,
  sentences,
  slugify,
  withArticle,
  sourceOf,
  splitList,
  type MappedInvestor,
  type RowOutcome,
  type SourceReport,
} from './common.js';
import { NO_LISTING_STATE } from '../data/investor.js';

export const FUNDRAISINGFOX_SOURCE = 'Fundraising Fox Open Dataset';

/** The release's month: every record of this source gets it as created_at/updated_at (deterministic order). */
export const FUNDRAISINGFOX_IMPORTED_AT = '2026-09-01T00:00:00.000Z';

/** How a pitchable firm type is shown: canonical type and the noun used in descriptions. */
interface PitchableType {
  type: InvestorType;
  noun: string;
}

/**
 * Firm types founders can pitch for an equity round, with their canonical type (founder-app.md section 2).
 * docs/data.md explains each choice.
 */
export const PITCHABLE_FIRM_TYPES: Readonly<Record<string, PitchableType>> = {
  vc: { type: 'Venture Fund', noun: 'venture fund' },
  cvc: { type: 'Corporate VC', noun: 'corporate venture investor' },
  angel_network: { type: 'Angel Network', noun: 'angel network' },
  family_office: { type: 'Family Office', noun: 'family office' },
  accelerator: { type: 'Accelerator', noun: 'accelerator' },
  venture_studio: { type: 'Accelerator', noun: 'venture studio' },
  growth: { type: 'Venture Fund', noun: 'growth-stage venture fund' },
  impact: { type: 'Venture Fund', noun: 'impact investor' },
  crossover: { type: 'Venture Fund', noun: 'crossover fund' },
};

/** Firm types left out of the catalogue, with the reason reported for each row. */
export const LEFT_OUT_FIRM_TYPES: Readonly<Record<string, string>> = {
  pe: 'private equity (buyouts and majority stakes in mature companies, not startup rounds)',
  lender: 'lender (debt, not equity founders pitch)',
  institutional: 'institutional asset manager (invests through funds, not in startups directly)',
  fund_of_funds: 'fund of funds (invests in funds, not in startups)',
  platform: 'investment or crowdfunding platform (a marketplace, not an investor)',
  govt_fund: 'government agency or programme (grants, loans and co-investment; no canonical investor type)',
  foundation: 'foundation or DAO (grants and philanthropy; no canonical investor type)',
  grant_agency: 'grant agency (grants, not investment)',
  other: 'other (the publisher did not classify it as an investor)',
};

/** The reason text of a left-out firm type (also the key of the rejection report). */
export function leftOutReason(firmType: string): string {
  const why = ownValue(LEFT_OUT_FIRM_TYPES, firmType);
  return why ? `firm_type ${firmType} left out: ${why}` : `unknown firm_type ${firmType}`;
}

/** Row shape of firms.csv (every value is text). */
export type FundraisingFoxRow = Record<string, string>;

function count(text: string): number | null {
  const n = parseAmount(text);
  return n === null ? null : Math.round(n);
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Maps one firms.csv row. Rejects (with a reason) rows without slug or name, without or with a left-out or
 * unknown firm_type. Unknown stage words are ignored; an unknown country code leaves `location` empty.
 */
export function mapFundraisingFoxRow(row: FundraisingFoxRow): RowOutcome {
  const slug = slugify(cell(row, 'slug'));
  const name = cell(row, 'name');
  const example = name || cell(row, 'slug') || '(blank row)';
  if (!slug || !name) return { ok: false, reason: 'missing slug or name', example };
  const firmType = cell(row, 'firm_type').toLowerCase();
  if (!firmType) return { ok: false, reason: 'missing firm_type', example };
  const pitchable = ownValue(PITCHABLE_FIRM_TYPES, firmType);
  if (!pitchable) return { ok: false, reason: leftOutReason(firmType), example };

  const country = countryName(cell(row, 'hq_country'));
  const city = cell(row, 'hq_city') || null;
  const place = [city, country].filter(Boolean).join(', ');
  const stages: FundingStage[] = orderStages(
    splitList(cell(row, 'stages'), ';')
      .map(canonicalStage)
      .filter((s): s is FundingStage => s !== null),
  );
  const industries = normaliseTags(splitList(cell(row, 'sectors'), ';'));
  const checkMin = parseAmount(cell(row, 'check_min_usd'));
  const checkMax = parseAmount(cell(row, 'check_max_usd'));
  const checkSizes = formatCheckSizes(checkMin, checkMax);
  const portfolio = count(cell(row, 'portfolio_count'));
  const exits = count(cell(row, 'exit_count'));
  const led = count(cell(row, 'led_rounds'));
  const leads = cell(row, 'leads_rounds').toLowerCase();
  const founded = count(cell(row, 'founded_year'));
  const profileUrl = httpsUrl(cell(row, 'fundraisingfox_url'));
  const companyUrl = httpsUrl(cell(row, 'domain'));
  const checkSource = cell(row, 'check_size_source');

  const stagePhrase = describeStages(stages);
  const lead = `${stagePhrase ? `${stagePhrase} ` : ''}${pitchable.noun}${place ? ` in ${place}` : ''}`;
  const facts = [
    portfolio !== null && portfolio > 0 ? plural(portfolio, 'portfolio company', 'portfolio companies') : '',
    exits !== null && exits > 0 ? plural(exits, 'exit', 'exits') : '',
    leads === 'true' ? 'leads rounds' : leads === 'false' ? 'does not lead rounds' : '',
  ].filter(Boolean);
  const description = sentences([facts.length ? `${lead}; ${facts.join(', ')}` : lead]);

  const bio = sentences([
    `${name} is ${withArticle(pitchable.noun)}${place ? ` headquartered in ${place}` : ''}${founded ? `, founded in ${founded}` : ''}`,
    industries.length ? `Sectors: ${joinAnd(industries)}` : '',
    checkSizes ? `Check size ${checkSizes}${checkSource ? ` (from ${checkSource})` : ''}` : '',
    led !== null && led > 0 ? `Led ${plural(led, 'recorded round', 'recorded rounds')}` : '',
  ]);

  const investor: MappedInvestor = {
    record: {
      id: `ff-${slug}`,
      name,
      company: name,
      image_url: null,
      verified: false,
      funding_description: description,
      location: country ? [country] : [],
      city,
      funding_stage: stages,
      funding_type: pitchable.type,
      funding_industries: industries,
      check_sizes: checkSizes,
      bio,
      contact_type: null,
      company_url: companyUrl,
      application_url: null,
      ...checkRangeUsd(checkMin, checkMax),
      ...NO_LISTING_STATE,
      details: {
        ...NO_DETAILS,
        hq: place || null,
        founded_year: founded,
        portfolio_count: portfolio,
        exit_count: exits,
        led_rounds: led,
        leads_rounds: leads === 'true' ? true : leads === 'false' ? false : null,
      },
      created_at: FUNDRAISINGFOX_IMPORTED_AT,
      updated_at: FUNDRAISINGFOX_IMPORTED_AT,
      source: sourceOf(FUNDRAISINGFOX_SOURCE, profileUrl, null),
    },
    // Open data: no direct contact (docs/decisions/0014-contacts-model.md); the links are public.
    contact: null,
  };
  if (!profileUrl && !companyUrl) return { ok: false, reason: 'no public URL to contact', example };
  return { ok: true, investor };
}

/**
 * Maps the whole firms.csv text (LF or CRLF). Rejected rows, including repeated slugs, are counted per reason in
 * the report; nothing is dropped silently.
 */
export function mapFundraisingFox(csvText: string): { investors: MappedInvestor[]; report: SourceReport } {
  return mapSourceRows(FUNDRAISINGFOX_SOURCE, csvText, mapFundraisingFoxRow, 'duplicate slug');
}
