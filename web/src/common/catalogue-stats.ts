/**
 * The catalogue's public figures on the marketing pages (issue 12 "Marketing from data": the landing hero, the
 * /auth side panel, the /apply tiles), from `GET /v1/catalogue/stats` (shared/marketing-schemas.ts CatalogueStats).
 * Fetched once per page load and shared by every page that asks (a module-level promise; a failure is forgotten so
 * the next page retries). Until the answer arrives the pages reserve the figures' space; if the call fails they
 * show `FALLBACK_FIGURES`, which stay true for any stack seeded with the bundled open data.
 */
import { useEffect, useState } from 'react';
import type { CatalogueStats } from '../../../shared/marketing-schemas.js';
import { callPublicApi } from './api.js';
import { ATTRIBUTIONS } from '../../../shared/attribution.js';
import { formatCount, formatDate } from './format.js';

/** The figures as shown ('1,136'). */
export interface CatalogueFigures {
  investors: string;
  /** Investor types with at least one investor listed. */
  types: string;
  /** Open data sources the catalogue credits. */
  sources: string;
  /** The last catalogue change as 'November 23, 2026', or null. */
  updated: string | null;
  /** Listings claimed by their investors, and listed as currently investing (issue 19; shown only when > 0). */
  claimed: number;
  investing: number;
}

/**
 * Shown when the figures cannot be loaded: the bundled open data alone (data/, seeded into every stack) lists more
 * than 1,000 investors (1,136) of 5 types (none is an Angel Investor: angels join through /apply) from 3 sources,
 * so these stay true without the call.
 */
export const FALLBACK_FIGURES: CatalogueFigures = {
  investors: '1,000+',
  types: '5',
  sources: '3',
  updated: null,
  claimed: 0,
  investing: 0,
};

const count = formatCount;

/** The open datasets the catalogue credits (shared/attribution.ts). */
const OPEN_DATA_SOURCES: ReadonlySet<string> = new Set(ATTRIBUTIONS.map((a) => a.source));

/** The shown figures of `stats`. */
export function figuresOf(stats: CatalogueStats): CatalogueFigures {
  return {
    investors: count(stats.investors),
    types: count(Object.values(stats.by_type).filter((n) => n > 0).length),
    // Open data only: an administrator's import or an approved application is a source, not an open dataset.
    sources: count(stats.sources.filter((s) => OPEN_DATA_SOURCES.has(s.name)).length),
    updated: stats.last_import_at
      ? formatDate(stats.last_import_at, { dateStyle: 'long', timeZone: 'UTC' })
      : null,
    claimed: stats.claimed,
    investing: stats.currently_investing,
  };
}

let pending: Promise<CatalogueStats> | undefined;

/** The stats, one request per page load (a failed request is retried by the next caller). */
export function loadCatalogueStats(): Promise<CatalogueStats> {
  pending ??= callPublicApi('GET /v1/catalogue/stats').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Test helper: forget the loaded stats. */
export function resetCatalogueStatsForTests(): void {
  pending = undefined;
}

/**
 * The figures for a page: `loading` until the stats arrive (render the space, not a number), then the real
 * figures, or `FALLBACK_FIGURES` with `fallback` when the call failed.
 */
export function useCatalogueFigures(): {
  figures: CatalogueFigures;
  state: 'loading' | 'ready' | 'fallback';
} {
  const [result, setResult] = useState<{
    figures: CatalogueFigures;
    state: 'loading' | 'ready' | 'fallback';
  }>({
    figures: FALLBACK_FIGURES,
    state: 'loading',
  });
  useEffect(() => {
    let live = true;
    loadCatalogueStats().then(
      (stats) => live && setResult({ figures: figuresOf(stats), state: 'ready' }),
      () => live && setResult({ figures: FALLBACK_FIGURES, state: 'fallback' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return result;
}
