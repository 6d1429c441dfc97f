/**
 * Deck room constants (issue 39; docs/decisions/0061-deck-rooms.md) without zod, so the viewer's small bundle
 * (web/src/public/deck-room/) can import them; shared/deck-room-schemas.ts re-exports them with the schemas.
 */

/**
 * The limits (issue 39 "Deliver" 1 and 2):
 * - `pdfBytes`, `pdfPages`: an uploaded PDF holds at most 20 MB (20 × 2^20 bytes) and 60 pages;
 * - `beaconSeconds`: the viewer sends at most one beacon every 5 s per visit (plus one as the tab is left);
 *   the server refuses one sooner than `beaconMinSeconds` after the previous one of its kind (periodic or leaving;
 *   network jitter allowed for);
 * - `idleSeconds`: time after 60 s without any input does not count;
 * - `timingSlackMs`: a visit may report in all at most its age (the wall time since it started) plus this slack
 *   (clock granularity, the request's own transit); more is an impossible timing (400);
 * - `titleChars`: a room's title.
 */
export const DECK_ROOM_LIMITS = {
  pdfBytes: 20 * 1024 * 1024,
  pdfPages: 60,
  beaconSeconds: 5,
  beaconMinSeconds: 4,
  idleSeconds: 60,
  timingSlackMs: 1500,
  titleChars: 120,
  /** Slide entries one beacon may carry (a visit moving fast still reports each slide it saw). */
  beaconSlides: 60,
} as const;

/** The path of a room's public link on the web origin. */
export function deckRoomPath(slug: string): string {
  return `/d/${slug}`;
}

/** A room's slug: 16 characters of lowercase base32 (80 random bits), so links cannot be guessed. */
export const DECK_SLUG = /^[a-z2-7]{16}$/;

/**
 * The deck viewer's Content-Security-Policy (`/d/*`, issue 39): stricter than the app's (infra/constructs/web.ts
 * `contentSecurityPolicy`): nothing by default; scripts, the pdf.js worker, styles and fonts from the site itself
 * only (no inline script or style); images from the site, `data:` and `blob:` (pdf.js); requests to the site and
 * to `connect` (the API origin where it is another, the deck files' origin for the PDF); no framing, no forms
 * posted elsewhere, no `<base>`, no plugins. Applied by CloudFront's `/d/*` behaviour and by the local server of the
 * built bundle (scripts/bench/serve-dist.ts).
 */
export function deckViewerCsp(connect: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
