import { describe, expect, it } from 'vitest';
import { NO_LISTING_STATE } from '../../shared/listing.js';
import type { SavedInvestor } from '../../shared/schemas.js';
import { savedSummary } from './saved.js';

/** The fields the summary reads; the rest of a saved investor does not matter here. */
const saved = (over: Partial<SavedInvestor>) =>
  ({ ...NO_LISTING_STATE, contact_revealed: false, verified: false, source: null, ...over }) as SavedInvestor;

const ACCELERATOR_SOURCE = {
  name: 'Startup Accelerators & Founder Programs',
  licence: 'CC BY 4.0',
  url: '',
  verified_at: '2024-03-12',
};

const FUND_SOURCE = { ...ACCELERATOR_SOURCE, name: 'Fundraising Fox Open Dataset', verified_at: null };

describe('savedSummary: Verified Investors (founder-app.md section 4; one trust model, issue 34 item 3)', () => {
  it("counts listings confirmed by their investor or checked by an administrator, not open data's own 'verified'", () => {
    const summary = savedSummary([
      saved({ verified: true, source: ACCELERATOR_SOURCE }), // open data: the dataset's check date
      // a claimed fund its investor confirmed (issue 34: it showed nothing)
      saved({ source: FUND_SOURCE, claimed: true, confirmed_at: '2026-11-25' }),
      saved({ checked_at: '2026-10-03T08:00:00.000Z', contact_revealed: true }),
      saved({ claimed: true, confirmed_at: '2025-11-25', confirmation_lapsed: true }),
      saved({}), // listed, not checked
    ]);
    expect(summary).toEqual({ total: 5, revealed: 1, verified: 2 });
  });
});
