/**
 * Who read a founder's decks (issue 39 "Deliver" 3; docs/decisions/0061-deck-rooms.md): each viewer of a room is
 * matched to one of the founder's saved investors, first by the room (a room made for an investor: a pitch's room,
 * `investor_id`), else by the viewer's email domain against the investor's website (registrable domains, the
 * public suffix list; shared platforms such as linkedin.com never match). Pure over what the data module read.
 *
 * `readingLine` phrases what one investor's viewers did for the pipeline entry and the timeline:
 * "read 4 min; slides 8-10 twice" (the longest run of neighbouring slides entered the same number of times, at
 * least twice, the most re-read first), else "read 4 min; got to slide 7 of 12".
 */
import type { DeckReader, DeckRoomViewer } from '../../shared/deck-room-schemas.js';
import { emailHost, registrableDomain, SHARED_PLATFORMS, websiteDomain } from '../claims/registrable.js';
import type { DeckRoomRecord, DeckVisitRecord, SavedForMatch } from '../data/deck-room.js';
import { viewerFigures } from './rooms.js';

type Match = NonNullable<DeckRoomViewer['investor']>;

/** The saved investor a viewer of `room` with `email` reads for, or null. */
export function matchViewer(
  room: Pick<DeckRoomRecord, 'investor_id'>,
  email: string | null,
  saved: readonly SavedForMatch[],
): Match | null {
  if (room.investor_id) {
    const investor = saved.find((s) => s.id === room.investor_id);
    if (investor) return { id: investor.id, name: investor.name, by: 'pitch' };
  }
  const host = email ? emailHost(email) : null;
  const domain = host ? registrableDomain(host) : null;
  if (!domain || SHARED_PLATFORMS.has(domain)) return null;
  const investor = saved.find((s) => websiteDomain(s.website) === domain);
  return investor ? { id: investor.id, name: investor.name, by: 'domain' } : null;
}

/** `viewers` with their matched investor. */
export function withInvestors(
  room: Pick<DeckRoomRecord, 'investor_id'>,
  viewers: readonly DeckRoomViewer[],
  saved: readonly SavedForMatch[],
): DeckRoomViewer[] {
  return viewers.map((viewer) => ({ ...viewer, investor: matchViewer(room, viewer.email, saved) }));
}

const TIMES = ['', 'once', 'twice', 'three times'];
const times = (n: number) => TIMES[n] ?? `${n} times`;

/** "4 min", "45 s", "1 h 5 min". */
export function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const m = Math.round(seconds / 60);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}

/** The reading line of one investor's viewers (see the module comment). Pure. */
export function readingLine(
  totalMs: number,
  slideViews: readonly number[],
  furthest: number,
  pages: number,
): string {
  let best: { from: number; to: number; count: number } | null = null;
  for (let i = 0; i < slideViews.length;) {
    const count = slideViews[i]!;
    let j = i;
    while (j + 1 < slideViews.length && slideViews[j + 1] === count) j++;
    if (count >= 2) {
      const better = !best || count > best.count || (count === best.count && j - i > best.to - best.from);
      if (better) best = { from: i + 1, to: j + 1, count };
    }
    i = j + 1;
  }
  const read = `read ${minutes(totalMs)}`;
  if (!best) return `${read}; got to slide ${furthest} of ${pages}`;
  const slides = best.from === best.to ? `slide ${best.from}` : `slides ${best.from}-${best.to}`;
  return `${read}; ${slides} ${times(best.count)}`;
}

/** Per saved investor, what its viewers did across the founder's rooms, newest reading first. */
export function readersOf(
  rooms: readonly { room: DeckRoomRecord; visits: DeckVisitRecord[] }[],
  saved: readonly SavedForMatch[],
): DeckReader[] {
  const byInvestor = new Map<
    string,
    DeckReader & { slideViews: number[]; pages: number; furthest: number }
  >();
  for (const { room, visits } of rooms) {
    for (const viewer of viewerFigures(room.pages, visits)) {
      const investor = matchViewer(room, viewer.email, saved);
      if (!investor || viewer.total_ms === 0) continue;
      const seen = byInvestor.get(investor.id);
      if (!seen || viewer.last_seen_at > seen.last_seen_at) {
        // The latest room read stands for the line (one deck's slides are not another's).
        byInvestor.set(investor.id, {
          investor_id: investor.id,
          investor_name: investor.name,
          by: investor.by,
          room_slug: room.slug,
          room_title: room.title,
          visits: viewer.visits + (seen?.visits ?? 0),
          total_ms: viewer.total_ms + (seen?.total_ms ?? 0),
          last_seen_at: viewer.last_seen_at,
          line: '',
          slideViews: viewer.slide_views,
          pages: room.pages,
          furthest: viewer.furthest,
        });
      } else {
        seen.visits += viewer.visits;
        seen.total_ms += viewer.total_ms;
      }
    }
  }
  return [...byInvestor.values()]
    .map(({ slideViews, pages, furthest, ...reader }) => ({
      ...reader,
      line: readingLine(reader.total_ms, slideViews, furthest, pages),
    }))
    .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at));
}
