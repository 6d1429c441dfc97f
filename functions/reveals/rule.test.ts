import { describe, expect, it } from 'vitest';
import { revealRefusal } from './rule.js';

const fresh = { removed: null, claimed: true, confirmation_lapsed: false };

describe('revealRefusal (issue 19 items 5 and 6)', () => {
  it('reveals consented contacts: the team’s, an approved application’s, an administrator’s', () => {
    for (const source of ['investor', 'investor application', 'admin edit', 'admin import']) {
      expect(revealRefusal(fresh, { source })).toBeUndefined();
    }
    expect(revealRefusal({ ...fresh, claimed: false }, { source: 'admin edit' })).toBeUndefined();
  });

  it('refuses a contact of unrecorded origin, a lapsed claimed listing and a removed one', () => {
    expect(revealRefusal(fresh, { source: 'unrecorded' })).toBe('not_consented');
    expect(revealRefusal(fresh, {})).toBe('not_consented');
    expect(revealRefusal({ ...fresh, confirmation_lapsed: true }, { source: 'investor' })).toBe(
      'confirmation_lapsed',
    );
    expect(
      revealRefusal({ ...fresh, removed: { by: 'investor', at: '2026-11-01' } }, { source: 'investor' }),
    ).toBe('removed');
  });
});
