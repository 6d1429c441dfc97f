/**
 * The layering check of `npm run lint` (scripts/check-layers.ts, .dependency-cruiser.cjs; issue 21 item 7): on a
 * small tree with one deliberate wrong-way import per rule, each rule fires and names the import; the same tree
 * without them passes. (The real tree is checked by `npm run lint` itself.)
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IModule } from 'dependency-cruiser';
import { checkLayers, featureCycles } from './check-layers.js';

/** A module of a cruise result with run-time (or type-only) imports of `to`. */
const module = (source: string, to: string[], typeOnly = false): IModule =>
  ({
    source,
    dependencies: to.map((resolved) => ({
      resolved,
      dependencyTypes: typeOnly ? ['local', 'type-only'] : ['local', 'import'],
    })),
  }) as unknown as IModule;

describe('featureCycles', () => {
  it('finds a cycle between feature folders and names an import of each step', () => {
    const cycles = featureCycles([
      module('functions/investors/handler.ts', ['functions/match/ranking.ts', 'functions/lib/http.ts']),
      module('functions/match/handler.ts', ['functions/investors/catalogue.ts']),
      module('functions/match/ranking.ts', []),
    ]);
    expect(cycles).toEqual([
      {
        folders: ['investors', 'match'],
        imports: [
          'functions/investors/handler.ts → functions/match/ranking.ts',
          'functions/match/handler.ts → functions/investors/catalogue.ts',
        ],
      },
    ]);
  });

  it('ignores type-only imports, tests, and the lib and data layers', () => {
    expect(
      featureCycles([
        module('functions/a/x.ts', ['functions/b/y.ts']),
        module('functions/b/y.ts', ['functions/a/x.ts'], true),
        module('functions/b/y.test.ts', ['functions/a/x.ts']),
        module('functions/data/d.ts', ['functions/a/x.ts'], true),
        module('functions/a/z.ts', ['functions/data/d.ts']),
      ]),
    ).toEqual([]);
  });
});

describe('the dependency rules', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'fundscout-layers-'));
    write('package.json', JSON.stringify({ name: 'probe', type: 'module', dependencies: { zod: '4' } }));
    // The repository's packages, so an import of one the probe does not declare resolves (and is refused).
    symlinkSync(
      fileURLToPath(new URL('../node_modules', import.meta.url)),
      join(root, 'node_modules'),
      'dir',
    );
    write('shared/vocabulary.ts', 'export const TIERS = ["free"];\n');
    write(
      'functions/lib/env.ts',
      "import { TIERS } from '../../shared/vocabulary.js';\nexport const env = TIERS;\n",
    );
    write('functions/data/profile.ts', "import { env } from '../lib/env.js';\nexport const profile = env;\n");
    write(
      'functions/billing/state.ts',
      "import { profile } from '../data/profile.js';\nexport const state = profile;\n",
    );
    write(
      'functions/billing/handler.ts',
      "import { state } from './state.js';\nexport const handler = state;\n",
    );
  }, 30_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes a tree whose imports all point down', async () => {
    const result = await checkLayers(['functions', 'shared'], { baseDir: root });
    expect(result.violations).toBe('');
    expect(result.cycles).toEqual([]);
    expect(result.modules).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('fails on each deliberate wrong-way import, naming the rule and the import', async () => {
    write(
      'functions/lib/bad-lib.ts',
      "import { profile } from '../data/profile.js';\nexport const x = profile;\n",
    );
    write(
      'functions/data/bad-data.ts',
      "import { state } from '../billing/state.js';\nexport const y = state;\n",
    );
    write(
      'functions/events/handler.ts',
      "import { handler as h } from '../billing/handler.js';\nexport const handler = h;\n",
    );
    write('shared/bad-shared.ts', "import { env } from '../functions/lib/env.js';\nexport const z = env;\n");
    write('web/src/bad-web.ts', "import { env } from '../../functions/lib/env.js';\nexport const w = env;\n");
    write('web/src/investor/strings.ts', 'export const investorStrings = {};\n');
    write(
      'web/src/founder/bad-audience.ts',
      "import { investorStrings } from '../investor/strings.js';\nexport const a = investorStrings;\n",
    );
    write(
      'web/src/common/bad-common.ts',
      "import { a } from '../founder/bad-audience.js';\nexport const c = a;\n",
    );
    write('functions/billing/pricing.ts', "import { m } from '../match/rank.js';\nexport const p = m;\n");
    write(
      'functions/match/rank.ts',
      "import { state } from '../billing/state.js';\nexport const m = state;\n",
    );
    write(
      'functions/billing/undeclared.ts',
      "import { zipSync } from 'fflate';\nexport const u = zipSync;\n",
    );
    write(
      'functions/billing/unresolvable.ts',
      "import pad from 'left-pad-unknown';\nexport const v = pad;\n",
    );
    const result = await checkLayers(['functions', 'shared', 'web/src'], { baseDir: root });
    for (const line of [
      'lib-is-below-data: functions/lib/bad-lib.ts → functions/data/profile.ts',
      'data-is-below-domain: functions/data/bad-data.ts → functions/billing/state.ts',
      'entries-are-leaves: functions/events/handler.ts → functions/billing/handler.ts',
      'shared-is-the-bottom: shared/bad-shared.ts → functions/lib/env.ts',
      'web-never-imports-functions: web/src/bad-web.ts → functions/lib/env.ts',
      'web-audiences-apart: web/src/founder/bad-audience.ts → web/src/investor/strings.ts',
      'web-common-is-below-audiences: web/src/common/bad-common.ts → web/src/founder/bad-audience.ts',
      'not-to-unresolvable: functions/billing/unresolvable.ts → left-pad-unknown',
    ]) {
      expect(result.violations).toContain(line);
    }
    expect(result.violations).toMatch(
      /no-undeclared-package: functions\/billing\/undeclared\.ts → \S*node_modules\/fflate\//,
    );
    expect(result.cycles).toEqual([
      {
        folders: ['billing', 'match'],
        imports: [
          'functions/billing/pricing.ts → functions/match/rank.ts',
          'functions/match/rank.ts → functions/billing/state.ts',
        ],
      },
    ]);
  }, 60_000);
});
