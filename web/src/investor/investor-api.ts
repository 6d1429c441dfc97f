/**
 * The investor portal's server state (issue 19), through the typed client (web/src/common/api.ts `callApi`; the investor
 * routes of shared/investor-routes.ts carry the investors pool's token only: api.ts `tokenScope`):
 * - `useInvestorAccount`: GET /v1/investor/me (email, listings held, claims newest first);
 * - `useListingSearch(q)`: GET /v1/investor/listings?q= (public fields only), once `q` has 2+ characters;
 * - `useClaimListing`: POST /v1/investor/claims (refreshes the account on success);
 * - `useDeleteInvestorAccount`: DELETE /v1/investor/account;
 * - `useListing(id)` and `useListingAction(id)`: the listing editor's GET /v1/investor/listings/{id} and its
 *   writes (PATCH, confirm, visibility, contact, contact/verify), each answering the whole listing, which
 *   replaces the cached one (and refreshes My listings); a 409 `listing_changed` (a hide decided on a listing that
 *   changed since, issue 34) reloads the listing.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, isListingChanged, type RouteBody } from '../common/api.js';

export const investorKeys = {
  account: ['investor', 'me'] as const,
  search: (q: string) => ['investor', 'listings', q] as const,
  listing: (id: string) => ['investor', 'listing', id] as const,
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
    // The account lists the claim; the catalogue search shows the listing's team (Unclaimed before)
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: investorKeys.account }),
        client.invalidateQueries({ queryKey: ['investor', 'listings'] }),
      ]),
  });
}

export function useDeleteInvestorAccount() {
  return useMutation({
    mutationFn: (confirmEmail: string) =>
      callApi('DELETE /v1/investor/account', { body: { confirm_email: confirmEmail } }),
  });
}

export function useListing(id: string) {
  return useQuery({
    queryKey: investorKeys.listing(id),
    queryFn: () => callApi('GET /v1/investor/listings/{id}', { params: { id } }),
    retry: false,
  });
}

/** One write to the listing: which route, and its body. */
export type ListingAction =
  | { kind: 'edit'; body: RouteBody<'PATCH /v1/investor/listings/{id}'> }
  | { kind: 'confirm' }
  | { kind: 'visibility'; body: RouteBody<'PUT /v1/investor/listings/{id}/visibility'> }
  | { kind: 'contact'; body: RouteBody<'PUT /v1/investor/listings/{id}/contact'> }
  | { kind: 'verify'; body: RouteBody<'POST /v1/investor/listings/{id}/contact/verify'> };

function runListingAction(id: string, action: ListingAction) {
  const params = { id };
  switch (action.kind) {
    case 'edit':
      return callApi('PATCH /v1/investor/listings/{id}', { params, body: action.body });
    case 'confirm':
      return callApi('POST /v1/investor/listings/{id}/confirm', { params });
    case 'visibility':
      return callApi('PUT /v1/investor/listings/{id}/visibility', { params, body: action.body });
    case 'contact':
      return callApi('PUT /v1/investor/listings/{id}/contact', { params, body: action.body });
    case 'verify':
      return callApi('POST /v1/investor/listings/{id}/contact/verify', { params, body: action.body });
  }
}

/** A write to listing `id`; its answer (the whole listing) replaces the cached one. */
export function useListingAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ListingAction) => runListingAction(id, action),
    onSuccess: (listing) => {
      client.setQueryData(investorKeys.listing(id), listing);
      void client.invalidateQueries({ queryKey: investorKeys.account });
    },
    onError: (error) => {
      if (isListingChanged(error)) void client.invalidateQueries({ queryKey: investorKeys.listing(id) });
    },
  });
}
