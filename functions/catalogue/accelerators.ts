/**
 * Startup Accelerators & Founder Programs (data/startup-accelerators/accelerators.csv, CC BY 4.0, compiled by
 * Lucas Jin / Foundshore) → investor records of type Accelerator. Free-text locations are read into countries
 * and a city where the text names them; the raw text stays in the bio. Decisions in docs/data.md.
 */
import type { FundingStage } from '../../shared/vocabulary.js';
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import { ownValue } from '../../shared/lookup.js';
import { escapeRegExp } from '../../shared/regexp.js';
import { toUsd } from '../../shared/money.js';
import {
  canonicalStage,
  cell,
  countryCode,
  countryName,
  formatCheckSizes,
  httpsUrl,
  normaliseTags,
  mapSourceRows,
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

export const ACCELERATORS_SOURCE = 'Startup Accelerators & Founder Programs';

/** Fallback import time when a row has no valid `last_verified` (the file's recorded verification date). */
export const ACCELERATORS_IMPORTED_AT = '2026-09-06T00:00:00.000Z';

/** Places the `location` texts name, with their country; `city` false for states and regions. */
interface Place {
  city: string | null;
  country: string;
}

/**
 * Gazetteer of the cities, states and regions the source's locations use (matched case-sensitively as whole
 * words, so 'US' never matches 'us'). Country names and codes like 'UK', 'US', 'UAE' are resolved by
 * countryCode(); region words ('Global', 'Europe', 'Remote', 'APAC', ...) on purpose map to no country.
 */
const PLACES: Readonly<Record<string, Place>> = {
  'San Francisco': { city: 'San Francisco', country: 'US' },
  SF: { city: 'San Francisco', country: 'US' },
  'Bay Area': { city: null, country: 'US' },
  'Silicon Valley': { city: null, country: 'US' },
  Berkeley: { city: 'Berkeley', country: 'US' },
  Cupertino: { city: 'Cupertino', country: 'US' },
  Sonoma: { city: 'Sonoma', country: 'US' },
  California: { city: null, country: 'US' },
  Texas: { city: null, country: 'US' },
  Austin: { city: 'Austin', country: 'US' },
  Dallas: { city: 'Dallas', country: 'US' },
  Houston: { city: 'Houston', country: 'US' },
  Chicago: { city: 'Chicago', country: 'US' },
  Boston: { city: 'Boston', country: 'US' },
  'New York City': { city: 'New York', country: 'US' },
  'New York': { city: 'New York', country: 'US' },
  NYC: { city: 'New York', country: 'US' },
  Newark: { city: 'Newark', country: 'US' },
  'Los Angeles': { city: 'Los Angeles', country: 'US' },
  MIT: { city: 'Cambridge', country: 'US' },
  Stanford: { city: 'Stanford', country: 'US' },
  Baltimore: { city: 'Baltimore', country: 'US' },
  Boulder: { city: 'Boulder', country: 'US' },
  Columbus: { city: 'Columbus', country: 'US' },
  Alabama: { city: null, country: 'US' },
  Santiago: { city: 'Santiago', country: 'CL' },
  Dongguan: { city: 'Dongguan', country: 'CN' },
  Xiamen: { city: 'Xiamen', country: 'CN' },
  London: { city: 'London', country: 'GB' },
  Montreal: { city: 'Montreal', country: 'CA' },
  Montréal: { city: 'Montreal', country: 'CA' },
  Toronto: { city: 'Toronto', country: 'CA' },
  Ottawa: { city: 'Ottawa', country: 'CA' },
  Berlin: { city: 'Berlin', country: 'DE' },
  Amsterdam: { city: 'Amsterdam', country: 'NL' },
  'The Hague': { city: 'The Hague', country: 'NL' },
  Milan: { city: 'Milan', country: 'IT' },
  Renens: { city: 'Renens', country: 'CH' },
  Dubai: { city: 'Dubai', country: 'AE' },
  'Abu Dhabi': { city: 'Abu Dhabi', country: 'AE' },
  Riyadh: { city: 'Riyadh', country: 'SA' },
  Singapore: { city: 'Singapore', country: 'SG' },
  'Hong Kong': { city: 'Hong Kong', country: 'HK' },
  Beijing: { city: 'Beijing', country: 'CN' },
  Shanghai: { city: 'Shanghai', country: 'CN' },
  Shenzhen: { city: 'Shenzhen', country: 'CN' },
  Suzhou: { city: 'Suzhou', country: 'CN' },
  'China-wide': { city: null, country: 'CN' },
  Bangalore: { city: 'Bangalore', country: 'IN' },
  Sydney: { city: 'Sydney', country: 'AU' },
  Melbourne: { city: 'Melbourne', country: 'AU' },
  Brisbane: { city: 'Brisbane', country: 'AU' },
  Perth: { city: 'Perth', country: 'AU' },
};

/** Candidate words for countries in free text: runs of capitalised words and upper-case codes. */
const COUNTRY_WORDS = /\b[A-Z][A-Za-zé’'.-]*(?:\s+[A-Z][A-Za-zé’'.-]*)*\b/g;

