import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  CURSOR_KEY_MAX,
  cursorOf,
  decodeCursor,
  encodeCursor,
  forwardCursorField,
  twoWayCursorField,
} from './cursor.js';

const SORT_KEY = '2026-11-26T10:00:00.000Z#0b7e3c1a-7d7b-4d39-9d8e-2f1f5a6b7c8d';
const sortKey = z.string().regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9a-f-]{36}$/);

describe('encodeCursor / decodeCursor (ADR 0048)', () => {
  it('round-trips a position and its direction through an opaque base64url token', () => {
    for (const direction of ['next', 'prev'] as const) {
      const token = encodeCursor(SORT_KEY, direction);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(token).not.toContain(SORT_KEY.slice(0, 10));
      expect(decodeCursor(token)).toEqual({ key: SORT_KEY, direction });
    }
    expect(encodeCursor('a')).not.toBe(encodeCursor('a', 'prev'));
    const cognito = `${'x'.repeat(CURSOR_KEY_MAX - 3)}+/=`;
    expect(decodeCursor(encodeCursor(cognito))).toEqual({ key: cognito, direction: 'next' });
  });

  it('answers null at an end of the list', () => {
    expect(cursorOf(null)).toBeNull();
    expect(cursorOf(undefined, 'prev')).toBeNull();
    expect(cursorOf('k')).toBe(encodeCursor('k'));
  });

  it('refuses anything it did not make', () => {
    for (const token of [
      '',
      SORT_KEY,
      'not a cursor',
      'A',
      btoa('x2026').replace(/=+$/, ''), // no direction letter
      btoa('n').replace(/=+$/, ''), // no position
      btoa('n\u0001key').replace(/=+$/, ''),
      `${encodeCursor('ab')}=`,
      'A'.repeat(7000),
    ]) {
      expect(decodeCursor(token), token).toBeNull();
    }
  });

  it('never encodes a key that is not printable ASCII', () => {
    expect(() => encodeCursor('')).toThrow();
    expect(() => encodeCursor('a b')).toThrow();
    expect(() => encodeCursor('x'.repeat(CURSOR_KEY_MAX + 1))).toThrow();
  });
});

describe('the cursor query fields', () => {
  const forward = z
    .object({ cursor: forwardCursorField({ list: 'the inbox', key: sortKey }).optional() })
    .strict();
  const twoWay = z
    .object({ cursor: twoWayCursorField({ list: 'the audit log', key: sortKey }).optional() })
    .strict();
  const field = (schema: z.ZodType, cursor: string) => {
    const result = schema.safeParse({ cursor });
    if (result.success) return 'accepted';
    const issue = result.error.issues[0]!;
    expect(issue.message).toContain('cursor is not a cursor of');
    return issue.path.join('.');
  };

  it('a forward list reads a next token as its key; a two-way list reads the position and direction', () => {
    expect(forward.parse({ cursor: encodeCursor(SORT_KEY) })).toEqual({ cursor: SORT_KEY });
    expect(twoWay.parse({ cursor: encodeCursor(SORT_KEY, 'prev') })).toEqual({
      cursor: { key: SORT_KEY, direction: 'prev' },
    });
    expect(forward.parse({})).toEqual({});
  });

  it('answers a 400 naming `cursor` for a bad token, a foreign key or going back on a forward list', () => {
    expect(field(forward, 'not-a-cursor')).toBe('cursor');
    expect(field(forward, SORT_KEY)).toBe('cursor');
    expect(field(forward, encodeCursor('USER#123'))).toBe('cursor');
    expect(field(forward, encodeCursor(SORT_KEY, 'prev'))).toBe('cursor');
    expect(field(twoWay, encodeCursor('2026-11-26'))).toBe('cursor');
    expect(field(twoWay, 'A'.repeat(7000))).toBe('cursor');
  });
});
