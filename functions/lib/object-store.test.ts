import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { checkKey, folderObjectStore, s3ObjectStore, type ObjectStore } from './object-store.js';

/** An in-memory S3 bucket behind aws-sdk-client-mock: GetObject / PutObject as S3 answers them. */
function fakeBucket(): { store: ObjectStore; objects: Map<string, { body: Uint8Array; type?: string }> } {
  const objects = new Map<string, { body: Uint8Array; type?: string }>();
  const s3 = mockClient(S3Client);
  s3.on(PutObjectCommand).callsFake((input: { Bucket: string; Key: string; Body: Uint8Array; ContentType?: string }) => {
    expect(input.Bucket).toBe('fundscout-snapshots');
    objects.set(input.Key, { body: new Uint8Array(input.Body), type: input.ContentType });
    return {};
  });
  s3.on(GetObjectCommand).callsFake((input: { Bucket: string; Key: string }) => {
    const found = objects.get(input.Key);
    if (!found) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
    return { Body: { transformToByteArray: async () => found.body.slice() } };
  });
  return { store: s3ObjectStore('fundscout-snapshots', new S3Client({ region: 'eu-west-1' })), objects };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function folder(): ObjectStore {
  const dir = mkdtempSync(join(tmpdir(), 'fundscout-objects-'));
  dirs.push(dir);
  return folderObjectStore(dir);
}

/** The port's contract, for each adapter. */
describe.each([
  ['S3 (aws-sdk-client-mock)', () => fakeBucket().store],
  ['local folder', folder],
])('object store port: %s', (_name, make) => {
  it('answers null for a key never written', async () => {
    expect(await make().get('catalogue/none.bin')).toBeNull();
  });

  it('gives back exactly the bytes written, and the last write of a key', async () => {
    const store = make();
    const first = Uint8Array.from({ length: 3000 }, (_, i) => i % 251);
    await store.put('catalogue/search.snap', first, 'application/octet-stream');
    expect(await store.get('catalogue/search.snap')).toEqual(first);
    await store.put('catalogue/search.snap', Uint8Array.of(1, 2, 3));
    expect(await store.get('catalogue/search.snap')).toEqual(Uint8Array.of(1, 2, 3));
  });

  it('keeps keys apart', async () => {
    const store = make();
    await store.put('a/one.json', new TextEncoder().encode('{"n":1}'));
    await store.put('a/two.json', new TextEncoder().encode('{"n":2}'));
    expect(new TextDecoder().decode((await store.get('a/one.json'))!)).toBe('{"n":1}');
    expect(new TextDecoder().decode((await store.get('a/two.json'))!)).toBe('{"n":2}');
  });

  it('refuses keys that leave their place (.., absolute, upper case, empty segments)', async () => {
    const store = make();
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'A.bin', 'a/../b', '']) {
      await expect(store.put(key, Uint8Array.of(1))).rejects.toThrow(/Invalid object key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid object key/);
    }
  });
});

describe('the adapters themselves', () => {
  it('S3: sends the bucket, key and content type', async () => {
    const { store, objects } = fakeBucket();
    await store.put('catalogue/search.snap', Uint8Array.of(7), 'application/x-fundscout-snapshot');
    expect(objects.get('catalogue/search.snap')?.type).toBe('application/x-fundscout-snapshot');
  });

  it('local folder: writes through a temporary file, leaving only the object', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fundscout-objects-'));
    dirs.push(dir);
    await folderObjectStore(dir).put('catalogue/search.snap', Uint8Array.of(1, 2));
    expect(readdirSync(join(dir, 'catalogue'))).toEqual(['search.snap']);
  });

  it('checks keys', () => {
    expect(checkKey('catalogue/search-v1.snap')).toBe('catalogue/search-v1.snap');
    expect(() => checkKey('catalogue/../x')).toThrow();
  });
});
