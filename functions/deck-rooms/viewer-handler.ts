/**
 * Function `deck-viewer`, public (issue 39 "Deliver" 2; docs/decisions/0061-deck-rooms.md): the viewer's three
 * calls, `GET /v1/rooms/{slug}` (the room before a visit), `POST /v1/rooms/{slug}/visits` (a visit id and the
 * content) and `POST /v1/rooms/{slug}/beacons` (time per slide; any content type: `navigator.sendBeacon` sends
 * text/plain). The rules are functions/deck-rooms/viewer.ts. Its own function: anonymous callers, the deck room
 * partitions only (`table: 'decks'`), read-only deck files, and a small reserved concurrency.
 */
import { Beacon, DeckRoomParams, VisitStart } from '../../shared/deck-room-schemas.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { deckStore } from '../lib/object-store.js';
import { parseBody } from '../lib/validate.js';
import { Missing } from '../lib/errors.js';
import { liveRoom, publicRoom, recordBeacon, startVisit, type ViewerDeps } from './viewer.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
/** The slug of the path; a malformed one is an unknown room (404), like a well-formed one that does not exist. */
function slugOf(event: HttpEvent): string {
  const parsed = DeckRoomParams.safeParse(event.pathParameters ?? {});
  if (!parsed.success) throw new Missing('deck room', '', 'No deck room with this link.');
  return parsed.data.slug;
}

const deps = (): ViewerDeps => ({ client: ddb(), table, files: deckStore(), now: () => new Date() });

export const handler = featureHandler('deck-viewer', {
  'GET /v1/rooms/{slug}': async (event) => publicRoom(await liveRoom(deps(), slugOf(event))),
  'POST /v1/rooms/{slug}/visits': async (event) =>
    new Reply(201, await startVisit(deps(), slugOf(event), parseBody(event, VisitStart))),
  'POST /v1/rooms/{slug}/beacons': async (event) => {
    await recordBeacon(deps(), slugOf(event), parseBody(event, Beacon));
    return new Reply(204, '');
  },
});
