import { describe, expect, it, vi } from 'vitest';
import {
  isCurrentlyInvesting,
  isInvestingPaused,
  isOpenToPitches,
  plainDate,
  type CurrentlyInvesting,
} from './listing.js';

const at = (iso: string) => new Date(iso);
const listing = (currently_investing: CurrentlyInvesting | null, confirmation_lapsed = false) => ({
  currently_investing,
  confirmation_lapsed,
});

describe("'Currently investing', 'Paused' and 'Open to pitches' (issue 19 item 6; ADR 0045)", () => {
  it.each<[CurrentlyInvesting | null, boolean, string, boolean, boolean]>([
    [{ status: 'yes', until: null }, false, '2026-11-26T12:00:00Z', true, false],
    [{ status: 'until', until: '2026-11-26' }, false, '2026-11-26T23:59:59Z', true, false],
    [{ status: 'until', until: '2026-11-26' }, false, '2026-11-27T00:00:00Z', false, true],
    [{ status: 'paused', until: null }, false, '2026-11-26T12:00:00Z', false, true],
    [null, false, '2026-11-26T12:00:00Z', false, false],
    [{ status: 'until', until: 'not a date' }, false, '2026-11-26T12:00:00Z', false, false],
    // A lapsed confirmation is not current; it is not 'paused' either (the investor said nothing of the kind).
    [{ status: 'yes', until: null }, true, '2026-11-26T12:00:00Z', false, false],
  ])('%j lapsed=%s at %s: investing %s, paused %s', (ci, lapsed, now, investing, paused) => {
    expect(isCurrentlyInvesting(listing(ci, lapsed), at(now))).toBe(investing);
    expect(isInvestingPaused(listing(ci, lapsed), at(now))).toBe(paused);
  });

  it('counts open to pitches only when open and not lapsed', () => {
    const open = { open: true, channel: null };
    expect(isOpenToPitches({ open_to_pitches: open, confirmation_lapsed: false })).toBe(true);
    expect(isOpenToPitches({ open_to_pitches: open, confirmation_lapsed: true })).toBe(false);
    expect(
      isOpenToPitches({ open_to_pitches: { open: false, channel: null }, confirmation_lapsed: false }),
    ).toBe(false);
    expect(isOpenToPitches({ open_to_pitches: null, confirmation_lapsed: false })).toBe(false);
  });
});

describe('plainDate', () => {
  it("writes '3 Sep 2026' in UTC without Intl (the cards' trust titles stay off Intl; every ICU reads the same)", () => {
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const toLocale = vi.spyOn(Date.prototype, 'toLocaleDateString');
    try {
      expect(plainDate('2026-09-03')).toBe('3 Sep 2026');
      expect(plainDate('2026-11-25T23:30:00.000Z')).toBe('25 Nov 2026');
      expect(plainDate('2027-01-01T00:00:00Z')).toBe('1 Jan 2027');
      expect(plainDate('not a date')).toBe('not a date');
      expect(dateFormat).not.toHaveBeenCalled();
      expect(toLocale).not.toHaveBeenCalled();
    } finally {
      dateFormat.mockRestore();
      toLocale.mockRestore();
    }
  });
});
