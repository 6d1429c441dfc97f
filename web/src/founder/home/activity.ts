/**
 * Recent Activity rules (founder-app.md §2 "Dashboard home": "shows the used-actions count, or 'No actions used
 * yet. Start exploring!'"). The ledger outlives a billing period, so "none" means none in the current period:
 * only entries at or after `period_start` (usage of `GET /v1/me`) are listed. Pure.
 */
import type { Activity } from '../../../../shared/schemas.js';

/** The ledger entries of the current period (`at` ≥ `periodStart`), in the order given. */
export function currentPeriodActivity(items: readonly Activity[], periodStart: string): Activity[] {
  const start = Date.parse(periodStart);
  if (Number.isNaN(start)) return [...items];
  return items.filter((item) => Date.parse(item.at) >= start);
}
