/**
 * The object store port (issue 34; docs/decisions/0056-catalogue-with-many-writers.md): whole objects by key, for
 * the search snapshot a consumer of catalogue changes writes and cold search containers read
 * (functions/investors/catalogue.ts, functions/catalogue-snapshot/).
 *
 *   const store = objectStore();                 // from the environment, or null when the function has none
 *   await store.put('catalogue/search.snap', bytes, 'application/octet-stream');
 *   const bytes = await store.get('catalogue/search.snap');   // null when absent
 *
 * Two adapters behind one interface, tested against the same tests (object-store.test.ts):
 * - `s3ObjectStore(bucket)`: Amazon S3 through `@aws-sdk/client-s3` (GetObject, PutObject; a missing key is
 *   `NoSuchKey`, answered null). On AWS the bucket is encrypted, blocks public access and the function's role
 *   holds only the actions its registry entry declares (infra/constructs/catalogue-snapshots.ts);
 * - `folderObjectStore(dir)`: a local folder (`npm start` and the test stacks), one file per key, written to a
 *   temporary file and renamed, so a reader sees the old object or the new one, never half of it (as S3's PUT).
 * A function gets one only when its registry entry declares `snapshots` (shared/functions.ts): the declaration
 * gives it OBJECT_STORE_BUCKET (AWS) or OBJECT_STORE_DIR (local), without which `objectStore()` answers null.
 * Keys are relative paths of `a-z 0-9 . _ - /` segments (no `..`), checked by both adapters.
 *
 * The deck rooms (issue 39; docs/decisions/0061-deck-rooms.md) use a second store of the same port, `deckStore()`
 * (registry declaration `decks`: DECK_STORE_BUCKET on AWS, DECK_STORE_DIR and DECK_STORE_URL locally), which
 * also deletes and hands out short-lived signed addresses, so a browser moves a 20 MB PDF to and from the store
 * without passing it through a Lambda (6 MB payloads) or API Gateway (10 MB):
 * - S3: presigned GetObject and PutObject URLs (SigV4 query signing, @aws-sdk/s3-request-presigner); the PUT signs
 *   its Content-Length and Content-Type, so the browser can upload only that many bytes of that type;
 * - local folder: the gateway's file route (scripts/local/deck-files.ts) with the same meaning: an HMAC-SHA256 of
 *   method, key, expiry, length and type under a key kept in the folder (`.signing-key`), checked by the gateway.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod';
import { loadEnv } from './env.js';

export interface ObjectStore {
  /** The object at `key`, or null when there is none. @throws Error for an invalid key or a failed read. */
  get(key: string): Promise<Uint8Array | null>;
  /** Writes `body` at `key`, replacing any object there. @throws Error for an invalid key or a failed write. */
  put(key: string, body: Uint8Array, contentType?: string): Promise<void>;
}

/** What a signed address allows: reading the object (as a download named `download`), or writing it once. */
export type SignedRequest =
  | { method: 'GET'; key: string; seconds: number; download?: string }
  | { method: 'PUT'; key: string; seconds: number; length: number; contentType: string };

/** An object store that can also sign short-lived addresses of its objects for a browser (the deck store). */
export interface SigningObjectStore extends ObjectStore {
  /** Deletes the object at `key` (nothing when there is none). @throws Error for an invalid key or a failed delete. */
  delete(key: string): Promise<void>;
  /** An address valid for `seconds` allowing exactly `request`. @throws Error for an invalid key. */
  signedUrl(request: SignedRequest): Promise<string>;
}

const KEY = /^[a-z0-9._-]+(\/[a-z0-9._-]+)*$/;

/** `key` when it is a valid object key. @throws Error naming it otherwise. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Invalid object key '${key}': relative path of a-z 0-9 . _ - segments.`);
  }
  return key;
}

/** The S3 adapter: objects of `bucket`. */
export function s3ObjectStore(bucket: string, client: S3Client = new S3Client({})): SigningObjectStore {
  return {
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async put(key, body, contentType = 'application/octet-stream') {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checkKey(key), Body: body, ContentType: contentType }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    },
    async signedUrl(request) {
      const Key = checkKey(request.key);
      if (request.method === 'GET') {
        const disposition = request.download
          ? `attachment; filename="${request.download.replace(/[^A-Za-z0-9 ._-]/g, '_')}"`
          : undefined;
        return getSignedUrl(
          client,
          new GetObjectCommand({ Bucket: bucket, Key, ResponseContentDisposition: disposition }),
          { expiresIn: request.seconds },
        );
      }
      return getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          ContentLength: request.length,
          ContentType: request.contentType,
        }),
        { expiresIn: request.seconds, signableHeaders: new Set(['content-length', 'content-type']) },
      );
    },
  };
}

