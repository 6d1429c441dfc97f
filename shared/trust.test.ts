import { describe, expect, it } from 'vitest';
import { checkedAt, isVerified, trustOf, verifiedTime, type TrustFields } from './trust.js';

const ACCELERATORS = 'Startup Accelerators & Founder Programs';

/** An unclaimed listing of the accelerator dataset whose own "verified" column is set (the 147 rows of issue 34). */
const openData = (over: Partial<TrustFields> = {}): TrustFields => ({
  claimed: false,
  confirmed_at: null,
  confirmation_lapsed: false,
  verified: true,
  checked_at: null,
  source: { name: ACCELERATORS, licence: 'CC BY 4.0', verified_at: '2024-03-12' },
  ...over,
});

const admin = (over: Partial<TrustFields> = {}): TrustFields =>
  openData({
    verified: false,
    source: { name: 'The fund, by email', licence: 'Entered by an administrator', verified_at: '2026-10-03' },
    ...over,
  });

describe('trustOf: one trust model (issue 34 item 3)', () => {
  it("an open dataset's own verified column is the dataset's date, never 'verified'", () => {
    expect(trustOf(openData())).toEqual({
      state: 'open_data',
      date: '2024-03-12',
      dataset: ACCELERATORS,
      label: `From open data: ${ACCELERATORS}, as of 12 Mar 2024`,
      badge: 'Open data',
    });
    expect(isVerified(openData())).toBe(false);
    expect(checkedAt(openData())).toBeNull();
    expect(verifiedTime(openData())).toBeNaN();
  });

  it('a claimed listing its investor confirmed is confirmed; once lapsed it says since when', () => {
    const confirmed = openData({ claimed: true, confirmed_at: '2026-11-25T09:00:00.000Z' });
    expect(trustOf(confirmed)).toMatchObject({
      state: 'confirmed',
      badge: 'Confirmed',
      label: 'Confirmed by the investor on 25 Nov 2026',
    });
    expect(isVerified(confirmed)).toBe(true);
    const lapsed = { ...confirmed, confirmation_lapsed: true };
    expect(trustOf(lapsed)).toMatchObject({
      state: 'lapsed',
      badge: 'Confirmation lapsed',
      label: 'Not confirmed since 25 Nov 2026',
    });
    expect(isVerified(lapsed)).toBe(false);
  });

  it("an administrator's check: checked_at, or an administrator's entry marked verified; unmarked is not checked", () => {
    const checked = openData({ checked_at: '2026-10-03T08:00:00.000Z' });
    expect(trustOf(checked)).toMatchObject({
      state: 'checked',
      badge: 'Checked',
      label: 'Checked by an administrator on 3 Oct 2026',
    });
    expect(checkedAt(checked)).toBe('2026-10-03T08:00:00.000Z');
    expect(isVerified(checked)).toBe(true);
    expect(trustOf(admin({ verified: true }))).toMatchObject({ state: 'checked', date: '2026-10-03' });
    expect(trustOf(admin())).toMatchObject({
      state: 'added',
      badge: 'Not checked',
      label: 'Listed by Fundscout, not checked yet',
    });
    expect(isVerified(admin())).toBe(false);
  });
});
