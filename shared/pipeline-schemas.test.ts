import { describe, expect, it } from 'vitest';
import { EntryTransfer, ListNameRequest, passedReasonText, PipelineUpdate } from './pipeline-schemas.js';

const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.path.join('.');

describe('PipelineUpdate', () => {
  it('accepts any subset of the fields, cleaned', () => {
    const parsed = PipelineUpdate.parse({
      stage: 'meeting',
      notes: '  Cafe\u0301\nsecond line ',
      next_step_due: '2028-02-29',
    });
    expect(parsed).toEqual({ stage: 'meeting', notes: 'Café\nsecond line', next_step_due: '2028-02-29' });
    expect(PipelineUpdate.parse({})).toEqual({});
    expect(PipelineUpdate.parse({ next_step_due: null })).toEqual({ next_step_due: null });
  });

  it.each([
    [{ stage: 'passed' }, 'passed_reason'],
    [{ stage: 'passed', passed_reason: 'other' }, 'passed_note'],
    [{ stage: 'passed', passed_reason: 'other', passed_note: '   ' }, 'passed_note'],
    [{ stage: 'contacted', passed_reason: 'timing' }, 'passed_reason'],
    [{ passed_note: 'x' }, 'passed_note'],
    [{ next_step_due: '2026-02-29' }, 'next_step_due'],
    [{ next_step_due: '2026-13-01' }, 'next_step_due'],
    [{ next_step: 'two\nlines' }, 'next_step'],
    [{ notes: 'x'.repeat(2001) }, 'notes'],
    [{ notes: 'bidi \u202E' }, 'notes'],
    [{ stage: 'won' }, 'stage'],
    [{ extra: 1 }, ''],
  ])('refuses %j naming %s', (body, field) => {
    const result = PipelineUpdate.safeParse(body);
    expect(result.success).toBe(false);
    if (field) expect(fieldOf(result)).toBe(field);
  });
});

describe('EntryTransfer and list names', () => {
  it('defaults `from` to the default list and refuses the same list', () => {
    expect(EntryTransfer.parse({ to: 'abc' })).toEqual({ from: 'default', to: 'abc' });
    expect(fieldOf(EntryTransfer.safeParse({ to: 'default' }))).toBe('to');
    expect(fieldOf(EntryTransfer.safeParse({ to: 'a#b' }))).toBe('to');
  });

  it('needs a name of at most 60 characters', () => {
    expect(ListNameRequest.parse({ name: '  Seed round ' })).toEqual({ name: 'Seed round' });
    expect(fieldOf(ListNameRequest.safeParse({ name: '' }))).toBe('name');
    expect(fieldOf(ListNameRequest.safeParse({ name: 'x'.repeat(61) }))).toBe('name');
  });

  it('writes a passed reason for the CSV', () => {
    expect(passedReasonText('no_response', '')).toBe('No response');
    expect(passedReasonText('other', 'Fund closing')).toBe('Other: Fund closing');
    expect(passedReasonText(null, '')).toBe('');
  });
});
