/**
 * Suppression of hidden listings in an import of the open data (issue 19 item 3; docs/decisions/0032): an incoming
 * record is left out when its id is that of a listing its investor hid, or when its website's registrable domain
 * (functions/claims/domain.ts `websiteDomain`, the claim rule's) is that of a hidden listing's website, so a
 * renamed or re-keyed row of the same firm does not come back either. Pure.
 */
import { websiteDomain } from '../claims/domain.js';
import type { HiddenListing } from '../data/listing-suppression.js';
import type { MappedInvestor } from './common.js';

/** `investors` without the hidden ones; `suppressed` counts those left out. */
export function withoutHidden(
  investors: readonly MappedInvestor[],
  hidden: readonly HiddenListing[],
): { kept: MappedInvestor[]; suppressed: number } {
  const ids = new Set(hidden.map((h) => h.id));
  const domains = new Set(
    hidden.map((h) => websiteDomain(h.company_url)).filter((d): d is string => d !== null),
  );
  const kept = investors.filter((inv) => {
    if (ids.has(inv.record.id)) return false;
    const domain = websiteDomain(inv.record.company_url);
    return domain === null || !domains.has(domain);
  });
  return { kept, suppressed: investors.length - kept.length };
}
