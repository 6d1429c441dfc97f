import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-log.js';

describe('changedFields (the Audit log names the fields an update changed)', () => {
  it('lists the fields whose values differ, sorted', () => {
    expect(
      changedFields(
        { name: 'A', location: ['France'], verified: true, city: null },
        { name: 'A', location: ['Germany'], verified: false, website: 'https://a.example' },
      ),
    ).toEqual(['location', 'verified', 'website']);
  });

  it('lists nothing for a create or a delete', () => {
    expect(changedFields(null, { name: 'A' })).toEqual([]);
    expect(changedFields({ name: 'A' }, null)).toEqual([]);
  });

  it('treats an absent field and null alike', () => {
    expect(changedFields({ city: null }, {})).toEqual([]);
  });
});
