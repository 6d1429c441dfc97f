/**
 * Issue 21 item 10, "every path that docs and comments mention exists": a scan of the prose a reader follows to a
 * file (README.md, CHANGELOG.md, docs/**\/*.md, the comments and docstrings of functions/, shared/, scripts/, infra/,
 * web/src/ and test/, and every description of the published OpenAPI document) for repo-relative file paths, each
 * checked against the tree. A failure lists every bad reference as `file:line: path`.
 *
 * What counts as a path (pragmatic, not a grammar): a word with a `/` that ends in a known extension (.ts .tsx .md
 * .json .mjs .cjs .xml .yml ...), or a Markdown link to a local file. Globs, placeholders (`<id>`, `{date}`), URLs and
 * generated folders (`.local/`, `cdk.out/`, `node_modules/`) are not references. In code, a path resolves from the
 * repository root or from the mentioning file's folder or one of its parents (a comment in functions/billing/ may
 * name the entity module as data/ plus its file name); in the Markdown docs it may also be a short form, the last
 * folders of one file of the tree (lib/ then `http.ts`); Markdown links resolve as links do, and a link's
 * `#fragment` into a Markdown file must name one of its headings. A path whose first folder is none of ours
 * (`@aws-sdk/`, a package's own file) is left alone.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../shared/openapi.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folders never scanned and never referenced as files of the repository (generated or installed). */
const SKIP_DIRS = new Set([
  'node_modules',
  'cdk.out',
  'dist',
  '.local',
  'test-results',
  '.git',
  'playwright-report',
]);

/** Code folders whose comments are scanned. */
const CODE_DIRS = ['functions', 'shared', 'scripts', 'infra', 'web/src', 'test'];

const EXTENSIONS = 'ts|tsx|js|mjs|cjs|md|json|jsonl|xml|yml|yaml|csv|html|css|sh|txt|svg|png';

/**
 * A path-like word: optional ./ or ../ prefixes, then segments joined by '/', ending in a known extension. The
 * look-behind keeps it from starting inside a URL or another word; the look-ahead from stopping inside one.
 */
const PATH_RE = new RegExp(
  String.raw`(?<![\w./@:*{}<>$-])((?:\.{1,2}/)*[\w@.-]+(?:/[\w@.-]+)+\.(?:${EXTENSIONS}))(?![\w/*{}<>-])`,
  'g',
);

/** A Markdown link or image target: `](target)` or `](target "title")`. */
const MD_LINK_RE = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

interface Reference {
  /** The mentioning file, repo-relative with '/'. */
  file: string;
  line: number;
  path: string;
  /** A Markdown link: resolved only from the mentioning file's folder, and always checked. */
  link?: boolean;
  /** A link's `#fragment`: into a Markdown file, it must be one of that file's headings. */
  anchor?: string;
}

function walk(dir: string, keep: (name: string) => boolean): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Path-like words of `text` (which starts at `offset` of a file whose full text is `whole`), with their lines. */
function pathsIn(file: string, text: string, whole: string, offset: number): Reference[] {
  return [...text.matchAll(PATH_RE)].map((m) => ({
    file,
    line: lineAt(whole, offset + m.index!),
    path: m[1]!,
  }));
}

function markdownReferences(file: string): Reference[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const links = [...text.matchAll(MD_LINK_RE)]
    .map((m) => ({ target: m[1]!, index: m.index! }))
    .filter(({ target }) => !/^([a-z][a-z+.-]*:|\/\/)/i.test(target))
    .map(({ target, index }) => {
      const [path = '', anchor] = target.split('#');
      return {
        file,
        line: lineAt(text, index),
        path: path === '' ? posix.basename(file) : decodeURI(path),
        link: true,
        ...(anchor ? { anchor } : {}),
      };
    });
  return [...links, ...pathsIn(file, text, text, 0)];
}

/** Every comment of a TypeScript/JavaScript file (line, block and JSDoc), each once, with its start offset. */
function comments(text: string, fileName: string): { pos: number; text: string }[] {
  const kind = /\.tsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.m?js$/.test(fileName)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...seen].map(([pos, body]) => ({ pos, text: body }));
}

function codeReferences(file: string): Reference[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return comments(text, file).flatMap((c) => pathsIn(file, c.text, text, c.pos));
}

/** Descriptions and summaries of the OpenAPI document `GET /v1/openapi.json` serves (generated from shared/). */
function openApiReferences(): Reference[] {
  const texts: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string' && (key === 'description' || key === 'summary')) texts.push(value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) visit(v, Array.isArray(value) ? key : k);
  };
  visit(buildOpenApi());
  return texts.flatMap((text) =>
    pathsIn('GET /v1/openapi.json (shared/openapi.ts, shared/routes.ts)', text, text, 0).map((r) => ({
      ...r,
      line: 0,
    })),
  );
}

