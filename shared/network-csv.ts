/**
 * Parsing of LinkedIn's `Connections.csv` export (issue 24; docs/decisions/0037-network-in-the-browser.md) with
 * papaparse (string-based, so the same module runs in the page's Web Worker and in `npm run bench:network`; it
 * parsed a 5,000-row export 2-4x faster than csv-parse's browser build here, which carries a Buffer polyfill).
 *
 * The export starts with a few lines of notes (a 'Notes:' line, a quoted paragraph that may hold commas and
 * newlines, a blank line) before the header `First Name,Last Name,URL,Email Address,Company,Position,Connected On`.
 * The header is found as the first line whose comma-separated cells include 'First Name' and 'Company'; everything
 * before it is skipped. Columns are read by header name (case and spacing ignored), so a reordered export works.
 * Pure: reads the text it is given, sends nothing.
 */
import Papa from 'papaparse';
import type { Connection } from './network-match.js';

/** Why a file is not a connections export. */
export class ConnectionsFileError extends Error {
  constructor(readonly code: 'no_header' | 'malformed') {
    super(code === 'no_header' ? 'No "First Name … Company" header found' : 'The CSV could not be read');
  }
}

/** Characters parsed between two progress reports (about 700 rows of a LinkedIn export). */
const CHUNK_CHARS = 64 * 1024;

const COLUMNS: Record<keyof Connection, string> = {
  first_name: 'first name',
  last_name: 'last name',
  url: 'url',
  email: 'email address',
  company: 'company',
  position: 'position',
};

/** True for a line whose cells (quotes and a BOM aside) include 'First Name' and 'Company'. */
function isHeader(line: string): boolean {
  if (!/first name/i.test(line)) return false;
  const cells = line
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim()
        .toLowerCase(),
    );
  return cells.includes('first name') && cells.includes('company');
}

/** Offset of the header line in `text`, or -1. */
export function headerOffset(text: string): number {
  let at = 0;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end === -1 ? text.length : end);
    if (isHeader(line)) return at;
    if (end === -1) break;
    at = end + 1;
  }
  return -1;
}

/**
 * The connections of an export's text. `onProgress(fraction)` is called after every CHUNK_CHARS characters with
 * the share of the text read (0..1), and with 1 at the end. Rows without a first or last name and a company are kept (a match needs a company, a name
 * shows as given). Throws ConnectionsFileError when no header is found or the CSV is malformed.
 */
export function parseConnections(text: string, onProgress?: (fraction: number) => void): Connection[] {
  const start = headerOffset(text);
  if (start < 0) throw new ConnectionsFileError('no_header');
  const body = text.slice(start).replace(/^\uFEFF/, '');
  let headerIndex: Partial<Record<keyof Connection, number>> | undefined = undefined as
    Partial<Record<keyof Connection, number>> | undefined;
  const out: Connection[] = [];
  let malformed = false;
  // A string parses synchronously, chunk by chunk (the typings list `chunk` for files only).
  const config: Papa.ParseConfig<string[]> & {
    chunkSize: number;
    chunk: (results: Papa.ParseResult<string[]>) => void;
  } = {
    skipEmptyLines: 'greedy',
    chunkSize: CHUNK_CHARS,
    chunk: (results: Papa.ParseResult<string[]>) => {
      if (results.errors.some((e) => e.type === 'Quotes')) malformed = true;
      for (const record of results.data) {
        if (!headerIndex) {
          const names = record.map((c) => c.toLowerCase().replace(/\s+/g, ' ').trim());
          headerIndex = Object.fromEntries(
            Object.entries(COLUMNS).map(([key, name]) => [key, names.indexOf(name)]),
          ) as Partial<Record<keyof Connection, number>>;
          continue;
        }
        const cell = (key: keyof Connection) => {
          const i = headerIndex![key] ?? -1;
          return i >= 0 ? (record[i] ?? '').trim() : '';
        };
        out.push({
          first_name: cell('first_name'),
          last_name: cell('last_name'),
          url: cell('url'),
          email: cell('email'),
          company: cell('company'),
          position: cell('position'),
        });
      }
      onProgress?.(Math.min(1, (start + results.meta.cursor) / text.length));
    },
  };
  Papa.parse<string[]>(body, config);
  if (malformed) throw new ConnectionsFileError('malformed');
  onProgress?.(1);
  return out;
}
