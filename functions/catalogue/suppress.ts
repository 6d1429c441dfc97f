/**
 * Suppression of hidden listings in an import of the open data (issue 19 item 3; docs/decisions/0032): an incoming
 * record is left out when its id is that of a listing its investor hid, or when its website's registrable domain
 * (public suffix list via tldts, private suffixes included: the claim rule's reading, functions/claims/domain.ts,
 * which this folder may not import, ADR 0024) is that of a hidden listing's website, so a renamed or re-keyed row
 * of the same firm does not come back either. Pure.
 */
import { getDomain } from 'tldts';
import type { HiddenListing } from '../data/listing-suppression.js';
import type { MappedInvestor } from './common.js';

/** The registrable domain of a website URL (a bare host gets https://), or null. */
function websiteDomain(url: string | null): string | null {
  if (!url?.trim()) return null;
  try {
    const text = url.trim();
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
    return getDomain(host, { allowPrivateDomains: true });
  } catch {
    return null;
  }
}

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