/** A file, or the TypeScript source an ESM import names with `.js` (an import of x.js is x.ts). */
function isFile(path: string): boolean {
  const sources = /\.js$/.test(path)
    ? [path, path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx')]
    : [path];
  return sources.some((p) => existsSync(p) && statSync(p).isFile());
}

function isDir(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** Folders a plain path in code may be relative to: the root, the mentioning file's folder and its parents. */
function bases(file: string): string[] {
  const dirs = [''];
  for (let dir = posix.dirname(file); dir !== '.' && dir !== ''; dir = posix.dirname(dir)) dirs.push(dir);
  return dirs;
}

/** Every file and folder of the repository (generated and installed folders left out), repo-relative. */
const TREE = walk('.', () => true).map((f) => f.replace(/^\.\//, ''));
const FOLDER_NAMES = new Set(TREE.flatMap((f) => f.split('/').slice(0, -1)));

/**
 * Mentions of files that are gone on purpose, as `file: path` with the reason: a record of a move or an example.
 * Each entry must still match a mention (the last test), so the list cannot outlive what it excuses.
 */
const HISTORICAL: Record<string, string> = {
  'docs/decisions/0009-data-layer.md: functions/me/profile.ts':
    'where the profile entity lived before this ADR',
  'docs/decisions/0024-layering.md: functions/match/score.ts': 'the move this ADR made (old → new path)',
  'docs/decisions/0024-layering.md: functions/match/ranking.ts': 'the move this ADR made (old → new path)',
  'docs/decisions/0024-layering.md: functions/lib/x.ts': "an example of the lint rule's message",
  'docs/decisions/0024-layering.md: functions/data/y.ts': "an example of the lint rule's message",
};

/** GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingSlugs(path: string): Set<string> {
  const text = readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set(
    [...text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

type Verdict = 'ok' | 'missing' | 'not ours' | 'historical';

function check(ref: Reference): Verdict {
  if (`${ref.file}: ${ref.path}` in HISTORICAL) return 'historical';
  const here = ref.file.includes(' ') ? '' : posix.dirname(ref.file);
  if (ref.path.split('/').includes('...')) return 'not ours'; // an elided path, `web/src/.../format.ts`
  if (ref.anchor && ref.path.endsWith('.md')) {
    const target = join(ROOT, here, ref.path);
    return isFile(target) && headingSlugs(target).has(ref.anchor) ? 'ok' : 'missing';
  }
  if (ref.link || /^\.{1,2}\//.test(ref.path))
    return isFile(join(ROOT, here, ref.path)) || (ref.link && isDir(join(ROOT, here, ref.path)))
      ? 'ok'
      : 'missing';
  const first = ref.path.split('/')[0]!;
  if (SKIP_DIRS.has(first)) return 'not ours';
  if (bases(ref.file).some((base) => isFile(join(ROOT, base, ref.path)))) return 'ok';
  const markdown = ref.file.endsWith('.md');
  // The docs' short form names a file by its last folders (`lib/http.ts`, `search/ranking.ts`).
  if (markdown && TREE.some((f) => f.endsWith(`/${ref.path}`))) return 'ok';
  if (isDir(join(ROOT, first))) return 'missing'; // a path from the root: `functions/lib/http.ts`
  if (markdown) return FOLDER_NAMES.has(first) ? 'missing' : 'not ours';
  return bases(ref.file).some((base) => isDir(join(ROOT, base, first))) ? 'missing' : 'not ours';
}

function allReferences(): Reference[] {
  const markdown = ['README.md', 'CHANGELOG.md', ...walk('docs', (name) => name.endsWith('.md'))].filter(
    (f) => existsSync(join(ROOT, f)),
  );
  const code = CODE_DIRS.flatMap((dir) =>
    walk(dir, (name) => /\.(ts|tsx|mjs|cjs|js)$/.test(name) && !name.endsWith('.d.ts')),
  );
  return [...markdown.flatMap(markdownReferences), ...code.flatMap(codeReferences), ...openApiReferences()];
}

describe('file paths named in docs, comments and the OpenAPI document', () => {
  const references = allReferences();
  const verdicts = references.map((ref) => ({ ref, verdict: check(ref) }));

  it('finds the references it is meant to check (the scan is not vacuous)', () => {
    const checked = verdicts.filter((v) => v.verdict !== 'not ours');
    expect(checked.length).toBeGreaterThan(300);
    const files = new Set(checked.map((v) => v.ref.file));
    for (const f of ['README.md', 'CHANGELOG.md', 'docs/security.md', 'shared/functions.ts'])
      expect(files, `no path found in ${f}`).toContain(f);
    // The scan sees comments in code (a known docstring reference) and the OpenAPI descriptions.
    expect(checked.some((v) => v.ref.file.startsWith('functions/') && v.ref.path.endsWith('.md'))).toBe(true);
    expect(checked.filter((v) => v.ref.file.startsWith('GET /v1/openapi.json')).length).toBeGreaterThan(0);
  });

  it('excuses only mentions that are still there', () => {
    const used = new Set(
      verdicts.filter((v) => v.verdict === 'historical').map((v) => `${v.ref.file}: ${v.ref.path}`),
    );
    expect(Object.keys(HISTORICAL).filter((key) => !used.has(key))).toEqual([]);
  });

  it('every referenced file exists', () => {
    const missing = verdicts
      .filter((v) => v.verdict === 'missing')
      .map(({ ref }) => `${ref.file}:${ref.line}: ${ref.path}${ref.anchor ? `#${ref.anchor}` : ''}`)
      .filter((line, i, all) => all.indexOf(line) === i); // a link's target is also a path-like word
    expect(missing, `files named but not in the repository:\n${missing.join('\n')}`).toEqual([]);
  });
});
