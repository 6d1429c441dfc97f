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

/**
 * Uploads `file` to the deck store: asks for a presigned address (`POST /v1/deck-rooms/uploads`, its length and
 * type signed), then PUTs the file there with exactly those headers. Answers the upload id to publish it by.
 * @throws ApiError (400 naming `size` or `content_type`), Error when the store refuses the upload.
 */
export async function uploadPdf(file: File): Promise<string> {
  const target = await callApi('POST /v1/deck-rooms/uploads', {
    body: { file_name: file.name, size: file.size, content_type: file.type || 'application/pdf' },
  });
  const put = await fetch(target.url, { method: 'PUT', body: file, headers: target.headers });
  if (!put.ok) throw new Error(`The upload failed (${put.status}). Please try again.`);
  return target.upload_id;
}
