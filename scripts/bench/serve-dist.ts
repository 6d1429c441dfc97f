/**
 * Serves the built web app (web/dist) as CloudFront does, for `bench:web` and `screenshots`: gzip (zlib level 6),
 * immutable hashed assets, extension-less paths answered with index.html (SPA fallback), and `/config.json` from
 * the given runtime configuration (web/vite.config.ts `runtimeConfigFromStack`). Listens on 127.0.0.1 only.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../local/stack-file.js';

/** The build output folder (`npm run build:web`). */
export const DIST = join(REPO_ROOT, 'web', 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

/** Serves web/dist as CloudFront does: gzip, immutable hashed assets, extension-less paths → index.html. */
export function serveDist(webPort: number, config: unknown): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (path === '/config.json') {
      res.writeHead(200, { 'content-type': TYPES['.json']!, 'cache-control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    let file = normalize(join(DIST, path));
    if (!file.startsWith(DIST)) {
      res.writeHead(403).end();
      return;
    }
    if (!extname(path)) file = join(DIST, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const body = readFileSync(file);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipSync(body, { level: 6 }) : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(webPort, '127.0.0.1', () => resolve(server));
  });
}
