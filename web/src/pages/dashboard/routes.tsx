/**
 * The signed-in dashboard: the shell and its nested routes under /dashboard (founder-app.md §2 route table).
 * `web/src/app.tsx` lazy-loads this module (default export) behind the sign-in guard, so Cloudscape's global
 * styles load with the dashboard chunk only.
 *
 * index → Dashboard home; `investors` → Investor Database; `saved` → Saved Lists; `billing` → Billing & Usage;
 * `settings` → Account Settings; `ai-tools`, `pitch-deck`, `email-generator` → the AI tools (ai/ai-pages.tsx); the
 * other sidebar pages are 'Coming soon' placeholders until their issues land;
 * unknown paths show the 404 text inside the shell.
 */
import '@cloudscape-design/global-styles/index.css';
import { Route, Routes } from 'react-router-dom';
import { AiToolsPage, EmailGeneratorPage, PitchDeckPage } from './ai/ai-pages.js';
import { ComingSoonPage, DashboardNotFound } from './coming-soon.js';
import { HomePage } from './home/home-page.js';
import { BillingPage } from './billing/billing-page.js';
import { InvestorsPage } from './investors/investors-page.js';
import { SavedPage } from './saved/saved-page.js';
import { SettingsPage } from './settings/settings-page.js';
import { DashboardShell } from './shell/dashboard-shell.js';
import { dashboardStrings as s } from './strings.js';

/** Sidebar pages built by later issues: path (relative to /dashboard) → title. */
const PLACEHOLDERS: ReadonlyArray<[string, string]> = [['pricing', s.nav.pricing]];

export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardShell />}>
        <Route index element={<HomePage />} />
        <Route path="investors" element={<InvestorsPage />} />
        <Route path="saved" element={<SavedPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="settings" element={<SettingsPage />} />
        {/* AI tools (issue 10) */}
        <Route path="ai-tools" element={<AiToolsPage />} />
        <Route path="pitch-deck" element={<PitchDeckPage />} />
        <Route path="email-generator" element={<EmailGeneratorPage />} />
        {PLACEHOLDERS.map(([path, title]) => (
          <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
        ))}
        <Route path="*" element={<DashboardNotFound />} />
      </Route>
    </Routes>
  );
}
