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
 * - Verified: 'Yes' / 'No', in the one trust model's sense (shared/trust.ts `isVerified`, issue 34 item 3): confirmed
 *   by the investor or checked by an administrator; open data and a lapsed confirmation are 'No'.
 * - Pipeline columns (issue 15, docs/decisions/0017-fundraising-pipeline.md) AFTER the spec's twelve, which keep
 *   their order: Stage (its label, 'To contact' ...), Notes, Next step, Next step due (YYYY-MM-DD), Passed reason
 *   ('Timing', 'Other: <note>'), List (the list's name).
 * - Escaped against CSV formula injection (OWASP "CSV Injection"): csv-stringify's `escape_formulas` prefixes a
 *   `'` to cells starting with =, +, -, @, tab or CR (and their full-width forms), so a spreadsheet shows text
 *   instead of running a formula. RFC 4180 quoting; CRLF line ends; a UTF-8 byte order mark so spreadsheet apps
 *   read accented names correctly.
 */
import { stringify } from 'csv-stringify/sync';
import type { Investor } from '../../shared/schemas.js';
import { STAGE_LABELS, passedReasonText, type PipelineFields } from '../../shared/pipeline-schemas.js';
import { isVerified } from '../../shared/trust.js';

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

/** The pipeline's columns, after the spec's twelve (issue 15). */
export const PIPELINE_CSV_COLUMNS = [
  'Stage',
  'Notes',
  'Next step',
  'Next step due',
  'Passed reason',
  'List',
] as const;

/** Every column of the export, in order. */
export const EXPORT_COLUMNS = [...CSV_COLUMNS, ...PIPELINE_CSV_COLUMNS] as const;

/** A row of the export: the investor as the founder sees it, with its pipeline fields. */
export type ExportRow = Investor & Omit<PipelineFields, 'list_id' | 'updated_at'>;

export const HIDDEN_CONTACT = '***HIDDEN***';

/** 'City, Country' from `city` and the `location` country list (as web/src/.../investors/format.ts). */
export function locationText(investor: Pick<Investor, 'city' | 'location'>): string {
  const countries = investor.location.filter((c) => c.trim() !== '');
  const city = investor.city?.trim();
  if (city && !countries.includes(city)) return [city, ...countries].join(', ');
  return countries.join(', ');
}

/** The spec's twelve cells of one investor, in `CSV_COLUMNS` order. */
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
    isVerified(investor) ? 'Yes' : 'No',
  ];
}

/** One row in `EXPORT_COLUMNS` order: the spec's twelve, then the pipeline's six (`listName` in List). */
export function exportRow(row: ExportRow, listName: string): string[] {
  return [
    ...csvRow(row),
    STAGE_LABELS[row.stage],
    row.notes,
    row.next_step,
    row.next_step_due ?? '',
    passedReasonText(row.passed_reason, row.passed_note),
    listName,
  ];
}

/** The whole file: BOM, header row, one row per entry of list `listName`. */
export function savedInvestorsCsv(rows: readonly ExportRow[], listName: string): string {
  return stringify([[...EXPORT_COLUMNS], ...rows.map((row) => exportRow(row, listName))], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** `saved_investors_{date}.csv` with the UTC date as YYYY-MM-DD. */
export function exportFileName(now: Date): string {
  return `saved_investors_${now.toISOString().slice(0, 10)}.csv`;
}
