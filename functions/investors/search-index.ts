/**
 * In-memory search over the public investor catalogue (docs/decisions/0003-search.md; keys in
 * docs/decisions/0001-single-table.md). Pure: no I/O, no contacts (the catalogue items never hold one).
 *
 * Rules (founder-app.md section 5): q is a case-insensitive substring of name, funding_description or company;
 * Country: the location list includes the value; Type: funding_type equals; Stage: funding_stage includes;
 * Industry: any selected tag is in funding_industries. Order: created_at descending, then name (section 3 "select
 * all ordered by created_at descending"). Pages of PAGE_SIZE, page clamped to 1..last (section 4).
 *
 * Facet postings (value → sorted positions) are intersected before the text scan, so a filtered query touches
 * only its candidates.
 */
import type { InvestorRecord } from '../data/investor.js';
import type { InvestorListQuery } from '../../shared/schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES, PAGE_SIZE } from '../../shared/vocabulary.js';

export interface SearchIndex {
  /** Records in display order. */
  records: readonly InvestorRecord[];
  /** Lowercased `name \n funding_description \n company` per record, same positions. */
  text: readonly string[];
  byCountry: ReadonlyMap<string, readonly number[]>;
  byType: ReadonlyMap<string, readonly number[]>;
  byStage: ReadonlyMap<string, readonly number[]>;
  byIndustry: ReadonlyMap<string, readonly number[]>;
}

export interface SearchPage {
  items: InvestorRecord[];
  total: number;
  /** The page actually served (clamped). */
  page: number;
}

function post(map: Map<string, number[]>, key: string, position: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
}

/** Build the index. O(n log n) for the sort, O(n · fields) for the postings. */
export function buildIndex(input: readonly InvestorRecord[]): SearchIndex {
  const records = [...input].sort(
    (a, b) =>
      b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  const byCountry = new Map<string, number[]>();
  const byType = new Map<string, number[]>();
  const byStage = new Map<string, number[]>();
  const byIndustry = new Map<string, number[]>();
  const text = records.map((r, i) => {
    for (const c of r.location) post(byCountry, c, i);
    post(byType, r.funding_type, i);
    for (const s of r.funding_stage) post(byStage, s, i);
    for (const t of r.funding_industries) post(byIndustry, t, i);
    return `${r.name}\n${r.funding_description}\n${r.company}`.toLowerCase();
  });
  return { records, text, byCountry, byType, byStage, byIndustry };
}

/** Positions in both sorted lists. */
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}

/** Sorted union of several sorted lists (the Industry filter's "any selected tag"). */
function union(lists: readonly (readonly number[])[]): number[] {
  return [...new Set(lists.flat())].sort((x, y) => x - y);
}

/** Run a query. Unknown filter values simply match nothing. */
export function search(index: SearchIndex, query: InvestorListQuery): SearchPage {
  const filters: (readonly number[])[] = [];
  if (query.country) filters.push(index.byCountry.get(query.country) ?? []);
  if (query.type) filters.push(index.byType.get(query.type) ?? []);
  if (query.stage) filters.push(index.byStage.get(query.stage) ?? []);
  if (query.industry.length > 0)
    filters.push(union(query.industry.map((t) => index.byIndustry.get(t) ?? [])));

  let candidates: readonly number[] | undefined = filters.reduce<readonly number[] | undefined>(
    (acc, list) => (acc === undefined ? list : intersect(acc, list)),
    undefined,
  );
  const needle = query.q?.toLowerCase();
  if (needle) {
    const source = candidates ?? index.text.map((_, i) => i);
    candidates = source.filter((i) => (index.text[i] as string).includes(needle));
  }
  const total = candidates?.length ?? index.records.length;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), lastPage);
  const start = (page - 1) * PAGE_SIZE;
  const positions = candidates
    ? candidates.slice(start, start + PAGE_SIZE)
    : Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - start)) }, (_, k) => start + k);
  return { items: positions.map((i) => index.records[i] as InvestorRecord), total, page };
}

/** Filter options drawn from the data (founder-app.md section 2): sorted distinct countries and industries. */
export function filterOptions(index: SearchIndex) {
  const collator = new Intl.Collator('en');
  return {
    total: index.records.length,
    countries: [...index.byCountry.keys()].sort(collator.compare),
    types: [...INVESTOR_TYPES],
    stages: [...FUNDING_STAGES],
    industries: [...index.byIndustry.keys()].sort(collator.compare),
  };
}
