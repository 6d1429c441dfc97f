import { describe, expect, it } from 'vitest';
import { dueText, formatIsoDay, isOverdue, reasonText } from './pipeline-format.js';
import { localIsoDay } from './pipeline-hooks.js';

describe('pipeline formatting', () => {
  it('writes a due date, overdue when before today', () => {
    expect(formatIsoDay('2026-12-01', 'en-US')).toBe('Dec 1, 2026');
    expect(formatIsoDay('not a date')).toBe('not a date');
    expect(dueText('2026-12-01', '2026-11-23', 'en-US')).toBe('Due Dec 1, 2026');
    expect(dueText('2026-11-22', '2026-11-23', 'en-US')).toBe('Overdue since Nov 22, 2026');
    expect(dueText('2026-11-23', '2026-11-23', 'en-US')).toBe('Due Nov 23, 2026');
    expect(dueText(null, '2026-11-23')).toBe('');
    expect(isOverdue('2026-11-22', '2026-11-23')).toBe(true);
  });

  it('writes the passed reason with its note', () => {
    expect(reasonText({ passed_reason: 'timing', passed_note: '' })).toBe('Timing');
    expect(reasonText({ passed_reason: 'other', passed_note: 'Fund closing' })).toBe('Other: Fund closing');
    expect(reasonText({ passed_reason: null, passed_note: 'stale' })).toBe('');
  });

  it('takes the browser’s local day, across a month end', () => {
    const now = new Date(2026, 10, 28, 23, 30);
    expect(localIsoDay(0, now)).toBe('2026-11-28');
    expect(localIsoDay(7, now)).toBe('2026-12-05');
  });
});
