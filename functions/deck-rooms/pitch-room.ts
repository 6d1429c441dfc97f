/**
 * A pitch's deck room (issue 39 "Deliver" 4; docs/decisions/0061-deck-rooms.md): a pitch sent with one of the
 * founder's generated decks shares it with the listing's team as a room of its own, made for that investor (so
 * every viewer is matched to it by the pitch, functions/deck-rooms/readers.ts) and tied to the pitch (`pitch_id`).
 *
 * Used by the send (functions/pitches/send.ts) in three steps, so the room exists exactly when the pitch does:
 * 1. `preparePitchRoom` draws a slug and writes the deck's slides to the deck store (`rooms/{slug}/deck.json`) before
 *    the charge (a file no room names is invisible: nobody can open it);
 * 2. `pitchRoomItems` are the room and its pointer in the founder's partition, written by the charge's own
 *    transaction (the meter's `puts`): no pitch without its room, no room without its pitch;
 * 3. `discard` deletes the file when the charge wrote nothing (refused, limit, replay, an error).
 * The room: no email asked (the team's members are who the link is for), download only where the founder allowed
 * it (default: not), and it expires with the pitch (18 months, ADR 0049), after which its link answers 410. Removing
 * the room (the founder's Deck rooms) or the account deletes it and its file as any room's.
 */
import type { PitchDeck } from '../../shared/ai-schemas.js';
import { DECK_ROOM_LIMITS } from '../../shared/deck-room-limits.js';
import { deckRoomItems, type DeckRoomRecord } from '../data/deck-room.js';
import type { Key } from '../data/keys.js';
import type { SigningObjectStore } from '../lib/object-store.js';
import { newSlug, roomFileKey, type StoredDeckFile } from './rooms.js';

/** A pitch room whose file is written and whose items are not yet. */
export interface PreparedPitchRoom {
  slug: string;
  allow_download: boolean;
  /**
   * The room's items for the charge's transaction (`investorName`: the listing's name as the charge read it).
   * Unconditional puts (the meter's `puts`): the slug is 80 fresh random bits.
   */
  items(investorName: string): (Key & Record<string, unknown>)[];
  /** Deletes the file (when the charge wrote nothing). Never throws: a file no room names is only storage. */
  discard(): Promise<void>;
}

/** The room's title: "{deck title} for {investor}", at most `DECK_ROOM_LIMITS.titleChars` characters. */
export function pitchRoomTitle(deckTitle: string, investorName: string): string {
  const title = `${deckTitle} for ${investorName}`;
  return title.length <= DECK_ROOM_LIMITS.titleChars
    ? title
    : `${title.slice(0, DECK_ROOM_LIMITS.titleChars - 1).trimEnd()}…`;
}

/**
 * Writes the deck of pitch `pitch` to a new room's file (step 1 above).
 * @param pitch the pitch's id, founder, investor, send time and expiry (ISO 8601 UTC)
 * @throws the deck store's error when the file cannot be written (nothing is charged then)
 */
export async function preparePitchRoom(
  files: Pick<SigningObjectStore, 'put' | 'delete'>,
  pitch: { id: string; founder_sub: string; investor_id: string; sent_at: string; expires_at: string },
  deck: { title: string; deck: PitchDeck; allow_download: boolean },
): Promise<PreparedPitchRoom> {
  const slug = newSlug();
  const file = roomFileKey(slug, 'generated');
  const body: StoredDeckFile = { companyName: deck.deck.companyName, slides: deck.deck.slides };
  await files.put(file, new TextEncoder().encode(JSON.stringify(body)), 'application/json');
  return {
    slug,
    allow_download: deck.allow_download,
    items(investorName) {
      const room: DeckRoomRecord = {
        slug,
        owner: pitch.founder_sub,
        title: pitchRoomTitle(deck.title, investorName),
        kind: 'generated',
        pages: deck.deck.slides.length,
        file,
        require_email: false,
        allow_download: deck.allow_download,
        expires_at: pitch.expires_at,
        revoked_at: null,
        created_at: pitch.sent_at,
        investor_id: pitch.investor_id,
        pitch_id: pitch.id,
        version: 1,
      };
      return deckRoomItems(room);
    },
    async discard() {
      await files.delete(file).catch(() => undefined);
    },
  };
}
