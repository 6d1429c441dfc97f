import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  CHROMIUM_PATH,
  HEADLESS_SHELL,
  HEADLESS_SHELL_PATH,
  JAVA,
  javaMajor,
  missingPrerequisites,
  missingReport,
} from './check-prereqs.js';

const repoFile = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

const JAVA_17 = 'openjdk version "17.0.9" 2023-10-17\nOpenJDK Runtime Environment';

describe('missingPrerequisites', () => {
  it('names Chromium and its headless shell with their install commands when they are absent', () => {
    const missing = missingPrerequisites({ exists: () => false, javaVersion: () => JAVA_17 });
    expect(missing).toEqual([CHROMIUM, HEADLESS_SHELL]);
    expect(missing[0]!.install).toBe('sudo apt-get install -y chromium');
    expect(missing[1]!.install).toBe('sudo apt-get install -y chromium-headless-shell');
  });

  it('names Java when it is missing or older than 17', () => {
    const has = (path: string) => path === CHROMIUM_PATH || path === HEADLESS_SHELL_PATH;
    expect(missingPrerequisites({ exists: has, javaVersion: () => undefined })).toEqual([JAVA]);
    expect(missingPrerequisites({ exists: has, javaVersion: () => 'java version "1.8.0_292"' })).toEqual([
      JAVA,
    ]);
    expect(missingPrerequisites({ exists: has, javaVersion: () => JAVA_17 })).toEqual([]);
  });

  it('reads the major version of old and new java -version formats', () => {
    expect(javaMajor('java version "1.8.0_292"')).toBe(8);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajor('nonsense')).toBeUndefined();
  });
});

describe('npm test prerequisites (issue 8)', () => {
  it('prints the missing browser with its install command', () => {
    expect(missingReport([CHROMIUM])).toBe(
      '✗ npm test needs software this machine lacks:\n' +
        `  - Chromium (${CHROMIUM_PATH}): npm run bench:web and npm run screenshots run it.\n` +
        '    Install it with: sudo apt-get install -y chromium',
    );
  });

  it('runs the check before any suite, so npm test stops early', () => {
    const scripts = (JSON.parse(repoFile('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test!.split(' && ')[0]).toBe('tsx scripts/check-prereqs.ts');
  });

  it('checks the browser the end-to-end suite launches, and the README names it with its install command', () => {
    expect(repoFile('test/e2e/playwright.config.ts')).toContain(`executablePath: '${HEADLESS_SHELL_PATH}'`);
    const quickStart = repoFile('README.md').split('## Quick start')[1]!.split('\n## ')[0]!;
    expect(quickStart).toContain(CHROMIUM_PATH);
    expect(quickStart).toContain(HEADLESS_SHELL_PATH);
    expect(quickStart).toMatch(/sudo apt-get install -y [^\n]*\bchromium\b/);
    expect(quickStart).toMatch(/sudo apt-get install -y [^\n]*\bchromium-headless-shell\b/);
    expect(repoFile('.ci/run')).toContain('chromium-headless-shell');
  });
});

describe('a Java runtime is enough (issue 21)', () => {
  it('asks for the JRE package the README names, and CI installs no JDK', () => {
    const quickStart = repoFile('README.md').split('## Quick start')[1]!.split('\n## ')[0]!;
    expect(JAVA.install).toBe('sudo apt-get install -y default-jre-headless');
    expect(quickStart).toMatch(/sudo apt-get install -y [^\n]*\bdefault-jre-headless\b/);
    const ci = repoFile('.ci/run');
    expect(ci).not.toMatch(/jdk|javac/i);
  });

  it('starts DynamoDB Local without compiling anything', () => {
    const launcher = repoFile('scripts/dynamodb-local.ts');
    expect(launcher).not.toMatch(/execFileSync\(\s*'javac'|spawn\(\s*'javac'/);
    expect(launcher).toContain('org.eclipse.jetty.xml.XmlConfiguration');
  });
});
