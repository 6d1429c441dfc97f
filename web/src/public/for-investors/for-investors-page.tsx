/**
 * `/investors`, the public "For investors" page (issue 19 item 1): what a listing is, what founders see, what a
 * reveal costs them (1 action), that it is free for investors; calls to action to the investor sign-up and sign-in
 * (`/investors/auth`). A public page (web/src/public/: plain React and CSS, no Cloudscape or Amplify).
 */
import { Link } from 'react-router-dom';
import { PublicPage } from '../site/public-page.js';
import { publicStrings } from '../strings.js';

const t = publicStrings.forInvestors;

export default function InvestorsPage() {
  const sections = [t.sections.listing, t.sections.founders, t.sections.reveal, t.sections.free];
  return (
    <PublicPage title={t.title}>
      <section className="ps-hero" aria-labelledby="investors-heading">
        <div className="ps-container">
          <h1 id="investors-heading">{t.hero}</h1>
          <p className="ps-hero__lead">{t.lead}</p>
          <div className="ps-hero__cta">
            <Link to="/investors/auth?mode=signup" className="ps-btn ps-btn--primary ps-btn--lg">
              {t.signUp}
            </Link>
            <Link to="/investors/auth" className="ps-btn ps-btn--outline ps-btn--lg">
              {t.signIn}
            </Link>
          </div>
          <p className="ps-hero__note">{t.free}</p>
        </div>
      </section>
      <section className="ps-section" aria-labelledby="investors-what-heading">
        <div className="ps-container">
          <h2 id="investors-what-heading" className="ps-sr-only">
            {t.title}
          </h2>
          <ul className="ps-grid ps-grid--4">
            {sections.map((s) => (
              <li key={s.heading} className="ps-card">
                <h3>{s.heading}</h3>
                <p>{s.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="ps-section ps-section--tint" aria-labelledby="investors-how-heading">
        <div className="ps-container ps-container--narrow ps-doc">
          <h2 id="investors-how-heading" className="ps-section__title">
            {t.how.heading}
          </h2>
          <ol>
            {t.how.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            {t.notListed} <Link to="/apply">{t.apply}</Link>
          </p>
        </div>
      </section>
    </PublicPage>
  );
}
