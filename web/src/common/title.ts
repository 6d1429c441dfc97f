/**
 * Document titles: every route names its page in the browser tab as `<Page> | Fundscout` (issue 13: /auth and
 * /dashboard pages kept the previous page's title). One helper for all routes, public ones included:
 * `useDocumentTitle(page)` in a page component, or `<Titled page=...>` around a route's element where the page
 * component itself does not set one (the dashboard's routes, web/src/founder/routes.tsx).
 */
import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from './strings.js';

/** `Investor Database | Fundscout`; a title that already names the product is kept as it is. */
export function formatTitle(page: string): string {
  const trimmed = page.trim();
  if (!trimmed) return PRODUCT_NAME;
  return trimmed.includes(PRODUCT_NAME) ? trimmed : `${trimmed} | ${PRODUCT_NAME}`;
}

/** Sets `document.title` to `formatTitle(page)` while the calling component is shown (and when `page` changes). */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = formatTitle(page);
  }, [page]);
}

/** Sets the document title for a route element that does not set its own. */
export function Titled({ page, children }: { page: string; children: ReactNode }) {
  useDocumentTitle(page);
  return children;
}
