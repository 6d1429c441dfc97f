import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProfileUpdate } from '../../../../shared/schemas.js';
import { changedFields, PROFILE_FIELDS, validateProfile, type ProfileValues } from './validation.js';

const empty: ProfileValues = { first_name: '', last_name: '', company: '', phone: '', bio: '' };

describe('validateProfile', () => {
  it.each([
    [{ first_name: 'x'.repeat(51) }, 'first_name'],
    [{ company: 'Acme\nInc' }, 'company'],
    [{ phone: 'call me' }, 'phone'],
    [{ bio: 'y'.repeat(1001) }, 'bio'],
  ])('flags %j on %s', (change, field) => {
    expect(Object.keys(validateProfile({ ...empty, ...change }))).toEqual([field]);
  });

  it('accepts cleared fields, a formatted phone and a multi-line bio', () => {
    expect(validateProfile({ ...empty, phone: '(415) 555-0100', bio: 'Line 1\nLine 2' })).toEqual({});
  });

  it('agrees with the API schema on any input (the server stays the authority)', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.stringMatching(/^\+?[0-9 ()-]{0,34}$/),
      fc.string({ minLength: 990, maxLength: 1010 }),
    );
    fc.assert(
      fc.property(fc.record(Object.fromEntries(PROFILE_FIELDS.map((f) => [f, value])) as never), (values) => {
        const client = Object.keys(validateProfile(values as ProfileValues)).length === 0;
        const server = ProfileUpdate.safeParse(values).success;
        expect(client).toBe(server);
      }),
      { numRuns: 300 },
    );
  });
});

describe('changedFields', () => {
  it('sends only trimmed values that differ from the saved profile', () => {
    expect(
      changedFields({ ...empty, first_name: ' Ada ', bio: '' }, { ...empty, first_name: 'Grace' }),
    ).toEqual({
      first_name: 'Ada',
    });
  });
});
