/**
 * Server data of the dashboard, one react-query hook per resource (web/src/common/query.ts holds the client: fresh for
 * 5 minutes, one retry), and the mutations of metered and saved-list actions. Routes: shared/routes.ts.
 *
 * After a reveal, export, save or settings change the affected queries are refreshed (the spec's "refresh the
 * subscription" after consumption): `me` (usage and counts), `activity`, `saved`; investor pages are patched.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi, downloadApiFile, type ApiFile } from '../common/api.js';
import type { Investor, InvestorListResponse, MeResponse, ProfileUpdate } from '../../../shared/schemas.js';
import { PAGE_SIZE, type PageSize } from '../../../shared/vocabulary.js';
import { apiQueryFromFilters, type FilterState } from './investor-database/filter-state.js';

/** `GET /v1/me`'s query (key and function): `useMe`, and web/src/founder/prefetch.ts before the page has loaded. */
export const meQuery = queryOptions({ queryKey: ['me'], queryFn: () => callApi('GET /v1/me') });

/** The caller's profile, usage and counts (`GET /v1/me`; the profile is created on the first call). */
export function useMe() {
  return useQuery(meQuery);
}

/** `GET /v1/investors/filters`'s query: `useInvestorFilters` and web/src/founder/prefetch.ts. */
export const investorFiltersQuery = queryOptions({
  queryKey: ['investor-filters'],
  queryFn: () => callApi('GET /v1/investors/filters'),
});

/** Catalogue size and filter options (`GET /v1/investors/filters`). */
export function useInvestorFilters() {
  return useQuery(investorFiltersQuery);
}

/** `GET /v1/investors`'s query for a filter state and page size: `useInvestors` and web/src/founder/prefetch.ts. */
export function investorsQuery(filters: FilterState, pageSize: PageSize = PAGE_SIZE) {
  const query = apiQueryFromFilters(filters, pageSize);
  return queryOptions({
    queryKey: ['investors', query],
    queryFn: () => callApi('GET /v1/investors', { query }),
  });
}

/**
 * One page of investors for a filter state (`GET /v1/investors`: server-side search, filters, `pageSize` 10, 25
 * or 50 a page, page clamped by the server). The previous page stays on screen while the next one loads.
 */
export function useInvestors(filters: FilterState, pageSize: PageSize = PAGE_SIZE) {
  return useQuery({ ...investorsQuery(filters, pageSize), placeholderData: keepPreviousData });
}

/**
 * One investor (`GET /v1/investors/{id}`) for the profile at `/dashboard/investors/{id}` (issue 23): a shared or
 * reloaded profile link loads it; opened from a list, the list's copy is shown at once (`initial`) and kept fresh by
 * the same patches as the list (`patchInvestor`). Off while `id` is undefined.
 */
export function useInvestor(id: string | undefined, initial: Investor | undefined) {
  return useQuery({
    queryKey: ['investor', id],
    queryFn: () => callApi('GET /v1/investors/{id}', { params: { id: id! } }),
    enabled: id !== undefined,
    initialData: initial,
  });
}

/** The newest usage ledger entries (`GET /v1/me/activity`). */
export function useActivity(limit = 5) {
  return useQuery({
    queryKey: ['activity', limit],
    queryFn: () => callApi('GET /v1/me/activity', { query: { limit } }),
  });
}

/** Puts a changed investor into every cached page of the Investor Database (so an open modal and the list agree). */
function patchInvestor(client: QueryClient, id: string, patch: Partial<Investor>) {
  client.setQueriesData<InvestorListResponse>({ queryKey: ['investors'] }, (page) =>
    page ? { ...page, items: page.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) } : page,
  );
  client.setQueryData<Investor>(['investor', id], (one) => (one ? { ...one, ...patch } : one));
}

/**
 * Everything that shows usage, counts or the saved list. The Investor Database pages are not refetched: a
 * successful reveal or save is patched into them (`patchInvestor`) and a failed one changed nothing.
 */
function refreshAfterAction(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['me'] });
  void client.invalidateQueries({ queryKey: ['activity'] });
  void client.invalidateQueries({ queryKey: ['saved'] });
  // issue 15: the pipeline's lists and summary count saved investors too
  void client.invalidateQueries({ queryKey: ['lists'] });
  void client.invalidateQueries({ queryKey: ['pipeline'] });
}

/**
 * `POST /v1/investors/{id}/reveal`: 1 action, the contact in the answer; `key` is the click intent's
 * Idempotency-Key (web/src/common/intent.ts).
 */
export function useRevealContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      callApi('POST /v1/investors/{id}/reveal', { params: { id }, idempotencyKey: key }),
    onSuccess: (answer) => {
      patchInvestor(client, answer.investor.id, answer.investor);
      client.setQueryData<MeResponse>(['me'], (me) => (me ? { ...me, usage: answer.usage } : me));
    },
    onSettled: () => refreshAfterAction(client),
  });
}

/** `PUT` / `DELETE /v1/saved/{investorId}`. */
export function useSaveInvestor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      save
        ? callApi('PUT /v1/saved/{investorId}', { params: { investorId: id } })
        : callApi('DELETE /v1/saved/{investorId}', { params: { investorId: id } }),
    onSuccess: (state) => patchInvestor(client, state.investor_id, { saved: state.saved }),
    onSettled: () => refreshAfterAction(client),
  });
}

/**
 * `POST /v1/exports`: the saved list (or, issue 15, list `listId`) as a CSV file; `key` is the click intent's
 * Idempotency-Key (web/src/common/intent.ts).
 */
export function useExportSaved() {
  const client = useQueryClient();
  return useMutation<ApiFile, Error, { listId: string | undefined; key: string }>({
    mutationFn: ({ listId, key }) =>
      downloadApiFile('POST /v1/exports', { query: { list: listId }, idempotencyKey: key }),
    onSettled: () => refreshAfterAction(client),
  });
}

/** `PATCH /v1/me`: Account Settings. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => callApi('PATCH /v1/me', { body: changes }),
    onSuccess: (me) => client.setQueryData(['me'], me),
  });
}
