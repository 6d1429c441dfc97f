/**
 * Server data of the founders' demand (issue 37 item 1; routes in shared/demand-routes.ts):
 * - `useAsk(id)`: `GET /v1/investors/{id}/ask` (whether the founder asked, whether it can be asked for);
 * - `useSetAsk(id)`: `PUT` (ask) or `DELETE` (undo) the ask; the answer replaces the cached state;
 * - `useRequestFirm()`: `POST /v1/firm-requests` (a firm the catalogue lacks).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../common/api.js';
import type { FirmRequest } from '../../../../shared/demand-schemas.js';

export function useAsk(investorId: string) {
  return useQuery({
    queryKey: ['ask', investorId],
    queryFn: () => callApi('GET /v1/investors/{id}/ask', { params: { id: investorId } }),
  });
}

export function useSetAsk(investorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (asked: boolean) =>
      callApi(asked ? 'PUT /v1/investors/{id}/ask' : 'DELETE /v1/investors/{id}/ask', {
        params: { id: investorId },
      }),
    onSuccess: (state) => client.setQueryData(['ask', investorId], state),
  });
}

export function useRequestFirm() {
  return useMutation({ mutationFn: (body: FirmRequest) => callApi('POST /v1/firm-requests', { body }) });
}
