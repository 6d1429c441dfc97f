/**
 * Which direct contacts a founder may reveal (issue 19 items 5 and 6; docs/decisions/0032-freshness-opt-out.md),
 * a pure rule on the stored catalogue item and contact item:
 * - a listing removed (hidden by its investor, removed by an administrator) is gone for founders: `removed`;
 * - a claimed listing whose confirmation lapsed (past 365 days, set by the daily freshness job) keeps its contact
 *   out of reach until the team confirms again: `confirmation_lapsed`;
 * - only a consented contact is sold: put on file by the listing's team (`investor`), by the investor's approved
 *   application (`investor application`), or curated by an administrator (`admin edit`, `admin import`); a contact
 *   stored before the contacts model recorded its source (`unrecorded`) is not: `not_consented`.
 * A repeat reveal (already paid for) is not affected: the meter applies the rule to new charges only.
 */
import type { InvestorContactRecord, InvestorRecord } from '../data/investor.js';

export const CONSENTED_CONTACT_SOURCES: ReadonlySet<string> = new Set([
  'investor',
  'investor application',
  'admin edit',
  'admin import',
]);

export type RevealRefusal = 'removed' | 'confirmation_lapsed' | 'not_consented';

/** Why `contact` of `record` may not be revealed, or undefined when it may. */
export function revealRefusal(
  record: Pick<InvestorRecord, 'removed' | 'claimed' | 'confirmation_lapsed'>,
  contact: Pick<InvestorContactRecord, 'source'> | undefined,
): RevealRefusal | undefined {
  if (record.removed) return 'removed';
  if (record.claimed && record.confirmation_lapsed) return 'confirmation_lapsed';
  if (contact && !CONSENTED_CONTACT_SOURCES.has(contact.source ?? 'unrecorded')) return 'not_consented';
  return undefined;
}
