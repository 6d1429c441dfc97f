// @vitest-environment happy-dom
/**
 * Creating a list puts it in the cached lists at once (pipeline-hooks.ts `useListMutations`): the page selects the
 * new list right after, and `useSelectedList` treats a `?list=` missing from the cached lists as stale and goes back
 * to the default list. The background refresh of the lists may answer later (an e2e run lost the selection so).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ListSummary, ListsResponse } from '../../../../shared/pipeline-schemas.js';

const api = vi.fn<(route: string, options?: unknown) => Promise<unknown>>();
vi.mock('../../common/api.js', () => ({
  callApi: (route: string, options?: unknown) => api(route, options),
}));
const { useListMutations } = await import('./pipeline-hooks.js');

const DEFAULT: ListSummary = {
  id: 'default',
  name: 'Saved investors',
  is_default: true,
  created_at: null,
  count: 3,
  stages: {},
} as ListSummary;
const SEED: ListSummary = { ...DEFAULT, id: 'l1', name: 'Seed round', is_default: false, count: 0 };
const CACHED: ListsResponse = { lists: [DEFAULT], limits: { named_lists: 20, entries_per_list: 1000 } };

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('useListMutations().create', () => {
  it('adds the created list to the cached lists before the refreshed lists answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['lists'], CACHED);
    // The refresh of GET /v1/lists never answers in this test; only the POST does.
    api.mockImplementation((route) =>
      route === 'POST /v1/lists' ? Promise.resolve(SEED) : new Promise<never>(() => {}),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useListMutations(), { wrapper });

    let created: ListSummary | undefined;
    await act(async () => {
      created = (await result.current.create.mutateAsync('Seed round')) as ListSummary;
    });

    expect(created?.id).toBe('l1');
    expect(api).toHaveBeenCalledWith('POST /v1/lists', { body: { name: 'Seed round' } });
    expect(client.getQueryData<ListsResponse>(['lists'])?.lists.map((l) => l.id)).toEqual(['default', 'l1']);
    client.clear();
  });
});
