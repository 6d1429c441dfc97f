/**
 * The Lambda bundle of each function, for the local stack's workers (scripts/local/function-workers.ts): built by
 * esbuild with the very options the CDK stack deploys (infra/bundling.ts `esbuildOptions`: one minified ESM file,
 * `@aws-sdk/*` left out and resolved from node_modules as the Lambda runtime provides it, a source map), so the
 * local stack runs what Lambda runs. A worker loads one file instead of transpiling hundreds of modules, which
 * keeps a cold start short (ADR 0026 has the figures).
 *
 * Bundles live in `<repo>/.local/cache/functions/<name>/<build>/index.mjs` with `<name>/manifest.json` naming the
 * current build, its esbuild options and every input file with its size and mtime: a bundle is reused while all
 * its inputs are unchanged (a restart, another test run) and rebuilt otherwise. Builds are written to a fresh
 * folder and published by renaming the manifest, so concurrent stacks never read half a bundle.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import type { FunctionName } from '../../shared/functions.js';
import { esbuildOptions, functionEntry } from '../../infra/bundling.js';
import { REPO_ROOT } from './stack-file.js';

/** Where the bundles are cached (next to the DynamoDB Local jar; `npm run reset` leaves it). */
export const BUNDLE_CACHE_DIR = join(REPO_ROOT, '.local', 'cache', 'functions');

interface Manifest {
  build: string;
  options: string;
  /** Input file (absolute) → `size:mtimeMs`. */
  inputs: Record<string, string>;
}

const stamp = (file: string): string | undefined => {
  try {
    const s = statSync(file);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return undefined;
  }
};

/** A fingerprint of the build options (and esbuild's version): a change rebuilds every bundle. */
function optionsKey(entry: string): string {
  const options = esbuildOptions(entry, 'index.mjs');
  return createHash('sha256').update(JSON.stringify({ options, esbuildVersion })).digest('hex').slice(0, 16);
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

const building = new Map<string, Promise<string>>();

/**
 * The path of `name`'s bundle, built now when missing or stale.
 * @param entry the handler module (default: the registry entry); tests bundle their own fixtures
 * @throws esbuild's error when the function does not build.
 */
export function functionBundle(
  name: FunctionName | string,
  entry: string = functionEntry(name as FunctionName),
  cacheDir: string = BUNDLE_CACHE_DIR,
): Promise<string> {
  const key = `${cacheDir}\0${name}\0${entry}`;
  let pending = building.get(key);
  if (!pending) {
    pending = bundle(name, entry, cacheDir).finally(() => building.delete(key));
    building.set(key, pending);
  }
  return pending;
}

async function bundle(name: string, entry: string, cacheDir: string): Promise<string> {
  const dir = join(cacheDir, name);
  const manifestFile = join(dir, 'manifest.json');
  const options = optionsKey(entry);
  const current = readManifest(manifestFile);
  const outfileOf = (id: string) => join(dir, id, 'index.mjs');
  if (
    current &&
    current.options === options &&
    existsSync(outfileOf(current.build)) &&
    Object.entries(current.inputs).every(([file, was]) => stamp(file) === was)
  ) {
    return outfileOf(current.build);
  }
  const id = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const outfile = outfileOf(id);
  mkdirSync(join(dir, id), { recursive: true });
  const result = await build({ ...esbuildOptions(entry, outfile), metafile: true, absWorkingDir: REPO_ROOT });
  const inputs: Record<string, string> = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = resolve(REPO_ROOT, input);
    const was = stamp(file);
    if (was) inputs[file] = was;
  }
  const staged = `${manifestFile}.${id}`;
  writeFileSync(staged, JSON.stringify({ build: id, options, inputs } satisfies Manifest));
  renameSync(staged, manifestFile);
  // Older builds of this function: keep the newest two (a running stack may still be loading the previous one).
  const builds = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const old of builds.slice(0, -2)) rmSync(join(dir, old), { recursive: true, force: true });
  return outfile;
}
