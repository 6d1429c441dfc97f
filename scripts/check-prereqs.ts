/**
 * `npm test` runs this first: it stops early, with the install command, when a prerequisite of the suites is
 * missing on this machine (README "Quick start"), instead of failing at the end-to-end suite after minutes:
 * - Chromium at `/usr/bin/chromium` (`npm run bench:web` and `npm run screenshots`) and Debian's headless shell of
 *   it at `/usr/bin/chromium-headless-shell` (the end-to-end suite: test/e2e/playwright.config.ts; the same engine
 *   without the desktop browser's compositor and GPU process work, about a third less browser CPU: ADR 0055).
 *   Playwright never downloads a browser;
 * - Java 17+ on PATH (DynamoDB Local, scripts/dynamodb-local.ts): a runtime is enough (`default-jre-headless`);
 *   nothing is compiled, so no JDK or `javac` is needed (issue 21).
 * CI (.ci/run) installs Chromium (and a JRE when `java` is missing) before it runs the suites. Exit 1 when something is missing, 0 otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Debian's package `chromium-headless-shell`: the browser of the end-to-end suite. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export interface Prerequisite {
  name: string;
  /** Why the suites need it. */
  why: string;
  /** The command that installs it (Debian/Ubuntu). */
  install: string;
}

export const CHROMIUM: Prerequisite = {
  name: `Chromium (${CHROMIUM_PATH})`,
  why: 'npm run bench:web and npm run screenshots run it',
  install: 'sudo apt-get install -y chromium',
};
export const HEADLESS_SHELL: Prerequisite = {
  name: `Chromium's headless shell (${HEADLESS_SHELL_PATH})`,
  why: 'the end-to-end tests (Playwright) run it',
  install: 'sudo apt-get install -y chromium-headless-shell',
};
export const JAVA: Prerequisite = {
  name: 'Java 17+ (java on PATH)',
  why: 'DynamoDB Local, used by npm start and the integration and end-to-end tests, is a Java program',
  install: 'sudo apt-get install -y default-jre-headless',
};

/** The major version in `java -version` output (`openjdk version "17.0.2"` → 17, `"1.8.0_292"` → 8). */
export function javaMajor(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The missing prerequisites, given how to probe this machine. */
export function missingPrerequisites(probe: {
  exists: (path: string) => boolean;
  javaVersion: () => string | undefined;
}): Prerequisite[] {
  const missing: Prerequisite[] = [];
  if (!probe.exists(CHROMIUM_PATH)) missing.push(CHROMIUM);
  if (!probe.exists(HEADLESS_SHELL_PATH)) missing.push(HEADLESS_SHELL);
  const output = probe.javaVersion();
  const major = output === undefined ? undefined : javaMajor(output);
  if (major === undefined || major < 17) missing.push(JAVA);
  return missing;
}

/** `java -version` output (it prints to stderr), or undefined when there is no `java`. */
function javaVersion(): string | undefined {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return undefined;
  return `${run.stderr}${run.stdout}`;
}

/** What `npm test` prints when `missing` is not empty: each prerequisite, why, and its install command. */
export function missingReport(missing: readonly Prerequisite[]): string {
  return [
    '✗ npm test needs software this machine lacks:',
    ...missing.map((p) => `  - ${p.name}: ${p.why}.\n    Install it with: ${p.install}`),
  ].join('\n');
}

function main(): void {
  const missing = missingPrerequisites({ exists: existsSync, javaVersion });
  if (missing.length === 0) return;
  console.error(missingReport(missing));
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
