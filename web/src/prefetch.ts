/**
 * A signed-in first load of a dashboard page starts its API calls in parallel with the JavaScript (issue 13
 * "Speed"): web/src/main.tsx imports this module before React renders, for /dashboard paths with a stored session
 * only. It loads `/config.json`, then puts `GET /v1/me` (the shell's usage counter and every page) and, on
 * /dashboard/investors, the page's `GET /v1/investors` into the query cache under the keys the pages use
 * (web/src/pages/dashboard/hooks.ts `useMe`, `useInvestors`: same filters from the URL, same page size from the
 * stored preferences), so the page finds them in flight instead of starting them after its chunk arrives.
 *
 * Only downloads: a failed prefetch is dropped (the page's own query runs as usual); the token is the stored ID
 * token (auth/amplify.ts `founderIdToken`, no Amplify while it is valid).
 */
import { callApi, setTokenProvider } from './api.js';
import { founderIdToken } from './auth/amplify.js';
import { loadConfig } from './config.js';
import { apiQueryFromFilters, filtersFromSearch } from './pages/dashboard/investors/filter-state.js';
import { parsePreferences, PREFERENCES_KEY } from './pages/dashboard/investors/preferences.js';
import { queryClient } from './query.js';

/** Starts the API calls of the dashboard page at `pathname` + `search`. Never throws. */
export async function prefetchDashboard(pathname: string, search: string): Promise<void> {
  try {
    setTokenProvider(founderIdToken);
    await loadConfig();
    void queryClient.prefetchQuery({ queryKey: ['me'], queryFn: () => callApi('GET /v1/me') });
    if (pathname === '/dashboard/investors' || pathname === '/dashboard/investors/') {
      const { pageSize } = parsePreferences(window.localStorage.getItem(PREFERENCES_KEY));
      const query = apiQueryFromFilters(filtersFromSearch(new URLSearchParams(search)), pageSize);
      void queryClient.prefetchQuery({
        queryKey: ['investors', query],
        queryFn: () => callApi('GET /v1/investors', { query }),
      });
    }
  } catch {
    // The page loads its data itself.
  }
}
