import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApplicationRequest } from '../../../../shared/schemas.js';
import { EMPTY_APPLICATION, missingForSubmit, parseUsd, toggleStage, toRequest } from './application.js';
import { APPLICATION_STAGES, canonicalIndustry, INDUSTRIES } from '../../../../shared/vocabulary.js';
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

  it('always yields distinct, trimmed, non-empty tags the API accepts when each names an industry', () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(...INDUSTRIES, ...INDUSTRIES.map((t) => ` ${t.toLowerCase()} `)),
    );
    fc.assert(
      fc.property(fc.array(typed, { maxLength: 25 }), (inputs) => {
        const tags = inputs.reduce<string[]>((acc, raw) => addTag(acc, raw), []);
        expect(new Set(tags).size).toBe(tags.length);
        for (const tag of tags) expect(tag).toBe(tag.trim());
        expect(tags.every((t) => t !== '')).toBe(true);
        const parsed = ApplicationRequest.safeParse({
          name: 'Al',
          contact: 'a@example.com',
          funding_industries: tags,
        });
        // The server stores canonical industries only (issue 23): a tag naming none is refused.
        expect(parsed.success).toBe(tags.every((t) => canonicalIndustry(t) !== null));
      }),
    );
  });
});

describe('the application form', () => {
  it('says what is still missing before it can be submitted', () => {
    expect(missingForSubmit({ name: '', contact: '' })).toEqual(['Full Name', 'Contact Email']);
    expect(missingForSubmit({ name: 'A', contact: 'a@example.com' })).toEqual([
      'Full Name (at least 2 letters)',
    ]);
    expect(missingForSubmit({ name: 'Ada', contact: '  ' })).toEqual(['Contact Email']);
    expect(missingForSubmit({ name: 'Zoë', contact: 'a@example.com' })).toEqual([]);
  });

  it('refuses a one-letter name in the form with the server’s own rule', () => {
    const parsed = ApplicationRequest.safeParse(
      toRequest({ ...EMPTY_APPLICATION, name: 'A', contact: 'a@x.io' }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['name']);
  });

  it('sends location as a one-element list and every chosen stage, in the vocabulary’s order', () => {
    expect(toRequest({ ...EMPTY_APPLICATION, name: 'Al', contact: 'a@x.io' })).toMatchObject({
      location: [],
      funding_stage: [],
      funding_type: null,
      company_url: null,
      image_url: null,
      check_size_min_usd: null,
      check_size_max_usd: null,
    });
    const order = APPLICATION_STAGES.map((s) => s.value);
    let stages = toggleStage([], 'series_a', order);
    stages = toggleStage(stages, 'pre_seed', order);
    stages = toggleStage(stages, 'late_stage', order);
    expect(stages).toEqual(['pre_seed', 'series_a', 'late_stage']);
    expect(toggleStage(stages, 'series_a', order)).toEqual(['pre_seed', 'late_stage']);
    expect(
      toRequest({
        ...EMPTY_APPLICATION,
        location: ' Germany ',
        funding_stage: stages,
        funding_type: 'angel',
      }),
    ).toMatchObject({ location: ['Germany'], funding_stage: stages, funding_type: 'angel' });
  });

  it.each([
    ['50000', 50000],
    ['50,000', 50000],
    ['$50 000', 50000],
    ['50K', 50000],
    ['1.5m', 1500000],
    ['2B', 2e9],
    ['USD 250k', 'USD 250k'],
    ['', null],
    ['lots', 'lots'],
    ['-5', '-5'],
  ])('reads the check size %j as %j', (text, value) => {
    expect(parseUsd(text)).toBe(value);
  });

  it('refuses a check size that is not a number, or a minimum above the maximum, naming the field', () => {
    const lots = ApplicationRequest.safeParse(
      toRequest({ ...EMPTY_APPLICATION, name: 'Ada', contact: 'a@x.io', check_size_min: 'lots' }),
    );
    expect(lots.error?.issues[0]?.path).toEqual(['check_size_min_usd']);
    const swapped = ApplicationRequest.safeParse(
      toRequest({
        ...EMPTY_APPLICATION,
        name: 'Ada',
        contact: 'a@x.io',
        check_size_min: '1M',
        check_size_max: '50K',
      }),
    );
    expect(swapped.error?.issues[0]?.path).toEqual(['check_size_max_usd']);
  });

  it('produces a body the API schema accepts', () => {
    const body = toRequest({
      ...EMPTY_APPLICATION,
      name: 'Ada',
      contact: 'ada@example.com',
      company_url: 'https://fund.example',
      funding_industries: ['AI'],
      funding_stage: ['seed', 'series_a'],
      check_size_min: '50K',
      check_size_max: '$1,000,000',
    });
    expect(ApplicationRequest.safeParse(body).success).toBe(true);
  });
});
