/**
 * Billing on the web (issue 9): react-query hooks for `GET /v1/billing` and the three billing calls
 * (shared/routes.ts; founder-app.md §7 create-checkout, customer-portal, check-subscription), and `goTo`, which
 * leaves for a Stripe page. Checkout and the portal open in the same tab: both return to the app (`/dashboard`
 * with the session id, `/dashboard/billing`), so a new tab would leave a stale one behind.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../common/api.js';
import type { CheckoutRequest } from '../../../../shared/billing-schemas.js';

/** Plan, status, dates and invoices (`GET /v1/billing`). */
export function useBilling() {
  return useQuery({ queryKey: ['billing'], queryFn: () => callApi('GET /v1/billing') });
}

/** Leaves the app for a Stripe page (replaced in tests). */
export const navigation = {
  goTo(url: string): void {
    window.location.assign(url);
  },
};

/** `POST /v1/billing/checkout` → the Checkout (or plan-change confirmation) URL. */
export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutRequest) => callApi('POST /v1/billing/checkout', { body }),
  });
}

/** `POST /v1/billing/portal` → the customer portal URL. */
export function usePortal() {
  return useMutation({ mutationFn: () => callApi('POST /v1/billing/portal') });
}

/** `POST /v1/billing/sync`, then every query that shows the plan is fresh again. */
export function useSyncSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /v1/billing/sync'),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['me'] });
      void client.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}
