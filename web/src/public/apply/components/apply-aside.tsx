/** The /apply side panels: 'How It Works' (the steps) and 'Why Join Our Network?' (the benefits). */
import { applyStrings as t } from '../strings.js';

export function ApplyAside() {
  return (
    <aside className="ps-form">
      <section className="ps-panel" aria-labelledby="how-heading">
        <h2 id="how-heading">{t.howItWorks.heading}</h2>
        <ol className="ps-steps">
          {t.howItWorks.steps.map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="ps-panel" aria-labelledby="why-join-heading">
        <h2 id="why-join-heading">{t.whyJoin.heading}</h2>
        <ul className="ps-benefits">
          {t.whyJoin.items.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
