/**
 * Deck rooms (issue 39; docs/decisions/0061-deck-rooms.md): a founder publishes a deck (one of their generated
 * decks, or an uploaded PDF) at an unguessable link `/d/{slug}`; anyone with the link opens it in the viewer (no
 * sign-in) and the viewer reports, per visit, the time spent on each slide; the founder reads the figures per room
 * and per viewer. The request and answer shapes of the founder's routes (`deck-rooms`) and of the public viewer's
 * routes (`deck-viewer`), shared by the server (validation, OpenAPI) and the web app.
 *
 * Units: times in milliseconds (`ms`), sizes in bytes, slides numbered from 1. Times of day are ISO 8601 UTC.
 */
import * as z from 'zod';
import { Slide } from './ai-schemas.js';
import { cleanText, identifier } from './text.js';

import { DECK_ROOM_LIMITS, DECK_SLUG } from './deck-room-limits.js';

export const DeckRoomParams = z
  .object({ slug: z.string().regex(DECK_SLUG, 'No deck room with this link.') })
  .meta({ id: 'DeckRoomParams' });

/** POST /v1/deck-rooms/uploads: the PDF the founder is about to upload (its size is signed into the address). */
export const DeckUploadRequest = z
  .object({
    file_name: cleanText(200, 'File name', { required: true }),
    size: z.number({ error: 'Size must be a number of bytes.' }).int().min(1, 'The file is empty.'),
    content_type: cleanText(100, 'Content type'),
  })
  .meta({ id: 'DeckUploadRequest' });
export type DeckUploadRequest = z.infer<typeof DeckUploadRequest>;

/** Where to PUT the PDF (with exactly these headers, before `expires_at`), and the id to publish it by. */
export const DeckUpload = z
  .object({
    upload_id: z.string(),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'DeckUpload' });
export type DeckUpload = z.infer<typeof DeckUpload>;

/** A room is `live` until revoked or past its expiry. */
export const DECK_ROOM_STATUSES = ['live', 'revoked', 'expired'] as const;
export type DeckRoomStatus = (typeof DECK_ROOM_STATUSES)[number];

/** What a room shows: one of the founder's generated decks, or an uploaded PDF. */
export const DeckSource = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('generated'), job_id: identifier(80, 'Deck').min(1, 'Deck is required.') }),
    z.object({ kind: z.literal('pdf'), upload_id: identifier(80, 'PDF').min(1, 'PDF is required.') }),
  ])
  .meta({ id: 'DeckSource' });

/** POST /v1/deck-rooms. */
export const DeckRoomCreate = z
  .object({
    source: DeckSource,
    /** Default: the generated deck's title, or the PDF's file name. */
    title: cleanText(DECK_ROOM_LIMITS.titleChars, 'Title').optional(),
    require_email: z.boolean().default(false),
    allow_download: z.boolean().default(false),
    /** The link answers 410 from then on; must be in the future. */
    expires_at: z.iso
      .datetime({ error: 'Expiry must be a date and time (ISO 8601).' })
      .nullable()
      .default(null),
    /** The investor the room is for (a pitch's recipient): its viewers are matched to it. Must be saved. */
    investor_id: identifier(200, 'Investor').optional(),
  })
  .meta({ id: 'DeckRoomCreate' });
export type DeckRoomCreate = z.infer<typeof DeckRoomCreate>;

