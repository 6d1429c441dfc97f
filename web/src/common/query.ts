/**
 * The app's react-query client. Spec (founder-app.md §9): "Data cache: fresh for 5 minutes, one retry".
 * Client errors (4xx from the API) are not retried: asking again cannot change the answer.
 */
import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from './api.js';

export const STALE_TIME_MS = 5 * 60 * 1000;

/**
 * Retry once, except for 4xx `ApiError`s. Recognised by name and status rather than `instanceof`, so this module
 * (in the entry chunk) does not pull the API client into the landing page's JavaScript (issue 13 "Speed").
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = error instanceof Error && error.name === 'ApiError' ? (error as ApiError).status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
