/**
 * The CSV of a saved list (founder-app.md section 9 "Export file name ... columns ..."; section 5 "Exports mask
 * contacts that are not revealed"). Pure.
 *
 * - Columns, in order: Name, Company, Location, Funding Type, Funding Stage, Industries, Check Sizes, Bio,
 *   Contact, Contact Type, Company URL, Verified.
 * - Lists (stages, industries) are joined with '; ' so a value never reads as two columns in a spreadsheet;
 *   Location is 'City, Country' as the dashboard shows it.
 * - Contact (contacts model, docs/decisions/0014-contacts-model.md): the direct contact where the founder revealed
 *   it; `***HIDDEN***` only where a direct contact is on file and not revealed; empty where there is none (public
 *   links are in Company URL, never a direct contact). Contact Type: the direct contact's type, or empty.
 * - Verified: 'Yes' / 'No'.
 * - Escaped against CSV formula injection (OWASP "CSV Injection"): csv-stringify's `escape_formulas` prefixes a
 *   `'` to cells starting with =, +, -, @, tab or CR (and their full-width forms), so a spreadsheet shows text
 *   instead of running a formula. RFC 4180 quoting; CRLF line ends; a UTF-8 byte order mark so spreadsheet apps
 *   read accented names correctly.
 */
import { stringify } from 'csv-stringify/sync';
import type { Investor } from '../../shared/schemas.js';

export const CSV_COLUMNS = [
  'Name',
  'Company',
  'Location',
  'Funding Type',
  'Funding Stage',
  'Industries',
  'Check Sizes',
  'Bio',
  'Contact',
  'Contact Type',
  'Company URL',
  'Verified',
] as const;

export const HIDDEN_CONTACT = '***HIDDEN***';

/** 'City, Country' from `city` and the `location` country list (as web/src/.../investors/format.ts). */
export function locationText(investor: Pick<Investor, 'city' | 'location'>): string {
  const countries = investor.location.filter((c) => c.trim() !== '');
  const city = investor.city?.trim();
  if (city && !countries.includes(city)) return [city, ...countries].join(', ');
  return countries.join(', ');
}

/** One row, in `CSV_COLUMNS` order. */
export function csvRow(investor: Investor): string[] {
  const revealed = investor.contact_revealed && investor.contact !== null;
  const contact = revealed ? (investor.contact ?? '') : investor.has_direct_contact ? HIDDEN_CONTACT : '';
  return [
    investor.name,
    investor.company,
    locationText(investor),
    investor.funding_type,
    investor.funding_stage.join('; '),
    investor.funding_industries.join('; '),
    investor.check_sizes,
    investor.bio,
    contact,
    investor.contact_type ?? '',
    investor.company_url ?? '',
    investor.verified ? 'Yes' : 'No',
  ];
}

/** The whole file: BOM, header row, one row per investor. */
export function savedInvestorsCsv(investors: readonly Investor[]): string {
  return stringify([[...CSV_COLUMNS], ...investors.map(csvRow)], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** `saved_investors_{date}.csv` with the UTC date as YYYY-MM-DD. */
export function exportFileName(now: Date): string {
  return `saved_investors_${now.toISOString().slice(0, 10)}.csv`;
}
