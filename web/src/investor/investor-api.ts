/**
 * The investor portal's server state (issue 19), through the typed client (web/src/api.ts `callApi`; the investor
 * routes of shared/investor-routes.ts carry the investors pool's token only: api.ts `tokenScope`):
 * - `useInvestorAccount`: GET /v1/investor/me (email, listings held, claims newest first);
 * - `useListingSearch(q)`: GET /v1/investor/listings?q= (public fields only), once `q` has 2+ characters;
 * - `useClaimListing`: POST /v1/investor/claims (refreshes the account on success);
 * - `useDeleteInvestorAccount`: DELETE /v1/investor/account.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RouteBody } from '../api.js';

export const investorKeys = {
  account: ['investor', 'me'] as const,
  search: (q: string) => ['investor', 'listings', q] as const,
};

/** Fewest characters of a catalogue search (shared/claim-schemas.ts ListingSearchQuery). */
export const MIN_SEARCH = 2;

export function useInvestorAccount() {
  return useQuery({ queryKey: investorKeys.account, queryFn: () => callApi('GET /v1/investor/me') });
}

export function useListingSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: investorKeys.search(query),
    queryFn: () => callApi('GET /v1/investor/listings', { query: { q: query } }),
    enabled: query.length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
  });
}

export function useClaimListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'POST /v1/investor/claims'>) =>
      callApi('POST /v1/investor/claims', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: investorKeys.account }),
  });
}

export function useDeleteInvestorAccount() {
  return useMutation({
    mutationFn: (confirmEmail: string) =>
      callApi('DELETE /v1/investor/account', { body: { confirm_email: confirmEmail } }),
  });
}
