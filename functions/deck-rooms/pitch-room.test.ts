/**
 * A pitch's deck room (functions/deck-rooms/pitch-room.ts; issue 39 item 4): the file before the charge, the items
 * for the charge's transaction, the discard when nothing was written. Against an in-memory deck store.
 */
import { describe, expect, it } from 'vitest';
import { offlineDeck } from '../ai/offline.js';
import { pitchInput } from '../ai/fixtures.js';
import { keys } from '../data/keys.js';
import { pitchRoomTitle, preparePitchRoom } from './pitch-room.js';

function memoryStore() {
  const objects = new Map<string, Uint8Array>();
  return {
    objects,
    put: async (key: string, body: Uint8Array) => void objects.set(key, body),
    delete: async (key: string) => void objects.delete(key),
  };
}

const pitch = {
  id: 'pitch-1',
  founder_sub: 'founder-1',
  investor_id: 'inv-1',
  sent_at: '2026-11-29T04:00:00.000Z',
  expires_at: '2028-05-30T04:00:00.000Z',
};

describe('preparePitchRoom', () => {
  it('writes the deck’s slides first, then gives the room for that investor and pitch: no email, no download by default', async () => {
    const store = memoryStore();
    const deck = offlineDeck(pitchInput);
    const room = await preparePitchRoom(store, pitch, { title: 'Acme pitch deck', deck, allow_download: false });
    expect(room.slug).toMatch(/^[a-z2-7]{16}$/);
    const file = `rooms/${room.slug}/deck.json`;
    expect(JSON.parse(new TextDecoder().decode(store.objects.get(file)))).toEqual({
      companyName: deck.companyName,
      slides: deck.slides,
    });
    const [item, pointer] = room.items('Nordlicht Ventures');
    expect(item).toMatchObject({
      ...keys.deckRoom(room.slug),
      owner: 'founder-1',
      title: 'Acme pitch deck for Nordlicht Ventures',
      kind: 'generated',
      pages: deck.slides.length,
      file,
      require_email: false,
      allow_download: false,
      expires_at: pitch.expires_at,
      revoked_at: null,
      investor_id: 'inv-1',
      pitch_id: 'pitch-1',
      version: 1,
    });
    expect(pointer).toMatchObject({ ...keys.founderDeckRoom('founder-1', room.slug), slug: room.slug });
    await room.discard();
    expect(store.objects.size).toBe(0);
  });

  it('keeps the founder’s download choice, and a title within the room’s limit', async () => {
    const room = await preparePitchRoom(memoryStore(), pitch, {
      title: 'Deck',
      deck: offlineDeck(pitchInput),
      allow_download: true,
    });
    expect(room.allow_download).toBe(true);
    expect(room.items('X')[0]).toMatchObject({ allow_download: true });
    const long = pitchRoomTitle('A'.repeat(100), 'B'.repeat(100));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});
