/**
 * `applyBeacon`, the beacon rules of the public deck viewer (functions/deck-rooms/viewer.ts; issue 39): the bound on
 * reading time is the visit's age, whatever the order and lateness of its beacons; each kind of beacon (periodic,
 * leaving) is paced against its own kind.
 */
import { describe, expect, it } from 'vitest';
import type { DeckVisitRecord } from '../data/deck-room.js';
import { QuotaReached } from '../lib/errors.js';
import { applyBeacon } from './viewer.js';

const START = Date.parse('2026-11-29T10:00:00.000Z');
const at = (ms: number) => new Date(START + ms);
const room = { pages: 10 };

function visit(over: Partial<DeckVisitRecord> = {}): DeckVisitRecord {
  return {
    slug: 'aaaaaaaaaaaaaaaa',
    visit_id: 'v1',
    email: null,
    started_at: at(0).toISOString(),
    last_beacon_at: null,
    last_leave_at: null,
    slide_ms: Array.from({ length: 10 }, () => 0),
    slide_views: Array.from({ length: 10 }, () => 0),
    furthest: 0,
    current: 0,
    total_ms: 0,
    version: 1,
    ...over,
  };
}

const beacon = (slides: [number, number][], leaving = false) => ({
  visit_id: 'v1',
  slides: slides.map(([slide, ms]) => ({ slide, ms, entered: 0 })),
  current: slides.at(-1)?.[0] ?? 1,
  leaving,
});

describe('applyBeacon', () => {
  it('takes an honest beacon after one that reached the server late', () => {
    // Read 1 s, then 5 s (that beacon reached the server 2 s late, at 8 s), then left at 9 s with 3 s more.
    let v = applyBeacon(room, visit(), beacon([[1, 1000]]), at(1000));
    v = applyBeacon(
      room,
      v,
      beacon([
        [1, 2000],
        [2, 3000],
      ]),
      at(8000),
    );
    v = applyBeacon(room, v, beacon([[2, 3000]], true), at(9000));
    expect(v.total_ms).toBe(9000);
    expect(v.slide_ms.slice(0, 2)).toEqual([3000, 6000]);
    expect(v.last_leave_at).toBe(at(9000).toISOString());
  });

  it('refuses more reading in all than the visit’s age plus the slack, naming impossible_timing', () => {
    const v = applyBeacon(room, visit(), beacon([[1, 4000]]), at(5000));
    // 4 s + 2.7 s of reading 5.1 s into the visit: more than 5.1 s + 1.5 s.
    expect(() => applyBeacon(room, v, beacon([[1, 2700]], true), at(5100))).toThrow(
      expect.objectContaining({ code: 'impossible_timing', field: 'slides' }),
    );
    // Up to the slack (1.5 s: clocks and transit) is taken.
    expect(applyBeacon(room, v, beacon([[1, 2600]], true), at(5100)).total_ms).toBe(6600);
  });

  it('paces periodic beacons against periodic ones and leaving beacons against leaving ones', () => {
    const periodic = applyBeacon(room, visit(), beacon([[1, 500]]), at(1000));
    expect(() => applyBeacon(room, periodic, beacon([[1, 500]]), at(2000))).toThrow(QuotaReached);
    // The tab is left while a periodic beacon is in flight: either may arrive first, both count.
    const left = applyBeacon(room, periodic, beacon([[1, 500]], true), at(1500));
    expect(() => applyBeacon(room, left, beacon([[1, 100]], true), at(2500))).toThrow(QuotaReached);
    const leftFirst = applyBeacon(room, visit(), beacon([[1, 500]], true), at(1000));
    const thenPeriodic = applyBeacon(room, leftFirst, beacon([[1, 500]]), at(1200));
    expect(thenPeriodic.total_ms).toBe(1000);
    // After that periodic beacon, the next periodic one waits its turn again.
    expect(() => applyBeacon(room, thenPeriodic, beacon([[1, 100]]), at(2000))).toThrow(QuotaReached);
    expect(applyBeacon(room, thenPeriodic, beacon([[1, 100]]), at(5200)).total_ms).toBe(1100);
  });

  it('refuses a slide the deck does not have', () => {
    expect(() => applyBeacon(room, visit(), beacon([[11, 10]]), at(1000))).toThrow(/10 slides, not 11/);
  });
});
