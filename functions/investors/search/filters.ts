/**
 * The filters of a query as bit sets (docs/decisions/0003-search.md; founder-app.md section 5): Type (equals),
 * Stage (includes), Country (location includes), Industry (any selected tag, or sectors not recorded: a record
 * whose sectors come from a source that lists one kind of investing is unknown there, not a "no"; issue 34 item 4),
 * "I am raising $X" (check range
 * includes X; an open end counts as open), "Has direct contact" and (issue 19) "Currently investing" (as of the
 * index's current day: search/investing.ts) and "Open to pitches". Pure.
 */
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../shared/vocabulary.js';
import { wordsFor, type Bits } from './bitset.js';
import { flagBits } from './facets.js';
import type { Facet, Filters, SearchIndex } from './model.js';

/** The bit set of each active filter (the positions passing it), with the facet it belongs to. */
export function filterBits(index: SearchIndex, f: Filters): { facet: Facet | 'raising'; bits: Bits }[] {
  const n = index.records.length;
  const none = () => new Uint32Array(wordsFor(n));
  const out: { facet: Facet | 'raising'; bits: Bits }[] = [];
  if (f.type) out.push({ facet: 'type', bits: index.bits.type[INVESTOR_TYPES.indexOf(f.type)] ?? none() });
  if (f.stage)
    out.push({ facet: 'stage', bits: index.bits.stage[FUNDING_STAGES.indexOf(f.stage)] ?? none() });
  if (f.country) {
    const c = index.countryId.get(f.country);
    out.push({ facet: 'country', bits: c === undefined ? none() : index.bits.country[c]! });
  }
  if (f.industry.length > 0) {
    const ids = [...new Set(f.industry.map((t) => index.industryId.get(t)))].filter((id) => id !== undefined);
    const bits = Uint32Array.from(index.bits.sectorsUnknown);
    for (const id of ids) {
      const b = index.bits.industry[id]!;
      for (let w = 0; w < bits.length; w++) bits[w]! |= b[w]!;
    }
    out.push({ facet: 'industry', bits });
  }
  if (f.raising !== undefined) {
    // A range per position, not a value: one pass over the check columns.
    const x = f.raising;
    const bits = none();
    const { checkMin, checkMax } = index;
    for (let p = 0; p < n; p++) {
      const lo = checkMin[p]!;
      const hi = checkMax[p]!;
      if (Number.isNaN(lo) && Number.isNaN(hi)) continue;
      if ((Number.isNaN(lo) || lo <= x) && (Number.isNaN(hi) || x <= hi)) bits[p >>> 5]! |= 1 << (p & 31);
    }
    out.push({ facet: 'raising', bits });
  }
  if (f.direct) out.push({ facet: 'direct', bits: index.bits.direct });
  if (f.investing) out.push({ facet: 'investing', bits: flagBits(index, 'investing') });
  if (f.pitches) out.push({ facet: 'pitches', bits: flagBits(index, 'pitches') });
  return out;
}
