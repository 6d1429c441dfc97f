/**
 * The parts of the docs that restate the code, generated from it (issue 36): the README's list of functions (from
 * the function registry, shared/functions.ts) and its route counts, docs/api.md's table of every route by audience
 * (from the route manifest, shared/routes.ts), and the README's round-trip table (from the result file
 * `npm run bench:reveal` writes, docs/bench/reveal.json). Each part stands between the markers
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`; scripts/docs-tables.test.ts fails when a part differs
 * from what this module generates.
 *
 *   npm run docs:generate        rewrites every generated part in place
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { FUNCTIONS, type FunctionDef } from '../shared/functions.js';
import { ROUTES, type Access, type RouteDef } from '../shared/routes.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What `npm run bench:reveal` writes (scripts/bench-reveal.ts `REVEAL_RESULT_FILE`). */
export interface RevealResult {
  command: string;
  /** The day of the measurement (YYYY-MM-DD). */
  measured: string;
  /** Calls per row, after the warm-up. */
  calls: number;
  rows: { call: string; round_trips: number[]; operations: string; p50_ms: number; p95_ms: number }[];
}

/** The result file of bench:reveal, repo-relative. */
export const REVEAL_RESULT_PATH = 'docs/bench/reveal.json';

/** The README's words for bench:reveal's calls, and what a row adds to the operations it counted. */
const REVEAL_ROWS: Record<string, { label: string; note?: string }> = {
  'POST /v1/investors/{id}/reveal (first reveal)': { label: 'reveal, first' },
  'POST /v1/investors/{id}/reveal (already revealed)': { label: 'reveal, already revealed' },
  'POST /v1/investors/{id}/reveal (no profile yet)': {
    label: 'reveal, founder without a profile',
    note: '(the profile and its outbox event in the charge)',
  },
  'PUT /v1/saved/{investorId} (save)': { label: 'save', note: '(the Query: the list cap, issue 14)' },
  'POST /v1/exports (10 saved, 5 revealed)': {
    label: 'export (10 saved, 5 revealed)',
    note: '(the DeleteItem: the receipt delivered)',
  },
  'GET /v1/me': { label: '`GET /v1/me`', note: '(profile and counts in parallel)' },
};

