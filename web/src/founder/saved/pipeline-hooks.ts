/**
 * Server data of the fundraising pipeline (issue 15; routes in shared/routes.ts, docs/decisions/0017): one list's
 * entries (`GET /v1/saved?list=`), the lists (`GET /v1/lists`), the summary of Dashboard home
 * (`GET /v1/pipeline?until=`), and the mutations (PATCH an entry, move/copy, create/rename/delete a list, remove
 * from a named list). Every mutation refreshes the saved lists, the lists, the summary and `me` (counts).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../common/api.js';
import {
  DEFAULT_LIST_ID,
  type EntryTransfer,
  type ListsResponse,
  type PipelineListResponse,
  type PipelineUpdate,
} from '../../../../shared/pipeline-schemas.js';

/** `?list=` for a list id (none for the default list, so the default list's URL is the one of before). */
export const listQuery = (listId: string) => (listId === DEFAULT_LIST_ID ? {} : { list: listId });

/** One list's entries with their pipeline fields (`GET /v1/saved?list=`). */
export function useSavedList(listId: string) {
  return useQuery({
    queryKey: ['saved', listId],
    queryFn: () => callApi('GET /v1/saved', { query: listQuery(listId) }),
  });
}

/** The founder's lists with counts per stage (`GET /v1/lists`). */
export function useLists() {
  return useQuery({ queryKey: ['lists'], queryFn: () => callApi('GET /v1/lists') });
}

/** Local date `days` from today as YYYY-MM-DD. */
export function localIsoDay(days = 0, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Counts per stage and next steps due within 7 days of the browser's today (`GET /v1/pipeline`). */
export function usePipelineSummary() {
  const until = localIsoDay(7);
  return useQuery({
    queryKey: ['pipeline', until],
    queryFn: () => callApi('GET /v1/pipeline', { query: { until } }),
  });
}

function refreshPipeline(client: QueryClient) {
  for (const key of ['saved', 'lists', 'pipeline', 'me']) void client.invalidateQueries({ queryKey: [key] });
}

/** `PATCH /v1/saved/{investorId}?list=`; the cached list is patched with the answer. */
export function useUpdateEntry(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PipelineUpdate }) =>
      callApi('PATCH /v1/saved/{investorId}', {
        params: { investorId: id },
        query: listQuery(listId),
        body: changes,
      }),
    onSuccess: (state) => {
      client.setQueryData<PipelineListResponse>(['saved', listId], (list) =>
        list
          ? {
              ...list,
              items: list.items.map((i) => (i.id === state.investor_id ? { ...i, ...state } : i)),
            }
          : list,
      );
    },
    onSettled: () => refreshPipeline(client),
  });
}

/** `POST /v1/saved/{investorId}/move` or `/copy`. */
export function useTransferEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mode, body }: { id: string; mode: 'move' | 'copy'; body: EntryTransfer }) =>
      mode === 'move'
        ? callApi('POST /v1/saved/{investorId}/move', { params: { investorId: id }, body })
        : callApi('POST /v1/saved/{investorId}/copy', { params: { investorId: id }, body }),
    onSettled: () => refreshPipeline(client),
  });
}

/** `DELETE /v1/saved/{investorId}?list=` for a named list (the default list goes through actions.setSaved). */
export function useRemoveFromList(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi('DELETE /v1/saved/{investorId}', { params: { investorId: id }, query: listQuery(listId) }),
    onSettled: () => refreshPipeline(client),
  });
}

/** `POST /v1/lists`, `PATCH /v1/lists/{id}`, `DELETE /v1/lists/{id}?confirm=true`. */
export function useListMutations() {
  const client = useQueryClient();
  const onSettled = () => refreshPipeline(client);
  const create = useMutation({
    mutationFn: (name: string) => callApi('POST /v1/lists', { body: { name } }),
    // The new list is in the cached lists before the page selects it (list-selector.tsx): the refresh below runs in
    // the background, and until it answered `useSelectedList` saw an unknown `?list=` and went back to the default.
    onSuccess: (list) =>
      client.setQueryData<ListsResponse>(['lists'], (cached) =>
        cached && !cached.lists.some((l) => l.id === list.id)
          ? { ...cached, lists: [...cached.lists, list] }
          : cached,
      ),
    onSettled,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      callApi('PATCH /v1/lists/{listId}', { params: { listId: id }, body: { name } }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      callApi('DELETE /v1/lists/{listId}', { params: { listId: id }, query: { confirm: 'true' } }),
    onSettled,
  });
  return { create, rename, remove };
}
