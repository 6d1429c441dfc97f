/**
 * The daily publication of response figures (issue 33 item 4; functions/pitches/figures.ts), run by the
 * `pitch-digest` schedule (once a day; locally `POST /local/schedules/pitch-digest?at=ISO`). For each investor whose
 * figures are due (one Query of the sparse GSI1 partition `PITCHFIGURES`: a new log event made them due, or 30 days
 * passed since the last look): the log of the last 12 months, the candidate figures and basis, and publication only
 * when nothing was published yet or at least 5 counted founders' pitches changed since (`shouldPublish`); either way
 * the next look is in 30 days unless an event comes first. Idempotent: a retried run of the same day publishes the
 * same figures.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PITCH_FIGURES_WINDOW_DAYS } from '../../shared/pitch-schemas.js';
import {
  figuresDue,
  getFiguresState,
  pitchLogSince,
  postponeFigures,
  publishPitchFigures,
} from '../data/pitch/log.js';
import { computeFigures, figuresBasis, shouldPublish } from './figures.js';

const DAY_MS = 86_400_000;
/** Days until figures nobody pitched are looked at again (the 12-month window slides). */
export const FIGURES_RECHECK_DAYS = 30;

export interface PublishDeps {
  client: DynamoDBDocumentClient;
  table: string;
}

/** Publishes the due figures as of `now`. @returns how many investors were due and how many got new figures. */
export async function publishDueFigures(
  deps: PublishDeps,
  now: Date,
): Promise<{ due: number; published: number }> {
  const today = now.toISOString().slice(0, 10);
  const next = new Date(now.getTime() + FIGURES_RECHECK_DAYS * DAY_MS).toISOString().slice(0, 10);
  const since = new Date(now.getTime() - PITCH_FIGURES_WINDOW_DAYS * DAY_MS).toISOString();
  const due = await figuresDue(deps.client, deps.table, today);
  let published = 0;
  for (const investorId of due) {
    const events = await pitchLogSince(deps.client, deps.table, investorId, since);
    const candidate = { figures: computeFigures(events, now), basis: figuresBasis(events, now) };
    const stored = await getFiguresState(deps.client, deps.table, investorId);
    if (shouldPublish(stored, candidate)) {
      await publishPitchFigures(deps.client, deps.table, investorId, candidate, next);
      published += 1;
    } else {
      await postponeFigures(deps.client, deps.table, investorId, next);
    }
  }
  return { due: due.length, published };
}
