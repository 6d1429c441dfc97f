/**
 * The docs that restate the code do not drift from it (issue 36): every generated part of README.md and docs/api.md
 * (scripts/docs-tables.ts: the function list, the route counts and tables, the round-trip table) is what the code
 * generates today. A failure names the part; `npm run docs:generate` rewrites it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../shared/functions.js';
import { ROUTES } from '../shared/routes.js';
import { generatedParts, partOf, roundTripTable, withPart } from './docs-tables.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('generated docs', () => {
  it('each generated part of the docs is what the code generates today', async () => {
    for (const part of await generatedParts()) {
      const doc = readFileSync(join(ROOT, part.file), 'utf8');
      expect(
        partOf(doc, part.name),
        `${part.file} <!-- generated:${part.name} -->: run npm run docs:generate`,
      ).toBe(part.text);
    }
  });

  it('lists every function of the registry and every route of the manifest', async () => {
    const parts = await generatedParts();
    const functions = parts.find((p) => p.name === 'functions')!.text;
    for (const [name, def] of Object.entries(FUNCTIONS)) {
      const [, folder, module] = /^functions\/([^/]+)\/(.+)$/.exec(def.entry)!;
      expect(functions).toContain(`\`${folder}/\``);
      expect(functions).toContain(`\`${name}\` (${module}:`);
    }
    const routes = parts.find((p) => p.name === 'routes')!.text;
    for (const route of ROUTES) expect(routes).toContain(`\`${route.method} ${route.path}\``);
  });

  it('writes the round-trip table from the result file, in the README order, and replaces a part in place', () => {
    const text = roundTripTable({
      command: 'npm run bench:reveal',
      measured: '2026-12-01',
      calls: 10,
      rows: [
        { call: 'GET /v1/me', round_trips: [3], operations: 'Query ×2, GetItem', p50_ms: 4, p95_ms: 15.94 },
        {
          call: 'POST /v1/investors/{id}/reveal (first reveal)',
          round_trips: [3, 4],
          operations: 'X',
          p50_ms: 1,
          p95_ms: 2,
        },
      ],
    });
    expect(text).toContain('10 calls each; 2026-12-01');
    expect(text.indexOf('reveal, first')).toBeLessThan(text.indexOf('`GET /v1/me`'));
    expect(text).toContain('| reveal, first | 3 / 4 | X | 1.0 | 2.0 |');
    expect(text).toContain('| Query ×2, GetItem (profile and counts in parallel) | 4.0 | 15.9 |');
    const doc = 'a\n<!-- generated:x -->\nold\n<!-- /generated:x -->\nb';
    expect(withPart(doc, 'x', 'new')).toBe('a\n<!-- generated:x -->\n\nnew\n\n<!-- /generated:x -->\nb');
    expect(partOf(withPart(doc, 'x', 'new'), 'x')).toBe('new');
    expect(() => withPart('no markers', 'x', 'new')).toThrow('No <!-- generated:x --> markers.');
  });
});
