/**
 * The OpenAPI document the API serves (GET /v1/openapi.json through the local gateway) passes `redocly lint` with
 * Redocly's recommended rules, with no error and no warning (issue 14: it lacked `servers`, a 4XX response on
 * every operation, had unused components). Redocly CLI runs offline: telemetry and update notices off
 * (REDOCLY_TELEMETRY=off, REDOCLY_SUPPRESS_UPDATE_NOTICE, REDOCLY_SUPPRESS_NOTIFICATIONS), and under a preload that
 * refuses every network connection (test/support/no-network.mjs): the test fails if it tries one.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/local/stack-file.js';

const stack = inject('stack');
const dir = mkdtempSync(join(tmpdir(), 'fundscout-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[];
}

/** Runs `redocly lint FILE --extends=recommended --format=json` offline; answers the report and stderr. */
async function lint(file: string): Promise<{ report: LintReport; stderr: string }> {
  const cli = resolve(REPO_ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const preload = resolve(REPO_ROOT, 'test', 'support', 'no-network.mjs');
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['--import', preload, cli, 'lint', file, '--extends=recommended', '--format=json'],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      },
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? String(error),
  }));
  return {
    report: JSON.parse(stdout.slice(stdout.indexOf('{'), stdout.lastIndexOf('}') + 1)) as LintReport,
    stderr,
  };
}

describe('the served OpenAPI document', () => {
  it('passes redocly lint (recommended rules) with no error or warning, offline', async () => {
    const res = await fetch(`${stack.apiUrl}/v1/openapi.json`);
    expect(res.status).toBe(200);
    const file = join(dir, 'openapi.json');
    writeFileSync(file, await res.text());
    const { report, stderr } = await lint(file);
    expect(stderr).not.toContain('NO-NETWORK');
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message} ${p.location?.[0]?.pointer ?? ''}`)).toEqual(
      [],
    );
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 150_000);

  it('the lint run fails on a document with the original problems (no servers, no 4XX, an unused component)', async () => {
    const document = (await (await fetch(`${stack.apiUrl}/v1/openapi.json`)).json()) as {
      servers?: unknown;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    delete document.servers;
    delete document.paths['/v1/health']!.get!.responses['4XX'];
    document.components.schemas.Orphan = { type: 'string' };
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(document));
    const { report, stderr } = await lint(file);
    expect(stderr).not.toContain('NO-NETWORK');
    expect(new Set(report.problems.map((p) => p.ruleId))).toEqual(
      new Set(['no-empty-servers', 'operation-4xx-response', 'no-unused-components']),
    );
  }, 150_000);
});
