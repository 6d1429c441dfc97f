/**
 * The signed-in dashboard shell (founder-app.md §2 "Dashboard shell", §9 widths and cookie):
 * - a sticky top bar with the sidebar toggle (aria-label, aria-expanded, aria-controls), the logo linking to /,
 *   the signed-in email and 'Sign out' (signs out, then goes to /auth);
 * - on wide screens a sidebar that is expanded (16rem) or collapsed to icons (3rem); Ctrl/Cmd + B toggles it and
 *   the choice is remembered in the `sidebar:state` cookie for 7 days;
 * - below 768 px a slide-in drawer (18rem) over a dimming overlay; Escape, the overlay or choosing an item closes
 *   it, and focus returns to the toggle;
 * - a usage counter in the top bar on every page (usage-counter.tsx);
 * - answers to the founder's pitches as toasts on the next page (issue 20: web/src/founder/pitches/new-answer-toasts.ts);
 * - the main area: the action-usage card, then the routed page (`<Outlet />`), then the data attribution footer
 *   the licences require. Pages that show the usage banner (BANNER_PATHS) get no card: one usage indicator a
 *   page, plus the top bar's counter (issue 13).
 * The admin navigation section of the spec has no items, so nothing is rendered for it (ADMIN_NAV_ITEMS).
 * Plain React and CSS with the lite icons (no Cloudscape module: every dashboard page loads the shell, issue 23
 * "Speed", docs/decisions/0053-investor-database-without-cloudscape.md).
 */
import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { LiteIcon } from '../../common/components/lite/icon.js';
import { LiteSpinner } from '../../common/components/lite/lite.js';
import { useAuth } from '../../common/auth/auth-context.js';
import { useSignOut } from './use-sign-out.js';
import { AttributionFooter } from '../../common/components/attribution-footer.js';
import { dashboardStrings as s } from '../strings.js';
import { ADMIN_NAV_ITEMS, NAV_ITEMS } from './nav-items.js';
import { useSidebar } from './use-sidebar.js';
import { UsageCard } from './usage-card.js';
import { UsageCounter } from './usage-counter.js';

/**
 * Pages that show the usage themselves (the usage banner; Dashboard home's Actions Used card, issue 23), so the shell
 * leaves its usage card out there: usage once a page, plus the top bar's counter.
 */
/** The page of `pathname` for BANNER_PATHS: an investor's profile `/dashboard/investors/{id}` is the Investor Database. */
function bannerPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path.startsWith('/dashboard/investors/') ? '/dashboard/investors' : path;
}

export const BANNER_PATHS: readonly string[] = [
  '/dashboard',
  '/dashboard/investors',
  '/dashboard/saved',
  '/dashboard/billing',
];
import { useNewAnswerToasts } from '../pitches/new-answer-toasts.js';
import './shell.css';

interface NavListProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

function NavList({ collapsed, onNavigate }: NavListProps) {
  return (
    <>
      <ul className="fs-nav__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.path}
              end={item.end}
              className="fs-nav__link"
              title={collapsed ? item.label : undefined}
              onClick={onNavigate}
            >
              <span className="fs-nav__icon" aria-hidden="true">
                <LiteIcon name={item.icon} />
              </span>
              <span className={collapsed ? 'fs-visually-hidden' : 'fs-nav__label'}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {ADMIN_NAV_ITEMS.length > 0 && (
        <ul className="fs-nav__list" aria-label={s.shell.adminNavLabel}>
          {ADMIN_NAV_ITEMS.map((item) => (
            <li key={item.id}>
              <NavLink to={item.path} className="fs-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What the page area shows while a page's chunk loads (the shell stays). */
function PageLoading() {
  return (
    <div className="fs-page-loading" role="status">
      <LiteSpinner size="large" />
      <span className="fs-visually-hidden">{s.common.loading}</span>
    </div>
  );
}

/** The shell of every dashboard page: top bar, sidebar or drawer, and the page between its usage card and footer. */
export function DashboardShell() {
  const { user } = useAuth();
  useNewAnswerToasts();
  const location = useLocation();
  const { signingOut, onSignOut } = useSignOut();
  const { toggleRef, drawerRef, ...sidebar } = useSidebar(location.pathname);
  const { isMobile, collapsed, drawerVisible } = sidebar;

  return (
    <div
      className="fs-shell"
      data-sidebar={collapsed ? 'collapsed' : 'expanded'}
      data-mobile={isMobile || undefined}
    >
      <a className="fs-skip" href="#fs-main">
        {s.shell.skipToContent}
      </a>
      <header className="fs-topbar">
        <button
          ref={toggleRef}
          type="button"
          className="fs-topbar__button fs-topbar__toggle"
          aria-label={s.shell.toggleSidebar}
          aria-expanded={sidebar.expanded}
          aria-controls={isMobile ? 'fs-drawer' : 'fs-sidebar'}
          aria-keyshortcuts="Control+B Meta+B"
          title={`${sidebar.toggleLabel} (${s.shell.shortcutHint})`}
          onClick={sidebar.toggle}
        >
          <LiteIcon name={isMobile ? 'menu' : 'side-bar'} variant="inverted" />
        </button>
        <Link to="/" className="fs-topbar__logo" aria-label={s.shell.logoLabel}>
          <img src="/favicon.svg" alt="" width={24} height={24} />
          <span>{s.shell.logo}</span>
        </Link>
        <div className="fs-topbar__spacer" />
        <UsageCounter />
        {user?.email && (
          <span className="fs-topbar__user" title={s.shell.signedInAs(user.email)}>
            {user.email}
          </span>
        )}
        <button
          type="button"
          className="fs-topbar__button fs-topbar__signout"
          onClick={() => void onSignOut()}
          disabled={signingOut}
          aria-label={isMobile ? s.shell.signOut : undefined}
        >
          <LiteIcon name="sign-out" variant="inverted" />
          {!isMobile && <span>{signingOut ? s.shell.signingOut : s.shell.signOut}</span>}
        </button>
      </header>

      <div className="fs-body">
        {!isMobile && (
          <div className="fs-rail">
            <nav id="fs-sidebar" className="fs-sidebar" aria-label={s.shell.navLabel}>
              <NavList collapsed={collapsed} />
            </nav>
          </div>
        )}
        {drawerVisible && (
          <>
            <div className="fs-overlay" aria-hidden="true" onClick={sidebar.closeDrawer} />
            <nav id="fs-drawer" ref={drawerRef} className="fs-drawer" aria-label={s.shell.navLabel}>
              <div className="fs-drawer__head">
                <span className="fs-drawer__title">{s.shell.logo}</span>
                <button
                  type="button"
                  className="fs-drawer__close"
                  aria-label={s.shell.closeMenu}
                  onClick={sidebar.closeDrawer}
                >
                  <LiteIcon name="close" />
                </button>
              </div>
              <NavList collapsed={false} onNavigate={sidebar.closeOnNavigate} />
            </nav>
          </>
        )}
        <main id="fs-main" className="fs-main" tabIndex={-1}>
          <div className="fs-main__inner">
            {!BANNER_PATHS.includes(bannerPath(location.pathname)) && <UsageCard />}
            <div className="fs-page">
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </div>
            <AttributionFooter compact />
          </div>
        </main>
      </div>
    </div>
  );
}
