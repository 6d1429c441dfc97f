/**
 * Offset paging of lists an API function reads whole and orders per request (the admin Investors, Investor
 * Submissions, Inbox and Users lists; ADR 0041, ADR 0048): the query's `page` and `pageSize`, the answer's `total`,
 * `page` and `pageSize`, and the slice itself. A page beyond the last answers the last (the page served is in the
 * answer), as `GET /v1/investors` and `GET /v1/matches` do; a `page` below 1 or not an integer, or a `pageSize`
 * outside the list's sizes, is a 400 naming the field (zod, functions/lib/validate.ts).
 */
import * as z from 'zod';

/** The query fields `page` (1-based, default 1) and `pageSize` (one of `sizes`, default `fallback`). */
export function pageQueryFields<const S extends readonly [number, ...number[]]>(
  sizes: S,
  fallback: S[number],
) {
  return {
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().pipe(z.literal(sizes)).default(fallback),
  };
}

/** The answer's paging fields: how many items match (`total`), the page served and its size. */
export const pageAnswerFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** One page of a list. */
export interface Page<T> {
  items: T[];
  /** How many items the whole list has. */
  total: number;
  /** The page served (1-based): `page` clamped to the last page. */
  page: number;
  pageSize: number;
}

/** Page `page` (1-based; clamped to 1..last) of `pageSize` items of `items` (pure). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const last = Math.max(1, Math.ceil(items.length / pageSize));
  const served = Math.min(Math.max(1, page), last);
  const start = (served - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length, page: served, pageSize };
}
