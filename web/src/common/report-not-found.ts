/**
 * Reporting a 404 (apply-settings-admin.md §2: "any other path ... the path is logged"): the path, without query
 * or fragment, goes once to `POST /v1/client-events` (a structured line in the function's CloudWatch log in AWS,
 * the `npm start` console locally) and once to the browser console. Used by the public 404 page and the
 * dashboard's, so both report the same way. Reporting never blocks or breaks the page.
 */
import { useEffect } from 'react';
import { callPublicApi } from './api.js';
import type { ClientEventRequest } from '../../../shared/schemas.js';

/** Paths already reported in this page load (StrictMode runs effects twice; a re-render must not report again). */
const reported = new Set<string>();

/** The report for a path (pure): path without query or fragment, capped at the API's 1,024 characters. */
export function notFoundEvent(pathname: string, referrer: string): ClientEventRequest {
  const path = (pathname.startsWith('/') ? pathname : `/${pathname}`).replace(/\s/g, '%20').slice(0, 1024);
  return { type: 'not_found', path, ...(referrer ? { referrer: referrer.slice(0, 1024) } : {}) };
}

/** Reports `pathname` as a 404 once per page load. */
export function reportNotFound(pathname: string): void {
  if (reported.has(pathname)) return;
  reported.add(pathname);
  console.warn('404: no route for path', pathname);
  callPublicApi('POST /v1/client-events', { body: notFoundEvent(pathname, document.referrer) }).catch(
    () => undefined,
  );
}

/** Reports the current 404 `pathname` once (see `reportNotFound`). */
export function useReportNotFound(pathname: string): void {
  useEffect(() => reportNotFound(pathname), [pathname]);
}

/** Test helper: forget what was reported. */
export function resetNotFoundReportsForTests(): void {
  reported.clear();
}
