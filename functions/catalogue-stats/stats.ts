/**
 * The public figures of the catalogue (issue 12 "Marketing from data"; shared/marketing-schemas.ts CatalogueStats),
 * computed from the catalogue's public records. Pure: no I/O, and nothing personal (records never hold a contact;
 * only `contact_type`, the type of a direct contact on file, is counted).
 *
 * - `investors`: records listed; `by_type`: per investor type of the canonical vocabulary (every type present,
 *   0 when none); `stages`, `countries`: distinct values in use;
 * - `with_direct_contact`: records whose `contact_type` says a direct contact is on file (ADR 0014);
 * - `sources`: one entry per source name the records carry, in the order of the attributions
 *   (shared/attribution.ts: licence and the dataset's link), then any other source by name; records without a
 *   source (approved applications, administrators' additions) are counted in `investors` only;
 * - `last_import_at`: given (the catalogue version item's `updated_at`).
 */
import type { InvestorRecord } from '../data/investor.js';
import { ATTRIBUTIONS } from '../../shared/attribution.js';
import type { CatalogueStats } from '../../shared/marketing-schemas.js';
import { INVESTOR_TYPES, type InvestorType } from '../../shared/vocabulary.js';

export function catalogueStats(
  records: Iterable<InvestorRecord>,
  lastImportAt: string | null,
): CatalogueStats {
  const byType = Object.fromEntries(INVESTOR_TYPES.map((t) => [t, 0])) as Record<InvestorType, number>;
  const stages = new Set<string>();
  const countries = new Set<string>();
  const sources = new Map<string, { licence: string; url: string; investors: number }>();
  let investors = 0;
  let direct = 0;
  for (const record of records) {
    investors += 1;
    if (Object.hasOwn(byType, record.funding_type)) byType[record.funding_type] += 1;
    for (const stage of record.funding_stage) stages.add(stage);
    for (const country of record.location) countries.add(country);
    if (record.contact_type) direct += 1;
    const source = record.source;
    if (source) {
      const entry = sources.get(source.name);
      if (entry) entry.investors += 1;
      else {
        const attribution = ATTRIBUTIONS.find((a) => a.source === source.name);
        sources.set(source.name, {
          licence: attribution?.licence ?? source.licence,
          url: attribution?.url ?? source.url,
          investors: 1,
        });
      }
    }
  }
  const order = (name: string) => {
    const i = ATTRIBUTIONS.findIndex((a) => a.source === name);
    return i === -1 ? ATTRIBUTIONS.length : i;
  };
  return {
    investors,
    by_type: byType,
    stages: stages.size,
    countries: countries.size,
    with_direct_contact: direct,
    sources: [...sources.entries()]
      .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
      .map(([name, s]) => ({ name, licence: s.licence, url: s.url, investors: s.investors })),
    last_import_at: lastImportAt,
  };
}
