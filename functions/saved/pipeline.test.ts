import { describe, expect, it } from 'vitest';
import type { ListInfo } from '../data/lists.js';
import { pipelineFields, type EntrySketch } from '../data/saved.js';
import { dueEntries, isoDayPlus, listSummaries, liveEntries, stageCounts } from './pipeline.js';

const entry = (over: Partial<EntrySketch>): EntrySketch => ({
  investor_id: 'i',
  list_id: 'default',
  stage: 'to_contact',
  next_step: '',
  next_step_due: null,
  ...over,
});
const list = (id: string, name = id): ListInfo => ({
  id,
  name,
  is_default: id === 'default',
  created_at: null,
});

describe('pipeline arithmetic', () => {
  it('counts every stage, zero included', () => {
    expect(stageCounts([entry({ stage: 'meeting' }), entry({ stage: 'meeting' }), entry({})])).toEqual({
      to_contact: 1,
      contacted: 0,
      meeting: 2,
      due_diligence: 0,
      passed: 0,
      committed: 0,
    });
  });

  it('drops entries of lists that no longer exist, and counts per list', () => {
    const entries = [
      entry({ list_id: 'default' }),
      entry({ list_id: 'a', stage: 'committed' }),
      entry({ list_id: 'gone' }),
    ];
    const lists = [list('default'), list('a', 'Seed')];
    const live = liveEntries(entries, lists);
    expect(live).toHaveLength(2);
    const summaries = listSummaries(lists, live);
    expect(summaries.map((l) => [l.id, l.count, l.stages.committed])).toEqual([
      ['default', 1, 0],
      ['a', 1, 1],
    ]);
  });

  it('lists next steps due by a date, overdue first, Passed and undated left out', () => {
    const due = dueEntries(
      [
        entry({ investor_id: 'later', next_step_due: '2026-12-01' }),
        entry({ investor_id: 'edge', next_step_due: '2026-11-30' }),
        entry({ investor_id: 'overdue', next_step_due: '2026-10-01' }),
        entry({ investor_id: 'passed', stage: 'passed', next_step_due: '2026-11-01' }),
        entry({ investor_id: 'none' }),
      ],
      '2026-11-30',
    );
    expect(due.map((e) => e.investor_id)).toEqual(['overdue', 'edge']);
  });

  it('adds days in UTC across month and year ends', () => {
    expect(isoDayPlus(new Date('2026-12-28T23:59:00Z'), 7)).toBe('2027-01-04');
    expect(isoDayPlus(new Date('2028-02-26T00:00:00Z'), 3)).toBe('2028-02-29');
  });
});

describe('pipelineFields (read-time default, ADR 0017)', () => {
  it('reads an item saved before issue 15 as To contact with empty fields', () => {
    expect(
      pipelineFields({ pk: 'USER#a', sk: 'SAVED#x', saved_at: '2026-01-01T00:00:00.000Z' }, 'default'),
    ).toEqual({
      list_id: 'default',
      stage: 'to_contact',
      notes: '',
      next_step: '',
      next_step_due: null,
      passed_reason: null,
      passed_note: '',
      updated_at: null,
    });
  });

  it('keeps stored values and ignores unknown stages or reasons', () => {
    const fields = pipelineFields(
      { stage: 'won', passed_reason: 'bored', notes: 'n', next_step_due: '2026-12-01' },
      'l1',
    );
    expect(fields).toMatchObject({
      list_id: 'l1',
      stage: 'to_contact',
      passed_reason: null,
      notes: 'n',
      next_step_due: '2026-12-01',
    });
  });
});
