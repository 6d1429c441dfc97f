// @vitest-environment happy-dom
/**
 * The spec's billing messages where the founder meets them (founder-app.md §8 "Subscription and billing", §2 Plans &
 * Pricing and Dashboard home payment return), with the API mocked at web/src/common/api.ts:
 * - Plans & Pricing: 'Failed to create checkout session. Please try again.' when checkout fails; 'Portal Error' with
 *   'No portal URL was returned. Please try again.' (answer without url) and with 'Could not open the customer
 *   portal. Please try again or contact support.' (call failed);
 * - payment return: after 1 s, 'Payment Successful!' (or 'Subscription Sync Error' with its message), the
 *   `session_id` parameter removed, the same id never synced twice.
 */
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { BillingResponse, BillingSummary } from '../../../../shared/billing-schemas.js';
import { ToastProvider } from '../../common/components/toasts.js';

const apiSend = vi.fn();
vi.mock('../../common/api.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  // Reads never answer (the tests seed the cache); writes go to `apiSend`.
  callApi: (route: string, ...args: unknown[]) =>
    route.startsWith('GET ') ? new Promise(() => undefined) : (apiSend(route, ...args) as unknown),
}));

// Cloudscape’s first render in the test DOM takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });
const FOUND = { timeout: 8000 };

const { default: PricingPage } = await import('./pricing-page.js');
const { usePaymentReturn, PAYMENT_SYNC_DELAY_MS } = await import('../home/payment-return.js');
const { navigation } = await import('../billing/api.js');

const summary = (over: Partial<BillingSummary> = {}): BillingSummary => ({
  tier: 'free',
  status: 'none',
  billing_cycle: 'monthly',
  subscription_price: null,
  subscription_end: null,
  cancel_at_period_end: false,
  trial_end: null,
  scheduled_tier: null,
  trial_used: false,
  trial_eligible: true,
  has_customer: false,
  ...over,
});

/** The router's current path and query, as the founder's address bar would show it. */
const where = { path: '' };
function Where() {
  const l = useLocation();
  useEffect(() => {
    where.path = `${l.pathname}${l.search}`;
  }, [l]);
  return null;
}

function renderAt(path: string, page: React.ReactNode, billing = summary()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData<BillingResponse>(['billing'], { billing, invoices: [], invoices_unavailable: false });
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          {page}
          <Where />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  apiSend.mockReset();
  vi.spyOn(navigation, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('Plans & Pricing messages', () => {
  it('states the one rule for usage on an upgrade (issue 23; the server keeps usage on an upgrade invoice)', async () => {
    renderAt('/dashboard/pricing', <PricingPage />, summary({ tier: 'starter', status: 'active' }));
    const rule = await screen.findByTestId('usage-rule', {}, FOUND);
    expect(rule.textContent).toContain('never on a plan change');
    expect(rule.textContent).toContain('keeps the actions you used this period');
    // Issue 38: the whole rule, once, for each plan and for the trial
    expect(screen.getAllByTestId('usage-rule')).toHaveLength(1);
    expect(rule.textContent).toContain('Free: every month from the day you signed up.');
    expect(rule.textContent).toContain('A free trial ends on its renewal day');
  });

  it("checkout failure: 'Failed to create checkout session. Please try again.'; nothing opened", async () => {
    apiSend.mockRejectedValue(new Error('502'));
    renderAt('/dashboard/pricing', <PricingPage />);
    fireEvent.click(screen.getByRole('button', { name: /^Choose Starter/ }));
    expect(
      await screen.findByText('Failed to create checkout session. Please try again.', {}, FOUND),
    ).toBeTruthy();
    expect(apiSend).toHaveBeenCalledWith('POST /v1/billing/checkout', {
      body: { plan: 'starter', billingCycle: 'monthly' },
    });
    expect(navigation.goTo).not.toHaveBeenCalled();
  });

  it('a successful checkout leaves for the URL Stripe answered', async () => {
    apiSend.mockResolvedValue({ url: 'https://checkout.stripe.test/cs_1' });
    renderAt('/dashboard/pricing', <PricingPage />);
    fireEvent.click(screen.getByRole('button', { name: /^Choose Premium/ }));
    await waitFor(
      () => expect(navigation.goTo).toHaveBeenCalledWith('https://checkout.stripe.test/cs_1'),
      FOUND,
    );
  });

  it("the landing's choice (?plan=premium&cycle=yearly) starts that checkout once the plan has loaded", async () => {
    apiSend.mockResolvedValue({ url: 'https://checkout.stripe.test/cs_2' });
    renderAt('/dashboard/pricing?plan=premium&cycle=yearly', <PricingPage />);
    await waitFor(
      () => expect(navigation.goTo).toHaveBeenCalledWith('https://checkout.stripe.test/cs_2'),
      FOUND,
    );
    expect(apiSend).toHaveBeenCalledTimes(1);
    expect(apiSend).toHaveBeenCalledWith('POST /v1/billing/checkout', {
      body: { plan: 'premium', billingCycle: 'yearly' },
    });
  });

  it("'Portal Error' when the answer has no URL, and when the call fails", async () => {
    const paid = summary({ tier: 'starter', status: 'active', has_customer: true, trial_used: true });
    apiSend.mockResolvedValueOnce({});
    renderAt('/dashboard/pricing', <PricingPage />, paid);
    fireEvent.click(screen.getByRole('button', { name: 'Manage Plan' }));
    expect(await screen.findByText('No portal URL was returned. Please try again.', {}, FOUND)).toBeTruthy();
    expect(screen.getAllByText('Portal Error').length).toBeGreaterThan(0);
    expect(apiSend).toHaveBeenLastCalledWith('POST /v1/billing/portal');

    apiSend.mockRejectedValueOnce(new Error('500'));
    fireEvent.click(screen.getByRole('button', { name: 'Manage Plan' }));
    expect(
      await screen.findByText(
        'Could not open the customer portal. Please try again or contact support.',
        {},
        FOUND,
      ),
    ).toBeTruthy();
    expect(navigation.goTo).not.toHaveBeenCalled();
    // A paid founder's free card: 'Contact Support', disabled
    expect(screen.getByRole('button', { name: 'Contact Support' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});

function Home() {
  usePaymentReturn();
  return null;
}

describe('payment return on the dashboard', () => {
  it("after 1 s: sync, 'Payment Successful!', the parameter removed; the same id is not synced again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    apiSend.mockResolvedValue({ billing: summary({ tier: 'starter' }) });
    renderAt('/dashboard?session_id=cs_test_once', <Home />);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SYNC_DELAY_MS - 50));
    expect(apiSend).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(apiSend).toHaveBeenCalledWith('POST /v1/billing/sync');
    expect(await screen.findByText('Payment Successful!', {}, FOUND)).toBeTruthy();
    await waitFor(() => expect(where.path).toBe('/dashboard'), FOUND);
    cleanup();

    renderAt('/dashboard?session_id=cs_test_once', <Home />);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SYNC_DELAY_MS * 2));
    expect(apiSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(where.path).toBe('/dashboard'), FOUND);
  });

  it("a failed sync says 'Subscription Sync Error' with the spec's message", async () => {
    apiSend.mockRejectedValue(new Error('502'));
    renderAt('/dashboard?session_id=cs_test_fails', <Home />);
    expect(await screen.findByText('Subscription Sync Error', {}, FOUND)).toBeTruthy();
    expect(
      screen.getByText(
        'Payment was successful, but there was an issue updating your account. Please refresh the page.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(where.path).toBe('/dashboard'), FOUND);
  });
});
