/**
 * A saved list's CSV export as the tests read it (functions/exports/csv.ts writes it): its columns and one reader of
 * the file (a UTF-8 byte order mark, RFC 4180 quoting, CRLF).
 * Used by the integration tests of the export route and the e2e tests of the Export CSV button.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { CSV_COLUMNS, PIPELINE_CSV_COLUMNS } from '../../functions/exports/csv.js';

/** The spec's twelve columns, in order (founder-app.md section 9; pinned word for word in functions/exports). */
export const SPEC_EXPORT_COLUMNS = CSV_COLUMNS;

/** The pipeline's columns after the spec's twelve (issue 15, ADR 0017). */
export const PIPELINE_EXPORT_COLUMNS = PIPELINE_CSV_COLUMNS;

/** An export's cells by row: its header row, the investors' rows, and those rows by the investor's name (column 1). */
export interface ExportFile {
  header: string[];
  rows: string[][];
  byName: Map<string, string[]>;
}

/** Reads an export's text (the route's answer body). */
export function readExport(text: string): ExportFile {
  const [header = [], ...rows] = parse(text, { bom: true }) as string[][];
  return { header, rows, byName: new Map(rows.map((row) => [row[0]!, row])) };
}

/** Reads a downloaded export file (a browser download's path). */
export function readExportFile(path: string): ExportFile {
  return readExport(readFileSync(path, 'utf8'));
}
