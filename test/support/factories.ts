/**
 * Test factories: one default of each stored shape, overridden per test (`createProfile({ access_used: 9 })`),
 * instead of the profile and investor objects each test file used to paste. Defaults are plain and fixed (no
 * clock, no randomness) so an assertion can name them.
 */
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import type { InvestorContactRecord, InvestorRecord } from '../../functions/data/investor.js';
import { newProfile, profileItem, type ProfileItem } from '../../functions/data/profile.js';
import { NO_LISTING_STATE } from '../../functions/data/investor.js';

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
