/**
 * An investor as a founder sees it (the API's `Investor`), for the Investor Database's component tests: Northwind
 * Ventures, an unclaimed Fundraising Fox record with a direct contact on file, not revealed; `overrides` replace
 * any field.
 */
import type { Investor } from '../../../../shared/schemas.js';
import { NO_DETAILS } from '../../../../shared/catalogue-schemas.js';
import { NO_LISTING_STATE } from '../../../../shared/listing.js';

export function testInvestor(overrides: Partial<Investor> = {}): Investor {
  return {
    id: 'inv-1',
    name: 'Northwind Ventures',
    company: 'Northwind Capital',
    image_url: null,
    verified: true,
    funding_description: 'Backs seed-stage climate software.',
    location: ['Germany'],
    city: 'Berlin',
    funding_stage: ['Pre-Seed', 'Seed'],
    funding_type: 'Venture Fund',
    funding_industries: ['Climate', 'SaaS'],
    check_sizes: '$100K – $1M',
    bio: 'Operator-led fund.',
    contact: null,
    contact_type: 'email',
    contact_revealed: false,
    has_direct_contact: true,
    saved: false,
    ...NO_LISTING_STATE,
    company_url: 'northwind.vc',
    application_url: null,
    check_min_usd: 100_000,
    check_max_usd: 1_000_000,
    details: { ...NO_DETAILS, hq: 'Berlin, Germany', founded_year: 2019, leads_rounds: true },
    created_at: '2026-01-05T10:00:00.000Z',
    source: {
      name: 'Fundraising Fox Open Dataset',
      licence: 'CC BY 4.0',
      url: 'https://github.com/fundraisingfox/data',
      verified_at: '2026-09-01',
    },
    ...overrides,
  };
}
