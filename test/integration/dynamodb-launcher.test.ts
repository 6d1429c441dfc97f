/**
 * DynamoDB Local's loopback launcher needs a Java runtime only (issue 21: it was compiled with `javac`, so a
 * JRE-only machine could not start): scripts/dynamodb-local.ts runs the Jetty IoC configuration
 * scripts/local/dynamodb-loopback.xml with the jar's own Jetty. This file starts one more DynamoDB Local of its own,
 * persisted in a folder whose name has a comma, double quotes and spaces (the arguments travel as one Jetty CSV
 * property), and checks that the database lands in that folder and that it listens on 127.0.0.1 only.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jettyCsv, startDynamoDbLocal, type DynamoDbLocal } from '../../scripts/dynamodb-local.js';
import { ensureTable } from '../../scripts/local/table.js';
import { createDocumentClient } from '../../functions/lib/dynamodb.js';

const PORT = Number(process.env.TEST_DYNAMODB_PORT ?? 8100) + 5;
const root = mkdtempSync(join(tmpdir(), 'ddb-launcher-'));
const dbPath = join(root, 'state, "quoted" \\ dir');
const external = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
let ddb: DynamoDbLocal;

beforeAll(async () => {
  mkdirSync(dbPath, { recursive: true });
  ddb = await startDynamoDbLocal({ port: PORT, dbPath, timeoutMs: 90_000 });
}, 120_000);

afterAll(async () => {
  await ddb?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('DynamoDB Local through the Jetty configuration (no javac)', () => {
  it('quotes every argument for Jetty’s CSV split', () => {
    expect(jettyCsv(['-port', '8000'])).toBe('"-port","8000"');
    expect(jettyCsv(['a,b "c" \\d'])).toBe('"a,b \\"c\\" \\\\d"');
  });

  it('takes the database folder as given (comma, quotes, backslash) and answers on 127.0.0.1', async () => {
    const client = createDocumentClient(ddb.endpoint);
    try {
      expect(await ensureTable(client, 'launcher')).toBe(true);
    } finally {
      client.destroy();
    }
    expect(existsSync(join(dbPath, 'shared-local-instance.db'))).toBe(true);
    expect(ddb.endpoint).toBe(`http://127.0.0.1:${PORT}`);
  });

  it.skipIf(!external)('refuses connections on the machine’s network address', async () => {
    await expect(
      fetch(`http://${external}:${PORT}/`, { signal: AbortSignal.timeout(3_000) }),
    ).rejects.toThrow();
  });
});
