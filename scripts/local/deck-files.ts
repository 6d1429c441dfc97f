/**
 * The local stand-in for the deck bucket's presigned URLs (issue 39; docs/decisions/0061-deck-rooms.md): the
 * gateway's `/local/decks/{key}` route serves the deck store's folder (DECK_STORE_DIR) to browsers exactly as far
 * as a signed address made by functions/lib/object-store.ts `folderObjectStore(...).signedUrl` allows:
 * - `GET`: the object (as an attachment when the address names a download), 403 on a bad or expired signature,
 *   404 when absent;
 * - `PUT`: writes the object when the body has exactly the signed length and content type (S3 refuses a presigned
 *   PUT whose signed Content-Length or Content-Type differ), 403 otherwise.
 * It runs before the gateway's other steps (a signed address is its own authority, like S3's), takes bodies up to
 * the deck limit (20 MB, more than the API's 10 MB) and answers CORS for the web app's origins like the API.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DECK_ROOM_LIMITS } from '../../shared/deck-room-limits.js';
import {
  checkKey,
  checkLocalSignature,
  folderObjectStore,
  localSigningKey,
} from '../../functions/lib/object-store.js';
import {
  jsonReply,
  PayloadTooLargeError,
  type GatewayRequest,
  type Reply,
  type Step,
} from './gateway/reply.js';

/** The route's path prefix on the gateway. */
export const DECK_FILES_PATH = '/local/decks';

/** The largest body the route takes (a PDF at the deck limit). */
export const DECK_FILES_MAX_BYTES = DECK_ROOM_LIMITS.pdfBytes + 1;

const denied = (why: string): Reply => ({
  status: 403,
  headers: { 'content-type': 'application/xml' },
  body: `<Error><Code>AccessDenied</Code><Message>${why}</Message></Error>`,
});

/** The gateway step serving `dir` (see the module comment). */
export function deckFiles(dir: string, now: () => number = Date.now): Step {
  const store = folderObjectStore(dir);
  return async (request: GatewayRequest): Promise<Reply | undefined> => {
    if (!request.path.startsWith(`${DECK_FILES_PATH}/`)) return undefined;
    if (request.method !== 'GET' && request.method !== 'PUT')
      return jsonReply(405, { message: 'Method Not Allowed' });
    let key: string;
    try {
      key = checkKey(decodeURIComponent(request.path.slice(DECK_FILES_PATH.length + 1)));
    } catch {
      return denied('Invalid key');
    }
    const check = checkLocalSignature(await localSigningKey(dir), request.method, key, request.query, now());
    if (!check.ok)
      return denied(check.why === 'expired' ? 'Request has expired' : 'Signature does not match');
    if (request.method === 'GET') {
      let body: Buffer;
      try {
        body = await readFile(join(dir, key));
      } catch {
        return {
          status: 404,
          headers: { 'content-type': 'application/xml' },
          body: '<Error><Code>NoSuchKey</Code></Error>',
        };
      }
      return {
        status: 200,
        headers: {
          'content-type': key.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
          'cache-control': 'private, no-store',
          ...(check.download ? { 'content-disposition': `attachment; filename="${check.download}"` } : {}),
        },
        body,
      };
    }
    let body: Buffer;
    try {
      body = await request.body();
    } catch (error) {
      if (error instanceof PayloadTooLargeError) return denied('Body larger than signed');
      throw error;
    }
    if (body.length !== check.length) return denied('Content-Length does not match the signed length');
    if (String(request.headers['content-type'] ?? '') !== check.type)
      return denied('Content-Type does not match');
    await store.put(key, new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
    return { status: 200, headers: {}, body: '' };
  };
}
