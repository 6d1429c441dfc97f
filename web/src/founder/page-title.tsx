/**
 * The browser-tab title of each /dashboard page (title.ts), by path, so the pages need not set it themselves:
 * rendered beside the dashboard's routes (web/src/app.tsx). A path missing here sets nothing: the dashboard's 404
 * sets 'Page Not Found' itself. A new dashboard page adds its line.
 */
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../common/title.js';
import { dashboardStrings as s } from './strings.js';

/** Path below /dashboard ('' = home) → page name (the sidebar's names, spec). */
export const DASHBOARD_TITLES: Readonly<Record<string, string>> = {
  '': s.nav.dashboard,
  investors: s.nav.investors,
  saved: s.nav.saved,
  network: s.nav.network,
  'email-generator': s.nav.emailGenerator,
  'pitch-deck': s.nav.pitchDeck,
  billing: s.nav.billing,
  settings: s.nav.settings,
  pricing: s.nav.pricing,
  'ai-tools': s.nav.aiTools,
  'deck-rooms': s.nav.deckRooms,
};

/** The page name of a /dashboard path, or undefined for a path with no page. */
export function dashboardTitle(pathname: string): string | undefined {
  const rest = pathname.replace(/^\/dashboard\/?/, '').replace(/\/+$/, '');
  return Object.hasOwn(DASHBOARD_TITLES, rest) ? DASHBOARD_TITLES[rest] : undefined;
}

function KnownPageTitle({ page }: { page: string }) {
  useDocumentTitle(page);
  return null;
}

/** Sets the title of the current /dashboard page (nothing for unknown paths). */
export function DashboardPageTitle() {
  const { pathname } = useLocation();
  const page = dashboardTitle(pathname);
  return page ? <KnownPageTitle page={page} /> : null;
}
