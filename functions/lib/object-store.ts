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
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { loadEnv } from './env.js';

export interface ObjectStore {
  /** The object at `key`, or null when there is none. @throws Error for an invalid key or a failed read. */
  get(key: string): Promise<Uint8Array | null>;
  /** Writes `body` at `key`, replacing any object there. @throws Error for an invalid key or a failed write. */
  put(key: string, body: Uint8Array, contentType?: string): Promise<void>;
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
export function s3ObjectStore(bucket: string, client: S3Client = new S3Client({})): ObjectStore {
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
  };
}

/** The local adapter: one file per key under `dir`. */
export function folderObjectStore(dir: string): ObjectStore {
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
