/**
 * Data of the Network page (issue 24): the public network index, and saving a matched investor to a list with the
 * note the founder sees (the one thing the page sends, on Save; docs/decisions/0037-network-in-the-browser.md).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callPublicApi } from '../../common/api.js';

/** `GET /v1/catalogue/network-index` (public, cacheable: no token and nothing of the file in the request). */
export function useNetworkIndex() {
  return useQuery({
    queryKey: ['network-index'],
    queryFn: () => callPublicApi('GET /v1/catalogue/network-index'),
  });
}

/**
 * Saves investor `id` to list `list` (PUT, idempotent) and sets its notes to `note`, after the notes it already
 * had in that list (read back with GET /v1/saved?list=, so a founder's earlier notes are kept).
 */
export function useSaveWithNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, list, note }: { id: string; list: string; note: string }) => {
      const query = { list };
      await callApi('PUT /v1/saved/{investorId}', { params: { investorId: id }, query });
      const saved = await callApi('GET /v1/saved', { query });
      const before = saved.items.find((i) => i.id === id)?.notes.trim() ?? '';
      const notes = before && !before.includes(note) ? `${before}\n${note}` : before || note;
      return callApi('PATCH /v1/saved/{investorId}', { params: { investorId: id }, query, body: { notes } });
    },
    onSettled: () => {
      for (const key of ['saved', 'lists', 'pipeline', 'me', 'investors']) {
        void client.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