/** A Markdown table of `rows` under `header` (columns aligned right where `right` says). */
function table(header: string[], rows: string[][], right: boolean[] = []): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rule = header.map((_, i) => (right[i] ? '---:' : '---'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

/** The README's round-trip table (bench:reveal's result file). */
export function roundTripTable(result: RevealResult): string {
  const order = Object.keys(REVEAL_ROWS);
  const rank = (call: string) => (order.includes(call) ? order.indexOf(call) : order.length);
  const rows = [...result.rows]
    .sort((a, b) => rank(a.call) - rank(b.call))
    .map((row) => {
      const words = REVEAL_ROWS[row.call] ?? { label: row.call };
      return [
        words.label,
        row.round_trips.join(' / '),
        words.note ? `${row.operations} ${words.note}` : row.operations,
        row.p50_ms.toFixed(1),
        row.p95_ms.toFixed(1),
      ];
    });
  return [
    `DynamoDB round trips per call (\`${result.command}\`, DynamoDB Local, ${result.calls} calls each; ${result.measured}, the`,
    'round trips do not vary, the latencies do; generated from',
    `[${REVEAL_RESULT_PATH}](${REVEAL_RESULT_PATH})):`,
    '',
    table(['call', 'round trips', 'operations', 'p50 ms', 'p95 ms'], rows, [false, true, false, true, true]),
  ].join('\n');
}

/** How a function is triggered, in a few words. */
function triggers(name: string, def: FunctionDef): string {
  const parts: string[] = [];
  if (def.http) {
    const n = ROUTES.filter((r) => r.feature === name).length;
    parts.push(`${n} route${n === 1 ? '' : 's'}`);
  }
  for (const pattern of def.events ?? []) {
    const detail = (pattern as { 'detail-type'?: readonly string[] })['detail-type'];
    parts.push(detail ? detail.join(', ') : 'Stripe events');
  }
  if (def.schedule) parts.push(def.schedule);
  if (def.relaysOutbox) parts.push('the outbox pipe');
  if (def.authorizes) parts.push('API key authorizer');
  return parts.join('; ');
}

/**
 * The README's list of functions (the registry's), one row per feature folder of `functions/`, each function with
 * its handler module and what triggers it; first the route counts by audience.
 */
export function functionTable(): string {
  const byFolder = new Map<string, string[]>();
  const entries = Object.entries(FUNCTIONS).sort(([, a], [, b]) => a.entry.localeCompare(b.entry));
  for (const [name, def] of entries) {
    const [, folder, module] = /^functions\/([^/]+)\/(.+)$/.exec(def.entry)!;
    const list = byFolder.get(folder!) ?? [];
    list.push(`\`${name}\` (${module}: ${triggers(name, def)})`);
    byFolder.set(folder!, list);
  }
  const rows = [...byFolder].map(([folder, functions]) => [`\`${folder}/\``, functions.join(', ')]);
  return [
    routeCounts(),
    '',
    `Its ${entries.length} functions (\`shared/functions.ts\`), by feature folder of \`functions/\`:`,
    '',
    table(['folder', 'functions (handler module: routes, events or schedule)'], rows),
  ].join('\n');
}

/** The audiences of the route manifest, in the order the docs list them. */
const AUDIENCES: { access: Access; title: string; who: string }[] = [
  {
    access: 'founder',
    title: 'Founders',
    who: 'a founders-pool ID token (or, where marked, a Premium API key)',
  },
  { access: 'investor', title: 'Investors', who: 'an investors-pool ID token' },
  { access: 'admin', title: 'Administrators', who: 'an admins-pool ID token of the `admins` group' },
  { access: 'public', title: 'Public', who: 'no sign-in (rate-limited where marked)' },
];

/** The line of route counts by audience. */
function routeCounts(): string {
  const counts = AUDIENCES.map(
    ({ access, title }) => `${title.toLowerCase()} ${ROUTES.filter((r) => r.access === access).length}`,
  );
  return `The route manifest (\`shared/routes.ts\`) has ${ROUTES.length} routes (${counts.join(', ')}; [docs/api.md](docs/api.md#every-route-by-audience) lists each).`;
}

/** docs/api.md's table of every route, by audience. */
export function routeTables(): string {
  return AUDIENCES.map(({ access, title, who }) => {
    const routes: readonly RouteDef[] = ROUTES;
    const rows = routes
      .filter((r) => r.access === access)
      .map((r) => {
        const marks = [r.apiKey ? 'API key' : '', r.rateLimit ? 'rate-limited' : '']
          .filter(Boolean)
          .join(', ');
        return [
          `\`${r.method} ${r.path}\``,
          `\`${r.feature}\``,
          marks ? `${r.summary} (${marks})` : r.summary,
        ];
      });
    return [
      `### ${title}`,
      '',
      `${rows.length} routes; ${who}.`,
      '',
      table(['route', 'function', 'what'], rows),
    ].join('\n');
  }).join('\n\n');
}

/**
 * Every generated part: the file it is in, its marker name and its text, formatted as `npm run format` formats the
 * file (prettier, the repository's configuration), so a formatted doc and its generated parts agree.
 */
export async function generatedParts(
  reveal: RevealResult = JSON.parse(readFileSync(join(ROOT, REVEAL_RESULT_PATH), 'utf8')) as RevealResult,
): Promise<{ file: string; name: string; text: string }[]> {
  const parts = [
    { file: 'README.md', name: 'functions', text: functionTable() },
    { file: 'README.md', name: 'round-trips', text: roundTripTable(reveal) },
    { file: 'docs/api.md', name: 'routes', text: routeTables() },
  ];
  return await Promise.all(
    parts.map(async (part) => {
      const options = (await resolveConfig(join(ROOT, part.file))) ?? {};
      const text = await format(part.text, { ...options, parser: 'markdown' });
      return { ...part, text: text.trimEnd() };
    }),
  );
}

/** The text between `name`'s markers in `doc` (without the blank lines around it), or undefined without markers. */
export function partOf(doc: string, name: string): string | undefined {
  const match = new RegExp(`<!-- generated:${name} -->\\n([\\s\\S]*?)\\n<!-- /generated:${name} -->`).exec(
    doc,
  );
  return match?.[1]?.trim();
}

/** `doc` with `name`'s part replaced by `text`. @throws Error when the markers are missing. */
export function withPart(doc: string, name: string, text: string): string {
  if (partOf(doc, name) === undefined) throw new Error(`No <!-- generated:${name} --> markers.`);
  return doc.replace(
    new RegExp(`(<!-- generated:${name} -->\\n)[\\s\\S]*?(\\n<!-- /generated:${name} -->)`),
    (_, open: string, close: string) => `${open}\n${text}\n${close}`,
  );
}

async function main(): Promise<void> {
  const byFile = new Map<string, string>();
  for (const part of await generatedParts()) {
    const doc = byFile.get(part.file) ?? readFileSync(join(ROOT, part.file), 'utf8');
    byFile.set(part.file, withPart(doc, part.name, part.text));
  }
  for (const [file, doc] of byFile) writeFileSync(join(ROOT, file), doc);
  console.log(`Generated the parts of ${[...byFile.keys()].join(' and ')}.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
