import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../../shared/schemas.js';
import { activityRows } from './activity.js';

const entry = (at: string): Activity => ({
  kind: 'reveal',
  cost: 1,
  subject_id: 'i1',
  subject_label: 'Acme Ventures',
  at,
  request_id: at,
});

describe('activityRows (issue 38: the ledger across periods)', () => {
  it('keeps the entries of earlier periods, marked, so an upgrade does not hide what was spent on Free', () => {
    const items = [entry('2026-11-02T10:00:00.000Z'), entry('2026-10-30T09:00:00.000Z')];
    expect(activityRows(items, '2026-11-01T00:00:00.000Z').map((i) => [i.at, i.earlier])).toEqual([
      ['2026-11-02T10:00:00.000Z', false],
      ['2026-10-30T09:00:00.000Z', true],
    ]);
    expect(activityRows(items, '2026-12-01T00:00:00.000Z').every((i) => i.earlier)).toBe(true);
  });

  it('counts an entry made at the very start of the period as of this period', () => {
    expect(activityRows([entry('2026-11-01T00:00:00.000Z')], '2026-11-01T00:00:00.000Z')[0]!.earlier).toBe(
      false,
    );
  });
});
