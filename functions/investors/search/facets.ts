/**
 * Facet counts of the search index (docs/decisions/0003-search.md, "Facets"): per filter option, the positions of
 * a bit set counted by the cheapest of population counts, a scan through per-position value columns, or a scan of
 * the complement subtracted from the catalogue's totals. Pure.
 */
import type { InvestorFacets } from '../../../shared/catalogue-schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../shared/vocabulary.js';
import { popcount32, type Bits } from './bitset.js';
import {
  ALL_FACETS,
  FLAG_FACETS,
  newCounts,
  type Counts,
  type Facet,
  type FlagFacet,
  type SearchIndex,
} from './model.js';

/** The bit set of a yes/no facet ('Currently investing' as of the index's current day). */
export function flagBits(index: SearchIndex, facet: FlagFacet): Bits {
  return facet === 'investing' ? index.investing.bits : index.bits[facet];
}

/** The per-position column (1 or 0) of a yes/no facet. */
function flagColumn(index: SearchIndex, facet: FlagFacet): Uint8Array {
  return facet === 'investing' ? index.investing.column : index[facet];
}

function isFlag(facet: Facet): facet is FlagFacet {
  return (FLAG_FACETS as readonly Facet[]).includes(facet);
}

/** Adds every position of `bits` to the counters of `facets`. */
export function scan(index: SearchIndex, bits: Bits, counts: Counts, facets: readonly Facet[]): void {
  const want = (f: Facet) => facets.includes(f);
  const [type, stage, country, industry] = ALL_FACETS.map(want);
  const flags = FLAG_FACETS.filter(want).map((f) => ({ column: flagColumn(index, f), out: counts[f] }));
  const { typeOf, stagesOf, countryStart, countryIds, industryStart, industryIds } = index;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      const p = (w << 5) + 31 - Math.clz32(low);
      x ^= low;
      if (type) counts.type[typeOf[p]!]! += 1;
      if (stage) {
        let m = stagesOf[p]!;
        while (m !== 0) {
          const b = m & -m;
          counts.stage[31 - Math.clz32(b)]! += 1;
          m ^= b;
        }
      }
      if (country)
        for (let k = countryStart[p]!; k < countryStart[p + 1]!; k++) counts.country[countryIds[k]!]! += 1;
      if (industry)
        for (let k = industryStart[p]!; k < industryStart[p + 1]!; k++)
          counts.industry[industryIds[k]!]! += 1;
      for (let k = 0; k < flags.length; k++) flags[k]!.out[0]! += flags[k]!.column[p]!;
    }
  }
}

/**
 * Adds the `hits` positions of `bits` to the counters of `facets`, per facet by the cheapest of three ways (a cost
 * model in operations): population counts of `bits` AND each value's bit set over the non-empty words (values ×
 * words: broad results, few values), a scan of the positions through the value columns (positions × values per
 * position: narrow results), or a scan of the positions NOT in `bits` subtracted from the catalogue's totals
 * (nearly every record matches: 'growth' in 92% of them).
 */
export function count(
  index: SearchIndex,
  bits: Bits,
  hits: number,
  counts: Counts,
  facets: readonly Facet[],
): void {
  const n = index.records.length;
  const live: number[] = [];
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) live.push(w);
  const scanned: Facet[] = [];
  const complemented: Facet[] = [];
  for (const facet of facets) {
    const values = isFlag(facet) ? [flagBits(index, facet)] : index.bits[facet];
    const perPosition = 1 + index.perPosition[facet];
    const byPopcount = values.length * live.length;
    const byScan = hits * perPosition;
    const byComplement = (n - hits) * perPosition + values.length;
    if (byScan <= byPopcount && byScan <= byComplement) scanned.push(facet);
    else if (byComplement < byPopcount) complemented.push(facet);
    else {
      const out = counts[facet];
      for (let v = 0; v < values.length; v++) {
        const b = values[v]!;
        let c = 0;
        for (let k = 0; k < live.length; k++) {
          const w = live[k]!;
          const x = bits[w]! & b[w]!;
          if (x !== 0) c += popcount32(x);
        }
        out[v]! += c;
      }
    }
  }
  if (scanned.length > 0) scan(index, bits, counts, scanned);
  if (complemented.length > 0) {
    const all = index.bits.all;
    const rest = new Uint32Array(bits.length);
    for (let w = 0; w < bits.length; w++) rest[w] = all[w]! & ~bits[w]!;
    const restCounts = newCounts(index.countries.length, index.industries.length);
    scan(index, rest, restCounts, complemented);
    for (const facet of complemented) {
      const out = counts[facet];
      const totals = index.totals[facet];
      for (let v = 0; v < out.length; v++) out[v]! += totals[v]! - restCounts[facet][v]!;
    }
  }
}

export function facetsOf(index: SearchIndex, counts: Counts): InvestorFacets {
  const facets: InvestorFacets = {
    types: {},
    stages: {},
    countries: {},
    industries: {},
    direct_contact: 0,
    currently_investing: 0,
    open_to_pitches: 0,
  };
  INVESTOR_TYPES.forEach((t, k) => (facets.types[t] = counts.type[k]!));
  FUNDING_STAGES.forEach((s, k) => (facets.stages[s] = counts.stage[k]!));
  index.countries.forEach((c, k) => {
    if (counts.country[k]) facets.countries[c] = counts.country[k]!;
  });
  index.industries.forEach((t, k) => {
    if (counts.industry[k]) facets.industries[t] = counts.industry[k]!;
  });
  facets.direct_contact = counts.direct[0]!;
  facets.currently_investing = counts.investing[0]!;
  facets.open_to_pitches = counts.pitches[0]!;
  return facets;
}
