/**
 * The lazily loaded area of the app that needs Cloudscape and Amplify: `/auth` and `/dashboard/*`.
 *
 * `AuthShell` (layout route) loads Cloudscape's global styles and provides auth and toasts; `RequireAuth` guards
 * signed-in routes (signed out, or the session expired → `/auth?next=<path+query>`, next.ts); `SignedOutOnly`
 * sends a signed-in user from /auth to `next` or /dashboard (founder-app.md §2 "Sign in / sign up"). Kept out of
 * the landing chunk.
 */
import '@cloudscape-design/global-styles/index.css';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AuthProvider, useAuth } from './auth-context.js';
import { nextFromSearch, signInUrl } from './next.js';
import { ToastProvider } from '../components/toasts.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';

export function AuthShell() {
  return (
    <ToastProvider>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </ToastProvider>
  );
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) {
    return <Navigate to={signInUrl(`${location.pathname}${location.search}`)} replace />;
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

export default AuthShell;