const PLACE_PATTERN = new RegExp(
  `(?<![\\p{L}])(${Object.keys(PLACES)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}])`,
  'gu',
);

/**
 * Countries (English names, in order of mention) and the first city named by a free-text location, e.g.
 * 'San Francisco, US' → { countries: ['United States'], city: 'San Francisco' }; 'Dubai / Riyadh' → UAE and
 * Saudi Arabia, city Dubai; 'Global', 'Remote', 'Hybrid', 'Europe' → no country and no city (the text is kept in
 * the bio instead of guessing).
 */
export function readLocation(text: string): { countries: string[]; city: string | null } {
  const hits: { index: number; code: string; city: string | null }[] = [];
  for (const m of text.matchAll(PLACE_PATTERN)) {
    const place = ownValue(PLACES, m[1]!)!;
    hits.push({ index: m.index, code: place.country, city: place.city });
  }
  for (const m of text.matchAll(COUNTRY_WORDS)) {
    // Try the whole run, then each word ('Canada & remote' → 'Canada'; 'US preferred' → 'US').
    const candidates = [m[0], ...m[0].split(/\s+/)];
    for (const candidate of candidates) {
      const code = countryCode(candidate);
      if (code) {
        hits.push({ index: m.index + Math.max(0, m[0].indexOf(candidate)), code, city: null });
        break;
      }
    }
  }
  hits.sort((a, b) => a.index - b.index);
  const countries: string[] = [];
  for (const hit of hits) {
    const name = countryName(hit.code);
    if (name && !countries.includes(name)) countries.push(name);
  }
  return { countries, city: hits.find((h) => h.city)?.city ?? null };
}

/** `stage_tags` words → canonical stages. 'Pre-company' (before incorporation) is shown as Pre-Seed. */
export function acceleratorStages(stageTags: string): FundingStage[] {
  const stages: FundingStage[] = [];
  for (const tag of splitList(stageTags, '|')) {
    if (/^pre-?company$/i.test(tag)) stages.push('Pre-Seed');
    else {
      const stage = canonicalStage(tag);
      if (stage) stages.push(stage);
    }
  }
  return orderStages(stages);
}

/**
 * Keyword rules from the free-text `focus` to the sector tags the Fundraising Fox data uses, so the Industry
 * filter has one vocabulary. Generic words ('tech', 'software', 'founders') map to nothing; the focus text is
 * kept in the bio.
 */
const FOCUS_RULES: readonly [RegExp, string][] = [
  [/(industry|sector)[- ]agnostic/i, 'Sector Agnostic'],
  [
    /\bai\b|artificial intelligence|\bml\b|machine learning|large models|agents|accelerated computing/i,
    'AI & Machine Learning',
  ],
  [/crypto|web3|blockchain|xrpl|depin|\brwa\b/i, 'Crypto & Web3'],
  [/fintech|financial|regtech/i, 'Fintech'],
  [/insurtech/i, 'InsurTech'],
  [/deep ?tech|hard ?tech|frontier|science|unconventional|critical technolog/i, 'Deep Tech'],
  [/hardware|physical (technology|products)/i, 'Hardware'],
  [/robotics|embodied ai/i, 'Robotics'],
  [/climate|nature tech|sustainability/i, 'Climate Tech'],
  [/energy|data center/i, 'Energy'],
  [/health|neuro/i, 'Healthtech'],
  [/digital health/i, 'Digital Health'],
  [/medtech|medical|cardiovascular|diagnostics/i, 'Medical Devices'],
  [/biotech|life[- ]sciences?|biology|biomedicine|therapeutics|\bbio\b|drug delivery/i, 'Biotech'],
  [/edtech|education/i, 'EdTech'],
  [/\bgames?\b|gaming/i, 'Gaming'],
  [/consumer/i, 'Consumer'],
  [/\bb2b\b|enterprise/i, 'Enterprise Software'],
  [/saas/i, 'SaaS'],
  [/developer/i, 'Developer Tools'],
  [/quantum/i, 'Quantum Computing'],
  [/space|aerospace/i, 'Space Tech'],
  [/defen[cs]e|dual-use/i, 'Defense Tech'],
  [/cyber/i, 'Cybersecurity'],
  [/food/i, 'FoodTech'],
  [/agri|agtech/i, 'AgTech'],
  [/materials/i, 'New Materials'],
  [/semiconductor/i, 'Semiconductors'],
  [/manufacturing/i, 'Advanced Manufacturing'],
  [/mobility/i, 'Mobility & Transportation'],
  [/logistics|maritime/i, 'Logistics & Supply Chain'],
  [/media/i, 'Media & Entertainment'],
  [/marketplace/i, 'Marketplaces'],
  [/cloud/i, 'Cloud Computing'],
  [/infrastructure/i, 'Data & Infrastructure'],
];

