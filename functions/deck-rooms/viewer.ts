/**
 * The public deck viewer's rules (issue 39 "Deliver" 2; docs/decisions/0061-deck-rooms.md), all on the server:
 * - an unknown slug is 404 (a malformed one too: the route's params); a revoked or expired room is 410
 *   `deck_room_gone` on every call, so a revocation counts at the viewer's next beacon;
 * - content only with a visit, and a visit of a room that asks for an email only with one (400 `email`); an email
 *   given to a room that does not ask for it is not stored;
 * - `applyBeacon` (pure): a beacon's slides must exist (400 `slide`); the visit's reading in all, this beacon's
 *   included, may be at most the visit's age (the wall time since it started) plus `DECK_ROOM_LIMITS.timingSlackMs`
 *   (400 `impossible_timing`). The bound is on the total, not on the time since the previous beacon: a beacon that
 *   reached the server late (a slow network, a busy server) must not make its honest successor look impossible.
 *   A periodic beacon sooner than `beaconMinSeconds` after the previous periodic one is 429 `beacon_too_soon`, and
 *   so is a leaving one (sent as the tab is left) sooner than that after the previous leaving one; each kind may
 *   follow the other at once, as a periodic beacon in flight and the leaving one after it arrive in either order;
 * - a beacon's write is conditional on the visit's version it read; one that loses the race to another beacon of
 *   the visit is applied again to a fresh read (at most `BEACON_ATTEMPTS` times, then 429 `beacon_too_soon`), so
 *   the two beacons of a leaving tab both count.
 */
import { randomBytes } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DECK_ROOM_LIMITS } from '../../shared/deck-room-limits.js';
import {
  type Beacon,
  type PublicDeckRoom,
  type VisitStart,
  type VisitStarted,
} from '../../shared/deck-room-schemas.js';
import {
  getDeckRoom,
  getDeckVisit,
  putDeckVisit,
  replaceDeckVisit,
  type DeckRoomRecord,
  type DeckVisitRecord,
} from '../data/deck-room.js';
import { Busy, Gone, InvalidInput, Missing, QuotaReached } from '../lib/errors.js';
import type { SigningObjectStore } from '../lib/object-store.js';
import { roomStatus, type StoredDeckFile } from './rooms.js';

export interface ViewerDeps {
  client: DynamoDBDocumentClient;
  table: string;
  files: SigningObjectStore;
  now: () => Date;
}

/** How long the viewer's signed file addresses last (seconds): enough to load the PDF, not to share it. */
export const FILE_URL_SECONDS = 300;

/** The live room of `slug`. @throws Missing (unknown), Gone (revoked or expired) */
export async function liveRoom(deps: ViewerDeps, slug: string): Promise<DeckRoomRecord> {
  const room = await getDeckRoom(deps.client, deps.table, slug);
  if (!room) throw new Missing('deck room', slug, 'No deck room with this link.');
  const status = roomStatus(room, deps.now());
  if (status !== 'live') {
    throw new Gone(
      status === 'revoked' ? 'This deck is no longer shared.' : 'This link has expired.',
      'deck_room_gone',
    );
  }
  return room;
}

/** What the viewer shows before a visit. */
export function publicRoom(room: DeckRoomRecord): PublicDeckRoom {
  return {
    title: room.title,
    kind: room.kind,
    pages: room.pages,
    require_email: room.require_email,
    allow_download: room.allow_download,
  };
}

/** Starts a visit of `slug` (see the module comment). @throws Missing, Gone, InvalidInput `email` */
export async function startVisit(deps: ViewerDeps, slug: string, request: VisitStart): Promise<VisitStarted> {
  const room = await liveRoom(deps, slug);
  if (room.require_email && !request.email) {
    throw new InvalidInput('Enter your email to open this deck.', { field: 'email' });
  }
  const visit: DeckVisitRecord = {
    slug,
    visit_id: randomBytes(12).toString('hex'),
    email: room.require_email ? request.email!.trim().toLowerCase() : null,
    started_at: deps.now().toISOString(),
    last_beacon_at: null,
    last_leave_at: null,
    slide_ms: Array.from({ length: room.pages }, () => 0),
    slide_views: Array.from({ length: room.pages }, () => 0),
    furthest: 0,
    current: 0,
    total_ms: 0,
    version: 1,
  };
  if (!(await putDeckVisit(deps.client, deps.table, visit))) throw new Busy();
  const downloadName = `${room.title.replace(/[^A-Za-z0-9 ._-]/g, '_').slice(0, 80) || 'deck'}.pdf`;
  if (room.kind === 'generated') {
    const bytes = await deps.files.get(room.file);
    if (!bytes) throw new Missing('deck', slug, 'This deck’s file is missing.');
    const deck = JSON.parse(new TextDecoder().decode(bytes)) as StoredDeckFile;
    return {
      visit_id: visit.visit_id,
      content: { kind: 'generated', company: deck.companyName, slides: deck.slides },
      download_url: null,
    };
  }
  return {
    visit_id: visit.visit_id,
    content: {
      kind: 'pdf',
      url: await deps.files.signedUrl({ method: 'GET', key: room.file, seconds: FILE_URL_SECONDS }),
    },
    download_url: room.allow_download
      ? await deps.files.signedUrl({
          method: 'GET',
          key: room.file,
          seconds: FILE_URL_SECONDS,
          download: downloadName,
        })
      : null,
  };
}

