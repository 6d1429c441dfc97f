/**
 * The founder's deck rooms (issue 39 "Deliver" 1, 3 and 5; docs/decisions/0061-deck-rooms.md): publish, list, the
 * figures of one room, revoke, delete. Pure domain over the data module (functions/data/deck-room.ts) and the
 * deck store (functions/lib/object-store.ts `deckStore`), so the handler and the tests share it.
 *
 * - `publishRoom`: a generated deck (one of the founder's finished pitch-deck jobs, else 400 `deck`) is copied to
 *   `rooms/{slug}/deck.json`; an uploaded PDF (functions/deck-rooms/pdf.ts checks it) is moved from its upload key
 *   to `rooms/{slug}/deck.pdf`. The expiry must be in the future (400 `expires_at`). No action is charged.
 * - `roomFigures`: per room and per viewer (the visits with one email, or one anonymous visit) visits, counted time,
 *   time and entries per slide, furthest slide, last seen, and where visits stop (the slide a visit ended on).
 * - `revokeRoom`: conditional on the version read, retried on a fresh read when another change won the race.
 * - `deleteRoom` (and `deleteFounderRooms` for account deletion): the files first, then the visits and the room.
 */
import { randomBytes } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PitchDeck } from '../../shared/ai-schemas.js';
import { deckRoomPath } from '../../shared/deck-room-limits.js';
import {
  type DeckRoom,
  type DeckRoomAnalytics,
  type DeckRoomCreate,
  type DeckRoomStatus,
  type DeckRoomViewer,
} from '../../shared/deck-room-schemas.js';
import type { AiJobStore } from '../ai/jobs.js';
import {
  deckRoomWithVisits,
  deleteDeckRoom,
  getDeckRoom,
  isSavedInvestor,
  putDeckRoom,
  updateDeckRoom,
  type DeckRoomRecord,
  type DeckVisitRecord,
} from '../data/deck-room.js';
import { Busy, InvalidInput, Missing } from '../lib/errors.js';
import type { SigningObjectStore } from '../lib/object-store.js';

export interface RoomDeps {
  client: DynamoDBDocumentClient;
  table: string;
  files: SigningObjectStore;
  jobs: AiJobStore;
  now: () => Date;
}

/** The object key of a room's generated deck (JSON `{ companyName, slides }`) or PDF. */
export const roomFileKey = (slug: string, kind: 'generated' | 'pdf') =>
  `rooms/${slug}/${kind === 'pdf' ? 'deck.pdf' : 'deck.json'}`;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new slug: 16 base32 characters from 10 random bytes (80 bits). */
export function newSlug(bytes: Uint8Array = randomBytes(10)): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** `live`, or why the link no longer opens. */
export function roomStatus(
  room: Pick<DeckRoomRecord, 'revoked_at' | 'expires_at'>,
  now: Date,
): DeckRoomStatus {
  if (room.revoked_at) return 'revoked';
  if (room.expires_at && Date.parse(room.expires_at) <= now.getTime()) return 'expired';
  return 'live';
}

/** The room as its founder sees it, with the totals of `visits`. */
export function roomView(room: DeckRoomRecord, visits: readonly DeckVisitRecord[], now: Date): DeckRoom {
  const seen = visits.map((v) => v.last_beacon_at ?? v.started_at).sort();
  return {
    slug: room.slug,
    path: deckRoomPath(room.slug),
    title: room.title,
    kind: room.kind,
    pages: room.pages,
    require_email: room.require_email,
    allow_download: room.allow_download,
    expires_at: room.expires_at,
    revoked_at: room.revoked_at,
    created_at: room.created_at,
    status: roomStatus(room, now),
    investor_id: room.investor_id,
    visits: visits.length,
    total_ms: visits.reduce((sum, v) => sum + v.total_ms, 0),
    last_seen_at: seen.at(-1) ?? null,
  };
}

/** The deck a room shows, as stored in the deck store. */
export interface StoredDeckFile {
  companyName: string;
  slides: PitchDeck['slides'];
}

/** What `publishRoom` needs of an uploaded PDF: its checked file, moved to the room (functions/deck-rooms/pdf.ts). */
export type PdfAdopter = (
  uploadId: string,
  destination: string,
) => Promise<{ pages: number; fileName: string }>;

/**
 * Publishes a room for `owner` (see the module comment).
 * @throws InvalidInput `deck` (not a finished generated deck), `expires_at` (not in the future), or the PDF's
 * refusal (`source`)
 */
