/**
 * Response figures (issue 20 item 4): property tests over random pitch event logs that (1) below 5 different
 * founders in the window nothing is shown, and (2) the figures equal a brute-force computation written
 * independently here (sorting whole lists, counting by filter), plus worked examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PITCH_PASS_REASONS, type PitchPassReason } from '../../shared/pitch-schemas.js';
import type { PitchLogEvent } from '../data/pitch/log.js';
import { computeFigures, median } from './figures.js';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A random log: pitches sent by up to 8 founders over the last ~15 months, some answered (once or twice). */
const logs = fc
  .array(
    fc.record({
      founder: fc.integer({ min: 0, max: 7 }),
      sentDaysAgo: fc.integer({ min: 0, max: 450 }),
      answers: fc.array(
        fc.record({
          afterDays: fc.integer({ min: 0, max: 60 }),
          reason: fc.option(fc.constantFrom(...PITCH_PASS_REASONS), { nil: null }),
        }),
        { maxLength: 2 },
      ),
    }),
    { maxLength: 40 },
  )
  .map((pitches) => {
    const events: PitchLogEvent[] = [];
    pitches.forEach((p, i) => {
      const sent = NOW.getTime() - p.sentDaysAgo * DAY;
      events.push({ kind: 'sent', pitch_id: `p${i}`, founder: `f${p.founder}`, at: iso(sent) });
      for (const a of p.answers) {
        events.push({
          kind: 'answered',
          pitch_id: `p${i}`,
          founder: `f${p.founder}`,
          at: iso(Math.min(sent + a.afterDays * DAY, NOW.getTime())),
          reason: a.reason,
        });
      }
    });
    return events;
  });

const rank = (e: PitchLogEvent) =>
  e.kind === 'answered' && e.reason ? PITCH_PASS_REASONS.indexOf(e.reason) : PITCH_PASS_REASONS.length;

/** The figures computed the slow, obvious way. */
function bruteForce(events: readonly PitchLogEvent[]) {
  const inWindow = events.filter(
    (e) =>
      e.kind === 'sent' && Date.parse(e.at) >= NOW.getTime() - 365 * DAY && Date.parse(e.at) <= NOW.getTime(),
  );
  const founders = [...new Set(inWindow.map((e) => e.founder))];
  if (founders.length < 5) return null;
  const firstAnswers = inWindow.flatMap((s) => {
    const answers = events
      .filter((e) => e.kind === 'answered' && e.pitch_id === s.pitch_id)
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || rank(a) - rank(b));
    return answers.length
      ? [{ sent: s, answer: answers[0] as Extract<PitchLogEvent, { kind: 'answered' }> }]
      : [];
  });
  const days = firstAnswers
    .map((f) => (Date.parse(f.answer.at) - Date.parse(f.sent.at)) / DAY)
    .sort((a, b) => a - b);
  let med: number | null = null;
  if (days.length) {
    const n = days.length;
    med = n % 2 ? days[(n - 1) / 2]! : (days[n / 2 - 1]! + days[n / 2]!) / 2;
    med = Math.round(med * 10) / 10;
  }
  const reasons = PITCH_PASS_REASONS.map((reason) => ({
    reason,
    count: firstAnswers.filter((f) => f.answer.reason === reason).length,
  }))
    .filter((r) => r.count > 0)
    .sort(
      (a, b) =>
        b.count - a.count || PITCH_PASS_REASONS.indexOf(a.reason) - PITCH_PASS_REASONS.indexOf(b.reason),
    )
    .slice(0, 3);
  return {
    founders: founders.length,
    pitches: inWindow.length,
    response_rate: Math.round((firstAnswers.length / inWindow.length) * 100) / 100,
    median_days_to_answer: med,
    top_pass_reasons: reasons,
    computed_at: NOW.toISOString(),
  };
}

describe('computeFigures', () => {
  it('shows nothing while fewer than 5 different founders pitched in the last 12 months', () => {
    fc.assert(
      fc.property(logs, (events) => {
        const founders = new Set(
          events
            .filter((e) => e.kind === 'sent' && Date.parse(e.at) >= NOW.getTime() - 365 * DAY)
            .map((e) => e.founder),
        );
        const figures = computeFigures(events, NOW);
        if (founders.size < 5) expect(figures).toBeNull();
        else expect(figures?.founders).toBe(founders.size);
      }),
      { numRuns: 300 },
    );
  });

  it('equals a brute-force computation over random event logs', () => {
    fc.assert(
      fc.property(logs, (events) => {
        expect(computeFigures(events, NOW)).toEqual(bruteForce(events));
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of the log', () => {
    fc.assert(
      fc.property(logs, fc.infiniteStream(fc.nat()), (events, seeds) => {
        const shuffled = [...events].sort(() => (seeds.next().value % 3) - 1);
        expect(computeFigures(shuffled, NOW)).toEqual(computeFigures(events, NOW));
      }),
      { numRuns: 100 },
    );
  });

  it('worked example: 5 founders, 4 answered after 1, 2, 3 and 10 days, 3 passed on traction', () => {
    const events: PitchLogEvent[] = [];
    const answerAfter = [1, 2, 3, 10, null];
    const reasons: (PitchPassReason | null)[] = ['traction', 'traction', null, 'traction', null];
    for (let i = 0; i < 5; i++) {
      const sent = NOW.getTime() - 30 * DAY;
      events.push({ kind: 'sent', pitch_id: `p${i}`, founder: `f${i}`, at: iso(sent) });
      const after = answerAfter[i];
      if (after !== null && after !== undefined) {
        events.push({
          kind: 'answered',
          pitch_id: `p${i}`,
          founder: `f${i}`,
          at: iso(sent + after * DAY),
          reason: reasons[i]!,
        });
      }
    }
    expect(computeFigures(events, NOW)).toEqual({
      founders: 5,
      pitches: 5,
      response_rate: 0.8,
      median_days_to_answer: 2.5,
      top_pass_reasons: [{ reason: 'traction', count: 3 }],
      computed_at: NOW.toISOString(),
    });
    // One founder fewer (their pitch older than 12 months): nothing at all
    events[0] = { ...events[0]!, at: iso(NOW.getTime() - 400 * DAY) } as PitchLogEvent;
    expect(computeFigures(events, NOW)).toBeNull();
  });

  it('median: the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
