/**
 * The queries both search benchmarks time (scripts/bench-search.ts, scripts/bench-search-libs.ts), by kind, as
 * `GET /v1/investors` query strings over the synthetic catalogue (scripts/bench/generate.ts): `deep` is the deep
 * page to ask for. 'growth' and 'fund' match most records (92% and 11%), 'ai' is a tag, 'harbor fund 12' a handful.
 */
export type QueryKind = 'empty' | 'filters' | 'broad text' | 'narrow text' | 'text + filters';

export function searchQueries(deep: number): [kind: QueryKind, label: string, qs: string][] {
  return [
    ['empty', 'all, page 1', ''],
    ['empty', `deep page ${deep}`, `page=${deep}`],
    ['filters', 'type + stage', 'type=Angel%20Investor&stage=Seed'],
    ['filters', 'industry multi (3 tags)', 'industry=Fintech&industry=Climate&industry=AI'],
    ['filters', 'largest check, raising $500K', 'sort=check&raising=500000'],
    ['filters', 'has direct contact, by name', 'direct=true&sort=name'],
    ['broad text', 'q=growth', 'q=growth'],
    ['broad text', 'q=fund', 'q=fund'],
    ['broad text', 'q=ai (tag)', 'q=ai'],
    ['broad text', 'prefix q=gro', 'q=gro'],
    ['broad text', 'typo q=groth', 'q=groth'],
    ['broad text', `deep page clamped (page=${deep})`, `q=growth&page=${deep}`],
    ['narrow text', 'q=harbor fund 12', 'q=harbor%20fund%2012'],
    ['narrow text', 'exact name q=orbit holdings 4711', 'q=orbit%20holdings%204711'],
    ['text + filters', 'q=growth + country', 'q=growth&country=Germany'],
    [
      'text + filters',
      'all filters + text',
      'q=capital&country=India&type=Venture%20Fund&stage=Series%20A&industry=AI&industry=SaaS',
    ],
  ];
}