export async function publishRoom(
  deps: RoomDeps,
  owner: string,
  request: DeckRoomCreate,
  options: { adoptPdf?: PdfAdopter; investorId?: string | null; pitchId?: string | null } = {},
): Promise<DeckRoom> {
  const now = deps.now();
  if (request.expires_at && Date.parse(request.expires_at) <= now.getTime()) {
    throw new InvalidInput('Expiry must be in the future.', { field: 'expires_at' });
  }
  const investorId = request.investor_id || options.investorId || null;
  if (investorId && !(await isSavedInvestor(deps.client, deps.table, owner, investorId))) {
    throw new InvalidInput('Save the investor before making a room for it.', { field: 'investor_id' });
  }
  const slug = newSlug();
  const kind = request.source.kind;
  const file = roomFileKey(slug, kind);
  let title: string;
  let pages: number;
  if (request.source.kind === 'generated') {
    const stored = await deps.jobs.get(owner, request.source.job_id);
    const deck =
      stored?.job.kind === 'pitch_deck' && stored.outcome?.status === 'succeeded'
        ? stored.outcome.deck
        : null;
    if (!stored || !deck) {
      throw new InvalidInput('Deck must be one of your generated pitch decks that finished.', {
        field: 'deck',
      });
    }
    const body: StoredDeckFile = { companyName: deck.companyName, slides: deck.slides };
    await deps.files.put(file, new TextEncoder().encode(JSON.stringify(body)), 'application/json');
    title = request.title || stored.job.title;
    pages = deck.slides.length;
  } else {
    if (!options.adoptPdf) throw new InvalidInput('PDF rooms are not available here.', { field: 'source' });
    const adopted = await options.adoptPdf(request.source.upload_id, file);
    title = request.title || adopted.fileName.replace(/\.pdf$/i, '') || 'Deck';
    pages = adopted.pages;
  }
  const room: DeckRoomRecord = {
    slug,
    owner,
    title,
    kind,
    pages,
    file,
    require_email: request.require_email,
    allow_download: request.allow_download,
    expires_at: request.expires_at,
    revoked_at: null,
    created_at: now.toISOString(),
    investor_id: investorId,
    pitch_id: options.pitchId ?? null,
    version: 1,
  };
  // 80 random bits: a taken slug is (practically) impossible, but the condition answers it rather than overwrite.
  if (!(await putDeckRoom(deps.client, deps.table, room))) {
    await deps.files.delete(file);
    throw new Busy('Could not publish the room. Please try again.');
  }
  return roomView(room, [], now);
}

/** `owner`'s room `slug` with its visits. @throws Missing when there is none (another founder's included) */
export async function ownRoom(deps: Pick<RoomDeps, 'client' | 'table'>, owner: string, slug: string) {
  const found = await deckRoomWithVisits(deps.client, deps.table, slug);
  if (!found || found.room.owner !== owner)
    throw new Missing('deck room', slug, 'No deck room with this link.');
  return found;
}

const add = (into: number[], from: readonly number[]) =>
  from.forEach((v, i) => (into[i] = (into[i] ?? 0) + v));
const zeros = (n: number) => Array.from({ length: n }, () => 0);

/** The per-viewer figures of `visits` (pure): by email (case-insensitive), each anonymous visit on its own. */
export function viewerFigures(pages: number, visits: readonly DeckVisitRecord[]): DeckRoomViewer[] {
  const groups = new Map<string, DeckVisitRecord[]>();
  for (const visit of visits) {
    const key = visit.email ? `email:${visit.email.toLowerCase()}` : `visit:${visit.visit_id}`;
    groups.set(key, [...(groups.get(key) ?? []), visit]);
  }
  return [...groups.values()]
    .map((group) => {
      const byTime = [...group].sort((a, b) => a.started_at.localeCompare(b.started_at));
      const last = byTime.at(-1)!;
      const slideMs = zeros(pages);
      const slideViews = zeros(pages);
      for (const visit of group) {
        add(slideMs, visit.slide_ms);
        add(slideViews, visit.slide_views);
      }
      return {
        email: last.email,
        visits: group.length,
        total_ms: group.reduce((sum, v) => sum + v.total_ms, 0),
        slide_ms: slideMs.slice(0, pages),
        slide_views: slideViews.slice(0, pages),
        furthest: Math.max(...group.map((v) => v.furthest)),
        last_slide: last.current,
        first_seen_at: byTime[0]!.started_at,
        last_seen_at: group
          .map((v) => v.last_beacon_at ?? v.started_at)
          .sort()
          .at(-1)!,
        investor: null,
      } satisfies DeckRoomViewer;
    })
    .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at));
}

/** One room's figures (see the module comment). @throws Missing */
export async function roomFigures(deps: RoomDeps, owner: string, slug: string): Promise<DeckRoomAnalytics> {
  const { room, visits } = await ownRoom(deps, owner, slug);
  const slideMs = zeros(room.pages);
  const stops = zeros(room.pages);
  for (const visit of visits) {
    add(slideMs, visit.slide_ms);
    // A visit that sent no beacon stopped nowhere we know of.
    if (visit.current >= 1 && visit.current <= room.pages && visit.last_beacon_at)
      stops[visit.current - 1]! += 1;
  }
  return {
    room: roomView(room, visits, deps.now()),
    slide_ms: slideMs.slice(0, room.pages),
    stops,
    viewers: viewerFigures(room.pages, visits),
  };
}

/** Revokes `owner`'s room at once (idempotent: a revoked room stays revoked at its first time). @throws Missing */
export async function revokeRoom(deps: RoomDeps, owner: string, slug: string): Promise<DeckRoom> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { room, visits } = await ownRoom(deps, owner, slug);
    if (room.revoked_at) return roomView(room, visits, deps.now());
    const next = await updateDeckRoom(deps.client, deps.table, room, {
      revoked_at: deps.now().toISOString(),
    });
    if (next) return roomView(next, visits, deps.now());
  }
  throw new Busy();
}

/** Deletes `owner`'s room: its files, then its visits and itself. @throws Missing */
export async function deleteRoom(
  deps: Pick<RoomDeps, 'client' | 'table' | 'files'>,
  owner: string,
  slug: string,
) {
  const room = await getDeckRoom(deps.client, deps.table, slug);
  if (!room || room.owner !== owner) throw new Missing('deck room', slug, 'No deck room with this link.');
  await deleteDeckRoom(deps.client, deps.table, deps.files, owner, slug);
}
