/**
 * A founder's `GET /v1/me` answer for the dashboard's component tests: ada@example.com (`u1`) on the free plan, 0 of
 * 10 actions used in November 2026, nothing saved; `over` replaces fields of the profile, the usage or the counts.
 */
import type { MeResponse } from '../../../shared/schemas.js';

export function testMe(
  over: {
    profile?: Partial<MeResponse['profile']>;
    usage?: Partial<MeResponse['usage']>;
    counts?: MeResponse['counts'];
  } = {},
): MeResponse {
  return {
    profile: {
      id: 'u1',
      email: 'ada@example.com',
      subscription_tier: 'free',
      access_limit: 10,
      access_used: 0,
      billing_cycle: 'monthly',
      subscription_end: null,
      subscription_price: null,
      first_name: '',
      last_name: '',
      company: '',
      phone: '',
      bio: '',
      notice_mail: 'each',
      created_at: '2026-11-01T00:00:00.000Z',
      ...over.profile,
    },
    usage: {
      tier: 'free',
      used: 0,
      limit: 10,
      remaining: 10,
      unlimited: false,
      period_start: '2026-11-01T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
      ...over.usage,
    },
    counts: over.counts ?? { saved: 0, revealed: 0 },
  };
}
