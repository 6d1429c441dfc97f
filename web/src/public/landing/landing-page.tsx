/**
 * `/`: the landing page (founder-app.md §2 Landing page), sections in order: ticker, floating header, hero
 * 'Find the Right Investors. Instantly.', features (#features), why-choose-us (#why-choose-us), pricing (#pricing)
 * with the monthly/yearly toggle, FAQ, final call to action, footer. Title and description:
 * 'Premium Investor Database & Fundraising Platform'.
 *
 * The spec's testimonials section is gone: its people, quotes and star ratings were invented (DESIGN.md "Say only
 * what is true", issue 23), and there are no real, checkable statements to show instead.
 *
 * Plain React and CSS: no Cloudscape and no Amplify in this chunk (DESIGN.md; `npm run bench:web` checks it). The
 * spinner shows until the session check ends (common/auth/session-check.ts reads Amplify's stored tokens without
 * Amplify). Arriving at '/#pricing' from another page scrolls to the section once it has rendered.
 */
import '../site/public.css';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../../common/components/full-page-spinner.js';
import { useSessionCheck } from '../../common/auth/session-check.js';
import { SiteFooter } from '../site/site-footer.js';
import { SiteHeader } from '../site/site-header.js';
import { publicStrings } from '../strings.js';
import { META_DESCRIPTION } from '../../common/strings.js';
import { Faq } from './faq.js';
import { HeroStats } from './hero-stats.js';
import { Pricing } from './pricing.js';
import { Ticker } from './ticker.js';
import { useDocumentTitle } from '../../common/title.js';

const t = publicStrings.landing;

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

export default function LandingPage() {
  const { loading } = useSessionCheck();
  const { hash } = useLocation();

  useDocumentTitle(t.title);
  useEffect(() => setMetaDescription(META_DESCRIPTION), []);

  useEffect(() => {
    if (loading || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loading, hash]);

  if (loading) return <FullPageSpinner />;

  return (
    <div className="ps-page ps-landing">
      <a href="#main" className="ps-skip">
        Skip to content
      </a>
      <Ticker />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <section className="ps-hero" aria-labelledby="hero-heading">
          <div className="ps-container">
            <h1 id="hero-heading">{t.hero}</h1>
            <p className="ps-hero__lead">{t.lead}</p>
            <div className="ps-hero__cta">
              <Link to="/auth?mode=signup" className="ps-btn ps-btn--primary ps-btn--lg">
                {t.getStarted}
              </Link>
              <a href="#pricing" className="ps-btn ps-btn--outline ps-btn--lg">
                {t.seePricing}
              </a>
            </div>
            <p className="ps-hero__note">{t.noCard}</p>
            <HeroStats />
          </div>
        </section>

        <section id="features" className="ps-section" aria-labelledby="features-heading">
          <div className="ps-container">
            <h2 id="features-heading" className="ps-section__title">
              {t.features.heading}
            </h2>
            <p className="ps-section__lead">{t.features.lead}</p>
            <ul className="ps-grid ps-grid--3">
              {t.features.items.map((f) => (
                <li key={f.title} className="ps-card">
                  <h3>{f.title}</h3>
                  <p>{f.body}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="why-choose-us" className="ps-section ps-section--dark" aria-labelledby="why-heading">
          <div className="ps-container">
            <h2 id="why-heading" className="ps-section__title">
              {t.whyUs.heading}
            </h2>
            <p className="ps-section__lead">{t.whyUs.lead}</p>
            <ul className="ps-grid ps-grid--4">
              {t.whyUs.items.map((w) => (
                <li key={w.title} className="ps-why">
                  <p className="ps-why__value">{w.value}</p>
                  <h3>{w.title}</h3>
                  <p>{w.body}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <Pricing />
        <Faq />

        <section className="ps-section ps-cta" aria-labelledby="cta-heading">
          <div className="ps-container ps-container--narrow">
            <h2 id="cta-heading">{t.finalCta.heading}</h2>
            <p>{t.finalCta.body}</p>
            <Link to="/auth?mode=signup" className="ps-btn ps-btn--accent ps-btn--lg">
              {t.finalCta.button}
            </Link>
            <p className="ps-cta__note">{t.noCard}</p>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
