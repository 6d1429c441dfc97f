/**
 * The dead-code check of `npm run lint` (`npm run lint:dead`: knip with the repository's knip.config.ts; issue 21
 * item 10): on a small tree whose Lambda entry comes from a function registry (shared/functions.ts, as in the
 * repository), a clean tree passes; an export nobody imports and an import of an undeclared package each fail the
 * check, named. (The real tree is checked by `npm run lint` itself.)
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const KNIP = join(REPO_ROOT, 'node_modules', 'knip', 'bin', 'knip.js');

describe('npm run lint:dead (knip.config.ts)', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  /** knip over the probe tree: its exit status and report. */
  const knip = () => {
    const run = spawnSync(process.execPath, [KNIP, '--no-progress', '--directory', root], {
      encoding: 'utf8',
    });
    return { status: run.status, report: `${run.stdout}${run.stderr}` };
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'fundscout-knip-'));
    write('package.json', JSON.stringify({ name: 'probe', private: true, type: 'module' }));
    copyFileSync(join(REPO_ROOT, 'knip.config.ts'), join(root, 'knip.config.ts'));
    // A registry of one function: its handler is reached only through the registry's `entry`.
    write(
      'shared/functions.ts',
      "export const FUNCTIONS = { health: { entry: 'functions/health/handler.ts' } } as const;\n",
    );
    write(
      'functions/health/handler.ts',
      "import { status } from '../lib/status.js';\nexport const handler = () => status();\n",
    );
    write('functions/lib/status.ts', "export const status = () => 'ok';\n");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes a tree whose every export is imported', () => {
    const { status, report } = knip();
    expect(report).not.toMatch(/Unused|Unlisted/);
    expect(status).toBe(0);
  }, 60_000);

  it('fails on an export nobody imports, naming it and its module', () => {
    write('functions/lib/status.ts', "export const status = () => 'ok';\nexport const unusedProbe = 1;\n");
    const { status, report } = knip();
    expect(report).toContain('Unused exports (1)');
    expect(report).toMatch(/unusedProbe\s+functions\/lib\/status\.ts:2/);
    expect(status).toBe(1);
    write('functions/lib/status.ts', "export const status = () => 'ok';\n");
  }, 60_000);

  it('fails on an import of a package package.json does not declare', () => {
    write(
      'functions/lib/status.ts',
      "import leftPad from 'left-pad';\nexport const status = () => leftPad('ok', 2);\n",
    );
    const { status, report } = knip();
    expect(report).toContain('Unlisted dependencies (1)');
    expect(report).toMatch(/left-pad\s+functions\/lib\/status\.ts:1/);
    expect(status).toBe(1);
  }, 60_000);
});
