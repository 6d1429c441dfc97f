/**
 * Issue 21: API paths are spelled in web/src/common/api.ts only; elsewhere a call names a route key of the manifest
 * (docs/decisions/0027-typed-web-client.md). `npm run lint` enforces it (eslint.config.js `no-restricted-syntax`);
 * this test keeps the rule in place.
 */
import { describe, expect, it, vi } from 'vitest';
import { ESLint } from 'eslint';

// Loading the repository's ESLint config (typescript-eslint) takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const eslint = new ESLint();
const rulesHit = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);

describe('the API path lint rule', () => {
  it('refuses a /v1 path in a string or a template outside the client module', async () => {
    expect(await rulesHit("export const path = '/v1/investors';\n", 'web/src/pages/x.ts')).toEqual([
      'no-restricted-syntax',
    ]);
    expect(
      await rulesHit('export const path = (id: string) => `/v1/investors/${id}`;\n', 'web/src/pages/x.ts'),
    ).toEqual(['no-restricted-syntax']);
  });

  it('accepts a route key, and paths inside the client module', async () => {
    expect(await rulesHit("export const route = 'GET /v1/investors';\n", 'web/src/pages/x.ts')).toEqual([]);
    expect(await rulesHit("export const path = '/v1/investors';\n", 'web/src/common/api.ts')).toEqual([]);
  });
});
