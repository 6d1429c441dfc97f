/**
 * Response figures (issue 20 item 4, issue 33 item 4): property tests over random pitch event logs, and the
 * differencing attack of issue 33 as worked examples:
 * - below 5 counted founders nothing is shown; founders who do not count (null key) change nothing;
 * - the rate is a multiple of 0.1, the median whole days, a shown reason has at least 5 founders behind it;
 * - one answer changes one founder's basis, so the daily job does not publish it (`shouldPublish`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PITCH_PASS_REASONS } from '../../shared/pitch-schemas.js';
import type { PitchLogEvent } from '../data/pitch/log.js';
import { countedFounderKey } from './counted-founder.js';
import { changedFounders, computeFigures, figuresBasis, median, shouldPublish } from './figures.js';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A random log: pitches by up to 8 founders (founder 7 does not count) over ~15 months, some answered. */
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
      const founder_key = p.founder === 7 ? null : `k${p.founder}`;
      events.push({ kind: 'sent', pitch_id: `p${i}`, founder: `f${p.founder}`, founder_key, at: iso(sent) });
      for (const a of p.answers) {
        const at = iso(Math.min(sent + a.afterDays * DAY, NOW.getTime()));
        events.push({
          kind: 'answered',
          pitch_id: `p${i}`,
          founder: `f${p.founder}`,
          founder_key,
          at,
          reason: a.reason,
        });
      }
    });
    return events;
  });

const counted = (events: readonly PitchLogEvent[]) =>
  new Set(
    events
      .filter((e) => e.kind === 'sent' && e.founder_key && Date.parse(e.at) >= NOW.getTime() - 365 * DAY)
      .map((e) => e.founder_key),
  ).size;

describe('computeFigures', () => {
  it('shows nothing below 5 counted founders, and coarse values above', () => {
    fc.assert(
      fc.property(logs, (events) => {
        const figures = computeFigures(events, NOW);
        if (counted(events) < 5) return figures === null;
        if (!figures) return false;
        const tenths = Math.round(figures.response_rate * 10);
        return (
          Math.abs(figures.response_rate * 10 - tenths) < 1e-9 &&
          (figures.median_days_to_answer === null || Number.isInteger(figures.median_days_to_answer)) &&
          figures.top_pass_reasons.length <= 3 &&
          figures.published_on === '2026-11-26'
        );
      }),
      { seed: 33, numRuns: 200 },
    );
  });

  it('a founder who does not count changes nothing', () => {
    fc.assert(
      fc.property(logs, (events) => {
        const without = events.filter((e) => e.founder_key !== null);
        return JSON.stringify(computeFigures(events, NOW)) === JSON.stringify(computeFigures(without, NOW));
      }),
      { seed: 34, numRuns: 200 },
    );
  });

  it('shows a pass reason only when at least 5 counted founders got it', () => {
    const events: PitchLogEvent[] = [];
    for (let f = 0; f < 6; f++) {
      const reason = f < 5 ? 'traction' : 'stage';
      const at = iso(NOW.getTime() - (10 + f) * DAY);
      events.push({ kind: 'sent', pitch_id: `p${f}`, founder: `f${f}`, founder_key: `k${f}`, at });
      events.push({
        kind: 'answered',
        pitch_id: `p${f}`,
        founder: `f${f}`,
        founder_key: `k${f}`,
        at,
        reason,
      });
    }
    expect(computeFigures(events, NOW)).toEqual({
      response_rate: 1,
      median_days_to_answer: 0,
      top_pass_reasons: [{ reason: 'traction' }],
      published_on: '2026-11-26',
    });
  });

  it('median of an even count is the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('the differencing attack of issue 33', () => {
  const sent = (id: string, key: string | null, daysAgo: number): PitchLogEvent => ({
    kind: 'sent',
    pitch_id: id,
    founder: id,
    founder_key: key,
    at: iso(NOW.getTime() - daysAgo * DAY),
  });

  it('four free accounts at personal addresses and one real founder show nothing', () => {
    const keys = [1, 2, 3, 4].map((n) =>
      countedFounderKey({ email: `attacker+${n}@gmail.com`, sub: `s${n}`, tier: 'free' }),
    );
    expect(keys).toEqual([null, null, null, null]);
    const real = countedFounderKey({ email: 'ceo@realstartup.io', sub: 'r', tier: 'free' });
    expect(real).not.toBeNull();
    // Four accounts at one domain are one founder; a paying account counts by itself
    expect(countedFounderKey({ email: 'a@realstartup.io', sub: 'x', tier: 'free' })).toBe(real);
    expect(countedFounderKey({ email: 'x@gmail.com', sub: 'p', tier: 'starter' })).not.toBeNull();
    const events = [...keys.map((k, i) => sent(`s${i}`, k, 3)), sent('real', real, 2)];
    expect(computeFigures(events, NOW)).toBeNull();
  });

  it('one answer between two daily runs is not published; five founders’ changes are', () => {
    const base = [0, 1, 2, 3, 4, 5].map((f) => sent(`p${f}`, `k${f}`, 20));
    const published = { figures: computeFigures(base, NOW), basis: figuresBasis(base, NOW) };
    expect(published.figures).not.toBeNull();
    const answer = (f: number): PitchLogEvent => ({
      kind: 'answered',
      pitch_id: `p${f}`,
      founder: `p${f}`,
      founder_key: `k${f}`,
      at: iso(NOW.getTime() - DAY),
      reason: 'traction',
    });
    const one = [...base, answer(5)];
    expect(changedFounders(published.basis, figuresBasis(one, NOW))).toBe(1);
    expect(
      shouldPublish(published, { figures: computeFigures(one, NOW), basis: figuresBasis(one, NOW) }),
    ).toBe(false);
    const five = [...base, ...[1, 2, 3, 4, 5].map(answer)];
    expect(
      shouldPublish(published, { figures: computeFigures(five, NOW), basis: figuresBasis(five, NOW) }),
    ).toBe(true);
    // Nothing published yet: the first figures go out as soon as there are any
    expect(shouldPublish(null, published)).toBe(true);
    expect(shouldPublish(null, { figures: null, basis: {} })).toBe(false);
  });
});
