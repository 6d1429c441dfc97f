/**
 * The floating public header (founder-app.md §2 Landing page, apply-settings-admin.md §2 Public header): logo link
 * to /, the anchors Features, Why Us, Pricing (SectionLink), 'Join as Investor' to /apply, 'Sign in' and
 * 'Get Started' to /auth, or 'Dashboard' to /dashboard when a session is stored (session-check.ts: no Amplify on
 * public routes; it follows sign-in and sign-out in other tabs). Plain React.
 *
 * Below 768 px (issue 13 "Mobile") the bar is one row: the logo, the primary action and a menu button
 * (aria-expanded, aria-controls) that opens a panel with the anchors and the other actions; Escape, choosing a
 * link or a route change closes it, and Escape returns focus to the button. From 768 px the menu button is hidden
 * and everything is in the bar (public.css).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/strings.js';
import { SectionLink } from './section-link.js';
import { useSessionCheck } from '../../common/auth/session-check.js';
import { publicStrings } from '../strings.js';

export function SiteHeader() {
  const t = publicStrings.header;
  const { signedIn } = useSessionCheck();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A route change closes the menu (adjusting state while rendering, not in an effect).
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="ps-header" data-open={open || undefined}>
      <div
        className="ps-header__bar"
        onClick={(event) => {
          // Choosing a link in the open menu closes it (section anchors do not change the route).
          if (open && (event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        <Link to="/" className="ps-logo" aria-label={t.home}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="ps-header__menu"
          aria-expanded={open}
          aria-controls="ps-header-anchors ps-header-actions"
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <nav id="ps-header-anchors" className="ps-header__anchors" aria-label={t.nav}>
          <SectionLink section="features">{t.features}</SectionLink>
          <SectionLink section="why-choose-us">{t.whyUs}</SectionLink>
          <SectionLink section="pricing">{t.pricing}</SectionLink>
        </nav>
        <div id="ps-header-actions" className="ps-header__actions">
          <Link to="/apply" className="ps-link ps-header__join">
            {t.joinAsInvestor}
          </Link>
          {signedIn ? (
            <Link to="/dashboard" className="ps-btn ps-btn--primary">
              {t.dashboard}
            </Link>
          ) : (
            <>
              <Link to="/auth" className="ps-btn ps-btn--ghost">
                {t.signIn}
              </Link>
              <Link to="/auth?mode=signup" className="ps-btn ps-btn--primary">
                {t.getStarted}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
