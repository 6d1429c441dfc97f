/**
 * Response figures of an investor (issue 20 item 4, made differencing-proof by issue 33 item 4;
 * docs/decisions/0049-pitches.md, docs/decisions/0058-verified-identity-and-anonymous-figures.md), pure functions of
 * its pitch event log. One person with four founder accounts and one real founder reached the 5-founder threshold
 * and read the real founder's pass reason; figures recomputed on each event with `computed_at` let two readings
 * expose one answer. Now:
 *
 * - **Who counts** (`founder_key` of each log entry, `countedFounderKey`): a founder counts through the registrable
 *   domain of their verified sign-in email when it names an organisation (not free-mail or disposable, not a
 *   university's or a large organisation's: one domain is one founder however many accounts it has), else through
 *   a paying account (a plan bought with a card); a free account at a personal address does not count at all.
 *   Neither can be made at will: a domain or a subscription costs money. Pitches of founders who do not count
 *   are left out of every figure.
 * - **k-anonymity**: nothing below PITCH_FIGURES_MIN_FOUNDERS (5) counted founders in the window (12 months).
 * - **Coarse values**: `response_rate` rounded to 10 points (0.1); the median days to a first answer to whole days; a
 *   pass reason is shown only when at least 5 counted founders got it (top 3 of those, by count, no counts shown).
 * - **Published, not live**: the daily job (`pitch-digest`, functions/pitches/publish-figures.ts) publishes figures
 *   dated by day (`published_on`), and only when the founders whose pitches changed since the last publication (a
 *   new pitch, an answer, a pitch leaving the window) number at least 5 (`shouldPublish`, over the `basis`: one
 *   digest per counted founder). So two readings never differ by one founder's answer.
 */
import { createHash } from 'node:crypto';
import type { PitchLogEvent } from '../data/pitch/log.js';
import {
  PITCH_FIGURES_MIN_FOUNDERS,
  PITCH_FIGURES_WINDOW_DAYS,
  PITCH_PASS_REASONS,
  type PitchFigures,
  type PitchPassReason,
} from '../../shared/pitch-schemas.js';

const DAY_MS = 86_400_000;

/** Ties of two answers at the same instant (not made by the API, which answers once) go to the fixed list's order. */
const reasonRank = (reason: PitchPassReason | null) =>
  reason === null ? PITCH_PASS_REASONS.length : PITCH_PASS_REASONS.indexOf(reason);

/** The median of `values` (non-empty): the middle one, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A counted founder's opaque key (SHA-256 of `domain:{d}` or `paid:{sub}`, 16 hex): never the domain or the sub. */
export function founderKey(kind: 'domain' | 'paid', value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex').slice(0, 16);
}

/** The in-window state of the log: each counted pitch with its founder, send time and first answer. */
function windowOf(events: readonly PitchLogEvent[], now: Date) {
  const since = now.getTime() - PITCH_FIGURES_WINDOW_DAYS * DAY_MS;
  const sent = new Map<string, { key: string; at: number }>();
  for (const e of events) {
    const at = Date.parse(e.at);
    if (e.kind === 'sent' && e.founder_key && at >= since && at <= now.getTime())
      sent.set(e.pitch_id, { key: e.founder_key, at });
  }
  const first = new Map<string, { at: number; reason: PitchPassReason | null }>();
  for (const e of events) {
    if (e.kind !== 'answered' || !sent.has(e.pitch_id) || Date.parse(e.at) > now.getTime()) continue;
    const at = Date.parse(e.at);
    const known = first.get(e.pitch_id);
    const earlier =
      !known || at < known.at || (at === known.at && reasonRank(e.reason) < reasonRank(known.reason));
    if (earlier) first.set(e.pitch_id, { at, reason: e.reason });
  }
  return { sent, first };
}

/**
 * The figures of `events` as of `now` (published on `now`'s UTC day), or null below the threshold. Pure; the log's
 * order does not matter.
 */
export function computeFigures(events: readonly PitchLogEvent[], now: Date): PitchFigures | null {
  const { sent, first } = windowOf(events, now);
  const founders = new Set([...sent.values()].map((s) => s.key));
  if (founders.size < PITCH_FIGURES_MIN_FOUNDERS) return null;
  const days = [...first.entries()].map(([id, a]) => (a.at - sent.get(id)!.at) / DAY_MS);
  const behind = new Map<PitchPassReason, Set<string>>();
  for (const [id, a] of first) {
    if (!a.reason) continue;
    const set = behind.get(a.reason) ?? new Set<string>();
    set.add(sent.get(id)!.key);
    behind.set(a.reason, set);
  }
  const top = [...behind.entries()]
    .filter(([, keys]) => keys.size >= PITCH_FIGURES_MIN_FOUNDERS)
    .sort(
      ([ra, a], [rb, b]) =>
        b.size - a.size || PITCH_PASS_REASONS.indexOf(ra) - PITCH_PASS_REASONS.indexOf(rb),
    )
    .slice(0, 3)
    .map(([reason]) => ({ reason }));
  return {
    response_rate: Math.round((first.size / sent.size) * 10) / 10,
    median_days_to_answer: days.length ? Math.round(median(days)) : null,
    top_pass_reasons: top,
    published_on: now.toISOString().slice(0, 10),
  };
}

/** The publication basis: per counted founder, a digest of their in-window pitches and first answers. */
export function figuresBasis(events: readonly PitchLogEvent[], now: Date): Record<string, string> {
  const { sent, first } = windowOf(events, now);
  const byFounder = new Map<string, string[]>();
  for (const [id, s] of sent) {
    const answer = first.get(id);
    const state = `${id}:${answer ? `${answer.reason ?? 'answered'}` : 'open'}`;
    byFounder.set(s.key, [...(byFounder.get(s.key) ?? []), state]);
  }
  return Object.fromEntries(
    [...byFounder].map(([key, states]) => [
      key,
      createHash('sha256').update(states.sort().join('|')).digest('hex').slice(0, 12),
    ]),
  );
}

/** How many counted founders' pitches differ between two bases (added, gone or changed). */
export function changedFounders(before: Record<string, string>, after: Record<string, string>): number {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]).length;
}

/**
 * Whether the daily job publishes the candidate figures: when nothing was published yet and there are figures to
 * publish, or when at least PITCH_FIGURES_MIN_FOUNDERS counted founders' pitches changed since the publication.
 */
export function shouldPublish(
  published: { basis: Record<string, string> } | null,
  candidate: { figures: PitchFigures | null; basis: Record<string, string> },
): boolean {
  if (!published) return candidate.figures !== null;
  return changedFounders(published.basis, candidate.basis) >= PITCH_FIGURES_MIN_FOUNDERS;
}
