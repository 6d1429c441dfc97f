/**
 * The FAQ accordion (founder-app.md §2): one item open at a time; opening another closes the open one; an open
 * item closes when its question is pressed again. Disclosure buttons with `aria-expanded` / `aria-controls`
 * (WAI-ARIA Authoring Practices, Accordion pattern). It holds the support mail link and a 'Schedule a demo' link
 * (a mail to support with a demo subject rather than the original's link to nowhere).
 */
import { useId, useState } from 'react';
import { publicStrings, SUPPORT_EMAIL } from '../strings.js';

const t = publicStrings.landing.faq;

export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section id="faq" className="ps-section" aria-labelledby="faq-heading">
      <div className="ps-container ps-container--narrow">
        <h2 id="faq-heading" className="ps-section__title">
          {t.heading}
        </h2>
        <div className="ps-faq">
          {t.items.map((item, index) => {
            const expanded = open === index;
            return (
              <div key={item.q} className={`ps-faq__item${expanded ? ' is-open' : ''}`}>
                <h3>
                  <button
                    type="button"
                    id={`${id}-q${index}`}
                    aria-expanded={expanded}
                    aria-controls={`${id}-a${index}`}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    <span>{item.q}</span>
                    <span className="ps-faq__icon" aria-hidden="true">
                      {expanded ? '−' : '+'}
                    </span>
                  </button>
                </h3>
                <div
                  id={`${id}-a${index}`}
                  role="region"
                  aria-labelledby={`${id}-q${index}`}
                  hidden={!expanded}
                  className="ps-faq__answer"
                >
                  {item.a === 'support' ? (
                    <p>
                      {t.supportBefore}
                      <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                      {t.supportAfter}
                      <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t.demoSubject)}`}>
                        {t.scheduleDemo}
                      </a>
                      .
                    </p>
                  ) : (
                    <p>{item.a}</p>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