/**
 * The visit after `beacon` at `now` (pure; see the module comment), its version not yet moved.
 * @throws InvalidInput `slide` / `impossible_timing`, QuotaReached `beacon_too_soon`
 */
export function applyBeacon(
  room: Pick<DeckRoomRecord, 'pages'>,
  visit: DeckVisitRecord,
  beacon: Beacon,
  now: Date,
) {
  const at = now.getTime();
  const since = (iso: string | null) => (iso ? at - Date.parse(iso) : Infinity);
  const minGap = DECK_ROOM_LIMITS.beaconMinSeconds * 1000;
  // The previous beacon of the same kind: the last leaving one, or the last periodic one (the last beacon, unless
  // that was a leaving one).
  const previousOfKind = beacon.leaving
    ? visit.last_leave_at
    : visit.last_beacon_at === visit.last_leave_at
      ? null
      : visit.last_beacon_at;
  if (since(previousOfKind) < minGap) {
    const from = Date.parse(previousOfKind!);
    throw new QuotaReached(
      `At most one beacon every ${DECK_ROOM_LIMITS.beaconSeconds} s.`,
      'beacon_too_soon',
      new Date(from + minGap),
    );
  }
  const outOfRange = [beacon.current, ...beacon.slides.map((s) => s.slide)].find((n) => n > room.pages);
  if (outOfRange !== undefined) {
    throw new InvalidInput(`This deck has ${room.pages} slides, not ${outOfRange}.`, { field: 'slide' });
  }
  const reported = beacon.slides.reduce((sum, s) => sum + s.ms, 0);
  const age = at - Date.parse(visit.started_at);
  if (visit.total_ms + reported > age + DECK_ROOM_LIMITS.timingSlackMs) {
    throw new InvalidInput(
      `A visit of ${Math.max(0, age)} ms reported ${visit.total_ms + reported} ms of reading.`,
      {
        field: 'slides',
        code: 'impossible_timing',
      },
    );
  }
  const slideMs = [...visit.slide_ms];
  const slideViews = [...visit.slide_views];
  for (const entry of beacon.slides) {
    slideMs[entry.slide - 1] = (slideMs[entry.slide - 1] ?? 0) + entry.ms;
    slideViews[entry.slide - 1] = (slideViews[entry.slide - 1] ?? 0) + entry.entered;
  }
  const iso = now.toISOString();
  return {
    ...visit,
    last_beacon_at: iso,
    last_leave_at: beacon.leaving ? iso : visit.last_leave_at,
    slide_ms: slideMs,
    slide_views: slideViews,
    furthest: Math.max(visit.furthest, beacon.current, ...beacon.slides.map((s) => s.slide)),
    current: beacon.current,
    total_ms: visit.total_ms + reported,
  } satisfies DeckVisitRecord;
}

/** Reads of the visit one beacon may take when other beacons of it win the conditional write (module comment). */
export const BEACON_ATTEMPTS = 3;

/** Records `beacon` on its visit of `slug`. @throws Missing (room or visit), Gone, and `applyBeacon`'s errors */
export async function recordBeacon(deps: ViewerDeps, slug: string, beacon: Beacon): Promise<void> {
  const room = await liveRoom(deps, slug);
  for (let attempt = 0; attempt < BEACON_ATTEMPTS; attempt++) {
    const visit = await getDeckVisit(deps.client, deps.table, slug, beacon.visit_id);
    if (!visit) throw new Missing('visit', beacon.visit_id, 'No such visit of this deck.');
    const next = applyBeacon(room, visit, beacon, deps.now());
    if (await replaceDeckVisit(deps.client, deps.table, visit.version, next)) return;
  }
  throw new QuotaReached(
    `At most one beacon every ${DECK_ROOM_LIMITS.beaconSeconds} s.`,
    'beacon_too_soon',
    new Date(deps.now().getTime() + DECK_ROOM_LIMITS.beaconMinSeconds * 1000),
  );
}
