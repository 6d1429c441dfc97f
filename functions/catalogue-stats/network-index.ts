/**
 * The compact public network index (issue 24; docs/decisions/0037-network-in-the-browser.md) of the founder-visible
 * catalogue: per investor its id, name, the company it is listed under (when another), the curated aliases of its
 * firm (shared/investor-aliases.ts, found by name, company or website domain), its website domain and the
 * portfolio companies the catalogue knows. Never a contact, a bio or a link path: only what matching needs.
 * Pure.
 */
import type { InvestorRecord } from '../data/investor.js';
import { INVESTOR_ALIASES } from '../../shared/investor-aliases.js';
import {
  companyKey,
  domainKey,
  type NetworkIndexData,
  type NetworkIndexEntry,
} from '../../shared/network-match.js';

/** Alias entries by the key of each of their names, and by domain. */
const ALIAS_BY_KEY = new Map(
  INVESTOR_ALIASES.flatMap((entry) =>
    [entry.name, ...entry.aliases].map((n) => [companyKey(n), entry] as const),
  ),
);
const ALIAS_BY_DOMAIN = new Map(
  INVESTOR_ALIASES.filter((e) => e.domain).map((entry) => [entry.domain!, entry] as const),
);

/** The index entry of one record (optional fields left out when empty, to keep the answer small). */
export function networkEntry(r: InvestorRecord): NetworkIndexEntry {
  const entry: NetworkIndexEntry = { id: r.id, name: r.name };
  if (r.company && companyKey(r.company) !== companyKey(r.name)) entry.company = r.company;
  const domain = r.company_url ? domainKey(r.company_url) : '';
  if (domain) entry.domains = [domain];
  const firm =
    ALIAS_BY_KEY.get(companyKey(r.name)) ??
    (r.company ? ALIAS_BY_KEY.get(companyKey(r.company)) : undefined) ??
    (domain ? ALIAS_BY_DOMAIN.get(domain) : undefined);
  if (firm) {
    const names = [firm.name, ...firm.aliases].filter((n) => companyKey(n) !== companyKey(r.name));
    if (names.length) entry.aliases = names;
  }
  const portfolio = r.details.portfolio_companies;
  if (portfolio.length) entry.portfolio = [...portfolio];
  return entry;
}

/** The index of `records` (every record given; the caller passes the founder-visible catalogue), sorted by id. */
export function networkIndex(records: Iterable<InvestorRecord>): NetworkIndexData {
  const investors = [...records].map(networkEntry).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { investors };
}
