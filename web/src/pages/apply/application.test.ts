import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApplicationRequest } from '../../../../shared/schemas.js';
import { canSubmit, EMPTY_APPLICATION, toRequest } from './application.js';
import { addTag, removeTag } from './tags.js';

describe('industry tags (apply-settings-admin.md §5)', () => {
  it('trims, ignores empty entries and duplicates, and removes by value', () => {
    let tags = addTag([], '  Fintech ');
    tags = addTag(tags, '   ');
    tags = addTag(tags, 'Fintech');
    tags = addTag(tags, 'AI');
    expect(tags).toEqual(['Fintech', 'AI']);
    expect(removeTag(tags, 'Fintech')).toEqual(['AI']);
  });

  it('always yields distinct, trimmed, non-empty tags the API accepts', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 25 }), (inputs) => {
        const tags = inputs.reduce<string[]>((acc, raw) => addTag(acc, raw), []);
        expect(new Set(tags).size).toBe(tags.length);
        for (const tag of tags) expect(tag).toBe(tag.trim());
        expect(tags.every((t) => t !== '')).toBe(true);
        const parsed = ApplicationRequest.safeParse({
          name: 'A',
          contact: 'a@example.com',
          funding_industries: tags,
        });
        expect(parsed.success).toBe(true);
      }),
    );
  });
});

describe('the application form', () => {
  it('enables submit only with Full Name and Contact Email, and not while submitting', () => {
    expect(canSubmit({ name: '', contact: '' }, false)).toBe(false);
    expect(canSubmit({ name: 'Ada', contact: '  ' }, false)).toBe(false);
    expect(canSubmit({ name: 'Ada', contact: 'a@example.com' }, false)).toBe(true);
    expect(canSubmit({ name: 'Ada', contact: 'a@example.com' }, true)).toBe(false);
  });

  it('sends location and stage as one-element lists, or empty lists when blank', () => {
    expect(toRequest({ ...EMPTY_APPLICATION, name: 'A', contact: 'a@x.io' })).toMatchObject({
      location: [],
      funding_stage: [],
      funding_type: null,
      company_url: null,
      image_url: null,
    });
    expect(
      toRequest({
        ...EMPTY_APPLICATION,
        location: ' Germany ',
        funding_stage: 'seed',
        funding_type: 'angel',
      }),
    ).toMatchObject({ location: ['Germany'], funding_stage: ['seed'], funding_type: 'angel' });
  });

  it('produces a body the API schema accepts', () => {
    const body = toRequest({
      ...EMPTY_APPLICATION,
      name: 'Ada',
      contact: 'ada@example.com',
      company_url: 'https://fund.example',
      funding_industries: ['AI'],
    });
    expect(ApplicationRequest.safeParse(body).success).toBe(true);
  });
});
