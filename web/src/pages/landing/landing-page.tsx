/**
 * `/`: the landing placeholder (the full landing of founder-app.md §2 is a later issue): header with
 * 'Sign in' and 'Get Started' (both to /auth), the hero 'Find the Right Investors. Instantly.' and the footer
 * with the data attributions. Plain React and CSS: no Cloudscape and no Amplify in this chunk (DESIGN.md:
 * keep the landing light), so it does not wait for a session check.
 */
import './landing.css';
import { Link } from 'react-router-dom';
import { AttributionFooter } from '../../components/attribution-footer.js';
import { PRODUCT_NAME, strings } from '../../strings.js';

export function LandingPage() {
  const t = strings.landing;
  return (
    <div className="fs-landing">
      <header className="fs-landing__header">
        <Link to="/" className="fs-landing__logo" aria-label={`${PRODUCT_NAME} home`}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {PRODUCT_NAME}
        </Link>
        <nav className="fs-landing__nav" aria-label="Main">
          <Link to="/apply" className="fs-btn fs-btn--link">
            {t.joinAsInvestor}
          </Link>
          <Link to="/auth" className="fs-btn">
            {t.signIn}
          </Link>
          <Link to="/auth?mode=signup" className="fs-btn fs-btn--primary">
            {t.getStarted}
          </Link>
        </nav>
      </header>
      <main className="fs-landing__hero">
        <div>
          <h1>{t.hero}</h1>
          <p>{t.lead}</p>
          <div className="fs-landing__cta">
            <Link to="/auth?mode=signup" className="fs-btn fs-btn--primary">
              {t.getStarted}
            </Link>
            <Link to="/auth" className="fs-btn">
              {t.signIn}
            </Link>
          </div>
          <p className="fs-landing__note">{t.placeholderNote}</p>
        </div>
      </main>
      <div className="fs-landing__footer">
        <AttributionFooter />
      </div>
    </div>
  );
}

export default LandingPage;
