/**
 * The landing hero's figures (issue 12 "Marketing from data"): investors listed, investor types and open data
 * sources from `GET /v1/catalogue/stats` (public/catalogue-stats.ts), and when the catalogue last changed. The
 * space is reserved while the figures load (no layout shift); a failed call shows the conservative fallbacks.
 */
import { useCatalogueFigures } from '../../public/catalogue-stats.js';
import { Figure } from '../../public/figure.js';
import { publicStrings } from '../../public/strings.js';

const t = publicStrings.landing;

export function HeroStats() {
  const { figures, state } = useCatalogueFigures();
  return (
    <>
      <dl className="ps-stats" aria-busy={state === 'loading'}>
        {t.heroStats.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{'figure' in s ? <Figure figures={figures} name={s.figure} state={state} /> : s.value}</dd>
          </div>
        ))}
      </dl>
      <p className="ps-stats__note" data-testid="catalogue-updated">
        {state === 'loading' ? (
          <span className="ps-sr-only">{t.loadingFigures}</span>
        ) : (
          figures.updated && t.updated(figures.updated)
        )}
      </p>
    </>
  );
}
