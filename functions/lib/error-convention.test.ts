/**
 * Issue 21 item 2, one error convention (docs/decisions/0022-error-convention.md): HTTP errors
 * (functions/lib/http-errors.ts) are constructed only at the HTTP edge; every other module throws domain errors
 * (functions/lib/errors.ts), which `featureHandler` maps in one place; no event consumer can reach an HTTP error.
 * The scan reads every source file under functions/ (tests excepted), so a new HTTP error elsewhere fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, functionDef } from '../../shared/functions.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The HTTP error classes of functions/lib/http-errors.ts. */
const HTTP_ERRORS = [
  'HttpError',
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Conflict',
  'PaymentRequired',
  'BadGateway',
  'ServiceUnavailable',
  'TooManyRequests',
];

/** The HTTP edge of functions/lib: may construct any HTTP error. */
const EDGE = [
  'functions/lib/http-errors.ts',
  'functions/lib/http.ts',
  'functions/lib/validate.ts',
  'functions/lib/auth.ts',
  'functions/lib/origin.ts',
  'functions/lib/api-key-auth.ts',
];

/** The entry modules of the HTTP functions (registry `entry`, `http: true`): `BadRequest` only. */
const HTTP_ENTRIES = FUNCTION_NAMES.filter((name) => functionDef(name).http === true).map(
  (name) => functionDef(name).entry,
);

/** The entry modules of the event consumers (registry `events`). */
const CONSUMER_ENTRIES = FUNCTION_NAMES.filter((name) => (functionDef(name).events ?? []).length > 0).map(
  (name) => functionDef(name).entry,
);

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path.replaceAll('\\', '/')] : [];
  });
}

/** The HTTP error classes `text` constructs or extends (comments skipped). */
export function httpErrorsUsed(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const names = HTTP_ERRORS.join('|');
  const found = [...code.matchAll(new RegExp(`\\b(?:new|extends)\\s+(${names})\\b`, 'g'))].map((m) => m[1]!);
  return [...new Set(found)].sort();
}

/** The repo-relative modules `file` imports at run time (type-only imports are erased, so they do not count). */
function valueImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers
    .map((s) => relative(ROOT, join(ROOT, dirname(file), s.replace(/\.js$/, '.ts'))).replaceAll('\\', '/'))
    .filter((path) => existsSync(join(ROOT, path)));
}

/** Every module `entry` reaches through value imports, itself included. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...valueImports(file));
  }
  return seen;
}

describe('the error convention', () => {
  it('recognises constructing and extending HTTP errors, not mentions in comments', () => {
    const text = [
      "throw new Conflict('x', 'c');",
      '// throw new NotFound()',
      ' * @throws Forbidden when ...',
      'class PremiumRequired extends Forbidden {}',
      'throw new StateConflict("y");',
    ].join('\n');
    expect(httpErrorsUsed(text)).toEqual(['Conflict', 'Forbidden']);
  });

  it('constructs HTTP errors only at the HTTP edge, and only BadRequest in HTTP entry modules', () => {
    const offenders: Record<string, string[]> = {};
    for (const file of sources('functions')) {
      if (EDGE.includes(file)) continue;
      const used = httpErrorsUsed(readFileSync(join(ROOT, file), 'utf8'));
      const allowed = (HTTP_ENTRIES as string[]).includes(file) ? ['BadRequest'] : [];
      const wrong = used.filter((name) => !allowed.includes(name));
      if (wrong.length > 0) offenders[file] = wrong;
    }
    expect(offenders).toEqual({});
  });

  it('imports functions/lib/http-errors.ts only at the HTTP edge and in HTTP entry modules', () => {
    const importers = sources('functions').filter((file) =>
      valueImports(file).includes('functions/lib/http-errors.ts'),
    );
    expect(
      importers.filter((file) => !EDGE.includes(file) && !(HTTP_ENTRIES as string[]).includes(file)),
    ).toEqual([]);
  });

  it('no event consumer reaches an HTTP error or the HTTP middleware', () => {
    expect(CONSUMER_ENTRIES.length).toBeGreaterThanOrEqual(4);
    const reached = Object.fromEntries(
      CONSUMER_ENTRIES.map((entry) => [
        entry,
        [...reachable(entry)].filter(
          (f) => f === 'functions/lib/http-errors.ts' || f === 'functions/lib/http.ts',
        ),
      ]),
    );
    expect(reached).toEqual(Object.fromEntries(CONSUMER_ENTRIES.map((entry) => [entry, []])));
  });
});
