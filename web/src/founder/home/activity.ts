/**
 * Recent Activity rules (founder-app.md §2 "Dashboard home": "shows the used-actions count, or 'No actions used
 * yet. Start exploring!'"; issue 38 "History kept"). The ledger outlives a billing period (functions/data/ledger.ts,
 * kept 550 days), and Recent Activity lists it across periods: an action spent on Free still shows after an upgrade
 * started a new period, marked as of an earlier period. 'No actions used yet' only when the ledger has no entry at
 * all. Pure.
 */
import type { Activity } from '../../../../shared/schemas.js';

/** A ledger entry as Recent Activity lists it: `earlier` when it was charged before the current period. */
export type ActivityRow = Activity & { earlier: boolean };

/** The ledger entries in the order given, each marked `earlier` when `at` is before `periodStart` (ISO). */
export function activityRows(items: readonly Activity[], periodStart: string | undefined): ActivityRow[] {
  const start = periodStart ? Date.parse(periodStart) : Number.NaN;
  return items.map((item) => ({
    ...item,
    earlier: !Number.isNaN(start) && Date.parse(item.at) < start,
  }));
}
