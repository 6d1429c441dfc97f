/**
 * Response figures of an investor (issue 20 item 4; docs/decisions/0049-pitches.md), a pure function of its pitch
 * event log, computed by the `pitch-events` consumer on each event (never by scanning pitches at read time):
 * - the window: pitches SENT in the last PITCH_FIGURES_WINDOW_DAYS (365) days before `now`;
 * - k-anonymity: `null` unless at least PITCH_FIGURES_MIN_FOUNDERS (5) different founders sent those pitches, so no
 *   single founder's pitch can be told from the figures; never partial figures;
 * - `response_rate`: pitches with an answer / pitches, rounded to 2 decimals;
 * - `median_days_to_answer`: the median over answered pitches of (first answer - sent) in days, 1 decimal; null when
 *   none was answered;
 * - `top_pass_reasons`: the 3 most frequent reasons of the first answers that passed with a reason, most frequent
 *   first, ties in the fixed list's order.
 * An answer event without its sent event in the window (sent earlier) is ignored; the first answer of a pitch counts
 * (the result does not depend on the log's order).
 */
import type { PitchLogEvent } from '../data/pitch/log.js';
import {
  PITCH_FIGURES_MIN_FOUNDERS,
  PITCH_FIGURES_WINDOW_DAYS,
  PITCH_PASS_REASONS,
  type PitchFigures,
  type PitchPassReason,
} from '../../shared/pitch-schemas.js';

/** One entry of an investor's pitch log. `at`: ISO 8601 UTC. */
const DAY_MS = 86_400_000;
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Ties of two answers at the same instant (not made by the API, which answers once) go to the fixed list's order. */
const reasonRank = (reason: PitchPassReason | null) =>
  reason === null ? PITCH_PASS_REASONS.length : PITCH_PASS_REASONS.indexOf(reason);

/** The median of `values` (non-empty): the middle one, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures of `events` at `now`, or null below the k-anonymity threshold (see the module comment). */
export function computeFigures(events: readonly PitchLogEvent[], now: Date): PitchFigures | null {
  const since = now.getTime() - PITCH_FIGURES_WINDOW_DAYS * DAY_MS;
  const sent = new Map<string, { founder: string; at: number }>();
  for (const e of events) {
    const at = Date.parse(e.at);
    if (e.kind === 'sent' && at >= since && at <= now.getTime())
      sent.set(e.pitch_id, { founder: e.founder, at });
  }
  const founders = new Set([...sent.values()].map((s) => s.founder)).size;
  if (founders < PITCH_FIGURES_MIN_FOUNDERS) return null;
  const first = new Map<string, { at: number; reason: PitchPassReason | null }>();
  for (const e of events) {
    if (e.kind !== 'answered' || !sent.has(e.pitch_id)) continue;
    const at = Date.parse(e.at);
    const known = first.get(e.pitch_id);
    const earlier =
      !known || at < known.at || (at === known.at && reasonRank(e.reason) < reasonRank(known.reason));
    if (earlier) first.set(e.pitch_id, { at, reason: e.reason });
  }
  const days = [...first.entries()].map(([id, a]) => (a.at - sent.get(id)!.at) / DAY_MS);
  const counts = new Map<PitchPassReason, number>();
  for (const a of first.values()) if (a.reason) counts.set(a.reason, (counts.get(a.reason) ?? 0) + 1);
  const top = [...counts.entries()]
    .sort(([ra, a], [rb, b]) => b - a || PITCH_PASS_REASONS.indexOf(ra) - PITCH_PASS_REASONS.indexOf(rb))
    .slice(0, 3)
    .map(([reason, count]) => ({ reason, count }));
  return {
    founders,
    pitches: sent.size,
    response_rate: round(first.size / sent.size, 2),
    median_days_to_answer: days.length ? round(median(days), 1) : null,
    top_pass_reasons: top,
    computed_at: now.toISOString(),
  };
}
