/**
 * Server data of the dashboard, one react-query hook per resource (web/src/query.ts holds the client: fresh for
 * 5 minutes, one retry). Routes: shared/routes.ts (`GET /v1/me`, `GET /v1/investors/filters`, `GET /v1/investors`).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api.js';
import type { InvestorFilters, InvestorListResponse, MeResponse } from '../../../../shared/schemas.js';
import { apiQueryFromFilters, type FilterState } from './investors/filter-state.js';

/** The caller's profile, usage and counts (`GET /v1/me`; the profile is created on the first call). */
export function useMe() {
  return useQuery({ queryKey: ['me'], queryFn: () => apiGet<MeResponse>('/v1/me') });
}

/** Catalogue size and filter options (`GET /v1/investors/filters`). */
export function useInvestorFilters() {
  return useQuery({
    queryKey: ['investor-filters'],
    queryFn: () => apiGet<InvestorFilters>('/v1/investors/filters'),
  });
}

/**
 * One page of investors for a filter state (`GET /v1/investors`: server-side search, filters, 10 a page, page
 * clamped by the server). The previous page stays on screen while the next one loads.
 */
export function useInvestors(filters: FilterState) {
  const query = apiQueryFromFilters(filters);
  return useQuery({
    queryKey: ['investors', query],
    queryFn: () => apiGet<InvestorListResponse>('/v1/investors', query),
    placeholderData: keepPreviousData,
  });
}
