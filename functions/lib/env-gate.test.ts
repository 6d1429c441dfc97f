/**
 * Issue 8, "a zod env gate used by every function and script that reads configuration": no source file under
 * functions/ or scripts/ reads a variable from `process.env` except through `loadEnv` (functions/lib/env.ts).
 * Setting variables (a stack preparing its handlers' environment), passing the whole environment to a child, and
 * `env = process.env` defaults handed to `loadEnv` are not reads of a variable.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The `process.env` reads of `text`: `process.env.NAME` or `process.env[...]` not being assigned or deleted. */
export function envReads(text: string): string[] {
  const reads: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*(\*|\/\/)/.test(line) || /^\s*delete process\.env\[/.test(line)) continue;
    for (const m of line.matchAll(
      /process\.env(\.[A-Za-z_][A-Za-z0-9_]*\b|\[[^\]]+\])(?!\s*(\?\?)?=[^=])/g,
    )) {
      reads.push(m[0]);
    }
  }
  return reads;
}

describe('env gate', () => {
  it('recognises reads, and not writes, spreads or defaults', () => {
    const text = [
      "const a = process.env.TABLE_NAME ?? 'x';",
      'if (process.env[name]) run();',
      "process.env.WEB_PORT = '1';",
      "process.env.X ??= 'true';",
      'delete process.env[name];',
      'spawn(bin, { env: { ...process.env, PORT } });',
      'export function f(env: EnvSource = process.env) {}',
      ' * process.env.IN_A_COMMENT',
      "if (process.env.DEBUG === '1') log();",
    ].join('\n');
    expect(envReads(text)).toEqual(['process.env.TABLE_NAME', 'process.env[name]', 'process.env.DEBUG']);
  });

  it('no function or script reads process.env outside functions/lib/env.ts', () => {
    const offenders: Record<string, string[]> = {};
    for (const file of [...sources('functions'), ...sources('scripts')]) {
      const path = relative(ROOT, join(ROOT, file));
      if (path === join('functions', 'lib', 'env.ts')) continue;
      const reads = envReads(readFileSync(join(ROOT, file), 'utf8'));
      if (reads.length > 0) offenders[path] = reads;
    }
    expect(offenders).toEqual({});
  });
});
