/**
 * Server data of the founder's notices (issue 37 item 4; routes in shared/notice-routes.ts):
 * - `useNotices()`: `GET /v1/me/notices` (the newest notices not dismissed, and the unread count);
 * - `useReadNotices()`: `POST /v1/me/notices/read` (every notice read);
 * - `useDismissNotice()`: `DELETE /v1/me/notices/{id}` (one notice dismissed).
 * Each answer is the list, which replaces the cached one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../common/api.js';
import type { NoticeList } from '../../../../shared/notice-schemas.js';

const KEY = ['notices'] as const;

export function useNotices() {
  return useQuery({ queryKey: KEY, queryFn: () => callApi('GET /v1/me/notices') });
}

export function useReadNotices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /v1/me/notices/read'),
    onSuccess: (list: NoticeList) => client.setQueryData(KEY, list),
  });
}

export function useDismissNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /v1/me/notices/{id}', { params: { id } }),
    onSuccess: (list: NoticeList) => client.setQueryData(KEY, list),
  });
}
