import { describe, expect, it } from 'vitest';
import type { DeckRoomRecord, DeckVisitRecord } from '../data/deck-room.js';
import { matchViewer, readersOf, readingLine } from './readers.js';

const saved = [
  { id: 'inv-a', name: 'Acme Ventures', website: 'https://www.acme.vc/about' },
  { id: 'inv-b', name: 'Beta Capital', website: 'betacap.com' },
  { id: 'inv-l', name: 'Listed on LinkedIn', website: 'https://linkedin.com/company/x' },
];

describe('matchViewer', () => {
  it('matches the investor a room was made for (a pitch), whoever reads', () => {
    expect(matchViewer({ investor_id: 'inv-b' }, null, saved)).toEqual({
      id: 'inv-b',
      name: 'Beta Capital',
      by: 'pitch',
    });
  });

  it('matches an email at a saved investor’s website domain (subdomains too), never a shared platform', () => {
    expect(matchViewer({ investor_id: null }, 'ana@mail.acme.vc', saved)).toMatchObject({
      id: 'inv-a',
      by: 'domain',
    });
    expect(matchViewer({ investor_id: null }, 'x@linkedin.com', saved)).toBeNull();
    expect(matchViewer({ investor_id: null }, 'x@gmail.com', saved)).toBeNull();
    expect(matchViewer({ investor_id: null }, null, saved)).toBeNull();
  });
});

describe('readingLine', () => {
  it('names the longest run of slides re-read the same number of times', () => {
    const views = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1];
    expect(readingLine(240_000, views, 12, 12)).toBe('read 4 min; slides 8-10 twice');
    expect(readingLine(30_000, [1, 3, 1], 3, 3)).toBe('read 30 s; slide 2 three times');
  });

  it('says how far they got when nothing was re-read', () => {
    expect(readingLine(95_000, [1, 1, 1, 0, 0], 3, 5)).toBe('read 2 min; got to slide 3 of 5');
  });
});

describe('readersOf', () => {
  const room = (over: Partial<DeckRoomRecord> = {}): DeckRoomRecord => ({
    slug: 'aaaaaaaaaaaaaaaa',
    owner: 'f',
    title: 'Seed',
    kind: 'pdf',
    pages: 3,
    file: 'rooms/aaaaaaaaaaaaaaaa/deck.pdf',
    require_email: true,
    allow_download: false,
    expires_at: null,
    revoked_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    investor_id: null,
    pitch_id: null,
    version: 1,
    ...over,
  });
  const visit = (email: string, ms: number[], at: string): DeckVisitRecord => ({
    slug: 'aaaaaaaaaaaaaaaa',
    visit_id: `${email}${at}`,
    email,
    started_at: at,
    last_beacon_at: at,
    last_leave_at: null,
    slide_ms: ms,
    slide_views: ms.map((m) => (m > 0 ? 1 : 0)),
    furthest: ms.filter((m) => m > 0).length,
    current: 1,
    total_ms: ms.reduce((a, b) => a + b, 0),
    version: 2,
  });

  it('adds up each matched investor’s visits and time; unmatched viewers are left out', () => {
    const readers = readersOf(
      [
        {
          room: room(),
          visits: [
            visit('ana@acme.vc', [3000, 6000, 0], '2026-11-02T10:00:00.000Z'),
            visit('bob@acme.vc', [1000, 0, 0], '2026-11-03T10:00:00.000Z'),
            visit('eve@elsewhere.com', [5000, 0, 0], '2026-11-03T11:00:00.000Z'),
          ],
        },
      ],
      saved,
    );
    expect(readers).toHaveLength(1);
    expect(readers[0]).toMatchObject({ investor_id: 'inv-a', visits: 2, total_ms: 10_000, by: 'domain' });
    expect(readers[0]!.line).toMatch(/^read 10 s; got to slide/);
  });
});
