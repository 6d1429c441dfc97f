import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../../shared/schemas.js';
import { currentPeriodActivity } from './activity.js';

const entry = (at: string): Activity => ({
  kind: 'reveal',
  cost: 1,
  subject_id: 'i1',
  subject_label: 'Acme Ventures',
  at,
  request_id: at,
});

describe('currentPeriodActivity', () => {
  it('keeps only the entries of the current period, so a new period reads "No actions used yet"', () => {
    const items = [entry('2026-11-02T10:00:00.000Z'), entry('2026-10-30T09:00:00.000Z')];
    expect(currentPeriodActivity(items, '2026-11-01T00:00:00.000Z').map((i) => i.at)).toEqual([
      '2026-11-02T10:00:00.000Z',
    ]);
    expect(currentPeriodActivity(items, '2026-12-01T00:00:00.000Z')).toEqual([]);
  });

  it('counts an entry made at the very start of the period', () => {
    expect(
      currentPeriodActivity([entry('2026-11-01T00:00:00.000Z')], '2026-11-01T00:00:00.000Z'),
    ).toHaveLength(1);
  });
});
