// @vitest-environment happy-dom
/** The trust badge of every screen (one trust model: shared/trust.ts; issue 34 item 3). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { NO_LISTING_STATE } from '../../../../shared/listing.js';
import { trustOf, type TrustFields } from '../../../../shared/trust.js';
import { TrustStatus } from './trust-status.js';

afterEach(cleanup);

const ACCELERATORS = 'Startup Accelerators & Founder Programs';
const base: TrustFields = { ...NO_LISTING_STATE, verified: false, source: null };

const cases: [string, TrustFields, { type: string; badge: string; label: string }][] = [
  [
    'confirmed',
    { ...base, claimed: true, confirmed_at: '2026-11-25T09:00:00.000Z' },
    { type: 'success', badge: 'Confirmed', label: 'Confirmed by the investor on 25 Nov 2026' },
  ],
  [
    'checked',
    { ...base, checked_at: '2026-10-03T08:00:00.000Z' },
    { type: 'success', badge: 'Checked', label: 'Checked by an administrator on 3 Oct 2026' },
  ],
  [
    'lapsed',
    { ...base, claimed: true, confirmed_at: '2025-11-25T09:00:00.000Z', confirmation_lapsed: true },
    { type: 'warning', badge: 'Confirmation lapsed', label: 'Not confirmed since 25 Nov 2025' },
  ],
  [
    'open_data',
    // the dataset's own "verified" column: its date, never a "Verified" badge
    {
      ...base,
      verified: true,
      source: { name: ACCELERATORS, licence: 'CC BY 4.0', verified_at: '2024-03-12' },
    },
    { type: 'info', badge: 'Open data', label: `From open data: ${ACCELERATORS}, as of 12 Mar 2024` },
  ],
  [
    'added',
    {
      ...base,
      source: { name: 'The fund', licence: 'Entered by an administrator', verified_at: '2026-10-03' },
    },
    { type: 'stopped', badge: 'Not checked', label: 'Listed by Fundscout, not checked yet' },
  ],
];

describe('TrustStatus', () => {
  it.each(cases)(
    '%s: the badge in its status look, the plain line as its title and for screen readers',
    (state, record, want) => {
      const { container } = render(<TrustStatus trust={trustOf(record)} />);
      const status = container.querySelector<HTMLElement>('.fs-trust')!;
      expect(status.dataset.trust).toBe(state);
      expect(status.dataset.type).toBe(want.type);
      expect(status.title).toBe(want.label);
      expect(status.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      // Seen: the badge; read: the line (the badge is its short form)
      const seen = status.querySelector('[aria-hidden="true"]:not(svg)')!;
      expect(seen.textContent).toBe(want.badge);
      expect(status.querySelector('.fs-trust__label')!.textContent).toBe(want.label);
      expect(status.textContent).not.toMatch(/verified/i);
    },
  );

  it('does not repeat the line for screen readers where the page shows it beside the badge', () => {
    const { container } = render(<TrustStatus trust={trustOf(cases[0]![1])} labelShown />);
    const status = container.querySelector<HTMLElement>('.fs-trust')!;
    expect(status.textContent).toBe('Confirmed');
    expect(status.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
    expect(status.title).toBe('Confirmed by the investor on 25 Nov 2026');
  });
});
