// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dueHref } from '../../home/pipeline-summary.js';
import { updateOf } from './entry-editor.js';

const draft = {
  stage: 'meeting' as const,
  notes: 'n',
  next_step: 'Send deck',
  next_step_due: '2026-12-01',
  passed_reason: null,
  passed_note: '',
};

describe('the entry editor’s request', () => {
  it('sends every field, a cleared date as null, no reason below Passed', () => {
    expect(updateOf(draft)).toEqual({
      body: { stage: 'meeting', notes: 'n', next_step: 'Send deck', next_step_due: '2026-12-01' },
    });
    expect(updateOf({ ...draft, next_step_due: '', passed_reason: 'timing' })).toEqual({
      body: { stage: 'meeting', notes: 'n', next_step: 'Send deck', next_step_due: null },
    });
  });

  it('asks for the reason at Passed, and a note for Other, before sending', () => {
    expect(updateOf({ ...draft, stage: 'passed' })).toMatchObject({ field: 'passed_reason' });
    expect(updateOf({ ...draft, stage: 'passed', passed_reason: 'other', passed_note: ' ' })).toMatchObject({
      field: 'passed_note',
    });
    expect(updateOf({ ...draft, stage: 'passed', passed_reason: 'other', passed_note: 'Closing' })).toEqual({
      body: {
        stage: 'passed',
        notes: 'n',
        next_step: 'Send deck',
        next_step_due: '2026-12-01',
        passed_reason: 'other',
        passed_note: 'Closing',
      },
    });
  });
});

describe('a due step’s link', () => {
  it('opens the investor on Saved Lists, in its list', () => {
    expect(dueHref({ list_id: 'default', investor_id: 'a b' })).toBe('/dashboard/saved?investor=a+b');
    expect(dueHref({ list_id: 'l1', investor_id: 'x' })).toBe('/dashboard/saved?list=l1&investor=x');
  });
});