/** A room as its founder sees it. */
export const DeckRoom = z
  .object({
    slug: z.string(),
    /** The path of the public link on the web origin (`/d/{slug}`). */
    path: z.string(),
    title: z.string(),
    kind: z.enum(['generated', 'pdf']),
    pages: z.number().int(),
    require_email: z.boolean(),
    allow_download: z.boolean(),
    expires_at: z.iso.datetime().nullable(),
    revoked_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    status: z.enum(DECK_ROOM_STATUSES),
    /** The saved investor the room was made for (a pitch's room), else null. */
    investor_id: z.string().nullable(),
    /** Visits so far, their total counted time and the last time anyone read it. */
    visits: z.number().int(),
    total_ms: z.number().int(),
    last_seen_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DeckRoom' });
export type DeckRoom = z.infer<typeof DeckRoom>;

export const DeckRoomList = z.object({ rooms: z.array(DeckRoom) }).meta({ id: 'DeckRoomList' });
export type DeckRoomList = z.infer<typeof DeckRoomList>;

/** One reader of a room: the visits with one email, or one anonymous visit. */
export const DeckRoomViewer = z
  .object({
    /** The email the viewer gave (rooms that ask for it), else null: an anonymous visit. */
    email: z.string().nullable(),
    visits: z.number().int(),
    total_ms: z.number().int(),
    /** Counted time per slide, index 0 = slide 1, one entry per page. */
    slide_ms: z.array(z.number().int()),
    /** How many times each slide was entered (index 0 = slide 1). */
    slide_views: z.array(z.number().int()),
    /** The furthest slide reached, and the slide the last visit ended on (0 before any beacon). */
    furthest: z.number().int(),
    last_slide: z.number().int(),
    first_seen_at: z.iso.datetime(),
    last_seen_at: z.iso.datetime(),
    /** The saved investor this viewer was matched to (ADR 0061), else null. */
    investor: z.object({ id: z.string(), name: z.string(), by: z.enum(['pitch', 'domain']) }).nullable(),
  })
  .meta({ id: 'DeckRoomViewer' });
export type DeckRoomViewer = z.infer<typeof DeckRoomViewer>;

/** GET /v1/deck-rooms/{slug}: the room with its figures. */
export const DeckRoomAnalytics = z
  .object({
    room: DeckRoom,
    /** Counted time per slide over every visit (index 0 = slide 1). */
    slide_ms: z.array(z.number().int()),
    /** How many visits ended on each slide (index 0 = slide 1): where viewers stop. */
    stops: z.array(z.number().int()),
    viewers: z.array(DeckRoomViewer),
  })
  .meta({ id: 'DeckRoomAnalytics' });
export type DeckRoomAnalytics = z.infer<typeof DeckRoomAnalytics>;

/**
 * GET /v1/deck-rooms/readers: per saved investor whose people read the founder's decks, what they did (the
 * pipeline entry's and the timeline's line: "read 4 min; slides 8-10 twice").
 */
export const DeckReader = z
  .object({
    investor_id: z.string(),
    investor_name: z.string(),
    /** How the viewer was matched: the room was made for the investor (a pitch), or the email's domain. */
    by: z.enum(['pitch', 'domain']),
    /** The room read last. */
    room_slug: z.string(),
    room_title: z.string(),
    visits: z.number().int(),
    total_ms: z.number().int(),
    last_seen_at: z.iso.datetime(),
    line: z.string(),
  })
  .meta({ id: 'DeckReader' });
export type DeckReader = z.infer<typeof DeckReader>;

export const DeckReaderList = z.object({ readers: z.array(DeckReader) }).meta({ id: 'DeckReaderList' });
export type DeckReaderList = z.infer<typeof DeckReaderList>;

// ---- the public viewer -------------------------------------------------------------------------------------------

/** GET /v1/rooms/{slug}: what the viewer shows before a visit starts (no content yet). */
export const PublicDeckRoom = z
  .object({
    title: z.string(),
    kind: z.enum(['generated', 'pdf']),
    pages: z.number().int(),
    require_email: z.boolean(),
    allow_download: z.boolean(),
  })
  .meta({ id: 'PublicDeckRoom' });
export type PublicDeckRoom = z.infer<typeof PublicDeckRoom>;

/** POST /v1/rooms/{slug}/visits: the email, only where the room asks for it (never stored otherwise). */
export const VisitStart = z
  .object({ email: z.email({ error: 'Email must be an email address.' }).max(254).optional() })
  .meta({ id: 'VisitStart' });
export type VisitStart = z.infer<typeof VisitStart>;

/**
 * The content of a visit: a generated deck's slides, or the PDF's address (a short-lived signed URL on AWS, the
 * local object route locally); `download_url` only where the founder allows downloads.
 */
export const VisitContent = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('generated'), company: z.string(), slides: z.array(Slide) }),
    z.object({ kind: z.literal('pdf'), url: z.string() }),
  ])
  .meta({ id: 'VisitContent' });
export type VisitContent = z.infer<typeof VisitContent>;

export const VisitStarted = z
  .object({ visit_id: z.string(), content: VisitContent, download_url: z.string().nullable() })
  .meta({ id: 'VisitStarted' });
export type VisitStarted = z.infer<typeof VisitStarted>;

/**
 * POST /v1/rooms/{slug}/beacons: the time counted on each slide since the visit's previous beacon (`ms`, only
 * while the tab was visible and the viewer active), how many times each was entered, and the slide shown now.
 * `leaving`: sent with `navigator.sendBeacon` as the tab is hidden or closed.
 */
export const Beacon = z
  .object({
    visit_id: identifier(40, 'Visit').min(1, 'Visit is required.'),
    slides: z
      .array(
        z.object({
          slide: z.number().int().min(1, 'Slide must be 1 or more.'),
          ms: z.number().int().min(0).max(3_600_000),
          entered: z.number().int().min(0).max(1000).default(0),
        }),
      )
      .max(DECK_ROOM_LIMITS.beaconSlides),
    current: z.number().int().min(1, 'Slide must be 1 or more.'),
    leaving: z.boolean().default(false),
  })
  .meta({ id: 'Beacon' });
export type Beacon = z.infer<typeof Beacon>;