/** Sector tags (sorted) read from a program's `focus` text; [] when it names no sector. */
export function focusIndustries(focus: string): string[] {
  return normaliseTags(FOCUS_RULES.filter(([re]) => re.test(focus)).map(([, tag]) => tag)).sort();
}

/** Program types or statuses the source itself marks as not currently running. */
const INACTIVE = /historical|inactive|not current/i;

/** Maps one accelerators.csv row (ids `sa-<source id>`, e.g. `sa-y-combinator-1a2b3c4d`). */
export function mapAcceleratorRow(row: Record<string, string>): RowOutcome {
  const name = cell(row, 'name');
  // The source id ends in a short hash that keeps programs with non-Latin names apart: keep it.
  const slug = slugify(cell(row, 'id') || name);
  const example = name || cell(row, 'id') || '(blank row)';
  if (!name || !slug) return { ok: false, reason: 'missing name', example };
  const programType = cell(row, 'program_type');
  if (INACTIVE.test(programType) || /inactive/i.test(cell(row, 'status_tags'))) {
    return { ok: false, reason: 'program marked inactive, historical or not current by the source', example };
  }
  const website = httpsUrl(cell(row, 'website'));
  const applicationUrl = httpsUrl(cell(row, 'application_url'));
  if (!website && !applicationUrl) return { ok: false, reason: 'no website or application URL', example };

  const locationText = cell(row, 'location');
  const { countries, city } = readLocation(locationText);
  const lastVerified = cell(row, 'last_verified');
  const verifiedDate = /^\d{4}-\d{2}-\d{2}$/.test(lastVerified) && !Number.isNaN(Date.parse(lastVerified));
  const createdAt = verifiedDate ? `${lastVerified}T00:00:00.000Z` : ACCELERATORS_IMPORTED_AT;
  const network = cell(row, 'network');
  const focus = cell(row, 'focus');
  const amount = parseAmount(cell(row, 'reported_amount'));
  const currency = cell(row, 'reported_currency').toUpperCase() || 'USD';
  const basis = cell(row, 'amount_basis');
  const checkSizes =
    amount === null || amount === 0
      ? ''
      : /^up to/i.test(basis)
        ? formatCheckSizes(null, amount, currency)
        : formatCheckSizes(amount, amount, currency);
  const funding = cell(row, 'funding_support');
  const equity = cell(row, 'equity_terms');
  const sources = splitList(cell(row, 'source_urls'), /[|\s]+/);

  const description = sentences([
    [funding, equity].filter(Boolean).join('; ') || `${programType || 'Founder program'}`,
  ]);
  const attendance = [cell(row, 'format'), cell(row, 'attendance_tags')].filter(Boolean).join(', ');
  const application = [
    cell(row, 'application_status'),
    cell(row, 'deadline') && `deadline: ${cell(row, 'deadline')}`,
  ]
    .filter(Boolean)
    .join('; ');
  // Amount basis and the source's verification note are publisher detail (docs/data.md), not the founder's profile.
  const bio = sentences([
    `${name} is ${withArticle(programType ? programType.toLowerCase() : 'founder program')}${network && network !== name ? ` run by ${network}` : ''}`,
    focus && `Focus: ${focus.replace(/\.$/, '')}`,
    locationText && `Location: ${locationText}`,
  ]);
  // Other currencies convert at the fixed rates of shared/money.ts (none: no amounts).
  const usd = amount !== null && amount > 0 ? toUsd(amount, currency) : null;

  return {
    ok: true,
    investor: {
      record: {
        id: `sa-${slug}`,
        name,
        company: network || name,
        image_url: null,
        verified: verifiedDate,
        funding_description: description,
        location: countries,
        city,
        funding_stage: acceleratorStages(cell(row, 'stage_tags')),
        funding_type: 'Accelerator',
        funding_industries: focusIndustries(focus),
        check_sizes: checkSizes,
        bio,
        contact_type: null,
        company_url: website ?? applicationUrl,
        application_url: applicationUrl,
        check_min_usd: !/^up to/i.test(basis) ? usd : null,
        check_max_usd: usd,
        ...NO_LISTING_STATE,
        details: {
          ...NO_DETAILS,
          focus: focus ? focus.replace(/\.$/, '') : null,
          hq: locationText || null,
          programme_terms: [funding, equity].filter(Boolean).join('; ') || null,
          programme_format: attendance || null,
          application_status: application || null,
        },
        created_at: createdAt,
        updated_at: createdAt,
        source: sourceOf(ACCELERATORS_SOURCE, sources[0] ?? null, verifiedDate ? lastVerified : null),
      },
      // Open data: no direct contact; website and application page are public links (ADR 0014).
      contact: null,
    },
  };
}

/** Maps the whole accelerators.csv text; rejected and repeated rows are reported per reason. */
export function mapAccelerators(csvText: string): { investors: MappedInvestor[]; report: SourceReport } {
  return mapSourceRows(ACCELERATORS_SOURCE, csvText, mapAcceleratorRow, 'duplicate program id');
}
