/**
 * Feature `catalogue-stats`: `GET /v1/catalogue/stats` (public; shared/marketing-schemas.ts CatalogueStats), the
 * figures the landing, /auth and /apply show (issue 12 "Marketing from data";
 * docs/decisions/0020-marketing-figures-and-quotes.md).
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
import { catalogueStats } from './stats.js';

tableName(); // env gate: fails the cold start without TABLE_NAME

/** The response headers: public, cacheable for `STATS_MAX_AGE_SECONDS`. */
export const STATS_CACHE_CONTROL = `public, max-age=${STATS_MAX_AGE_SECONDS}`;

/**
 * Figures of the catalogue `cache` holds, computed once per loaded catalogue (the cache hands out a new `byId` map
 * when it reloads). `lastImportAt` is read alongside each computation.
 */
export class StatsMemo {
  private byId: ReadonlyMap<string, InvestorRecord> | undefined;
  private stats: CatalogueStats | undefined;

  constructor(
    private readonly cache: Pick<CatalogueCache, 'get'>,
    private readonly lastImportAt: () => Promise<string | null>,
  ) {}

  async get(): Promise<CatalogueStats> {
    const { byId } = await this.cache.get();
    if (!this.stats || byId !== this.byId) {
      const at = await this.lastImportAt();
      this.stats = catalogueStats(byId.values(), at);
      this.byId = byId;
    }
    return this.stats;
  }
}

const { STATS_REVALIDATE_MS } = loadEnv({
  STATS_REVALIDATE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(STATS_MAX_AGE_SECONDS * 1000),
});

const memo = new StatsMemo(new CatalogueCache(ddb, tableName, Date.now, STATS_REVALIDATE_MS), () =>
  readCatalogueUpdatedAt(ddb(), tableName()),
);

export const handler = featureHandler('catalogue-stats', {
  'GET /v1/catalogue/stats': async () =>
    new Reply(200, await memo.get(), { 'cache-control': STATS_CACHE_CONTROL }),
});
