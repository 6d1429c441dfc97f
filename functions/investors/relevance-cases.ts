/**
 * The relevance test set's ranking cases (issue 12 "Search that finds"): a founder's query over the real seeded
 * catalogue (data/) and the investors that must rank in its top 10, with what the case checks. Used by
 * relevance.test.ts (in `npm test`) and by scripts/bench-search-libs.ts (the full-text library comparison).
 */
export const MUST_RANK_TOP_10: readonly [
  query: Record<string, string>,
  ids: readonly string[],
  why: string,
][] = [
  // Exact names first.
  [{ q: 'Y Combinator' }, ['sa-y-combinator-fd002d99', 'oss-y-combinator'], 'exact name'],
  [{ q: 'sequoia' }, ['oss-sequoia-capital', 'sa-sequoia-arc-00382a7d'], 'name word'],
  [{ q: 'techstars boston' }, ['sa-techstars-boston-accelerator-b9325e1d'], 'two name words'],
  [{ q: 'seedcamp' }, ['oss-seedcamp'], 'name'],
  [{ q: '500 global' }, ['sa-500-global-flagship-accelerator-91e38502'], 'name with a number'],
  // Prefix and typos.
  [{ q: 'sequo' }, ['oss-sequoia-capital'], 'prefix'],
  [{ q: 'techstar' }, ['sa-techstars-boston-accelerator-b9325e1d'], 'prefix of a name'],
  [{ q: 'seqouia' }, ['oss-sequoia-capital'], 'swapped letters'],
  [{ q: 'finetch' }, ['sa-difc-fintech-hive-76895aa2'], 'typo of a sector'],
  // Tags, sectors and places.
  [
    { q: 'fintech' },
    ['sa-difc-fintech-hive-76895aa2', 'sa-masschallenge-fintech-challenge-8efb8188'],
    'sector',
  ],
  [{ q: 'open source' }, ['oss-open-core-ventures'], 'industry tag'],
  [{ q: 'berlin' }, ['ff-berliner-volksbank-ventures'], 'city'],
  [{ q: 'climate' }, ['ff-muus-climate-partners', 'ff-overture-climate'], 'sector in the name'],
];
