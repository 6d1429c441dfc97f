/**
 * serveDist answers files as CloudFront does (gzip on request, hashed assets immutable) and keeps each file's
 * gzip only while the file is unchanged: a rebuilt bundle (bench:web --baseline switches builds) is served new.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { serveDist } from './serve-dist.js';

let server: Server | undefined;
let root: string | undefined;

afterEach(() => {
  server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** GET `path` with or without gzip; the body as text (gunzipped when it came compressed). */
async function get(path: string, gzip: boolean) {
  const { port } = server!.address() as AddressInfo;
  return new Promise<{ encoding: string | undefined; cache: string | undefined; text: string }>(
    (resolve, reject) => {
      request(
        { host: '127.0.0.1', port, path, headers: gzip ? { 'accept-encoding': 'gzip, br' } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            resolve({
              encoding,
              cache: res.headers['cache-control'],
              text: (encoding === 'gzip' ? gunzipSync(body) : body).toString(),
            });
          });
        },
      )
        .on('error', reject)
        .end();
    },
  );
}

describe('serveDist', () => {
  it('gzips on request, and serves a changed file anew', async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-dist-'));
    mkdirSync(join(root, 'assets'));
    const asset = join(root, 'assets', 'app-1.js');
    writeFileSync(asset, 'console.log("first build");');
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Fundscout</title>');
    server = await serveDist(0, { apiUrl: 'http://127.0.0.1:1' }, () => root!);

    expect(await get('/assets/app-1.js', true)).toEqual({
      encoding: 'gzip',
      cache: 'public, max-age=31536000, immutable',
      text: 'console.log("first build");',
    });
    expect(await get('/assets/app-1.js', false)).toMatchObject({
      encoding: undefined,
      text: 'console.log("first build");',
    });
    expect(await get('/dashboard/investors', true)).toMatchObject({
      cache: 'no-cache',
      text: expect.stringContaining('<title>'),
    });

    writeFileSync(asset, 'console.log("second build, longer");');
    utimesSync(asset, new Date(), new Date(Date.now() + 5_000));
    expect((await get('/assets/app-1.js', true)).text).toBe('console.log("second build, longer");');
    expect((await get('/assets/app-1.js', false)).text).toBe('console.log("second build, longer");');
  });
});
