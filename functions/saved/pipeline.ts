/**
 * Pure pipeline arithmetic (issue 15; docs/decisions/0017-fundraising-pipeline.md): entries per stage, the list
 * selector's counts, and the next steps due by a date. Inputs are the sketches of functions/data/saved.ts
 * `loadAllEntries` and the lists of functions/data/lists.ts `loadLists`; entries of lists that no longer exist
 * are left out everywhere.
 */
import { emptyStageCounts, type ListSummary, type StageCounts } from '../../shared/pipeline-schemas.js';
import type { ListInfo } from '../data/lists.js';
import type { EntrySketch } from '../data/saved.js';

/** Entries per stage (every stage present, 0 when none). */
export function stageCounts(entries: readonly Pick<EntrySketch, 'stage'>[]): StageCounts {
  const counts = emptyStageCounts();
  for (const entry of entries) counts[entry.stage] += 1;
  return counts;
}

/** The entries that belong to one of `lists` (an entry of a deleted list is dropped). */
export function liveEntries(entries: readonly EntrySketch[], lists: readonly ListInfo[]): EntrySketch[] {
  const ids = new Set(lists.map((l) => l.id));
  return entries.filter((e) => ids.has(e.list_id));
}

/** Each list with its entry count and counts per stage, in the order of `lists`. */
export function listSummaries(lists: readonly ListInfo[], entries: readonly EntrySketch[]): ListSummary[] {
  return lists.map((list) => {
    const own = entries.filter((e) => e.list_id === list.id);
    return { ...list, count: own.length, stages: stageCounts(own) };
  });
}

/**
 * Entries with a next step due on or before `until` (YYYY-MM-DD; overdue ones included), oldest due date first,
 * then by investor id. Entries at Passed are closed and left out.
 */
export function dueEntries(entries: readonly EntrySketch[], until: string): EntrySketch[] {
  return entries
    .filter((e): e is EntrySketch & { next_step_due: string } => e.next_step_due !== null)
    .filter((e) => e.stage !== 'passed' && e.next_step_due <= until)
    .sort(
      (a, b) => a.next_step_due.localeCompare(b.next_step_due) || a.investor_id.localeCompare(b.investor_id),
    );
}

/** `now`'s UTC date plus `days`, as YYYY-MM-DD (the summary's default horizon: a week). */
export function isoDayPlus(now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}
