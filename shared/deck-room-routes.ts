/**
 * The deck room routes (issue 39; docs/decisions/0061-deck-rooms.md), one function per audience (ADR 0057):
 * `deck-rooms` the founder's rooms (publish, list, figures, revoke, delete) and `deck-viewer` the public viewer's
 * three calls (the room, a visit, its beacons), rate-limited per client and per route, its own small reserved
 * concurrency. Part of the route manifest (shared/routes.ts spreads them into ROUTES).
 */
import {
  Beacon,
  DeckRoom,
  DeckRoomAnalytics,
  DeckRoomCreate,
  DeckRoomList,
  DeckReaderList,
  DeckRoomParams,
  DeckUpload,
  DeckUploadRequest,
  PublicDeckRoom,
  VisitStart,
  VisitStarted,
} from './deck-room-schemas.js';
import { DECK_ROOM_LIMITS } from './deck-room-limits.js';

const GONE = { 410: 'The room was revoked or expired (`deck_room_gone`).' } as const;

export const DECK_ROOM_ROUTES = [
  {
    method: 'POST',
    path: '/v1/deck-rooms',
    feature: 'deck-rooms',
    access: 'founder',
    operationId: 'createDeckRoom',
    summary:
      'Publish a deck room: one of the founder’s finished generated decks, or an uploaded PDF (at most 20 MB and 60 pages, not encrypted), at an unguessable link /d/{slug}; options: ask the viewer’s email, allow download, expiry. Every plan, no action charged.',
    body: DeckRoomCreate,
    response: { status: 201, schema: DeckRoom },
    errors: {
      400: 'The deck is not one of the founder’s finished decks (`deck`), the expiry is not in the future (`expires_at`), or the PDF is refused: `pdf_not_pdf`, `pdf_encrypted`, `pdf_too_large`, `pdf_too_many_pages` (field `source`).',
    },
  },
  {
    method: 'POST',
    path: '/v1/deck-rooms/uploads',
    feature: 'deck-rooms',
    access: 'founder',
    operationId: 'startDeckUpload',
    summary:
      'A short-lived address to upload a PDF to (PUT, its length and type signed: the file goes to the deck store, not through the API), and the upload id to publish it by. The PDF itself is checked when the room is published.',
    body: DeckUploadRequest,
    response: { status: 201, schema: DeckUpload },
    errors: { 400: 'Not a PDF (`pdf_not_pdf`) or larger than 20 MB (`pdf_too_large`).' },
  },
  {
    method: 'GET',
    path: '/v1/deck-rooms',
    feature: 'deck-rooms',
    access: 'founder',
    operationId: 'listDeckRooms',
    summary: 'The founder’s deck rooms, newest first, each with its visits, total time and last visit.',
    response: { schema: DeckRoomList },
  },
  {
    method: 'GET',
    path: '/v1/deck-rooms/readers',
    feature: 'deck-rooms',
    access: 'founder',
    operationId: 'deckReaders',
    summary:
      'Per saved investor whose people read the founder’s decks (a room made for the investor, or a viewer’s email at its website’s domain): visits, time and a line for the pipeline entry and the timeline ("read 4 min; slides 8-10 twice").',
    response: { schema: DeckReaderList },
  },
  {
    method: 'GET',
    path: '/v1/deck-rooms/{slug}',
    feature: 'deck-rooms',
    access: 'founder',
    operationId: 'getDeckRoom',
    summary:
      'One room’s figures: time per slide over every visit, where visits stop, and per viewer (an email, or one anonymous visit) visits, total time, time per slide, furthest slide, last seen and the saved investor matched.',
    params: DeckRoomParams,
    response: { schema: DeckRoomAnalytics },
  },
  {
    method: 'POST',
    path: '/v1/deck-rooms/{slug}/revoke',
    feature: 'deck-rooms',
    access: 'founder',
    operationId: 'revokeDeckRoom',
    summary:
      'Revoke a room at once: its link answers 410 from now on (the figures stay until the room is deleted).',
    params: DeckRoomParams,
    response: { schema: DeckRoom },
  },
  {
    method: 'DELETE',
    path: '/v1/deck-rooms/{slug}',
    feature: 'deck-rooms',
    access: 'founder',
    operationId: 'deleteDeckRoom',
    summary: 'Delete a room: its files, its visits and their figures.',
    params: DeckRoomParams,
    response: { status: 204 },
  },
  {
    method: 'GET',
    path: '/v1/rooms/{slug}',
    feature: 'deck-viewer',
    access: 'public',
    operationId: 'viewDeckRoom',
    summary:
      'The viewer’s first call: the room’s title, kind, pages and whether it asks for an email (no content until a visit starts). 410 once revoked or expired.',
    params: DeckRoomParams,
    response: { schema: PublicDeckRoom },
    errors: GONE,
    rateLimit: { perClient: { requests: 60, windowSeconds: 60 }, route: { rateLimit: 50, burstLimit: 100 } },
  },
  {
    method: 'POST',
    path: '/v1/rooms/{slug}/visits',
    feature: 'deck-viewer',
    access: 'public',
    operationId: 'startDeckVisit',
    summary:
      'Start a visit: a visit id and the content (a generated deck’s slides, or the PDF’s short-lived address; the download address only where allowed). The email only where the room asks for it. 410 once revoked or expired.',
    params: DeckRoomParams,
    body: VisitStart,
    response: { status: 201, schema: VisitStarted },
    errors: { ...GONE, 400: 'The room asks for an email and none was given (`email`).' },
    rateLimit: { perClient: { requests: 20, windowSeconds: 600 }, route: { rateLimit: 20, burstLimit: 40 } },
  },
  {
    method: 'POST',
    path: '/v1/rooms/{slug}/beacons',
    feature: 'deck-viewer',
    access: 'public',
    operationId: 'deckBeacon',
    summary: `A visit's beacon: time counted per slide since its previous beacon. At most one every ${DECK_ROOM_LIMITS.beaconSeconds} s per visit (the server refuses one sooner than ${DECK_ROOM_LIMITS.beaconMinSeconds} s after the previous one of its kind, periodic or sent as the tab is left, 429 \`beacon_too_soon\`); more reading in all than the visit's age is refused (400 \`impossible_timing\`), and so are an unknown visit (404) or slide (400). Any content type (navigator.sendBeacon sends text/plain).`,
    params: DeckRoomParams,
    body: Beacon,
    response: { status: 204 },
    errors: { ...GONE, 429: 'Sooner than allowed after the visit’s previous beacon (`beacon_too_soon`).' },
    rateLimit: {
      perClient: { requests: 120, windowSeconds: 60 },
      route: { rateLimit: 100, burstLimit: 200 },
    },
  },
] as const;
