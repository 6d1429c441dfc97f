/**
 * The router (founder-app.md §2 route table). Every page is its own lazy chunk:
 * - `/` landing, `/apply`, `/about`, `/contact`, `/privacy`, `/terms` and the 404 page: plain React and CSS, no
 *   Cloudscape or Amplify (web/src/public/, `npm run bench:web` checks the landing route);
 * - `/auth` and `/dashboard/*` under the `AuthShell` layout (Cloudscape styles, Amplify auth, toasts), the
 *   dashboard guarded by `RequireAuth` (spinner while the session check runs, /auth when signed out) and
 *   `/auth` by `SignedOutOnly` (signed in → /dashboard);
 * - anything else: the 404 page.
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from './components/full-page-spinner.js';

const LandingPage = lazy(() => import('./pages/landing/landing-page.js'));
const NotFoundPage = lazy(() => import('./pages/not-found/not-found-page.js'));
const ApplyPage = lazy(() => import('./pages/apply/apply-page.js'));
const AboutPage = lazy(() => import('./pages/static/about-page.js'));
const ContactPage = lazy(() => import('./pages/static/contact-page.js'));
const PrivacyPage = lazy(() => import('./pages/static/privacy-page.js'));
const TermsPage = lazy(() => import('./pages/static/terms-page.js'));
const AuthShell = lazy(() => import('./auth/auth-shell.js'));
const AuthPage = lazy(() => import('./pages/auth/auth-page.js'));
const DashboardRoutes = lazy(() => import('./pages/dashboard/routes.js'));
const RequireAuth = lazy(() => import('./auth/auth-shell.js').then((m) => ({ default: m.RequireAuth })));
const SignedOutOnly = lazy(() => import('./auth/auth-shell.js').then((m) => ({ default: m.SignedOutOnly })));

// --- issue 13 "Speed" (webdb): start the signed-in area's chunks in parallel with the session check --------
/**
 * On a first load of /auth or /dashboard/*, fetch the route's chunks right away instead of one after the other
 * (the page chunk would otherwise wait for the auth shell and then for the session check). Only downloads: the
 * router still decides what renders. Module-level, so it runs once, before the first render.
 */
function preloadSignedInArea(pathname: string): void {
  if (pathname === '/auth' || pathname.startsWith('/auth/')) {
    void import('./auth/auth-shell.js');
    void import('./pages/auth/auth-page.js');
  } else if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    void import('./auth/auth-shell.js');
    void import('./pages/dashboard/routes.js');
    if (pathname.startsWith('/dashboard/investors'))
      void import('./pages/dashboard/investors/investors-page.js');
  }
}
if (typeof window !== 'undefined') preloadSignedInArea(window.location.pathname);
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
                  <DashboardRoutes />
                </Suspense>
              </RequireAuth>
            }
          />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export default App;
