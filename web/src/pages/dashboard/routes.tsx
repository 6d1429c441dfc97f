/**
 * The signed-in dashboard: the shell and its nested routes under /dashboard (founder-app.md §2 route table).
 * `web/src/app.tsx` lazy-loads this module (default export) behind the sign-in guard, so Cloudscape's global
 * styles load with the dashboard chunk only.
 *
 * index → Dashboard home; `investors` → Investor Database (`investors/{id}`: an investor's profile over it); `saved` →
 * Saved Lists; `network` → Network (issue 24); `billing` → Billing & Usage;
 * `settings` → Account Settings; `pricing` → Plans & Pricing; `ai-tools`, `pitch-deck`, `email-generator` → the AI
 * tools (ai/ai-pages.tsx);
 * unknown paths show the 404 text inside the shell.
 *
 * Each page is its own lazy chunk (issue 13 "Speed": a route loads its page's code only); the shell shows while
 * a page's chunk loads (its `<Suspense>` is around the outlet).
 */
import '@cloudscape-design/global-styles/index.css';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardNotFound } from './coming-soon.js';
import { DashboardShell } from './shell/dashboard-shell.js';

const HomePage = lazy(() => import('./home/home-page.js'));
const InvestorsPage = lazy(() => import('./investors/investors-page.js'));
const SavedPage = lazy(() => import('./saved/saved-page.js'));
const NetworkPage = lazy(() => import('./network/network-page.js'));
const BillingPage = lazy(() => import('./billing/billing-page.js'));
const PricingPage = lazy(() => import('./pricing/pricing-page.js'));
const aiPage = (name: 'AiToolsPage' | 'PitchDeckPage' | 'EmailGeneratorPage') =>
  lazy(() => import('./ai/ai-pages.js').then((m) => ({ default: m[name] })));
const AiToolsPage = aiPage('AiToolsPage');
const PitchDeckPage = aiPage('PitchDeckPage');
const EmailGeneratorPage = aiPage('EmailGeneratorPage');
const SettingsPage = lazy(() => import('./settings/settings-page.js'));

export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardShell />}>
        <Route index element={<HomePage />} />
        {/* the list, and an investor's profile over it: /dashboard/investors/{id} (issue 23) */}
        <Route path="investors/:investorId?" element={<InvestorsPage />} />
        <Route path="saved" element={<SavedPage />} />
        <Route path="network" element={<NetworkPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="settings" element={<SettingsPage />} />
        {/* AI tools (issue 10) */}
        <Route path="ai-tools" element={<AiToolsPage />} />
        <Route path="pitch-deck" element={<PitchDeckPage />} />
        <Route path="email-generator" element={<EmailGeneratorPage />} />
        <Route path="*" element={<DashboardNotFound />} />
      </Route>
    </Routes>
  );
}
