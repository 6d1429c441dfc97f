/**
 * The one cursor convention of lists read in key order (ADR 0048, "Two kinds of list, two kinds of paging"): the
 * audit log, the pitch inbox, the investor accounts. Lists ordered per request page by offset (shared/paging.ts).
 *
 * - The query parameter is `cursor`; an answer carries `next_cursor` (the page after it, `null` on the last) and,
 *   where the screen goes back, `prev_cursor` (the page before it, `null` on the first).
 * - A cursor is an opaque token: base64url (no padding) of a direction letter (`n` the page after the position, `p`
 *   the page before it) and the list's position (its key: a sort key, or Cognito's pagination token; printable
 *   ASCII, at most `CURSOR_KEY_MAX` characters). Callers pass a token back untouched; the server may change what
 *   is inside without changing the API.
 * - A token that does not decode, whose position is not one of the list's keys, or that goes back on a list that
 *   only goes forward is a 400 naming `cursor` (zod, functions/lib/validate.ts).
 *
 * Pure and portable (btoa / atob): the server encodes and decodes, the web app only passes tokens back.
 */
import * as z from 'zod';

/** `next`: the page after the position; `prev`: the page before it (towards the list's start). */
export type CursorDirection = 'next' | 'prev';

/** What a token holds: a position in the list's key order and the direction to read from it. */
export interface CursorPosition {
  key: string;
  direction: CursorDirection;
}

/** Longest position a token may hold (Cognito's pagination tokens are the longest, well under this). */
export const CURSOR_KEY_MAX = 4096;
/** Longest token accepted: base64 of a direction letter and the longest position. */
const TOKEN_MAX = Math.ceil(((CURSOR_KEY_MAX + 1) * 4) / 3);
const PRINTABLE = /^[\x21-\x7e]+$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const LETTER: Record<CursorDirection, string> = { next: 'n', prev: 'p' };

/**
 * The token of `key` read in `direction` (default `next`).
 * @throws Error when `key` is empty, longer than `CURSOR_KEY_MAX` or not printable ASCII (a programming error:
 * keys come from the server's own reads).
 */
export function encodeCursor(key: string, direction: CursorDirection = 'next'): string {
  if (key.length > CURSOR_KEY_MAX || !PRINTABLE.test(key))
    throw new Error('A cursor key is printable ASCII.');
  return btoa(`${LETTER[direction]}${key}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The token of `key` in `direction`, or `null` for no key (the answer's `next_cursor` / `prev_cursor` at an end). */
export function cursorOf(key: string | null | undefined, direction: CursorDirection = 'next'): string | null {
  return key ? encodeCursor(key, direction) : null;
}

/** The position `token` holds, or `null` when it is not a token this module made. */
export function decodeCursor(token: string): CursorPosition | null {
  if (token.length > TOKEN_MAX || !BASE64URL.test(token) || token.length % 4 === 1) return null;
  let text: string;
  try {
    text = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const direction = text[0] === 'n' ? 'next' : text[0] === 'p' ? 'prev' : null;
  const key = text.slice(1);
  if (!direction || !PRINTABLE.test(key) || key.length > CURSOR_KEY_MAX) return null;
  // One token per position: a token with other padding bits than encodeCursor's is not one of ours.
  if (encodeCursor(key, direction) !== token) return null;
  return { key, direction };
}

/** Options of a list's `cursor` query field. */
interface CursorFieldOptions {
  /** The list's keys (e.g. a sort key's pattern); a token holding anything else is refused. */
  key: z.ZodType<string>;
  /** What the 400 calls the list ("the audit log"). */
  list: string;
}

function refused(list: string): string {
  return `cursor is not a cursor of ${list}: pass back a cursor a page answered, as it came.`;
}

function parsePosition(
  token: string,
  ctx: z.RefinementCtx,
  options: CursorFieldOptions & { back: boolean },
): CursorPosition | null {
  const position = decodeCursor(token);
  if (
    !position ||
    !options.key.safeParse(position.key).success ||
    (!options.back && position.direction === 'prev')
  ) {
    ctx.addIssue({ code: 'custom', message: refused(options.list) });
    return null;
  }
  return position;
}

/**
 * The `cursor` query field of a list read forwards only (the pitch inbox, the investor accounts): a token of
 * direction `next` whose key `options.key` accepts, parsed to that key (a string).
 */
export function forwardCursorField(options: CursorFieldOptions) {
  return (
    z
      .string()
      .max(TOKEN_MAX, refused(options.list))
      // A token's alphabet: a pattern, not free text (issue 22).
      .regex(BASE64URL, refused(options.list))
      .transform(
        (token, ctx): string => parsePosition(token, ctx, { ...options, back: false })?.key ?? z.NEVER,
      )
  );
}

/** The `cursor` query field of a list read both ways (the audit log), parsed to its position and direction. */
export function twoWayCursorField(options: CursorFieldOptions) {
  return z
    .string()
    .max(TOKEN_MAX, refused(options.list))
    .regex(BASE64URL, refused(options.list))
    .transform(
      (token, ctx): CursorPosition => parsePosition(token, ctx, { ...options, back: true }) ?? z.NEVER,
    );
}

/** An answer's `next_cursor` or `prev_cursor`: a token, or `null` at that end of the list. */
export const cursorAnswerField = z.string().nullable();
