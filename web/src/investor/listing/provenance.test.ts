import { describe, expect, it } from 'vitest';
import { NO_LISTING_STATE } from '../../../../shared/listing.js';
import type { InvestorListing } from '../../../../shared/listing-schemas.js';
import { fieldProvenance } from './provenance.js';

const listing = {
  ...NO_LISTING_STATE,
  provenance: {
    city: {
      source: 'dataset',
      dataset: 'Fundraising Fox Open Dataset',
      version: '2026-09',
      at: '2026-09-01',
    },
    check_size: { source: 'investor', at: '2026-11-25T10:00:00.000Z' },
  },
} as unknown as InvestorListing;

describe('the listing editor’s provenance lines (issue 38)', () => {
  it('names HQ country and HQ city as the form does, though they share the entry `city`', () => {
    expect(fieldProvenance(listing, 'hq_country')).toBe(
      'HQ country from Fundraising Fox Open Dataset v2026-09',
    );
    expect(fieldProvenance(listing, 'city')).toBe('HQ city from Fundraising Fox Open Dataset v2026-09');
  });

  it('keeps the entry’s own name where the form field is the entry', () => {
    expect(fieldProvenance(listing, 'check_min_usd')).toMatch(/^Check size from the investor, /);
  });
});
