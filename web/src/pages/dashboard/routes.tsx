/**
 * The signed-in dashboard: the shell and its nested routes under /dashboard (founder-app.md §2 route table).
 * `web/src/app.tsx` lazy-loads this module (default export) behind the sign-in guard, so Cloudscape's global
 * styles load with the dashboard chunk only.
 *
 * index → Dashboard home; `investors` → Investor Database; `saved` → Saved Lists; `billing` → Billing & Usage;
 * `settings` → Account Settings; the other sidebar pages are 'Coming soon' placeholders until their issues land;
 * unknown paths show the 404 text inside the shell.
 *
 * Each page is its own lazy chunk (issue 13 "Speed": a route loads its page's code only); the shell shows while
 * a page's chunk loads (its `<Suspense>` is around the outlet).
 */
import '@cloudscape-design/global-styles/index.css';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage, DashboardNotFound } from './coming-soon.js';
import { DashboardShell } from './shell/dashboard-shell.js';
import { dashboardStrings as s } from './strings.js';

const HomePage = lazy(() => import('./home/home-page.js'));
const InvestorsPage = lazy(() => import('./investors/investors-page.js'));
const SavedPage = lazy(() => import('./saved/saved-page.js'));
const BillingPage = lazy(() => import('./billing/billing-page.js'));
const SettingsPage = lazy(() => import('./settings/settings-page.js'));

/** Sidebar pages built by later issues: path (relative to /dashboard) → title. */
const PLACEHOLDERS: ReadonlyArray<[string, string]> = [
  ['email-generator', s.nav.emailGenerator],
  ['pitch-deck', s.nav.pitchDeck],
  ['pricing', s.nav.pricing],
  ['ai-tools', s.nav.aiTools],
];

export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardShell />}>
        <Route index element={<HomePage />} />
        <Route path="investors" element={<InvestorsPage />} />
        <Route path="saved" element={<SavedPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="settings" element={<SettingsPage />} />
        {PLACEHOLDERS.map(([path, title]) => (
          <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
        ))}
        <Route path="*" element={<DashboardNotFound />} />
      </Route>
    </Routes>
  );
}
