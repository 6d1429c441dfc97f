/**
 * Test factories: one default of each stored shape, overridden per test (`createProfile({ access_used: 9 })`),
 * instead of the profile and investor objects each test file used to paste. Defaults are plain and fixed (no
 * clock, no randomness) so an assertion can name them.
 */
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import type { InvestorSource } from '../../shared/schemas.js';
import type { InvestorContactRecord, InvestorRecord } from '../../functions/data/investor.js';
import { newProfile, profileItem, type ProfileItem } from '../../functions/data/profile.js';
import { NO_LISTING_STATE } from '../../functions/data/investor.js';
import type { PitchRecord } from '../../functions/data/pitch/pitch.js';

/** Sign-up time of the default profile; its first monthly period starts here. */
export const PROFILE_CREATED_AT = '2026-01-15T08:00:00.000Z';

/**
 * A profile's fields: the defaults of a new profile (functions/data/profile.ts: free, 10 actions, 0 used) for
 * `founder-1` / ada@example.com, signed up at PROFILE_CREATED_AT with the period starting then.
 */
export function createProfile(over: Partial<ProfileItem> = {}): ProfileItem {
  return {
    ...newProfile({ sub: 'founder-1', email: 'ada@example.com' }, new Date(PROFILE_CREATED_AT)),
    ...over,
  };
}

/** The stored item of `createProfile(over)` (keys, GSI1, type), as a GetItem answers it. */
export function createProfileItem(over: Partial<ProfileItem> = {}): Record<string, unknown> {
  return profileItem(createProfile(over));
}

/** A catalogue record: a verified seed-stage venture fund in Germany, created 2026-09-01. */
export function createInvestorRecord(over: Partial<InvestorRecord> = {}): InvestorRecord {
  const id = over.id ?? 'inv-1';
  const name = over.name ?? 'Acme Ventures';
  const created = over.created_at ?? '2026-09-01T00:00:00.000Z';
  return {
    id,
    name,
    company: name,
    image_url: null,
    verified: true,
    funding_description: `${name} invests early`,
    location: ['Germany'],
    city: null,
    funding_stage: ['Seed'],
    funding_type: 'Venture Fund',
    funding_industries: ['Fintech'],
    check_sizes: '',
    bio: '',
    contact_type: null,
    company_url: null,
    application_url: null,
    check_min_usd: null,
    check_max_usd: null,
    ...NO_LISTING_STATE,
    details: NO_DETAILS,
    created_at: created,
    updated_at: created,
    source: null,
    ...over,
  };
}

/**
 * A stored pitch, open and unanswered: Ada Lovelace of Analytical Ltd (`sub-1`) pitching a Seed round ('Seed round',
 * no deck) to Acme Ventures (`inv-1`), sent 2026-11-26 09:30 UTC.
 */
export function createPitchRecord(over: Partial<PitchRecord> = {}): PitchRecord {
  return {
    id: 'p1',
    investor_id: 'inv-1',
    investor_name: 'Acme Ventures',
    founder_sub: 'sub-1',
    founder_email: 'ada@startup.example',
    founder_name: 'Ada Lovelace',
    startup_name: 'Analytical Ltd',
    subject: 'Seed round',
    message: 'Hello',
    round: {
      stage: 'Seed',
      sectors: ['Fintech', 'SaaS'],
      country: 'DE',
      raising_usd: 1_500_000,
      needs_lead: true,
      description: 'Payments for small shops',
    },
    deck: null,
    status: 'open',
    sent_at: '2026-11-26T09:30:00.000Z',
    answered_at: null,
    answered_by: null,
    pass_reason: null,
    pass_note: null,
    investor_email: null,
    blocked: false,
    reported: false,
    ...over,
  };
}

/**
 * The `source` of a listing imported from the open dataset, as an investor finds it to claim: its provenance names
 * the dataset (`Name from Fundraising Fox Open Dataset`) until the team edits a field.
 */
export const DATASET_SOURCE: InvestorSource = {
  name: 'Fundraising Fox Open Dataset',
  licence: 'CC BY 4.0',
  url: 'https://example.org/dataset',
  verified_at: '2026-09-01',
};

/** A direct contact of an investor (an admin edit with a source note; docs/decisions/0014-contacts-model.md). */
export function createContact(over: Partial<InvestorContactRecord> = {}): InvestorContactRecord {
  return {
    contact: 'partner@acme.example',
    contact_type: 'email',
    source: 'admin edit',
    source_note: 'test factory',
    ...over,
  };
}
