/**
 * Server data of the founder's pitch screens (issue 20; routes in shared/pitch-routes.ts), one react-query hook per
 * resource:
 * - `usePitches()`: `GET /v1/pitches`, the founder's pitches newest first (the profile's 'Pitched on', Dashboard
 *   home's 'New answers');
 * - `useAnsweredSince(since)`: `GET /v1/pitches?answered_since=` (the new-answers toast);
 * - `usePitchFigures(id)`: `GET /v1/investors/{id}/pitch-figures` (null below 5 founders);
 * - `useTimeline(id)`: `GET /v1/saved/{investorId}/timeline`;
 * - `useSendPitch()`: `POST /v1/pitches` (1 action; the click intent's Idempotency-Key, web/src/common/intent.ts). After a
 *   send the usage is set from the answer and everything that shows usage, pitches or the pipeline is refreshed.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../common/api.js';
import type { FounderPitchList, PitchRequest } from '../../../../shared/pitch-schemas.js';
import type { MeResponse } from '../../../../shared/schemas.js';

export function usePitches(enabled = true) {
  return useQuery({ queryKey: ['pitches'], queryFn: () => callApi('GET /v1/pitches'), enabled });
}

/**
 * Pitches answered after `since` (ISO); off while `since` is undefined. Asked afresh on each `page` (the path):
 * an answer that arrived meanwhile shows on the founder's next page.
 */
export function useAnsweredSince(since: string | undefined, page: string) {
  return useQuery({
    queryKey: ['pitches', 'answered', since, page],
    queryFn: () => callApi('GET /v1/pitches', { query: { answered_since: since } }),
    enabled: since !== undefined,
    staleTime: 0,
  });
}

export function usePitchFigures(investorId: string, enabled = true) {
  return useQuery({
    queryKey: ['pitch-figures', investorId],
    queryFn: () => callApi('GET /v1/investors/{id}/pitch-figures', { params: { id: investorId } }),
    enabled,
  });
}

export function useTimeline(investorId: string) {
  return useQuery({
    queryKey: ['timeline', investorId],
    queryFn: () => callApi('GET /v1/saved/{investorId}/timeline', { params: { investorId } }),
    // The bus moves the pipeline seconds after a send or an answer: read it afresh when the profile opens.
    staleTime: 0,
  });
}

export function useSendPitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PitchRequest; key: string }) =>
      callApi('POST /v1/pitches', { body, idempotencyKey: key }),
    onSuccess: (answer) => {
      client.setQueryData<MeResponse>(['me'], (me) => (me ? { ...me, usage: answer.usage } : me));
      // 'Pitched on' shows at once, before the list is read again.
      client.setQueryData<FounderPitchList>(['pitches'], (list) =>
        list && !list.pitches.some((p) => p.id === answer.pitch.id)
          ? { pitches: [answer.pitch, ...list.pitches] }
          : list,
      );
    },
    onSettled: () => {
      for (const key of ['me', 'activity', 'pitches', 'saved', 'lists', 'pipeline', 'timeline'])
        void client.invalidateQueries({ queryKey: [key] });
    },
  });
}
