/** A Saved Lists timeline entry for the pitch components' tests: 'saved' on 2026-11-20, `overrides` replace fields. */
import type { TimelineEntry } from '../../../../shared/pitch-schemas.js';

export function testTimelineEntry(overrides: Partial<TimelineEntry> = {}): TimelineEntry {
  return {
    at: '2026-11-20T10:00:00.000Z',
    kind: 'saved',
    pitch_id: null,
    subject: null,
    answer: null,
    reason: null,
    investor_email: null,
    from: null,
    to: null,
    ...overrides,
  };
}
