// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as { route: string; init: unknown }[]);
vi.mock('../common/api.js', () => ({
  setTokenProvider: vi.fn(),
  callApi: vi.fn((route: string, init?: unknown) => {
    calls.push({ route, init });
    return new Promise(() => undefined); // in flight for the whole test
  }),
}));
vi.mock('../common/config.js', () => ({ loadConfig: vi.fn(() => Promise.resolve({})) }));
vi.mock('../common/auth/amplify.js', () => ({ founderIdToken: vi.fn() }));

const { prefetchDashboard } = await import('./prefetch.js');
const { queryClient } = await import('../common/query.js');
const { investorsQuery } = await import('./hooks.js');
const { filtersFromSearch } = await import('./investor-database/filter-state.js');

describe('prefetchDashboard (issue 23: the Investor Database requests all start before the page has loaded)', () => {
  beforeEach(() => {
    calls.length = 0;
    queryClient.clear();
    window.localStorage.clear();
  });
  afterEach(() => queryClient.clear());

  it('starts /v1/me, the list, its filter options and the startup profile side by side on /dashboard/investors', async () => {
    // Act
    await prefetchDashboard('/dashboard/investors', '?q=fintech&stage=Seed');
    // Assess: the four requests, each under the key its page hook reads
    expect(calls.map((c) => c.route).sort()).toEqual([
      'GET /v1/investors',
      'GET /v1/investors/filters',
      'GET /v1/me',
      'GET /v1/me/startup',
    ]);
    const listKey = investorsQuery(filtersFromSearch(new URLSearchParams('?q=fintech&stage=Seed'))).queryKey;
    for (const key of [['me'], listKey, ['investor-filters'], ['startup']]) {
      expect(queryClient.getQueryState(key)?.fetchStatus, JSON.stringify(key)).toBe('fetching');
    }
  });

  it('starts only /v1/me on another dashboard page', async () => {
    await prefetchDashboard('/dashboard/saved', '');
    expect(calls.map((c) => c.route)).toEqual(['GET /v1/me']);
  });
});
