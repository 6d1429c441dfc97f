/**
 * The landing hero's figures (issue 12 "Marketing from data"): investors listed, investor types and open data
 * sources from `GET /v1/catalogue/stats` (public/catalogue-stats.ts), and when the catalogue last changed. The
 * space is reserved while the figures load (no layout shift); a failed call shows the conservative fallbacks.
 */
import { useCatalogueFigures } from '../../public/catalogue-stats.js';
import { FigureList } from '../../public/figure.js';
import { publicStrings } from '../../public/strings.js';

const t = publicStrings.landing;

export function HeroStats() {
  const { figures, state } = useCatalogueFigures();
  return (
    <>
      <FigureList className="ps-stats" items={t.heroStats} figures={figures} state={state} />
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
