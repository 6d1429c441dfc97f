/**
 * Serves the built web app (web/dist) as CloudFront does, for `bench:web` and `screenshots`: gzip (zlib level 6),
 * immutable hashed assets, extension-less paths answered with index.html (SPA fallback), and `/config.json` from
 * the given runtime configuration (web/vite.config.ts `runtimeConfigFromStack`). `startBuiltApp` (bench:web,
 * screenshots) also forwards `/v1/*` to the stack's API gateway, so that the app calls its API on its own origin as
 * on AWS (CloudFront's `/v1/*` behavior, infra/constructs/web.ts; no CORS preflight before each call, which a
 * deployed Fundscout never pays either). The e2e stack keeps the gateway's own origin (its specs watch it).
 * Listens on 127.0.0.1 only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadEnv } from '../../functions/lib/env.js';
import { runtimeConfigFromStack } from '../../web/vite.config.js';
import { REPO_ROOT } from '../local/stack-file.js';
import { deckViewerCsp } from '../../shared/deck-room-limits.js';
import { startStack, type RunningStack } from '../local/stack.js';
import { portVar } from './env.js';

/** The build output folder (`npm run build:web`). */
export const DIST = join(REPO_ROOT, 'web', 'dist');

/**
 * The ports of the built-bundle stacks (`bench:web`, `screenshots`): BENCH_WEB_PORT (4750), BENCH_API_PORT (4751),
 * BENCH_COGNITO_PORT (4752), BENCH_DYNAMODB_PORT (4753).
 */
export function benchWebPorts() {
  const env = loadEnv({
    BENCH_WEB_PORT: portVar(4750),
    BENCH_API_PORT: portVar(4751),
    BENCH_COGNITO_PORT: portVar(4752),
    BENCH_DYNAMODB_PORT: portVar(4753),
  });
  return {
    web: env.BENCH_WEB_PORT,
    api: env.BENCH_API_PORT,
    cognito: env.BENCH_COGNITO_PORT,
    dynamodb: env.BENCH_DYNAMODB_PORT,
  };
}

/**
 * Builds the web app (`npm run build:web`) unless `skip`, then checks web/dist has an index.html.
 * @throws Error when the build fails or there is nothing built.
 */
export function buildWeb(skip: boolean): void {
  if (!skip) {
    console.log('Building the web app (npm run build:web) ...');
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:web failed');
  }
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('web/dist has no index.html: build first');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // pdf.js's worker (the deck viewer, issue 39) is an ES module file: module scripts need a JavaScript type
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * A file's bytes, and its gzip (zlib level 6) once asked for, kept while its size and mtime stay the same: the e2e
 * specs load the same bundles in a fresh browser context per test (no shared HTTP cache), and CloudFront compresses
 * an object once, not per request.
 */
const served = new Map<string, { mtimeMs: number; size: number; body: Buffer; gzip?: Buffer }>();
function fileBody(file: string, gzip: boolean): Buffer {
  const { mtimeMs, size } = statSync(file);
  let entry = served.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs || entry.size !== size) {
    entry = { mtimeMs, size, body: readFileSync(file) };
    served.set(file, entry);
  }
  if (!gzip) return entry.body;
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}

/**
 * Serves web/dist as CloudFront does: gzip, immutable hashed assets, extension-less paths → index.html, and with
 * `apiOrigin` `/v1/*` to that API (method, headers and body as sent; the answer as given). `root` (default: web/dist) is
 * read on every request, so `bench:web --baseline` can switch builds between runs.
 */
export function serveDist(
  webPort: number,
  config: unknown,
  root: () => string = () => DIST,
  apiOrigin?: string,
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (apiOrigin && path.startsWith('/v1/')) {
      const target = new URL(req.url ?? '/', apiOrigin);
      const forward = request(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('API unreachable');
      });
      req.pipe(forward);
      return;
    }
    const dist = root();
    if (path === '/config.json') {
      res.writeHead(200, { 'content-type': TYPES['.json']!, 'cache-control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist)) {
      res.writeHead(403).end();
      return;
    }
    // The deck viewer (issue 39): its own page and CSP, as CloudFront's `/d/*` behaviour serves it.
    const viewer = /^\/d\/[^/]+\/?$/.test(path);
    if (viewer) file = join(dist, 'deck.html');
    else if (!extname(path)) file = join(dist, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...(viewer ? { 'content-security-policy': deckViewerCsp(viewerConnect(config, apiOrigin)) } : {}),
    });
    res.end(fileBody(file, gzip));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(webPort, '127.0.0.1', () => resolve(server));
  });
}

/** The origins the viewer calls besides its own: the API's (the gateway, which also serves the deck files locally). */
function viewerConnect(config: unknown, apiOrigin: string | undefined): string[] {
  const apiUrl = (config as { apiUrl?: unknown }).apiUrl;
  const origins = [typeof apiUrl === 'string' ? apiUrl : '', apiOrigin ?? '']
    .filter(Boolean)
    .map((u) => new URL(u).origin);
  return [...new Set(origins)];
}

/** The built app against a local stack of its own (`startBuiltApp`). */
export interface BuiltApp {
  running: RunningStack;
  webUrl: string;
  /** Stops the server and the stack and removes the stack's folder. */
  stop(): Promise<void>;
}

/**
 * Starts a fresh local stack (DynamoDB Local in memory, cognito-local, gateway, seeded catalogue) in
 * `.local/<folder>` on the `BENCH_*` ports and serves web/dist against it at `http://localhost:<BENCH_WEB_PORT>`:
 * the set-up `bench:web` and `screenshots` share.
 */
export async function startBuiltApp(folder: string, root?: () => string): Promise<BuiltApp> {
  const ports = benchWebPorts();
  const dir = join(REPO_ROOT, '.local', folder);
  const running = await startStack({
    dir,
    ports,
    fresh: true,
    inMemory: true,
    web: false,
    seed: true,
    log: () => undefined,
  });
  const webUrl = `http://localhost:${ports.web}`;
  // The API on the web origin, as CloudFront serves it (serveDist).
  const config = { ...runtimeConfigFromStack(running.stack), apiUrl: webUrl };
  const server = await serveDist(ports.web, config, root, running.stack.apiUrl);
  return {
    running,
    webUrl,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
