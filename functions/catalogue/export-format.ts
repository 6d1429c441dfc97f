/**
 * The app's own export format (functions/exports/csv.ts: Name, Company, Location, Funding Type, Funding Stage,
 * Industries, Check Sizes, Bio, Contact, Contact Type, Company URL, Verified) read back as investor records, for
 * the admin CSV import. The administrator names the file's source and licence; every record keeps them with the
 * import date as its verified date (DESIGN.md "Real data"). Lists are '; '-separated; Location is 'City, Country'
 * or 'Country'. A contact of `***HIDDEN***` (an unrevealed export) or none falls back to the Company URL, typed
 * `website`; a row with neither is rejected. Ids are `imp-{slug of name}[-{slug of domain}]`, so importing the
 * same file twice updates rather than duplicates.
 */
import { InvestorDetails } from '../../shared/catalogue-schemas.js';
import {
  DIRECT_CONTACT_TYPES,
  FUNDING_STAGES,
  INVESTOR_TYPES,
  type FundingStage,
  type InvestorType,
} from '../../shared/vocabulary.js';
import type { InvestorContactRecord } from '../data/investor.js';
import {
  RejectionLog,
  cell,
  countryCode,
  countryName,
  domainOf,
  httpsUrl,
  parseCheckSize,
  parseCsv,
  slugify,
  type MappedInvestor,
  type SourceReport,
} from './common.js';
import { NO_LISTING_STATE } from '../data/investor.js';

/** The header row that identifies the format. */
export const EXPORT_COLUMNS = ['Name', 'Funding Type', 'Contact', 'Contact Type'] as const;

const HIDDEN = '***HIDDEN***';

function list(text: string): string[] {
  return [
    ...new Set(
      text
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Maps an export-format CSV. `source` and `licence` are the administrator's; `now` dates the records. */
export function mapExportCsv(
  csvText: string,
  options: { source: string; licence: string; now: Date },
): { investors: MappedInvestor[]; report: SourceReport } {
  const rows = parseCsv(csvText);
  const rejections = new RejectionLog(options.source);
  const investors: MappedInvestor[] = [];
  const seen = new Set<string>();
  const at = options.now.toISOString();
  for (const row of rows) {
    const name = cell(row, 'Name');
    if (!name) {
      rejections.add('missing name', cell(row, 'Company') || '(blank row)');
      continue;
    }
    const type = INVESTOR_TYPES.find((t) => t.toLowerCase() === cell(row, 'Funding Type').toLowerCase());
    if (!type) {
      rejections.add('unknown funding type', name);
      continue;
    }
    const stages: FundingStage[] = [];
    let badStage = false;
    for (const s of list(cell(row, 'Funding Stage'))) {
      const stage = FUNDING_STAGES.find((f) => f.toLowerCase() === s.toLowerCase());
      if (stage) stages.push(stage);
      else badStage = true;
    }
    if (badStage) {
      rejections.add('unknown funding stage', name);
      continue;
    }
    const companyUrl = httpsUrl(cell(row, 'Company URL'));
    // Contacts model (docs/decisions/0014-contacts-model.md): only an email, LinkedIn or Twitter contact is a direct
    // contact; a website is a public link (Company URL), and a hidden contact is not imported.
    const rawContact = cell(row, 'Contact');
    const contactType = DIRECT_CONTACT_TYPES.find((c) => c === cell(row, 'Contact Type').toLowerCase());
    const contact: InvestorContactRecord | null =
      rawContact && rawContact !== HIDDEN && contactType
        ? {
            contact: rawContact,
            contact_type: contactType,
            source: 'admin import',
            source_note: options.source,
          }
        : null;
    if (!contact && !companyUrl) {
      rejections.add('no contact and no company URL', name);
      continue;
    }
    const domain = companyUrl ? domainOf(companyUrl) : null;
    const id = `imp-${slugify(name)}${domain ? `-${slugify(domain)}` : ''}`;
    if (seen.has(id)) {
      rejections.add('duplicate row', name);
      continue;
    }
    seen.add(id);
    const checkSizes = cell(row, 'Check Sizes');
    const check = parseCheckSize(checkSizes);
    const parts = cell(row, 'Location')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const last = parts.at(-1) ?? '';
    const code = last ? countryCode(last) : null;
    const country = code ? countryName(code) : null;
    investors.push({
      record: {
        id,
        name,
        company: cell(row, 'Company'),
        image_url: null,
        verified:
          cell(row, 'Verified').toLowerCase() === 'yes' || cell(row, 'Verified').toLowerCase() === 'true',
        funding_description: '',
        location: country ? [country] : parts.length ? [parts.join(', ')] : [],
        city: country && parts.length > 1 ? parts.slice(0, -1).join(', ') : null,
        funding_stage: FUNDING_STAGES.filter((s) => stages.includes(s)),
        funding_type: type as InvestorType,
        funding_industries: list(cell(row, 'Industries')),
        check_sizes: checkSizes,
        bio: cell(row, 'Bio'),
        contact_type: contact?.contact_type ?? null,
        company_url: companyUrl,
        application_url: null,
        // The one reader of typed check sizes (shared/money.ts); unreadable text keeps no amounts.
        check_min_usd: check.ok ? check.min_usd : null,
        check_max_usd: check.ok ? check.max_usd : null,
        ...NO_LISTING_STATE,
        details: InvestorDetails.parse({}),
        created_at: at,
        updated_at: at,
        source: {
          name: options.source,
          licence: options.licence,
          url: companyUrl ?? '',
          verified_at: at.slice(0, 10),
        },
      },
      contact,
    });
  }
  return {
    investors,
    report: {
      source: options.source,
      rows: rows.length,
      mapped: investors.length,
      merged: 0,
      rejected: rejections.total,
      rejections: rejections.list(),
    },
  };
}
