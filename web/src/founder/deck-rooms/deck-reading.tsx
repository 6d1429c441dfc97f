/**
 * What a saved investor's people read of the founder's decks (issue 39 "Deliver" 3), on its pipeline entry (the
 * Saved Lists table and board) and its timeline: "Deck: read 4 min; slides 8-10 twice" from
 * `GET /v1/deck-rooms/readers` (one request for the whole list, cached), nothing when no viewer matched.
 */
import Box from '@cloudscape-design/components/box';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../common/api.js';
import type { DeckReader } from '../../../../shared/deck-room-schemas.js';

export const deckReadersQuery = {
  queryKey: ['deck-rooms', 'readers'] as const,
  queryFn: () => callApi('GET /v1/deck-rooms/readers'),
};

/** The reading of investor `investorId`, or undefined (none, or not loaded yet). */
export function useDeckReading(investorId: string): DeckReader | undefined {
  const readers = useQuery(deckReadersQuery);
  return readers.data?.readers.find((r) => r.investor_id === investorId);
}

/** "Deck: read 4 min; slides 8-10 twice" for the pipeline entry, or nothing. */
export function DeckReading({ investorId }: { investorId: string }) {
  const reading = useDeckReading(investorId);
  if (!reading) return null;
  return (
    <Box variant="small" display="block" data-testid="deck-reading">
      Deck: {reading.line}
    </Box>
  );
}
