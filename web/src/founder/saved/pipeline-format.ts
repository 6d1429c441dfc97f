/**
 * Pure formatting of pipeline fields for the board, the table, the phone cards and Dashboard home (issue 15).
 */
import {
  PASSED_REASON_LABELS,
  type PipelineEntry,
  type PipelineFields,
} from '../../../../shared/pipeline-schemas.js';
import { pipelineStrings as ps } from './pipeline-strings.js';
import { formatDate } from '../../common/format.js';

/** A YYYY-MM-DD date as `locale` (default the app's, common/format.ts) writes it ('Dec 1, 2026'); the raw text if it is not one. */
export function formatIsoDay(day: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatDate(date, { year: 'numeric', month: 'short', day: 'numeric' }, locale);
}

/** True when `due` (YYYY-MM-DD) is before `today` (YYYY-MM-DD). */
export const isOverdue = (due: string, today: string): boolean => due < today;

/** 'Due Dec 1, 2026' or 'Overdue since Nov 20, 2026'; '' without a due date. */
export function dueText(due: string | null, today: string, locale?: string): string {
  if (!due) return '';
  const day = formatIsoDay(due, locale);
  return isOverdue(due, today) ? ps.overdue(day) : ps.due(day);
}

/** 'Timing', 'Other: fund is closing'; '' when there is no reason. */
export function reasonText(fields: Pick<PipelineFields, 'passed_reason' | 'passed_note'>): string {
  if (!fields.passed_reason) return '';
  const label = PASSED_REASON_LABELS[fields.passed_reason];
  return fields.passed_note ? `${label}: ${fields.passed_note}` : label;
}

/**
 * Why a saved investor is no longer in the catalogue (issue 22 Low, issue 19 item 3): 'Removed from the catalogue'
 * (an administrator removed it), 'Removed at the investor’s request' (its team hid it), '' while it is listed.
 * A removed entry keeps its name, notes and revealed contact, and offers no View profile (its profile is a 404).
 */
export function removalText(entry: Pick<PipelineEntry, 'removed'>): string {
  if (!entry.removed) return '';
  return entry.removed.by === 'admin' ? ps.removed.admin : ps.removed.investor;
}

/** True when the entry's profile can be opened (it is still in the catalogue). */
export const canOpenProfile = (entry: Pick<PipelineEntry, 'removed'>): boolean => !entry.removed;
