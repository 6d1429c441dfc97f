/**
 * The signed-in dashboard: the shell and its nested routes under /dashboard (founder-app.md §2 route table).
 * `web/src/app.tsx` lazy-loads this module (default export) behind the sign-in guard, so Cloudscape's global
 * styles load with the dashboard chunk only.
 *
 * index → Dashboard home; `investors` → Investor Database (`investors/{id}`: an investor's profile over it); `saved` →
 * Saved Lists; `network` → Network (issue 24); `billing` → Billing & Usage;
 * `settings` → Account Settings; `pricing` → Plans & Pricing; `ai-tools`, `pitch-deck`, `email-generator` → the AI
 * tools (web/src/founder/ai/ai-pages.tsx);
 * unknown paths show the 404 text inside the shell.
 *
 * Each page is its own lazy chunk (issue 13 "Speed": a route loads its page's code only); the shell shows while
 * a page's chunk loads (its `<Suspense>` is around the outlet).
 */
import '@cloudscape-design/global-styles/index.css';
import { Route, Routes } from 'react-router-dom';
import { preloadableLazy } from '../common/lazy-preload.js';
import { DashboardShell } from './shell/dashboard-shell.js';

// Every page is a preloadable lazy chunk (lazy-preload.tsx): the first load of a page preloads it with the shell
// (`preloadDashboardPage`, called by app.tsx), so it renders without a Suspense fallback.
const HomePage = preloadableLazy(() => import('./home/home-page.js'));
// The dashboard's 404 (Cloudscape, like the pages) loads only when no route matches.
const DashboardNotFound = preloadableLazy(() =>
  import('./coming-soon.js').then((m) => ({ default: m.DashboardNotFound })),
);
const InvestorsPage = preloadableLazy(() => import('./investor-database/investor-database-page.js'));
const SavedPage = preloadableLazy(() => import('./saved/saved-page.js'));
const NetworkPage = preloadableLazy(() => import('./network/network-page.js'));
const BillingPage = preloadableLazy(() => import('./billing/billing-page.js'));
const PricingPage = preloadableLazy(() => import('./pricing/pricing-page.js'));
const aiPage = (name: 'AiToolsPage' | 'PitchDeckPage' | 'EmailGeneratorPage') =>
  preloadableLazy(() => import('./ai/ai-pages.js').then((m) => ({ default: m[name] })));
const AiToolsPage = aiPage('AiToolsPage');
const PitchDeckPage = aiPage('PitchDeckPage');
const EmailGeneratorPage = aiPage('EmailGeneratorPage');
const SettingsPage = preloadableLazy(() => import('./settings/settings-page.js'));
// Deck rooms (issue 39): the rooms and publishing, and one room's figures
const DeckRoomsPage = preloadableLazy(() => import('./deck-rooms/deck-rooms-page.js'));
const DeckRoomPage = preloadableLazy(() => import('./deck-rooms/room-page.js'));

/** The page of each path below /dashboard/ (its first segment; '' is Dashboard home). */
const PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  '': HomePage,
  investors: InvestorsPage,
  saved: SavedPage,
  network: NetworkPage,
  billing: BillingPage,
  pricing: PricingPage,
  settings: SettingsPage,
  'ai-tools': AiToolsPage,
  'pitch-deck': PitchDeckPage,
  'email-generator': EmailGeneratorPage,
  'deck-rooms': DeckRoomsPage,
};

/**
 * Loads the page of `pathname` (a path under /dashboard), so that it renders without suspending; resolves when
 * it can (at once for an unknown path: the 404 loads when shown).
 */
export function preloadDashboardPage(pathname: string): Promise<unknown> {
  const segment = pathname.replace(/^\/dashboard\/?/, '').split('/')[0] ?? '';
  return Object.hasOwn(PAGES, segment) ? PAGES[segment]!.preload() : Promise.resolve();
}

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
        <Route path="deck-rooms" element={<DeckRoomsPage />} />
        <Route path="deck-rooms/:slug" element={<DeckRoomPage />} />
        <Route path="*" element={<DashboardNotFound />} />
      </Route>
    </Routes>
  );
}
