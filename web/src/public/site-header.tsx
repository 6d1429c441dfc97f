/**
 * The floating public header (founder-app.md §2 Landing page, apply-settings-admin.md §2 Public header): logo link
 * to /, the anchors Features, Why Us, Pricing (SectionLink), 'Join as Investor' to /apply, 'Sign in' and
 * 'Get Started' to /auth, or 'Dashboard' to /dashboard when a session is stored (session-check.ts: no Amplify on
 * public routes; it follows sign-in and sign-out in other tabs). Plain React; on narrow screens the anchors hide
 * and the actions stay.
 */
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../strings.js';
import { SectionLink } from './section-link.js';
import { useSessionCheck } from './session-check.js';
import { publicStrings } from './strings.js';

export function SiteHeader() {
  const t = publicStrings.header;
  const { signedIn } = useSessionCheck();
  return (
    <header className="ps-header">
      <div className="ps-header__bar">
        <Link to="/" className="ps-logo" aria-label={t.home}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav className="ps-header__anchors" aria-label={t.nav}>
          <SectionLink section="features">{t.features}</SectionLink>
          <SectionLink section="why-choose-us">{t.whyUs}</SectionLink>
          <SectionLink section="pricing">{t.pricing}</SectionLink>
        </nav>
        <div className="ps-header__actions">
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
