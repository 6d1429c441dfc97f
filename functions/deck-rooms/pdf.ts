/**
 * Uploaded PDFs (issue 39 "Deliver" 1; docs/decisions/0061-deck-rooms.md): the limits, checked on the server with
 * pdf.js (pdfjs-dist, the parser the viewer renders with, so what is accepted is what viewers can open):
 * - `startUpload`: a presigned PUT (functions/lib/object-store.ts) of exactly the declared size and type
 *   `application/pdf` to `uploads/{sub}/{id}.pdf`, valid 15 minutes; a declared size over 20 MB is 400
 *   `pdf_too_large`, another type or name 400 `pdf_not_pdf` (field `size` / `content_type`);
 * - `checkPdf` (pure over bytes): 400 (field `source`) `pdf_too_large` over 20 MB, `pdf_not_pdf` without the
 *   `%PDF-` header or when pdf.js cannot parse it, `pdf_encrypted` when it has an /Encrypt dictionary (a password
 *   asked or not: its content is not readable without one), `pdf_too_many_pages` over 60 pages;
 * - `pdfAdopter`: the publish step: reads the founder's own upload (another founder's id is not theirs: 400),
 *   checks it, writes it to the room's key and deletes the upload. A refused upload is deleted too (nothing else
 *   was stored).
 */
import { randomBytes } from 'node:crypto';
import * as pdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { DECK_ROOM_LIMITS } from '../../shared/deck-room-limits.js';
import type { DeckUpload, DeckUploadRequest } from '../../shared/deck-room-schemas.js';
import { InvalidInput } from '../lib/errors.js';
import type { SigningObjectStore } from '../lib/object-store.js';
import type { PdfAdopter } from './rooms.js';

// pdf.js runs its parser on this thread (its "fake worker") when the worker module is on globalThis: bundled with
// the function, no file to load at run time.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker;

/** How long an upload address lasts (seconds). */
export const UPLOAD_SECONDS = 15 * 60;
const MB = DECK_ROOM_LIMITS.pdfBytes / (1024 * 1024);

const refuse = (code: string, message: string, field = 'source') =>
  new InvalidInput(message, { field, code });
export const PDF_MESSAGES = {
  tooLarge: `The PDF is larger than ${MB} MB.`,
  notPdf: 'The file is not a PDF.',
  encrypted: 'The PDF is encrypted or password-protected: save it without a password and upload it again.',
  tooManyPages: (pages: number) =>
    `The PDF has ${pages} pages; at most ${DECK_ROOM_LIMITS.pdfPages} are allowed.`,
  missing: 'Upload the PDF first (the upload expired or is not yours).',
} as const;

/** The object key of `sub`'s upload `id`. */
export const uploadKey = (sub: string, id: string) => `uploads/${sub}/${id}.pdf`;

/** A presigned upload for `sub` (see the module comment). @throws InvalidInput `pdf_too_large`, `pdf_not_pdf` */
export async function startUpload(
  files: SigningObjectStore,
  sub: string,
  request: DeckUploadRequest,
  now: Date,
): Promise<DeckUpload> {
  if (request.size > DECK_ROOM_LIMITS.pdfBytes) throw refuse('pdf_too_large', PDF_MESSAGES.tooLarge, 'size');
  if (request.content_type !== 'application/pdf' || !/\.pdf$/i.test(request.file_name)) {
    throw refuse('pdf_not_pdf', PDF_MESSAGES.notPdf, 'content_type');
  }
  const id = randomBytes(12).toString('hex');
  const headers = { 'content-type': 'application/pdf' };
  const url = await files.signedUrl({
    method: 'PUT',
    key: uploadKey(sub, id),
    seconds: UPLOAD_SECONDS,
    length: request.size,
    contentType: headers['content-type'],
  });
  return {
    upload_id: id,
    url,
    headers,
    expires_at: new Date(now.getTime() + UPLOAD_SECONDS * 1000).toISOString(),
  };
}

/** The page count of `bytes` when it is an acceptable PDF (see the module comment). @throws InvalidInput */
export async function checkPdf(bytes: Uint8Array): Promise<{ pages: number }> {
  if (bytes.byteLength > DECK_ROOM_LIMITS.pdfBytes) throw refuse('pdf_too_large', PDF_MESSAGES.tooLarge);
  if (new TextDecoder().decode(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0) {
    throw refuse('pdf_not_pdf', PDF_MESSAGES.notPdf);
  }
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js transfers (detaches) the buffer it is given: give it a copy.
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const { info } = (await pdf.getMetadata()) as { info: { EncryptFilterName?: string | null } };
    if (info.EncryptFilterName) throw refuse('pdf_encrypted', PDF_MESSAGES.encrypted);
    if (pdf.numPages > DECK_ROOM_LIMITS.pdfPages) {
      throw refuse('pdf_too_many_pages', PDF_MESSAGES.tooManyPages(pdf.numPages));
    }
    if (pdf.numPages < 1) throw refuse('pdf_not_pdf', PDF_MESSAGES.notPdf);
    return { pages: pdf.numPages };
  } catch (error) {
    if (error instanceof InvalidInput) throw error;
    if ((error as { name?: string }).name === 'PasswordException')
      throw refuse('pdf_encrypted', PDF_MESSAGES.encrypted);
    throw refuse('pdf_not_pdf', PDF_MESSAGES.notPdf);
  } finally {
    await task.destroy();
  }
}

/** The publish step of `sub`'s upload (see the module comment). */
export function pdfAdopter(files: SigningObjectStore, sub: string): PdfAdopter {
  return async (uploadId, destination) => {
    const key = uploadKey(sub, uploadId);
    const bytes = await files.get(key);
    if (!bytes) throw refuse('pdf_missing', PDF_MESSAGES.missing);
    try {
      const { pages } = await checkPdf(bytes);
      await files.put(destination, bytes, 'application/pdf');
      return { pages, fileName: '' };
    } finally {
      await files.delete(key);
    }
  };
}
