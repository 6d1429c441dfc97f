/**
 * Server data of the fundraising pipeline (issue 15; routes in shared/routes.ts, docs/decisions/0017): one list's
 * entries (`GET /v1/saved?list=`), the lists (`GET /v1/lists`), the summary of Dashboard home
 * (`GET /v1/pipeline?until=`), and the mutations (PATCH an entry, move/copy, create/rename/delete a list, remove
 * from a named list). Every mutation refreshes the saved lists, the lists, the summary and `me` (counts).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../api.js';
import {
  DEFAULT_LIST_ID,
  type EntryTransfer,
  type ListDeleted,
  type ListSummary,
  type ListsResponse,
  type PipelineListResponse,
  type PipelineState,
  type PipelineSummary,
  type PipelineUpdate,
  type TransferResult,
} from '../../../../../shared/pipeline-schemas.js';
import type { SavedState } from '../../../../../shared/schemas.js';

/** `?list=` for a list id (none for the default list, so the default list's URL is the one of before). */
export const listQuery = (listId: string) => (listId === DEFAULT_LIST_ID ? {} : { list: listId });
const listSuffix = (listId: string) =>
  listId === DEFAULT_LIST_ID ? '' : `?list=${encodeURIComponent(listId)}`;

/** One list's entries with their pipeline fields (`GET /v1/saved?list=`). */
export function useSavedList(listId: string) {
  return useQuery({
    queryKey: ['saved', listId],
    queryFn: () => apiGet<PipelineListResponse>('/v1/saved', listQuery(listId)),
  });
}

/** The founder's lists with counts per stage (`GET /v1/lists`). */
export function useLists() {
  return useQuery({ queryKey: ['lists'], queryFn: () => apiGet<ListsResponse>('/v1/lists') });
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
    queryFn: () => apiGet<PipelineSummary>('/v1/pipeline', { until }),
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
      apiSend<PipelineState>('PATCH', `/v1/saved/${encodeURIComponent(id)}${listSuffix(listId)}`, changes),
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
      apiSend<TransferResult>('POST', `/v1/saved/${encodeURIComponent(id)}/${mode}`, body),
    onSettled: () => refreshPipeline(client),
  });
}

/** `DELETE /v1/saved/{investorId}?list=` for a named list (the default list goes through actions.setSaved). */
export function useRemoveFromList(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<SavedState>('DELETE', `/v1/saved/${encodeURIComponent(id)}${listSuffix(listId)}`),
    onSettled: () => refreshPipeline(client),
  });
}

/** `POST /v1/lists`, `PATCH /v1/lists/{id}`, `DELETE /v1/lists/{id}?confirm=true`. */
export function useListMutations() {
  const client = useQueryClient();
  const onSettled = () => refreshPipeline(client);
  const create = useMutation({
    mutationFn: (name: string) => apiSend<ListSummary>('POST', '/v1/lists', { name }),
    onSettled,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiSend<ListSummary>('PATCH', `/v1/lists/${encodeURIComponent(id)}`, { name }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiSend<ListDeleted>('DELETE', `/v1/lists/${encodeURIComponent(id)}?confirm=true`),
    onSettled,
  });
  return { create, rename, remove };
}
