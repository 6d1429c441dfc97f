/**
 * The investor area (issue 19 items 1 and 3), one lazy chunk apart from the founder and admin areas, under
 * `/investors/*` (the public page `/investors` itself is investors-page.tsx):
 * - `/investors/auth`: sign in / sign up / confirm / reset against the investors pool (the founders' forms through
 *   `<AuthProvider pool="investors">`: one auth code for both pools); a signed-in investor goes on to the portal;
 * - `/investors/portal/*`: the portal (portal-shell.tsx), for an investor session only (otherwise
 *   `/investors/auth?next=<page>`).
 * The founders' session is never used here and the investors' never leaves this area (api.ts `tokenScope`).
 */
import '@cloudscape-design/global-styles/index.css';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, useAuth } from '../common/auth/auth-context.js';
import { FullPageSpinner } from '../common/components/full-page-spinner.js';
import { ToastProvider } from '../common/components/toasts.js';
import { queryClient } from '../common/query.js';
import { InvestorAuthPage } from './sign-in/sign-in-page.js';
import { investorSignInUrl, nextInvestorPage } from './next.js';
import { PortalRoutes } from './shell/portal-shell.js';

function InvestorShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider pool="investors">
          <Outlet />
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** The portal for a signed-in investor; anyone else to /investors/auth (saying why, coming back after). */
function RequireInvestor({ children }: { children: ReactNode }) {
  const { user, loading, sessionEnd } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user)
    return <Navigate to={investorSignInUrl(`${location.pathname}${location.search}`, sessionEnd)} replace />;
  return <>{children}</>;
}

/** /investors/auth for a signed-out visitor; a signed-in investor goes on to `next` (or the portal). */
function InvestorSignedOutOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (user) return <Navigate to={nextInvestorPage(location.search)} replace />;
  return <>{children}</>;
}

export default function InvestorRoutes() {
  return (
    <Routes>
      <Route element={<InvestorShell />}>
        <Route
          path="auth"
          element={
            <InvestorSignedOutOnly>
              <InvestorAuthPage />
            </InvestorSignedOutOnly>
          }
        />
        <Route
          path="portal/*"
          element={
            <RequireInvestor>
              <PortalRoutes />
            </RequireInvestor>
          }
        />
        <Route path="*" element={<Navigate to="/investors" replace />} />
      </Route>
    </Routes>
  );
}
