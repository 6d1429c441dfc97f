/**
 * The ranked catalogue for a startup profile, memoised per container (issue 15): `GET /v1/matches` pages through
 * it and `GET /v1/investors?sort=match` orders by it, so paging and re-sorting do not rank the catalogue again.
 * Entries are keyed by the search index and its `generation` (changes applied in place bump it, issue 34: a hidden
 * or edited listing is never served from a stale ranking) and by the profile and the UTC day (the recency factor depends on the date). At most MEMO_SIZE
 * rankings are kept, least recently used dropped first.
 */
import type { SearchIndex } from './search-index.js';
import { prepare, rank, type MatchProfile, type PreparedProfile } from './match-score.js';

export const MEMO_SIZE = 64;

const memo = new WeakMap<SearchIndex, Map<string, Int32Array>>();

/** Positions of `index`, best match for `profile` first (score.ts `rank`), and the prepared profile. */
export function rankedOrder(
  index: SearchIndex,
  profile: MatchProfile,
  now: Date,
): { order: Int32Array; prepared: PreparedProfile } {
  const prepared = prepare(profile);
  const key = JSON.stringify([
    index.generation,
    profile.stage,
    profile.sectors,
    profile.country,
    profile.raising_usd,
    profile.needs_lead,
    now.toISOString().slice(0, 10),
  ]);
  let byProfile = memo.get(index);
  if (!byProfile) memo.set(index, (byProfile = new Map()));
  let order = byProfile.get(key);
  if (order) {
    byProfile.delete(key);
  } else {
    order = rank(index, prepared, now.getTime());
    if (byProfile.size >= MEMO_SIZE) byProfile.delete(byProfile.keys().next().value!);
  }
  byProfile.set(key, order);
  return { order, prepared };
}
