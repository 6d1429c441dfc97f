/**
 * The public footer (founder-app.md §2): product anchors that fall back to '/#features', '/#why-choose-us',
 * '/#pricing' away from the landing (SectionLink), links to /about, /contact, /privacy, /terms, /apply and /investors (issue 19), and the
 * data attributions the investor data's licences require.
 */
import { Link } from 'react-router-dom';
import { AttributionFooter } from '../../common/components/attribution-footer.js';
import { PRODUCT_NAME } from '../../common/strings.js';
import { SectionLink } from './section-link.js';
import { publicStrings } from '../strings.js';

export function SiteFooter() {
  const t = publicStrings.footer;
  const h = publicStrings.header;
  return (
    <footer className="ps-footer">
      <div className="ps-footer__grid">
        <div>
          <Link to="/" className="ps-logo ps-logo--light" aria-label={h.home}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{PRODUCT_NAME}</span>
          </Link>
          <p className="ps-footer__tagline">{t.tagline}</p>
        </div>
        <nav aria-label={t.product}>
          <h2>{t.product}</h2>
          <ul>
            <li>
              <SectionLink section="features">{h.features}</SectionLink>
            </li>
            <li>
              <SectionLink section="why-choose-us">{h.whyUs}</SectionLink>
            </li>
            <li>
              <SectionLink section="pricing">{h.pricing}</SectionLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.company}>
          <h2>{t.company}</h2>
          <ul>
            <li>
              <Link to="/about">{t.about}</Link>
            </li>
            <li>
              <Link to="/contact">{t.contact}</Link>
            </li>
            <li>
              <Link to="/apply">{t.joinAsInvestor}</Link>
            </li>
            <li>
              <Link to="/investors">{t.forInvestors}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.legal}>
          <h2>{t.legal}</h2>
          <ul>
            <li>
              <Link to="/privacy">{t.privacy}</Link>
            </li>
            <li>
              <Link to="/terms">{t.terms}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="ps-footer__data">
        <AttributionFooter tone="dark" links={false} as="div" />
      </div>
    </footer>
  );
}
