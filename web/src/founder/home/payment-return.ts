/**
 * Payment return on the dashboard home (founder-app.md §2 "Dashboard home", §9 "Payment sync delay 1 second";
 * issue 9): Stripe Checkout sends the founder back to `/dashboard?session_id=cs_...`. With a session id in the query
 * (the page is behind sign-in), after 1 s the hook calls the subscription check (`POST /v1/billing/sync`), which
 * refreshes the plan everywhere, toasts 'Payment Successful!' (or 'Subscription Sync Error'), and removes the
 * parameter. Each session id is handled once: remembered for the tab's session (sessionStorage) and in memory.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../common/components/toasts.js';
import { useSyncSubscription } from '../billing/api.js';
import { billingStrings } from '../billing/strings.js';

/** Delay before the subscription check, in ms (spec: 1 second). */
export const PAYMENT_SYNC_DELAY_MS = 1000;

const STORAGE_KEY = 'fundscout.handledCheckoutSessions';
const handledInMemory = new Set<string>();

function storedSessions(storage: Pick<Storage, 'getItem'> | null): string[] {
  try {
    const value = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** True when `sessionId` was handled before in this tab. */
export function wasHandled(sessionId: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  return handledInMemory.has(sessionId) || storedSessions(storage).includes(sessionId);
}

/** True the first time `sessionId` is claimed in this tab, false after. */
export function claimSession(
  sessionId: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): boolean {
  if (wasHandled(sessionId, storage)) return false;
  const stored = storedSessions(storage);
  handledInMemory.add(sessionId);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify([...stored.slice(-19), sessionId]));
  } catch {
    // storage full or disabled: memory still guards this page's life
  }
  return true;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function usePaymentReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const sync = useSyncSubscription();
  const { toast } = useToast();
  const { mutate } = sync;
  const sessionId = new URLSearchParams(location.search).get('session_id');

  useEffect(() => {
    if (!sessionId) return;
    const withoutParam = () => {
      const params = new URLSearchParams(location.search);
      params.delete('session_id');
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    };
    if (wasHandled(sessionId, sessionStore())) {
      withoutParam();
      return;
    }
    // Claimed when the timer fires, so an effect that re-runs before (React StrictMode) still syncs once.
    const timer = window.setTimeout(() => {
      if (!claimSession(sessionId, sessionStore())) return withoutParam();
      mutate(undefined, {
        onSuccess: () => toast({ type: 'success', title: billingStrings.paymentReturn.success }),
        onError: () =>
          toast({
            type: 'error',
            title: billingStrings.paymentReturn.syncErrorTitle,
            message: billingStrings.paymentReturn.syncErrorMessage,
          }),
        onSettled: withoutParam,
      });
    }, PAYMENT_SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sessionId, location.pathname, location.search, navigate, mutate, toast]);
}
