/**
 * A signed-in first load of a dashboard page starts its API calls in parallel with the JavaScript (issue 13
 * "Speed"): web/src/main.tsx imports this module before React renders, for /dashboard paths with a stored session
 * only. It loads `/config.json`, then puts `GET /v1/me` (the shell's usage counter and every page) and, on
 * /dashboard/investors, the page's `GET /v1/investors`, `GET /v1/investors/filters` (the options and Total
 * Investors) and `GET /v1/me/startup` ('Best match') into the query cache under the keys the pages use
 * (web/src/founder/hooks.ts `useMe`, `useInvestors`, `useInvestorFilters`; web/src/founder/match/hooks.ts
 * `useStartupProfile`: same filters from the URL, same page size from the stored preferences), so the page finds
 * all four in flight, side by side, instead of starting them after its chunk arrives (issue 23: the filters and
 * the startup profile used to start only once the page's chunk had run, and each answer re-rendered the page).
 *
 * Only downloads: a failed prefetch is dropped (the page's own query runs as usual); the token is the stored ID
 * token (common/auth/amplify.ts `founderIdToken`, no Amplify while it is valid).
 */
import { setTokenProvider } from '../common/api.js';
import { founderIdToken } from '../common/auth/amplify.js';
import { loadConfig } from '../common/config.js';
import { investorFiltersQuery, investorsQuery, meQuery } from './hooks.js';
import { filtersFromSearch } from './investor-database/filter-state.js';
import { startupQuery } from './match/hooks.js';
import { parsePreferences, PREFERENCES_KEY } from './investor-database/preferences.js';
import { queryClient } from '../common/query.js';

/** Starts the API calls of the dashboard page at `pathname` + `search`. Never throws. */
export async function prefetchDashboard(pathname: string, search: string): Promise<void> {
  try {
    setTokenProvider(founderIdToken);
    await loadConfig();
    void queryClient.prefetchQuery(meQuery);
    if (pathname === '/dashboard/investors' || pathname === '/dashboard/investors/') {
      const { pageSize } = parsePreferences(window.localStorage.getItem(PREFERENCES_KEY));
      const filters = filtersFromSearch(new URLSearchParams(search));
      void queryClient.prefetchQuery(investorsQuery(filters, pageSize));
      void queryClient.prefetchQuery(investorFiltersQuery);
      void queryClient.prefetchQuery(startupQuery);
    }
  } catch {
    // The page loads its data itself.
  }
}
