/**
 * The URL state of the admin lists paged on the server (Users, Investors, Investor Submissions, Inbox; issue 23,
 * ADR 0041 and ADR 0048): `page`, `pageSize` and the search `q` live in the page's URL, so a reload or Back shows
 * the same page, and the server answers that page (shared/paging.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `page` and `pageSize` of the URL (bad or default values are left out: the server's defaults apply). */
export function pageParamsOf<S extends number>(
  params: URLSearchParams,
  sizes: readonly S[],
): { page?: number; pageSize?: S } {
  const out: { page?: number; pageSize?: S } = {};
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) out.page = page;
  const size = sizes.find((n) => String(n) === params.get('pageSize'));
  if (size) out.pageSize = size;
  return out;
}

/** The URL's search text `q` (trimmed, at most 200 characters), if any. */
export function searchParamOf(params: URLSearchParams): string | undefined {
  const q = params.get('q')?.trim();
  return q ? q.slice(0, 200) : undefined;
}

/**
 * The page's URL parameters and `update(changes)`, which sets each parameter (or removes it for '' and for page 1)
 * and keeps the others.
 */
export function useListParams(): [URLSearchParams, (changes: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  return [params, update];
}

/**
 * A search box over the URL's `q`: it types freely, and the URL (so the server) follows 300 ms after the last key,
 * back to page 1. Back and Forward change `q`: the box follows it.
 */
export function useSearchText(
  q: string | undefined,
  update: (changes: Record<string, string>) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(q ?? '');
  // The box follows the URL's `q` (state adjusted while rendering, not in an effect).
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q ?? '');
  }
  useEffect(() => {
    if (text.trim() === (q ?? '')) return;
    const timer = setTimeout(() => update({ q: text.trim(), page: '' }), 300);
    return () => clearTimeout(timer);
  }, [text, q, update]);
  return [text, setText];
}
