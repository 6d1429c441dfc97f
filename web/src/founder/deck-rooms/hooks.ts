/**
 * Server data of the Deck rooms pages (issue 39; shared/deck-room-routes.ts): the founder's rooms, one room's
 * figures, publishing, revoking and deleting, and the finished generated decks to publish from.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../common/api.js';
import type { DeckRoomCreate } from '../../../../shared/deck-room-schemas.js';

const ROOMS = ['deck-rooms'] as const;

export function useDeckRooms() {
  return useQuery({ queryKey: ROOMS, queryFn: () => callApi('GET /v1/deck-rooms') });
}

export function useDeckRoom(slug: string) {
  return useQuery({
    queryKey: [...ROOMS, slug],
    queryFn: () => callApi('GET /v1/deck-rooms/{slug}', { params: { slug } }),
  });
}

/** The founder's finished generated decks (the Pitch Deck Generator's jobs that succeeded). */
export function useGeneratedDecks() {
  return useQuery({
    queryKey: ['ai-jobs', 'pitch_deck', 50],
    queryFn: () => callApi('GET /v1/ai/jobs', { query: { kind: 'pitch_deck', limit: 50 } }),
    select: (list) => list.items.filter((job) => job.status === 'succeeded'),
  });
}

function useRoomsMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOMS }),
  });
}

export const usePublishRoom = () =>
  useRoomsMutation((body: DeckRoomCreate) => callApi('POST /v1/deck-rooms', { body }));
export const useRevokeRoom = () =>
  useRoomsMutation((slug: string) => callApi('POST /v1/deck-rooms/{slug}/revoke', { params: { slug } }));
export const useDeleteRoom = () =>
  useRoomsMutation((slug: string) => callApi('DELETE /v1/deck-rooms/{slug}', { params: { slug } }));
