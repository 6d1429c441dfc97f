/**
 * `npm run lint`'s dependency check (issue 21 item 7; docs/decisions/0024-layering.md): cruises the repository with
 * dependency-cruiser and the rules of `.dependency-cruiser.cjs` (layers shared → lib → data → domain → entries, web
 * on shared alone, no module cycle, no Lambda entry imported, every package declared), then checks what
 * dependency-cruiser cannot: the feature folders of functions/ (every folder but lib and data) import each other
 * without a cycle, counting run-time imports of non-test modules.
 *
 *   npx tsx scripts/check-layers.ts        exit 1 and a list of violations, or a one-line summary
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format, type ICruiseOptions, type ICruiseResult, type IModule } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What is cruised, relative to the repository root. */
export const CRUISED = ['functions', 'shared', 'infra', 'scripts', 'test', 'web/src'];

/** The folders of functions/ below the features (their imports are the layer rules' business). */
const LAYER_FOLDERS = new Set(['lib', 'data']);
const TEST = /(\.test\.tsx?$|^test\/)/;

/** The feature folder of `path` (`functions/<folder>/...`), or undefined. */
function featureOf(path: string): string | undefined {
  const folder = /^functions\/([^/]+)\//.exec(path)?.[1];
  return folder && !LAYER_FOLDERS.has(folder) ? folder : undefined;
}

/** A cycle among feature folders, with one import that makes each step. */
export interface FolderCycle {
  folders: string[];
  imports: string[];
}

/**
 * The cycles among the feature folders of functions/ in `modules` (a dependency-cruiser result): strongly connected
 * components of the folder graph whose edges are run-time imports (type-only ones vanish) of non-test modules.
 */
export function featureCycles(modules: readonly IModule[]): FolderCycle[] {
  const edges = new Map<string, Map<string, string>>();
  for (const module of modules) {
    const from = featureOf(module.source);
    if (!from || TEST.test(module.source)) continue;
    for (const dep of module.dependencies) {
      const to = featureOf(dep.resolved);
      if (!to || to === from || dep.dependencyTypes.includes('type-only')) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, `${module.source} → ${dep.resolved}`);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: FolderCycle[] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length < 2) return;
    const members = new Set(component);
    const imports = component.flatMap((f) =>
      [...(edges.get(f) ?? [])].filter(([to]) => members.has(to)).map(([, example]) => example),
    );
    cycles.push({ folders: component.sort(), imports: imports.sort() });
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/**
 * Cruises `paths` (relative to `baseDir`, default the working directory) with the rules of `configFile`.
 * @returns the rule violations as dependency-cruiser's `err` report (empty when none), the folder cycles, and the
 *   number of modules cruised
 */
export async function checkLayers(
  paths: string[] = CRUISED,
  options: { configFile?: string; tsConfigFile?: string; baseDir?: string } = {},
): Promise<{ violations: string; cycles: FolderCycle[]; modules: number; errors: number }> {
  const cruiseOptions: ICruiseOptions = {
    ...(await extractDepcruiseOptions(resolve(REPO_ROOT, options.configFile ?? '.dependency-cruiser.cjs'))),
    baseDir: options.baseDir ?? REPO_ROOT,
  };
  if (options.tsConfigFile) cruiseOptions.tsConfig = { fileName: resolve(REPO_ROOT, options.tsConfigFile) };
  else delete cruiseOptions.tsConfig;
  const tsConfig = options.tsConfigFile
    ? extractTSConfig(resolve(REPO_ROOT, options.tsConfigFile))
    : undefined;
  const { output } = await cruise(paths, cruiseOptions, undefined, tsConfig ? { tsConfig } : {});
  const result = output as ICruiseResult;
  const report = await format(result, { outputType: 'err' });
  const errors = result.summary.error;
  return {
    violations: errors > 0 ? String(report.output) : '',
    cycles: featureCycles(result.modules),
    modules: result.summary.totalCruised,
    errors,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const { violations, cycles, modules } = await checkLayers(CRUISED, { tsConfigFile: 'tsconfig.json' });
  if (violations) console.error(violations);
  for (const cycle of cycles) {
    console.error(
      `  error feature-folders-form-no-cycle: ${cycle.folders.join(' ↔ ')}\n${cycle.imports.map((i) => `      ${i}`).join('\n')}`,
    );
  }
  if (violations || cycles.length > 0) {
    console.error('\nLayering: see docs/decisions/0024-layering.md and .dependency-cruiser.cjs.');
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Layering: ${modules} modules, no violation (${seconds} s).`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
