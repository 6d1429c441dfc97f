/**
 * Feature `catalogue-stats`: `GET /v1/catalogue/stats` (public; shared/marketing-schemas.ts CatalogueStats), the
 * figures the landing, /auth and /apply show (issue 12 "Marketing from data";
 * docs/decisions/0020-marketing-figures-and-quotes.md), and `GET /v1/catalogue/network-index` (public;
 * shared/network-schemas.ts), the compact index the Network page matches connections against in the browser
 * (issue 24; docs/decisions/0037-network-in-the-browser.md). Both read the same founder-visible catalogue.
 * `GET /v1/public/listings/{id}` (public, issue 37 item 2): a listing's page for its investors with the founders'
 * demand, from 5 founders on and rounded (functions/demand/asks.ts `publicListing`).
 *
 * The catalogue is read through the investor search's cache (functions/investors/catalogue.ts `CatalogueCache`:
 * one paginated Query of GSI1 `CATALOGUE`, reloaded only when the catalogue version changed), revalidated at most
 * every `STATS_REVALIDATE_MS` (default `STATS_MAX_AGE_SECONDS`, 5 minutes: one GetItem of the version item; the
 * integration stack sets 0, so a figure follows the tests' writes); the figures are computed once per
 * loaded catalogue. The answer carries `Cache-Control: public, max-age=300` so browsers and CloudFront keep it
 * too. The function only reads the table (registry `table: 'read'`).
 */
import * as z from 'zod';
import type { InvestorRecord } from '../data/investor.js';
import { readCatalogueUpdatedAt } from '../data/investor.js';
import { CatalogueCache } from '../investors/catalogue.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { loadEnv } from '../lib/env.js';
import { featureHandler, Reply } from '../lib/http.js';
import { STATS_MAX_AGE_SECONDS, type CatalogueStats } from '../../shared/marketing-schemas.js';
import { NETWORK_INDEX_MAX_AGE_SECONDS, type NetworkIndex } from '../../shared/network-schemas.js';
import { networkIndex } from './network-index.js';
import { InvestorIdParams } from '../../shared/schemas.js';
import { publicListing } from '../demand/asks.js';
import { parsePath } from '../lib/validate.js';
import { catalogueStats } from './stats.js';
import { utcDayNumber } from '../../shared/listing.js';

tableName(); // env gate: fails the cold start without TABLE_NAME

/** The response headers: public, cacheable for `STATS_MAX_AGE_SECONDS`. */
export const STATS_CACHE_CONTROL = `public, max-age=${STATS_MAX_AGE_SECONDS}`;

/**
 * Figures of the catalogue `cache` holds, computed once per loaded catalogue (the cache hands out a new `byId` map
 * when it reloads) and UTC day (`currently_investing` counts 'until' dates against the day; ADR 0045).
 * `lastImportAt` is read alongside each computation.
 */
export class StatsMemo {
  private byId: ReadonlyMap<string, InvestorRecord> | undefined;
  private day = NaN;
  private stats: CatalogueStats | undefined;

  constructor(
    private readonly cache: Pick<CatalogueCache, 'get'>,
    private readonly lastImportAt: () => Promise<string | null>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<CatalogueStats> {
    const { byId } = await this.cache.get();
    const now = this.now();
    const day = utcDayNumber(now);
    if (!this.stats || byId !== this.byId || day !== this.day) {
      const at = await this.lastImportAt();
      this.stats = catalogueStats(byId.values(), at, now);
      this.byId = byId;
      this.day = day;
    }
    return this.stats;
  }
}

/** The network index's response headers: public, cacheable (issue 24). */
export const NETWORK_INDEX_CACHE_CONTROL = `public, max-age=${NETWORK_INDEX_MAX_AGE_SECONDS}`;

/**
 * The network index of the catalogue `cache` holds (issue 24; network-index.ts), built once per loaded catalogue,
 * as the stats are.
 */
export class NetworkIndexMemo {
  private byId: ReadonlyMap<string, InvestorRecord> | undefined;
  private index: NetworkIndex | undefined;

  constructor(private readonly cache: Pick<CatalogueCache, 'get'>) {}

  async get(): Promise<NetworkIndex> {
    const { byId } = await this.cache.get();
    if (!this.index || byId !== this.byId) {
      this.index = networkIndex(byId.values());
      this.byId = byId;
    }
    return this.index;
  }
}

const { STATS_REVALIDATE_MS } = loadEnv({
  STATS_REVALIDATE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(STATS_MAX_AGE_SECONDS * 1000),
});

const catalogue = new CatalogueCache(ddb, tableName, Date.now, STATS_REVALIDATE_MS);
const memo = new StatsMemo(catalogue, () => readCatalogueUpdatedAt(ddb(), tableName()));
const networkMemo = new NetworkIndexMemo(catalogue);

/** The public listing page's response headers (issue 37 item 2): public, cacheable for 5 minutes. */
export const PUBLIC_LISTING_CACHE_CONTROL = 'public, max-age=300';

export const handler = featureHandler('catalogue-stats', {
  'GET /v1/public/listings/{id}': async (event) =>
    new Reply(
      200,
      await publicListing(
        { client: ddb(), table: tableName(), now: () => new Date() },
        parsePath(event, InvestorIdParams).id,
      ),
      { 'cache-control': PUBLIC_LISTING_CACHE_CONTROL },
    ),
  'GET /v1/catalogue/stats': async () =>
    new Reply(200, await memo.get(), { 'cache-control': STATS_CACHE_CONTROL }),
  'GET /v1/catalogue/network-index': async () =>
    new Reply(200, await networkMemo.get(), { 'cache-control': NETWORK_INDEX_CACHE_CONTROL }),
});
