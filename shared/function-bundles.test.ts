/**
 * What a function bundles says what it can do, and its registry entry must declare it (issue 21.5: `billing`
 * published `ProfileCreated` without declaring `publishes`, so on AWS it had no EVENT_BUS_NAME and no
 * events:PutEvents; `account`, `billing-events` and `ai-worker` bundled the publisher without declaring it).
 * Every function is bundled as the stack deploys it (infra/bundling.ts, esbuild's metafile lists its inputs):
 * - the publisher (functions/lib/events.ts) is in a bundle iff the entry declares `publishes`;
 * - the secrets reader (functions/lib/secrets.ts) only where the entry declares `secrets`;
 * - the mailer (functions/lib/mailer.ts) only where the entry declares `mail`.
 */
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions, functionEntry, REPO_ROOT } from '../infra/bundling.js';
import { FUNCTION_NAMES, functionDef, type FunctionName } from './functions.js';

const inputs = new Map<FunctionName, Set<string>>();

beforeAll(async () => {
  // One build of every entry (the modules they share are parsed once); each output lists its own inputs.
  const base = esbuildOptions(functionEntry(FUNCTION_NAMES[0]!), 'unused.mjs');
  const result = await build({
    ...base,
    entryPoints: Object.fromEntries(FUNCTION_NAMES.map((name) => [name, functionEntry(name)])),
    outfile: undefined,
    outdir: 'out',
    outExtension: { '.js': '.mjs' },
    write: false,
    minify: false,
    sourcemap: false,
    metafile: true,
    absWorkingDir: REPO_ROOT,
  });
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    const name = /^out\/(.+)\.mjs$/.exec(out)?.[1] as FunctionName | undefined;
    if (name) inputs.set(name, new Set(Object.keys(meta.inputs)));
  }
  expect([...inputs.keys()].sort()).toEqual([...FUNCTION_NAMES].sort());
}, 120_000);

const bundles = (name: FunctionName, file: string) => inputs.get(name)!.has(file);

describe('what each function bundles, its registry entry declares', () => {
  it('bundles the event publisher exactly when it declares publishes', () => {
    const mismatched = FUNCTION_NAMES.filter(
      (name) => bundles(name, 'functions/lib/events.ts') !== (functionDef(name).publishes ?? []).length > 0,
    );
    expect(mismatched).toEqual([]);
  });

  it('fixes the gaps issue 21 found: billing declares ProfileCreated; account, billing-events, ai-worker bundle no publisher', () => {
    expect(functionDef('billing').publishes).toContain('ProfileCreated');
    for (const name of ['account', 'billing-events', 'ai-worker'] as const) {
      expect(bundles(name, 'functions/lib/events.ts'), name).toBe(false);
      expect(functionDef(name).publishes, name).toBeUndefined();
    }
  });

  it('bundles the secrets reader only where it declares secrets, the mailer only where it declares mail', () => {
    for (const name of FUNCTION_NAMES) {
      if (bundles(name, 'functions/lib/secrets.ts'))
        expect((functionDef(name).secrets ?? []).length, name).toBeGreaterThan(0);
      if (bundles(name, 'functions/lib/mailer.ts')) expect(functionDef(name).mail, name).toBe(true);
    }
  });
});
