/**
 * The router (founder-app.md §2 route table). Every page is its own lazy chunk:
 * - `/` landing, `/apply`, `/about`, `/contact`, `/privacy`, `/terms` and the 404 page: plain React and CSS, no
 *   Cloudscape or Amplify (web/src/public/, `npm run bench:web` checks the landing route);
 * - `/auth` and `/dashboard/*` under the `AuthShell` layout (Cloudscape styles, Amplify auth, toasts), the
 *   dashboard guarded by `RequireAuth` (spinner while the session check runs, /auth when signed out) and
 *   `/auth` by `SignedOutOnly` (signed in → /dashboard);
 * - `/pricing`, `/login`, `/signup`: redirects (redirects.tsx);
 * - `/admin/*`: the admin area (its own chunk, Amplify configured for the admins pool);
 * - anything else: the 404 page.
 *
 * The router is a data router (`createBrowserRouter`) so that pages can block navigation with unsaved changes
 * (`useBlocker`, Account Settings); the route table itself stays declarative below.
 */
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { FullPageSpinner } from './common/components/full-page-spinner.js';
import { preloadableLazy } from './common/lazy-preload.js';
import { hasStoredSession } from './common/auth/session-check.js';
import { redirectRoutes } from './redirects.js';

const LandingPage = lazy(() => import('./public/landing/landing-page.js'));
const NotFoundPage = lazy(() => import('./public/not-found/not-found-page.js'));
const ApplyPage = lazy(() => import('./public/apply/apply-page.js'));
const AboutPage = lazy(() => import('./public/static/about-page.js'));
const ContactPage = lazy(() => import('./public/contact/contact-page.js'));
const PrivacyPage = lazy(() => import('./public/static/privacy-page.js'));
const TermsPage = lazy(() => import('./public/static/terms-page.js'));
// Issue 19: the public For investors page and the investor area (web/src/investor/, its own chunks).
const InvestorsPage = lazy(() => import('./public/for-investors/for-investors-page.js'));
const InvestorRoutes = lazy(() => import('./investor/routes.js'));
// Issue 37: a listing's public page for its investors (the founders' demand, how to claim).
const ListingPage = lazy(() => import('./public/listing/listing-page.js'));
const InvitationPage = lazy(() => import('./public/invitation/invitation-page.js'));
// The pitch mail's unsubscribe page: public, a chunk of its own (not the portal's Cloudscape chunk).
const PitchUnsubscribePage = lazy(() => import('./public/unsubscribe/unsubscribe-page.js'));
// Issue 37 item 4: the founders' notices mail's unsubscribe page (the same view, the notices' route).
const NoticeUnsubscribePage = lazy(() => import('./public/unsubscribe/notice-unsubscribe-page.js'));
// The signed-in area's modules render without suspending once preloaded (lazy-preload.tsx: no fallback flash and
// no React reveal throttle on a first load that `preloadSignedInArea` below has already started).
const AuthShell = preloadableLazy(() => import('./founder/auth-shell.js'));
const AuthPage = preloadableLazy(() => import('./common/sign-in/auth-page.js'));
const DashboardRoutes = preloadableLazy(() => import('./founder/routes.js'));
const RequireAuth = preloadableLazy(() =>
  import('./founder/auth-shell.js').then((m) => ({ default: m.RequireAuth })),
);
// Admin area (web/src/admin/routes.tsx): its own lazy chunk.
const AdminRoutes = lazy(() => import('./admin/routes.js'));
const SignedOutOnly = preloadableLazy(() =>
  import('./founder/auth-shell.js').then((m) => ({ default: m.SignedOutOnly })),
);
const DashboardPageTitle = preloadableLazy(() =>
  import('./founder/page-title.js').then((m) => ({ default: m.DashboardPageTitle })),
);

// --- issue 13 "Speed" (webdb), issue 23: start the signed-in area's chunks in parallel with the session check ---
/**
 * On a first load of /auth or /dashboard/*, fetch the route's chunks right away instead of one after the other
 * (the page chunk would otherwise wait for the auth shell and then for the session check), and on a signed-in
 * dashboard load the page's API calls (prefetch.ts). Only downloads: the router still decides what renders.
 * Called once by main.tsx before the first render; answers when the route's modules can all render without
 * suspending (lazy-preload.tsx), or null on other paths.
 */
export function preloadSignedInArea(pathname: string): Promise<unknown> | null {
  if (pathname === '/auth' || pathname.startsWith('/auth/')) {
    return Promise.all([AuthShell.preload(), SignedOutOnly.preload(), AuthPage.preload()]);
  }
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    // Signed in: the page's API calls too (prefetch.ts).
    if (hasStoredSession(window.localStorage))
      void import('./founder/prefetch.js').then((m) => m.prefetchDashboard(pathname, window.location.search));
    return Promise.all([
      AuthShell.preload(),
      RequireAuth.preload(),
      DashboardPageTitle.preload(),
      DashboardRoutes.preload(),
      import('./founder/routes.js').then((m) => m.preloadDashboardPage(pathname)),
    ]);
  }
  return null;
}
// --- end issue 13 block ---------------------------------------------------------------------------------------

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/apply" element={<ApplyPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/investors" element={<InvestorsPage />} />
        <Route path="/investors/unsubscribe" element={<PitchUnsubscribePage />} />
        <Route path="/notices/unsubscribe" element={<NoticeUnsubscribePage />} />
        <Route path="/investors/listing/:id" element={<ListingPage />} />
        <Route path="/investors/invite" element={<InvitationPage />} />
        <Route path="/investors/*" element={<InvestorRoutes />} />
        {redirectRoutes()}
        <Route element={<AuthShell />}>
          <Route
            path="/auth"
            element={
              <SignedOutOnly>
                <AuthPage />
              </SignedOutOnly>
            }
          />
          <Route
            path="/dashboard/*"
            element={
              <RequireAuth>
                <Suspense fallback={<FullPageSpinner />}>
                  <DashboardPageTitle />
                  <DashboardRoutes />
                </Suspense>
              </RequireAuth>
            }
          />
        </Route>
        {/* Admin area: /admin/login and the administrator shell (apply-settings-admin.md section 2) */}
        <Route path="/admin/*" element={<AdminRoutes />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return <RouterProvider router={router} />;
}
