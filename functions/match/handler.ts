/**
 * Feature `match` (founder route, shared/routes.ts; issue 15, docs/decisions/0018-investor-match.md):
 * GET /v1/matches ranks the whole catalogue against the caller's startup profile
 * (functions/investors/match-score.ts) and answers one page of investors in search's public shape
 * (functions/data/founder-view.ts: contacts only where the caller revealed them, the saved flag), each with `score`
 * and `reasons: { for, against }`.
 *
 * The catalogue is the same per-container in-memory index as search (functions/investors/catalogue.ts), revalidated
 * by the catalogue version item; the ranking is memoised per profile (functions/investors/match-ranking.ts). Reads:
 * the startup item (one GetItem), the version item, then the page's founder marks: never a scan per request. Free
 * to browse (not metered); revealing stays metered in `reveals`.
 * Errors: 409 `startup_profile_required` when the caller has no startup profile; 400 naming `page` / `pageSize`.
 */
import { founderView } from '../data/founder-view.js';
import { getStartup } from '../data/startup.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { StateConflict } from '../lib/errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { parseQuery } from '../lib/validate.js';
import { CatalogueCache } from '../investors/catalogue.js';
import {
  MatchListQuery,
  STARTUP_PROFILE_REQUIRED,
  type MatchListResponse,
} from '../../shared/match-schemas.js';
import { rankedOrder } from '../investors/match-ranking.js';
import { explain } from '../investors/match-score.js';
import { startupView } from './startup.js';
import { tombstoneReader } from '../data/tombstone.js';

tableName(); // env gate: fails the cold start without TABLE_NAME
const cache = new CatalogueCache(ddb, tableName);

async function matches(event: HttpEvent): Promise<MatchListResponse> {
  const query = parseQuery(event, MatchListQuery);
  const caller = callerOf(event);
  const [{ profile }, { index }] = await Promise.all([
    getStartup(ddb(), tableName(), caller.sub),
    cache.get(),
  ]);
  if (!profile) {
    throw new StateConflict(
      'Create your startup profile first: matches are ranked against its stage, sectors, country and raise.',
      STARTUP_PROFILE_REQUIRED,
    );
  }
  const now = new Date();
  const { order, prepared } = rankedOrder(index, profile, now);
  const total = order.length;
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const page = Math.min(query.page, lastPage);
  const start = (page - 1) * query.pageSize;
  const records = Array.from(order.subarray(start, start + query.pageSize), (p) => index.records[p]!);
  const investors = await founderView(ddb(), tableName(), caller.sub, records);
  return {
    items: investors.map((investor, k) => {
      const { score, reasons } = explain(records[k]!, prepared, now.getTime());
      return { ...investor, score, reasons };
    }),
    total,
    page,
    pageSize: query.pageSize,
    startup: startupView(profile),
  };
}

export const handler = featureHandler(
  'match',
  {
    'GET /v1/matches': matches,
  },
  { accounts: tombstoneReader(ddb, tableName) },
);
