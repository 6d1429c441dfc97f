import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkKey,
  checkLocalSignature,
  folderObjectStore,
  localSigningKey,
  s3ObjectStore,
  type SigningObjectStore,
} from './object-store.js';

/** An in-memory S3 bucket behind aws-sdk-client-mock: GetObject / PutObject as S3 answers them. */
function fakeBucket(): {
  store: SigningObjectStore;
  objects: Map<string, { body: Uint8Array; type?: string }>;
} {
  const objects = new Map<string, { body: Uint8Array; type?: string }>();
  const s3 = mockClient(S3Client);
  s3.on(PutObjectCommand).callsFake(
    (input: { Bucket: string; Key: string; Body: Uint8Array; ContentType?: string }) => {
      expect(input.Bucket).toBe('fundscout-snapshots');
      objects.set(input.Key, { body: new Uint8Array(input.Body), type: input.ContentType });
      return {};
    },
  );
  s3.on(GetObjectCommand).callsFake((input: { Bucket: string; Key: string }) => {
    const found = objects.get(input.Key);
    if (!found) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
    return { Body: { transformToByteArray: async () => found.body.slice() } };
  });
  s3.on(DeleteObjectCommand).callsFake((input: { Bucket: string; Key: string }) => {
    // S3 answers 204 whether or not the key existed.
    objects.delete(input.Key);
    return {};
  });
  const client = new S3Client({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  });
  return { store: s3ObjectStore('fundscout-snapshots', client), objects };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function folder(): SigningObjectStore {
  const dir = mkdtempSync(join(tmpdir(), 'fundscout-objects-'));
  dirs.push(dir);
  return folderObjectStore(dir, 'http://127.0.0.1:1/local/decks');
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

  it('deletes an object, and deleting a missing one is no error (issue 39: a room and its file go)', async () => {
    const store = make();
    await store.put('rooms/abc/deck.pdf', Uint8Array.of(1));
    await store.delete('rooms/abc/deck.pdf');
    expect(await store.get('rooms/abc/deck.pdf')).toBeNull();
    await expect(store.delete('rooms/abc/deck.pdf')).resolves.toBeUndefined();
  });

  it('signs short-lived addresses naming the key (GET, and PUT with its length and type)', async () => {
    const store = make();
    const get = new URL(await store.signedUrl({ method: 'GET', key: 'rooms/abc/deck.pdf', seconds: 300 }));
    expect(get.pathname).toMatch(/\/rooms\/abc\/deck\.pdf$/);
    const put = new URL(
      await store.signedUrl({
        method: 'PUT',
        key: 'uploads/u1/x.pdf',
        seconds: 900,
        length: 1234,
        contentType: 'application/pdf',
      }),
    );
    expect(put.pathname).toMatch(/\/uploads\/u1\/x\.pdf$/);
    expect(put.search).not.toBe(get.search);
    await expect(store.signedUrl({ method: 'GET', key: '../x', seconds: 1 })).rejects.toThrow(
      /Invalid object key/,
    );
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

  it('S3: a presigned GET is SigV4 for its expiry, a download names the file; a PUT signs length and type', async () => {
    const { store } = fakeBucket();
    const get = new URL(
      await store.signedUrl({
        method: 'GET',
        key: 'rooms/abc/deck.pdf',
        seconds: 300,
        download: 'Seed "deck".pdf',
      }),
    );
    expect(get.hostname).toBe('fundscout-snapshots.s3.eu-west-1.amazonaws.com');
    expect(get.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(get.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="Seed _deck_.pdf"',
    );
    const put = new URL(
      await store.signedUrl({
        method: 'PUT',
        key: 'uploads/u/x.pdf',
        seconds: 900,
        length: 42,
        contentType: 'application/pdf',
      }),
    );
    expect(put.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
  });

  it('local folder: the gateway accepts exactly what was signed, until it expires', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fundscout-objects-'));
    dirs.push(dir);
    const store = folderObjectStore(dir, 'http://127.0.0.1:1/local/decks');
    const key = await localSigningKey(dir);
    const url = new URL(
      await store.signedUrl({
        method: 'PUT',
        key: 'uploads/u/x.pdf',
        seconds: 60,
        length: 42,
        contentType: 'application/pdf',
      }),
    );
    const now = Date.now();
    expect(checkLocalSignature(key, 'PUT', 'uploads/u/x.pdf', url.searchParams, now)).toMatchObject({
      ok: true,
      length: 42,
      type: 'application/pdf',
    });
    // Another method, key, length or a later time is refused.
    expect(checkLocalSignature(key, 'GET', 'uploads/u/x.pdf', url.searchParams, now).ok).toBe(false);
    expect(checkLocalSignature(key, 'PUT', 'uploads/u/y.pdf', url.searchParams, now).ok).toBe(false);
    const longer = new URLSearchParams(url.searchParams);
    longer.set('length', '43');
    expect(checkLocalSignature(key, 'PUT', 'uploads/u/x.pdf', longer, now).ok).toBe(false);
    expect(checkLocalSignature(key, 'PUT', 'uploads/u/x.pdf', url.searchParams, now + 61_000)).toEqual({
      ok: false,
      why: 'expired',
    });
  });

  it('checks keys', () => {
    expect(checkKey('catalogue/search-v1.snap')).toBe('catalogue/search-v1.snap');
    expect(() => checkKey('catalogue/../x')).toThrow();
  });
});