/** The fields of a local signed address, in the order they are signed. */
function localSignedText(fields: {
  method: string;
  key: string;
  expires: number;
  length: string;
  type: string;
  download: string;
}): string {
  return [fields.method, fields.key, fields.expires, fields.length, fields.type, fields.download].join('\n');
}

/** The local store's signing key (`<dir>/.signing-key`, made on first use). */
export async function localSigningKey(dir: string): Promise<Buffer> {
  const path = join(dir, '.signing-key');
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(path, randomBytes(32), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFile(path);
}

/**
 * The request a local signed address (made by `folderObjectStore(...).signedUrl`) allows, or why not: checked by
 * the gateway's file route (scripts/local/deck-files.ts) against `now` (epoch ms).
 */
export function checkLocalSignature(
  signingKey: Buffer,
  method: string,
  key: string,
  query: URLSearchParams,
  now: number,
): { ok: true; download: string; length: number | null; type: string } | { ok: false; why: string } {
  const expires = Number(query.get('expires'));
  const fields = {
    method,
    key,
    expires,
    length: query.get('length') ?? '',
    type: query.get('type') ?? '',
    download: query.get('download') ?? '',
  };
  const expected = createHmac('sha256', signingKey).update(localSignedText(fields)).digest();
  const given = Buffer.from(query.get('sig') ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, why: 'signature' };
  if (!Number.isFinite(expires) || expires * 1000 < now) return { ok: false, why: 'expired' };
  return {
    ok: true,
    download: fields.download,
    length: fields.length ? Number(fields.length) : null,
    type: fields.type,
  };
}

/**
 * The local adapter: one file per key under `dir`. `urlBase`: the gateway's file route, for signed addresses
 * (without it `signedUrl` throws).
 */
export function folderObjectStore(dir: string, urlBase?: string): SigningObjectStore {
  return {
    async get(key) {
      try {
        const buffer = await readFile(join(dir, checkKey(key)));
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(key, body) {
      const path = join(dir, checkKey(key));
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async delete(key) {
      await rm(join(dir, checkKey(key)), { force: true });
    },
    async signedUrl(request) {
      const key = checkKey(request.key);
      if (!urlBase) throw new Error('This local object store has no address for signed requests.');
      const expires = Math.floor(Date.now() / 1000) + request.seconds;
      const fields = {
        method: request.method,
        key,
        expires,
        length: request.method === 'PUT' ? String(request.length) : '',
        type: request.method === 'PUT' ? request.contentType : '',
        download: request.method === 'GET' ? (request.download ?? '') : '',
      };
      const sig = createHmac('sha256', await localSigningKey(dir))
        .update(localSignedText(fields))
        .digest('hex');
      const query = new URLSearchParams({ expires: String(expires), sig });
      if (fields.length) query.set('length', fields.length);
      if (fields.type) query.set('type', fields.type);
      if (fields.download) query.set('download', fields.download);
      return `${urlBase}/${key}?${query.toString()}`;
    },
  };
}

/** The variables of the object store (one of them, from the registry's `snapshots` declaration). */
export const OBJECT_STORE_ENV = {
  OBJECT_STORE_BUCKET: z.string().min(3).optional(),
  OBJECT_STORE_DIR: z.string().min(1).optional(),
};

let shared: ObjectStore | null | undefined;

/** The function's object store from its environment (S3 bucket, else local folder), or null without either. */
export function objectStore(): ObjectStore | null {
  if (shared === undefined) {
    const env = loadEnv(OBJECT_STORE_ENV);
    shared = env.OBJECT_STORE_BUCKET
      ? s3ObjectStore(env.OBJECT_STORE_BUCKET)
      : env.OBJECT_STORE_DIR
        ? folderObjectStore(env.OBJECT_STORE_DIR)
        : null;
  }
  return shared;
}

/** The variables of the deck store (registry declaration `decks`; issue 39). */
export const DECK_STORE_ENV = {
  DECK_STORE_BUCKET: z.string().min(3).optional(),
  DECK_STORE_DIR: z.string().min(1).optional(),
  DECK_STORE_URL: z.string().min(1).optional(),
};

let decks: SigningObjectStore | undefined;

/**
 * The deck rooms' object store (S3 bucket, else local folder) from the environment.
 * @throws Error when the function declares no `decks` (neither variable is set).
 */
export function deckStore(): SigningObjectStore {
  if (!decks) {
    const env = loadEnv(DECK_STORE_ENV);
    if (env.DECK_STORE_BUCKET) decks = s3ObjectStore(env.DECK_STORE_BUCKET);
    else if (env.DECK_STORE_DIR) decks = folderObjectStore(env.DECK_STORE_DIR, env.DECK_STORE_URL);
    else
      throw new Error(
        'No deck store: the function declares no `decks` (DECK_STORE_BUCKET or DECK_STORE_DIR).',
      );
  }
  return decks;
}
