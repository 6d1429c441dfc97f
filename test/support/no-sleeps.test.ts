/**
 * Issue 21 item 8, "no fixed sleep above 250 ms anywhere in the suites": a scan of every test file (unit tests next
 * to the code, the integration and end-to-end suites and their support) for a pause longer than MAX_PAUSE_MS:
 * `setTimeout(fn, delay)`, Playwright's `waitForTimeout(delay)` and `node:timers/promises`. A delay that is not a
 * number literal counts too (it hides a sleep behind a name), except in the few files listed with their reason.
 * Wait for an effect with `eventually()` (test/support/eventually.ts) or inject a clock instead. Fake timers
 * (`vi.advanceTimersByTime`) move no real time and are not sleeps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_PAUSE_MS } from './eventually.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Files whose pauses are not a test waiting, and why. */
const ALLOWED: Record<string, string> = {
  'test/support/eventually.ts': 'the poll helper itself: its pause is capped at MAX_PAUSE_MS',
  'test/support/openai-fake.ts': 'the model fake answers slowly on purpose (modes slow, paced stream)',
  'test/support/quotes-fake.ts': "the quote provider fake's 'slow' mode never answers in time on purpose",
  'test/support/no-sleeps.test.ts': 'this scan: its examples are sleeps',
};

/** Test code: unit tests next to the code, and everything under test/. */
function testFiles(dir: string, all = false): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'cdk.out'].includes(entry.name) ? [] : testFiles(path, all);
    if (!/\.(ts|tsx|mjs)$/.test(entry.name)) return [];
    return all || /\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of `text` from `open` (just after an opening parenthesis) to its closing one, and the top-level arguments. */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) {
        args.push(text.slice(start, i).trim());
        return args;
      }
      depth--;
    } else if (c === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
}

/** A delay argument as milliseconds, or null when it is not a number literal (`11_000` → 11000). */
function literalMs(arg: string | undefined): number | null {
  if (arg === undefined || arg === '') return 0;
  const plain = arg.replace(/_/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/**
 * The pauses of `text` longer than `maxMs` or of a delay that is not a literal, as 'line N: call' strings.
 * Comments are skipped.
 */
export function sleepsIn(text: string, maxMs = MAX_PAUSE_MS): string[] {
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|\s)\/\/[^\n]*/g, '$1');
  const found: string[] = [];
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  for (const m of code.matchAll(/\b(setTimeout|waitForTimeout)\s*\(/g)) {
    const args = callArguments(code, m.index + m[0].length);
    const delay = m[1] === 'setTimeout' ? args[1] : args[0];
    const ms = literalMs(delay);
    if (ms === null || ms > maxMs) found.push(`line ${lineOf(m.index)}: ${m[1]}(…, ${delay})`);
  }
  for (const m of code.matchAll(/from\s+['"](node:)?timers\/promises['"]/g))
    found.push(`line ${lineOf(m.index)}: timers/promises`);
  return found;
}

describe('no fixed sleeps in the suites', () => {
  it('finds long and hidden pauses, not short ones, fake timers or comments', () => {
    const text = [
      'await new Promise((r) => setTimeout(r, 11_000));',
      'await page.waitForTimeout(2100);',
      'await new Promise((r) => setTimeout(r, ms));',
      'const t = setTimeout(() => {',
      '  done();',
      '}, 10_000);',
      "import { setTimeout as sleep } from 'node:timers/promises';",
      'await new Promise((r) => setTimeout(r, 250));',
      'await new Promise((r) => setTimeout(r, 60));',
      'setTimeout(() => resolve(1));',
      'await vi.advanceTimersByTimeAsync(5_000);',
      '// await page.waitForTimeout(5000);',
      '/* setTimeout(r, 9000) in a comment */',
    ].join('\n');
    expect(sleepsIn(text)).toEqual([
      'line 1: setTimeout(…, 11_000)',
      'line 2: waitForTimeout(…, 2100)',
      'line 3: setTimeout(…, ms)',
      'line 4: setTimeout(…, 10_000)',
      'line 7: timers/promises',
    ]);
  });

  it(`no test file pauses longer than ${MAX_PAUSE_MS} ms (poll with eventually() or inject a clock)`, () => {
    const files = [
      ...['shared', 'functions', 'scripts', 'infra', 'web/src'].flatMap((dir) => testFiles(dir)),
      ...testFiles('test', true),
    ];
    expect(files.length).toBeGreaterThan(100);
    const offenders: Record<string, string[]> = {};
    for (const file of files) {
      const path = relative(ROOT, join(ROOT, file)).split(sep).join('/');
      if (path in ALLOWED) continue;
      const sleeps = sleepsIn(readFileSync(join(ROOT, file), 'utf8'));
      if (sleeps.length > 0) offenders[path] = sleeps;
    }
    expect(offenders).toEqual({});
  });
});
