/**
 * The lazily loaded area of the app that needs Cloudscape and Amplify: `/auth` and `/dashboard/*`.
 *
 * `AuthShell` (layout route) provides auth and toasts (Cloudscape's global styles come with the dashboard and
 * the /auth forms, which use Cloudscape: the shell itself paints without it); `RequireAuth` guards
 * signed-in routes (signed out → /auth; the session expired or never began → `/auth?next=<path+query>`,
 * next.ts); `SignedOutOnly`
 * sends a signed-in user from /auth to `next` or /dashboard (founder-app.md §2 "Sign in / sign up"). Kept out of
 * the landing chunk.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AuthProvider, useAuth } from '../common/auth/auth-context.js';
import { DEFAULT_AFTER_SIGN_IN, nextFromSearch, signInUrl } from '../common/auth/next.js';
import { ToastProvider } from '../common/components/toasts.js';
import { FullPageSpinner } from '../common/components/full-page-spinner.js';
import { queryClient } from '../common/query.js';

export default function AuthShell() {
  // The query cache (web/src/common/query.ts) is provided here and by the admin area, not by the entry: the public pages
  // load no react-query (issue 13 "Speed", the landing's JavaScript budget).
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, sessionEnd } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) {
    // Signed out (here or in another tab) or account deleted: /auth saying so. Expired: saying so, and come back
    // here after; never signed in: come back here after (issue 23: /auth says why the founder is there).
    const here = `${location.pathname}${location.search}`;
    const to =
      sessionEnd === 'signedOut'
        ? signInUrl(DEFAULT_AFTER_SIGN_IN, 'signed_out')
        : sessionEnd === 'accountDeleted'
          ? signInUrl(DEFAULT_AFTER_SIGN_IN, 'account_deleted')
          : signInUrl(here, sessionEnd === 'expired' ? 'expired' : undefined);
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}

export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (user) return <Navigate to={nextFromSearch(location.search)} replace />;
  return <>{children}</>;
}
