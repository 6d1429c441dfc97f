/**
 * The one description of how a registered function (shared/functions.ts) is bundled for Lambda, shared by the CDK stack
 * (`NodejsFunction` bundling options, infra/constructs/functions.ts) and `npm run bench:bundles`
 * (scripts/bundle-sizes.ts), so the measured sizes are the deployed sizes.
 *
 * Choices (docs/decisions/0004-aws-stack.md):
 * - ESM output (`.mjs`) for `nodejs22.x`: middy 6 is ESM-only (DESIGN.md). A `createRequire` banner gives bundled
 *   CommonJS dependencies a real `require` for Node built-ins (esbuild's ESM shim throws "Dynamic require of ... is
 *   not supported" otherwise).
 * - The AWS SDK v3 (`@aws-sdk/*`) is left out and taken from the `nodejs22.x` runtime, which ships the whole v3 SDK
 *   including `lib-dynamodb`: bundled, it adds about 330 KB per function (investors would be 460 KB of the 500 KB
 *   budget before Stripe or OpenAI arrive); external, every function is far under budget and cold starts load less
 *   code. The price: the runtime's SDK version, not the lockfile's, runs in AWS (v3 keeps its API stable).
 * - Minified, with an external source map (`NODE_OPTIONS=--enable-source-maps` maps stack traces back to TypeScript).
 *
 * Source: https://docs.aws.amazon.com/cdk/api/v2/docs/aws-cdk-lib.aws_lambda_nodejs-readme.html and esbuild's
 * build API (https://esbuild.github.io/api/).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { FUNCTIONS, type FunctionName } from '../shared/functions.js';
import { OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** Repository root (infra/ is one level below it). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** esbuild target matching the Lambda runtime (`nodejs22.x`). */
export const BUNDLE_TARGET = 'node22';

/** Module specifiers left out of every bundle: the AWS SDK v3, provided by the Lambda runtime (see above). */
export const BUNDLE_EXTERNALS: string[] = ['@aws-sdk/*'];

/** Prepended to every bundle so CommonJS code inside an ESM bundle can `require` Node built-ins. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __fsCreateRequire } from 'node:module'; const require = __fsCreateRequire(import.meta.url);";

/** Size budget per function bundle, in bytes (issue 4: at most 500 KB minified). */
export const BUNDLE_BUDGET_BYTES = 500 * 1024;

/**
 * Functions allowed a larger bundle, with the reason. `claims` carries the public suffix list (`tldts`, ~130 KB)
 * and the maintained free-mail list (`email-providers`, ~135 KB of JSON) and disposable list that the claim rule
 * needs on every call (issue 19, docs/decisions/0030-investor-accounts-and-claims.md); ~600 KB minified.
 * (`investor-listing` checks a listing's direct contact with the domain comparison alone,
 * functions/claims/registrable.ts `atFirmDomain`: tldts without the lists, about 310 KB, within the budget.)
 */
export const BUNDLE_BUDGET_EXCEPTIONS: Readonly<Record<string, number>> = {
  claims: 700 * 1024,
  // Issue 33 item 4: the response figures count a founder by their organisation's domain, never a free-mail or
  // disposable one (functions/pitches/counted-founder.ts), so the consumer carries the same lists: ~600 KB.
  'pitch-events': 700 * 1024,
  // Issue 39: the founders' deck rooms check an uploaded PDF with pdf.js (pdfjs-dist, its parser and in-thread
  // worker, ~1.5 MB minified): the same parser the viewer renders with, so what is accepted can be opened.
  'deck-rooms': 2 * 1024 * 1024,
};

/** The size budget of function `name`'s bundle, bytes. */
export function bundleBudget(name: string): number {
  return Object.hasOwn(BUNDLE_BUDGET_EXCEPTIONS, name)
    ? BUNDLE_BUDGET_EXCEPTIONS[name]!
    : BUNDLE_BUDGET_BYTES;
}

/** The absolute entry (handler module, export `handler`) of a registered function (shared/functions.ts). */
export function functionEntry(name: FunctionName): string {
  return resolve(REPO_ROOT, FUNCTIONS[name].entry);
}

/**
 * esbuild build options equivalent to what `NodejsFunction` runs with `nodejsBundling()` below
 * (`esbuild --bundle <entry> --target=node22 --platform=node --format=esm --outfile=<out>.mjs --minify --sourcemap
 * --main-fields=module,main --banner:js=...`).
 */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: BUNDLE_TARGET,
    format: 'esm',
    minify: true,
    sourcemap: true,
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    external: BUNDLE_EXTERNALS,
    logLevel: 'warning',
  };
}

/**
 * `NodejsFunction` bundling options: local esbuild (never Docker), the same flags as `esbuildOptions()`.
 * `@aws-sdk/*` is external (`externalModules`, the CDK default for Node 18+ made explicit).
 */
export function nodejsBundling(): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: BUNDLE_TARGET,
    minify: true,
    sourceMap: true,
    sourceMapMode: SourceMapMode.EXTERNAL,
    mainFields: ['module', 'main'],
    banner: ESM_REQUIRE_BANNER,
    externalModules: BUNDLE_EXTERNALS,
    bundleAwsSDK: false,
    forceDockerBundling: false,
  };
}
