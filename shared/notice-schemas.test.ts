/**
 * The founders' notices' pure rules (issue 37 item 4; shared/notice-schemas.ts): which writes make a listing
 * reachable (transitions, not states), the notice ids of the routes, and the pitch rule kept in step with the
 * pitches' own (functions/pitches/rule.ts `acceptsPitches`).
 */
import { describe, expect, it } from 'vitest';
import { acceptsPitches } from '../functions/pitches/rule.js';
import {
  NOTICE_KINDS,
  noticeId,
  parseNoticeId,
  reachable,
  reachedKinds,
  type ReachFields,
} from './notice-schemas.js';

const unclaimed: ReachFields = {
  claimed: false,
  removed: null,
  confirmation_lapsed: false,
  open_to_pitches: null,
  currently_investing: null,
  contact_type: null,
};

describe('reachedKinds', () => {
  it('names what a write turned on, in order', () => {
    expect(reachedKinds(unclaimed, { ...unclaimed, claimed: true })).toEqual(['claimed']);
    expect(
      reachedKinds(unclaimed, {
        ...unclaimed,
        claimed: true,
        open_to_pitches: { open: true },
        currently_investing: { status: 'until' },
        contact_type: 'email',
      }),
    ).toEqual(['claimed', 'pitches', 'investing', 'contact']);
  });

  it('names nothing for a state that was already on, a listing turned off, or a new listing', () => {
    const claimed = { ...unclaimed, claimed: true };
    expect(reachedKinds(claimed, { ...claimed, contact_type: null })).toEqual([]);
    expect(reachedKinds(claimed, unclaimed)).toEqual([]);
    expect(reachedKinds(undefined, claimed)).toEqual([]);
    expect(reachedKinds(unclaimed, { ...unclaimed, currently_investing: { status: 'paused' } })).toEqual([]);
  });

  it('counts nothing on a removed listing, and pitches only while claimed and confirmed', () => {
    const open = { ...unclaimed, claimed: true, open_to_pitches: { open: true } };
    expect(reachedKinds(unclaimed, { ...open, removed: { at: '2026-11-29' } })).toEqual([]);
    expect(reachedKinds({ ...open, confirmation_lapsed: true }, open)).toEqual(['pitches']);
    expect(reachedKinds(unclaimed, { ...unclaimed, open_to_pitches: { open: true } })).toEqual([]);
  });

  it('says "takes pitches" exactly when the pitch rule does', () => {
    for (const claimed of [false, true])
      for (const lapsed of [false, true])
        for (const removed of [null, { at: 'x' }])
          for (const open of [null, { open: false }, { open: true }]) {
            const record = { claimed, confirmation_lapsed: lapsed, removed, open_to_pitches: open };
            expect(reachable(record, 'pitches')).toBe(
              acceptsPitches(record as unknown as Parameters<typeof acceptsPitches>[0]),
            );
          }
  });
});

describe('notice ids', () => {
  it('round-trips every kind, and refuses what is not one', () => {
    for (const kind of NOTICE_KINDS)
      expect(parseNoticeId(noticeId('inv.with-dot', kind))).toEqual({ investorId: 'inv.with-dot', kind });
    expect(parseNoticeId('nothing')).toBeNull();
    expect(parseNoticeId('other.inv-1')).toBeNull();
    expect(parseNoticeId('claimed.')).toBeNull();
  });
});
