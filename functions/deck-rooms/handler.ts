/**
 * Function `deck-rooms`, founders (issue 39 "Deliver" 1, 3, 5; docs/decisions/0061-deck-rooms.md):
 * - POST /v1/deck-rooms/uploads: a presigned address to upload a PDF to (functions/deck-rooms/pdf.ts), 201;
 * - POST /v1/deck-rooms: publish a room (functions/deck-rooms/rooms.ts `publishRoom`), 201;
 * - GET /v1/deck-rooms: the caller's rooms, newest first, with their totals;
 * - GET /v1/deck-rooms/readers: per saved investor, what its people read (functions/deck-rooms/readers.ts);
 * - GET /v1/deck-rooms/{slug}: one room's figures (another founder's room is a 404, as a missing one);
 * - POST /v1/deck-rooms/{slug}/revoke: the link answers 410 from now on;
 * - DELETE /v1/deck-rooms/{slug}: its files, visits and figures go, 204.
 * Every plan, no action charged. With `pitches` (a pitch's room, issue 39 item 4) the only functions that write deck
 * files.
 */
import {
  DeckRoomCreate,
  DeckRoomParams,
  DeckUploadRequest,
  type DeckReaderList,
  type DeckRoomList,
} from '../../shared/deck-room-schemas.js';
import { dynamoAiJobStore } from '../data/ai-job.js';
import { founderRoomsWithVisits, savedInvestorsForMatch } from '../data/deck-room.js';
import { readersOf, withInvestors } from './readers.js';
import { tombstoneReader } from '../data/tombstone.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler, Reply, type RouteFn } from '../lib/http.js';
import { deckStore } from '../lib/object-store.js';
import { parseBody, parsePath } from '../lib/validate.js';
import type { RouteKeyOf } from '../../shared/routes.js';
import { pdfAdopter, startUpload } from './pdf.js';
import { deleteRoom, publishRoom, revokeRoom, roomFigures, roomView, type RoomDeps } from './rooms.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const deps = (): RoomDeps => ({
  client: ddb(),
  table,
  files: deckStore(),
  jobs: dynamoAiJobStore(ddb, () => table),
  now: () => new Date(),
});

const routes = {
  'POST /v1/deck-rooms/uploads': async (event) =>
    new Reply(
      201,
      await startUpload(deckStore(), callerOf(event).sub, parseBody(event, DeckUploadRequest), new Date()),
    ),

  'POST /v1/deck-rooms': async (event) => {
    const { sub } = callerOf(event);
    const request = parseBody(event, DeckRoomCreate);
    return new Reply(
      201,
      await publishRoom(deps(), sub, request, { adoptPdf: pdfAdopter(deckStore(), sub) }),
    );
  },

  'GET /v1/deck-rooms': async (event): Promise<DeckRoomList> => {
    const found = await founderRoomsWithVisits(ddb(), table, callerOf(event).sub);
    const now = new Date();
    const rooms = found
      .map((f) => roomView(f.room, f.visits, now))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { rooms };
  },

  'GET /v1/deck-rooms/readers': async (event): Promise<DeckReaderList> => {
    const { sub } = callerOf(event);
    const [rooms, saved] = await Promise.all([
      founderRoomsWithVisits(ddb(), table, sub),
      savedInvestorsForMatch(ddb(), table, sub),
    ]);
    return { readers: readersOf(rooms, saved) };
  },

  'GET /v1/deck-rooms/{slug}': async (event) => {
    const { sub } = callerOf(event);
    const [figures, saved] = await Promise.all([
      roomFigures(deps(), sub, parsePath(event, DeckRoomParams).slug),
      savedInvestorsForMatch(ddb(), table, sub),
    ]);
    return { ...figures, viewers: withInvestors(figures.room, figures.viewers, saved) };
  },

  'POST /v1/deck-rooms/{slug}/revoke': async (event) =>
    revokeRoom(deps(), callerOf(event).sub, parsePath(event, DeckRoomParams).slug),

  'DELETE /v1/deck-rooms/{slug}': async (event) => {
    await deleteRoom(deps(), callerOf(event).sub, parsePath(event, DeckRoomParams).slug);
    return new Reply(204, '');
  },
} satisfies Record<RouteKeyOf<'deck-rooms'>, RouteFn>;

export const handler = featureHandler('deck-rooms', routes, { accounts: tombstoneReader(ddb, tableName) });
