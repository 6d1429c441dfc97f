/**
 * The relevance test set's ranking cases (issue 12 "Search that finds"): a founder's query over the real seeded
 * catalogue (data/) and the investors that must rank in its top 10, with what the case checks. Used by
 * relevance.test.ts (in `npm test`) and by scripts/bench-search-libs.ts (the full-text library comparison).
 * Issue 23 added the specialists below and MUST_RANK_FIRST.
 */
export const MUST_RANK_TOP_10: readonly [
  query: Record<string, string>,
  ids: readonly string[],
  why: string,
][] = [
  // Exact names first.
  [{ q: 'Y Combinator' }, ['sa-y-combinator-fd002d99'], 'exact name'],
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
  // Specialists (issue 23): Fintech is their only sector.
  [{ q: 'fintech' }, ['ff-1818-venture-capital', 'ff-nalu-capital'], 'sector specialists'],
  [{ q: 'payments' }, ['ff-1818-venture-capital', 'ff-nalu-capital'], 'synonym, sector specialists'],
];

/**
 * The firm you typed (issue 23, "Search and match that find the firm you typed"): the investor that must rank
 * FIRST for a query, with what the case checks. An exact or phrase match of a firm's name outranks its
 * programmes and every partial match; aliases come from shared/investor-aliases.ts.
 */
export const MUST_RANK_FIRST: readonly [query: Record<string, string>, id: string, why: string][] = [
  [
    { q: 'Bessemer Venture Partners' },
    'ff-bessemer-venture-partners',
    'exact name before its programmes Bessemer Beam and Bessemer Founders Garage (the issue)',
  ],
  [{ q: 'bessemer' }, 'ff-bessemer-venture-partners', 'alias, before its programmes'],
  [{ q: 'BVP' }, 'ff-bessemer-venture-partners', 'alias'],
  [{ q: 'Y Combinator' }, 'sa-y-combinator-fd002d99', 'exact name (one record)'],
  [{ q: 'YC' }, 'sa-y-combinator-fd002d99', 'alias'],
  [{ q: 'a16z' }, 'oss-a16z', 'exact name before the a16z programmes'],
  [{ q: 'Andreessen Horowitz' }, 'oss-a16z', 'alias before the programmes listed under the name'],
  [{ q: 'sequoia' }, 'oss-sequoia-capital', 'alias; the firm before its programme Sequoia Arc'],
  [{ q: 'lightspeed' }, 'oss-lightspeed-venture-partners', 'alias; the firm before its landing pad'],
  [{ q: 'greylock' }, 'oss-greylock-partners', 'alias; the firm before Greylock X'],
  [{ q: '500 startups' }, 'oss-500-startups', 'exact name before the 500 Global programme'],
  [{ q: 'kleiner' }, 'oss-kleiner-perkins', 'name start'],
];
