/**
 * Feature `investors` (founder routes, shared/routes.ts): GET /v1/investors, GET /v1/investors/filters,
 * GET /v1/investors/{id}. Contacts are never sent unless the caller revealed the investor (DESIGN.md
 * corrections): the catalogue holds no contact; for the investors of a response the caller's reveal and saved
 * items are read with one BatchGet, and only the revealed investors' contact items are read
 * (functions/data/founder-view.ts). This function only reads the table: revealing lives in `reveals`.
 */
import { founderView } from '../data/founder-view.js';
import type { InvestorRecord } from '../data/investor.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { apiKeyStore } from '../data/api-key.js';
import { InvalidInput, Missing } from '../lib/errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { parsePath, parseQuery } from '../lib/validate.js';
import {
  InvestorIdParams,
  InvestorListQuery,
  type Investor,
  type InvestorFilters,
  type ListedInvestor,
  type InvestorListResponse,
} from '../../shared/schemas.js';
import { CatalogueCache } from './catalogue.js';
import { filterOptions, search, type SearchIndex } from './search-index.js';
// issue 15: the "Best match" sort
import { getStartup } from '../data/startup.js';
import { rankedOrder } from './match-ranking.js';
import { explain } from './match-score.js';
import { STARTUP_PROFILE_REQUIRED } from '../../shared/match-schemas.js';
import { tombstoneReader } from '../data/tombstone.js';

tableName(); // env gate: fails the cold start without TABLE_NAME
/** The container's catalogue cache (exported for scripts/bench-search.ts, which prints its DynamoDB reads). */
export const cache = new CatalogueCache(ddb, tableName);

/** The caller's view of `records`: contacts only where revealed, and the saved flag (functions/data/founder-view.ts). */
export function withContacts(sub: string, records: InvestorRecord[]): Promise<Investor[]> {
  return founderView(ddb(), tableName(), sub, records);
}

/**
 * Sort `match` (issue 15): every position, best match for the caller's startup profile first (one GetItem of the
 * startup item; the ranking is memoised, functions/investors/match-ranking.ts), and the prepared profile that
 * explains each item's score. No profile: a 400 naming `sort`.
 */
async function matchRanking(sub: string, index: SearchIndex, now: Date): Promise<Ranking> {
  const { profile } = await getStartup(ddb(), tableName(), sub);
  if (!profile) {
    throw new InvalidInput(
      "Invalid query parameter 'sort': sorting by best match needs your startup profile (Account Settings).",
      { field: 'sort', code: STARTUP_PROFILE_REQUIRED },
    );
  }
  return rankedOrder(index, profile, now);
}

type Ranking = ReturnType<typeof rankedOrder>;

/** Each record's score and reasons for the ranked profile (issue 23: the cards of 'See all matches' show them). */
function withMatch(
  investors: Investor[],
  records: InvestorRecord[],
  ranking: Ranking,
  now: Date,
): ListedInvestor[] {
  return investors.map((investor, k) => {
    const { score, reasons } = explain(records[k]!, ranking.prepared, now.getTime());
    return { ...investor, match: { score, reasons } };
  });
}

async function list(event: HttpEvent): Promise<InvestorListResponse> {
  const query = parseQuery(event, InvestorListQuery);
  const caller = callerOf(event);
  const { index } = await cache.get();
  const now = new Date();
  const ranking = query.sort === 'match' ? await matchRanking(caller.sub, index, now) : null;
  // 'Currently investing' is evaluated for the request's day (docs/decisions/0045-currently-investing.md).
  const page = search(index, query, {
    now: now.getTime(),
    ...(ranking ? { matchOrder: ranking.order } : {}),
  });
  const investors = await withContacts(caller.sub, page.items);
  return {
    items: ranking ? withMatch(investors, page.items, ranking, now) : investors,
    total: page.total,
    page: page.page,
    pageSize: query.pageSize,
    facets: page.facets,
    suggestion: page.suggestion,
    sectorsNotRecorded: page.sectorsNotRecorded,
  };
}

async function filters(event: HttpEvent): Promise<InvestorFilters> {
  callerOf(event);
  const { index } = await cache.get();
  return filterOptions(index);
}

async function one(event: HttpEvent): Promise<Investor> {
  const { id } = parsePath(event, InvestorIdParams);
  const caller = callerOf(event);
  const { byId } = await cache.get();
  const record = byId.get(id);
  if (!record) throw new Missing('investor', id);
  const [investor] = await withContacts(caller.sub, [record]);
  return investor as Investor;
}

export const handler = featureHandler(
  'investors',
  {
    'GET /v1/investors': list,
    'GET /v1/investors/filters': filters,
    'GET /v1/investors/{id}': one,
  },
  { apiKeys: apiKeyStore(ddb, tableName), accounts: tombstoneReader(ddb, tableName) },
);
