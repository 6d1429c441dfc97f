/**
 * The pitch inbox's server state (issue 20 item 2; docs/decisions/0049-pitches.md), through the typed client
 * (web/src/common/api.ts `callApi`, the investors pool's token) over the routes of shared/pitch-routes.ts:
 * - `useInbox(listing, view)`: GET /v1/investor/pitches, newest first, pages by the API's cursor (`fetchNextPage`);
 * - `useNewPitchCounts(listings)`: each held listing's first page of new pitches (the navigation's count);
 * - `usePitch(id)`, `usePitchAnswer(id)`: one pitch, and Interested / Pass / Block / Report; each answers the whole
 *   pitch, which replaces the cached one and refreshes the inbox lists and counts (a 409, answered elsewhere,
 *   reloads the pitch);
 * - `fetchPitchDeck(id)`: the generated deck's slides (the page builds the .pptx);
 * - `usePitchSettings(listing)`, `useSetPitchSettings(listing)`: the caller's mail choice on a listing.
 */
import { useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PitchNotify, PitchPassRequest } from '../../../../shared/pitch-schemas.js';
import { ApiError, callApi } from '../../common/api.js';
import { inboxQueryOf, NEW_COUNT_PAGE, type InboxView } from './inbox.js';

export const inboxKeys = {
  all: ['investor', 'inbox'] as const,
  list: (listing: string, view: InboxView) => ['investor', 'inbox', 'list', listing, view] as const,
  newCount: (listing: string) => ['investor', 'inbox', 'new', listing] as const,
  pitch: (id: string) => ['investor', 'pitch', id] as const,
  settings: (listing: string) => ['investor', 'pitch-settings', listing] as const,
};

/** The pages of `listing`'s inbox under `view`'s filters; the next page from the last page's cursor. */
export function useInbox(listing: string, view: InboxView) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(listing, view),
    queryFn: ({ pageParam }) =>
      callApi('GET /v1/investor/pitches', { query: inboxQueryOf(listing, view, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: listing !== '',
  });
}

/** Each of `listings`' first page of new pitches (at most NEW_COUNT_PAGE), for the navigation's count. */
export function useNewPitchCounts(listings: readonly string[]) {
  return useQueries({
    queries: listings.map((listing) => ({
      queryKey: inboxKeys.newCount(listing),
      queryFn: () =>
        callApi('GET /v1/investor/pitches', {
          query: { listing, filter: 'new' as const, limit: NEW_COUNT_PAGE },
        }),
      staleTime: 60_000,
    })),
  });
}

export function usePitch(id: string) {
  return useQuery({
    queryKey: inboxKeys.pitch(id),
    queryFn: () => callApi('GET /v1/investor/pitches/{id}', { params: { id } }),
    retry: false,
  });
}

/** One answer or flag on a pitch. */
export type PitchAction =
  { kind: 'interested' } | { kind: 'pass'; body: PitchPassRequest } | { kind: 'block' } | { kind: 'report' };

function runPitchAction(id: string, action: PitchAction) {
  const params = { id };
  switch (action.kind) {
    case 'interested':
      return callApi('POST /v1/investor/pitches/{id}/interested', { params });
    case 'pass':
      return callApi('POST /v1/investor/pitches/{id}/pass', { params, body: action.body });
    case 'block':
      return callApi('POST /v1/investor/pitches/{id}/block', { params });
    case 'report':
      return callApi('POST /v1/investor/pitches/{id}/report', { params });
  }
}

/** An action on pitch `id`: its answer (the whole pitch) replaces the cached one; the lists and counts reload. */
export function usePitchAnswer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PitchAction) => runPitchAction(id, action),
    onSuccess: (pitch) => {
      client.setQueryData(inboxKeys.pitch(id), pitch);
      void client.invalidateQueries({ queryKey: inboxKeys.all });
    },
    // 409: answered elsewhere (a teammate, another tab): show what the server has now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: inboxKeys.pitch(id) });
        void client.invalidateQueries({ queryKey: inboxKeys.all });
      }
    },
  });
}

/** The generated deck of pitch `id` (title and slides). */
export function fetchPitchDeck(id: string) {
  return callApi('GET /v1/investor/pitches/{id}/deck', { params: { id } });
}

export function usePitchSettings(listing: string) {
  return useQuery({
    queryKey: inboxKeys.settings(listing),
    queryFn: () => callApi('GET /v1/investor/listings/{id}/pitch-settings', { params: { id: listing } }),
    enabled: listing !== '',
  });
}

export function useSetPitchSettings(listing: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notify: PitchNotify) =>
      callApi('PUT /v1/investor/listings/{id}/pitch-settings', { params: { id: listing }, body: { notify } }),
    onSuccess: (settings) => client.setQueryData(inboxKeys.settings(listing), settings),
  });
}
