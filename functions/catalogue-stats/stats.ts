/**
 * The public figures of the catalogue (issue 12 "Marketing from data"; shared/marketing-schemas.ts CatalogueStats),
 * computed from the catalogue's public records. Pure: no I/O, and nothing personal (records never hold a contact;
 * only `contact_type`, the type of a direct contact on file, is counted).
 *
 * - `investors`: records listed; `by_type`: per investor type of the canonical vocabulary (every type present,
 *   0 when none); `stages`, `countries`: distinct values in use;
 * - `with_direct_contact`: records whose `contact_type` says a direct contact is on file (ADR 0014);
 * - (issue 19 item 6) `claimed`: listings a team of the investor holds (ADR 0030); `currently_investing`: listings
 *   currently investing on the UTC day of `now` (shared/listing.ts `isCurrentlyInvesting`: yes, or until a date not
 *   yet passed; never with a lapsed confirmation; docs/decisions/0045-currently-investing.md);
 * - `sources`: one entry per open dataset of the attributions (shared/attribution.ts: licence and the dataset's
 *   link) that records carry, in attribution order. Any other source (an administrator's source note and the
 *   company URL typed with it, an application, a partner file) is counted in `investors` only and never published:
 *   it is an administrator's working note, not a public dataset (issue 22, low);
 * - `last_import_at`: given (the catalogue version item's `updated_at`).
 */
import type { InvestorRecord } from '../data/investor.js';
import { ATTRIBUTIONS } from '../../shared/attribution.js';
import type { CatalogueStats } from '../../shared/marketing-schemas.js';
import { INVESTOR_TYPES, type InvestorType } from '../../shared/vocabulary.js';
import { isCurrentlyInvesting } from '../../shared/listing.js';

/** The figures of `records` as of `now` (ms; default the current time: 'currently investing' depends on the day). */
export function catalogueStats(
  records: Iterable<InvestorRecord>,
  lastImportAt: string | null,
  now: number = Date.now(),
): CatalogueStats {
  const byType = Object.fromEntries(INVESTOR_TYPES.map((t) => [t, 0])) as Record<InvestorType, number>;
  const stages = new Set<string>();
  const countries = new Set<string>();
  const sources = new Map<string, { licence: string; url: string; investors: number }>();
  let investors = 0;
  let direct = 0;
  let claimed = 0;
  let investing = 0;
  for (const record of records) {
    investors += 1;
    if (record.claimed) claimed += 1;
    if (isCurrentlyInvesting(record, now)) investing += 1;
    if (Object.hasOwn(byType, record.funding_type)) byType[record.funding_type] += 1;
    for (const stage of record.funding_stage) stages.add(stage);
    for (const country of record.location) countries.add(country);
    if (record.contact_type) direct += 1;
    const attribution = record.source
      ? ATTRIBUTIONS.find((a) => a.source === record.source!.name)
      : undefined;
    if (attribution) {
      const entry = sources.get(attribution.source);
      if (entry) entry.investors += 1;
      else
        sources.set(attribution.source, { licence: attribution.licence, url: attribution.url, investors: 1 });
    }
  }
  const order = (name: string) => ATTRIBUTIONS.findIndex((a) => a.source === name);
  return {
    investors,
    by_type: byType,
    stages: stages.size,
    countries: countries.size,
    with_direct_contact: direct,
    claimed,
    currently_investing: investing,
    sources: [...sources.entries()]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([name, s]) => ({ name, licence: s.licence, url: s.url, investors: s.investors })),
    last_import_at: lastImportAt,
  };
}
