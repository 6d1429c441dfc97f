/**
 * The dependency rules `npm run lint` checks (scripts/check-layers.ts; docs/decisions/0024-layering.md), with
 * dependency-cruiser. The layers, lowest first, each importing only from the ones below it:
 *
 *   shared  →  functions/lib  →  functions/data  →  domain (functions/<feature>/)  →  entries (registry `entry`)
 *
 * and web/ beside functions/ on top of shared/ alone. Inside web/src the app is split by audience
 * (docs/decisions/0054-one-place-for-each-thing.md):
 *
 *   web/src/common/  →  web/src/{public,founder,investor,admin}/  →  web/src/app.tsx, main.tsx (the router)
 *
 * an audience imports common/ and itself, never another audience; common/ imports no audience. infra/ and scripts/ sit on top (they may read anything but
 * web/). Among the feature folders the imports form no cycle (checked by scripts/check-layers.ts on this graph, as
 * dependency-cruiser checks cycles of modules, not of folders).
 *
 * Type-only imports (`import type`) vanish at run time. They may point up from lib and data to a port a higher
 * layer declares and the lower one implements (data/ai-job.ts implements ai/jobs.ts `AiJobStore`): dependency
 * inversion, not a wrong-way import. They count for every other rule; cycles are of run-time imports.
 *
 * Tests (`*.test.ts(x)`, test/) may import across layers (a test of a handler imports the data layer to set up);
 * the package rules apply to them too.
 */
const TEST = '(\\.test\\.tsx?$|^test/)';
/** The entry module of a Lambda (shared/functions.ts `entry`: `functions/<feature>/handler.ts`, or `*-handler.ts`). */
const ENTRY = '^functions/[^/]+/[a-z0-9-]*handler\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module cycle (type-only imports aside): split the shared piece out, or move it down a layer.',
      from: { pathNot: TEST },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'shared-is-the-bottom',
      severity: 'error',
      comment: 'shared/ is imported by functions, web and infra; it imports nothing of theirs.',
      from: { path: '^shared/', pathNot: TEST },
      to: { path: '^(functions|web|infra|scripts|test)/' },
    },
    {
      name: 'web-never-imports-functions',
      severity: 'error',
      comment: 'The browser bundle shares only shared/ with the server (its tests may use server fixtures).',
      from: { path: '^web/src/', pathNot: TEST },
      to: { path: '^(functions|infra|scripts)/' },
    },
    {
      name: 'web-audiences-apart',
      severity: 'error',
      comment:
        "An audience's folder of the web app (public, founder, investor, admin) imports common/ and itself, never " +
        "another audience's modules: move what two audiences share into web/src/common/ (ADR 0054).",
      from: { path: '^web/src/(public|founder|investor|admin)/', pathNot: TEST },
      to: { path: '^web/src/(public|founder|investor|admin)/', pathNot: '^web/src/$1/' },
    },
    {
      name: 'web-common-is-below-audiences',
      severity: 'error',
      comment:
        'web/src/common/ (the API client, configuration, formatting, sessions, shared components) is used by every ' +
        'audience and imports none; the router (web/src/app.tsx) composes the audiences (ADR 0054).',
      from: { path: '^web/src/common/', pathNot: TEST },
      to: { path: '^web/src/(?!common/)' },
    },
    {
      name: 'functions-import-no-tooling',
      severity: 'error',
      comment: 'A Lambda bundles only functions/ and shared/ (and packages).',
      from: { path: '^functions/', pathNot: TEST },
      to: { path: '^(web|infra|scripts|test)/' },
    },
    {
      name: 'lib-is-below-data',
      severity: 'error',
      comment:
        'functions/lib (env, errors, logger, clients, the HTTP and consumer stacks) imports only lib and shared; ' +
        'what needs the table goes behind a port the entry module passes in (e.g. lib/api-key-auth.ts ApiKeyStore).',
      from: { path: '^functions/lib/', pathNot: TEST },
      to: { path: '^functions/(?!lib/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'data-is-below-domain',
      severity: 'error',
      comment: 'functions/data (entities, keys, storage) imports only data, lib and shared.',
      from: { path: '^functions/data/', pathNot: TEST },
      to: { path: '^functions/(?!lib/|data/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'entries-are-leaves',
      severity: 'error',
      comment:
        "A Lambda's entry module is imported by nothing (another Lambda would bundle it): move the shared piece " +
        'into a domain module both import.',
      from: { path: '^functions/', pathNot: TEST },
      to: { path: ENTRY },
    },
    {
      name: 'no-undeclared-package',
      severity: 'error',
      comment: 'Every imported package is declared in package.json.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output and local state only (a package's own dist/ folder is what its import resolves to).
    exclude: { path: '^(web/dist|cdk\\.out|\\.local|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // `createRequire(import.meta.url)` calls in .mjs launchers are `require` too.
    exoticRequireStrings: ['require'],
  },
};
