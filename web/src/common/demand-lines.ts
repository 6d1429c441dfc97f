/**
 * The founders' demand for a listing in words (issue 37 item 2), for its investors: the public listing page and the
 * portal's claim search. The API sends each figure only from 5 founders on, rounded down (shared/demand-schemas.ts
 * `publicDemand`), so a figure reads as "at least": '10+ founders asked for you this month', 'Saved by 5+ founders'.
 * Nothing below the threshold: no line at all, never a zero. Pure.
 */
import type { DemandFigures } from '../../../shared/demand-schemas.js';
import { formatCount } from './format.js';

export const demandWords = {
  asked: (n: number) => `${formatCount(n)}+ founders asked for you this month`,
  saved: (n: number) => `Saved by ${formatCount(n)}+ founders`,
  rule: 'Shown from 5 founders on, rounded down; never who.',
} as const;

/** The lines of `figures` (none when both are below the threshold or absent). */
export function demandLines(figures: DemandFigures | null | undefined): string[] {
  if (!figures) return [];
  return [
    ...(figures.asked_this_month !== null ? [demandWords.asked(figures.asked_this_month)] : []),
    ...(figures.saved_by !== null ? [demandWords.saved(figures.saved_by)] : []),
  ];
}
