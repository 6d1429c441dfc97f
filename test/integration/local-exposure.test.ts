/**
 * The local stack exposes nothing beyond this machine's loopback and the web app's origin (issue 14):
 * DynamoDB Local listens on 127.0.0.1 only and answers no web page with CORS; the local mailbox (confirmation and
 * reset codes) has no wildcard CORS; the Vite dev server refuses `.local/` (cognito-local's database and signing
 * key) under `/@fs/`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/local/stack-file.js';

/** A non-loopback IPv4 address of this machine, if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe('local stack exposure', () => {
  const ddb = new URL(inject('dynamodb').endpoint);

  it('DynamoDB Local answers on 127.0.0.1', async () => {
    expect((await fetch(ddb)).status).toBeLessThan(500);
  });

  it.skipIf(!external)('DynamoDB Local refuses connections on the machine’s network address', async () => {
    await expect(
      fetch(`http://${external}:${ddb.port}/`, { signal: AbortSignal.timeout(3_000) }),
    ).rejects.toThrow();
  });

  it('DynamoDB Local gives a web page no CORS access', async () => {
    const res = await fetch(ddb, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the mailbox answers another origin without CORS headers', async () => {
    const { apiUrl } = inject('stack');
    const res = await fetch(`${apiUrl}/local/mailbox.json`, { headers: { origin: 'http://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the Vite dev server refuses files under .local/', async () => {
    const { createServer } = await import('vite');
    const secretDir = join(REPO_ROOT, '.local', `exposure-${process.pid}`);
    mkdirSync(secretDir, { recursive: true });
    writeFileSync(join(secretDir, 'local-users.json'), '{"secret":true}');
    const port = Number(process.env.TEST_API_PORT ?? 3101) + 6;
    const vite = await createServer({
      configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
      server: { port, strictPort: true },
      clearScreen: false,
      logLevel: 'silent',
    });
    try {
      await vite.listen();
      const res = await fetch(`http://localhost:${port}/@fs${secretDir}/local-users.json`);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('"secret"');
    } finally {
      await vite.close();
      rmSync(secretDir, { recursive: true, force: true });
    }
  });
});
