import { describe, expect, it } from 'vitest';
import { startupItem, toStartupState } from './startup.js';

const PROFILE = {
  stage: 'Seed' as const,
  sectors: ['Fintech' as const],
  country: 'DE',
  raising_usd: 750_000,
  needs_lead: true,
  description: 'Payments',
  updated_at: '2026-11-23T12:00:00.000Z',
};

describe('startup profile entity', () => {
  it('stores the profile in the founder partition and reads it back', () => {
    const item = startupItem('sub-1', PROFILE);
    expect(item).toMatchObject({ pk: 'USER#sub-1', sk: 'STARTUP', type: 'startup' });
    expect(toStartupState(item)).toEqual({ profile: PROFILE, skipped_at: null });
  });

  it('reads nothing stored, and a skip without a profile', () => {
    expect(toStartupState(undefined)).toEqual({ profile: null, skipped_at: null });
    expect(
      toStartupState({ pk: 'USER#s', sk: 'STARTUP', type: 'startup', skipped_at: '2026-11-23T00:00:00.000Z' }),
    ).toEqual({ profile: null, skipped_at: '2026-11-23T00:00:00.000Z' });
  });
});
