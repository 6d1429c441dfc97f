/** Static testimonials (founder-app.md §2): quote, author, title, company, avatar initials, rating 1 to 5. */
import { publicStrings } from '../../public/strings.js';

const t = publicStrings.landing.testimonials;

export function Testimonials() {
  return (
    <section className="ps-section" aria-labelledby="testimonials-heading">
      <div className="ps-container">
        <h2 id="testimonials-heading" className="ps-section__title">
          {t.heading}
        </h2>
        <p className="ps-section__lead">{t.lead}</p>
        <ul className="ps-grid ps-grid--3">
          {t.items.map((item) => (
            <li key={item.author} className="ps-card ps-testimonial">
              <p className="ps-stars" role="img" aria-label={t.rating(item.rating)}>
                {'★'.repeat(item.rating)}
                <span className="ps-stars__empty">{'★'.repeat(5 - item.rating)}</span>
              </p>
              <blockquote>
                <p>“{item.quote}”</p>
              </blockquote>
              <div className="ps-testimonial__author">
                <span className="ps-avatar" aria-hidden="true">
                  {item.initials}
                </span>
                <span>
                  <strong>{item.author}</strong>
                  <br />
                  {item.title}, {item.company}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
