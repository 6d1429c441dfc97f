import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { pageOf, pageQueryFields } from './paging.js';

describe('pageOf (ADR 0048)', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it('slices page `page` of `pageSize` and counts the whole list', () => {
    expect(pageOf(items, 1, 10)).toEqual({
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      total: 23,
      page: 1,
      pageSize: 10,
    });
    expect(pageOf(items, 3, 10)).toEqual({ items: [20, 21, 22], total: 23, page: 3, pageSize: 10 });
  });

  it('answers the last page for a page beyond it, and page 1 of an empty list', () => {
    expect(pageOf(items, 99, 10)).toMatchObject({ items: [20, 21, 22], page: 3 });
    expect(pageOf([], 5, 25)).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });
});

describe('pageQueryFields', () => {
  const query = z.object(pageQueryFields([10, 25] as const, 25)).strict();

  it('defaults to page 1 of the default size and coerces query-string numbers', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(query.parse({ page: '3', pageSize: '10' })).toEqual({ page: 3, pageSize: 10 });
  });

  it('refuses a page below 1 or not an integer, and a size not offered, naming the field', () => {
    for (const [input, field] of [
      [{ page: '0' }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ pageSize: '7' }, 'pageSize'],
    ] as const) {
      const result = query.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });
});
