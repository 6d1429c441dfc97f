/**
 * The landing hero's figures (issue 12 "Marketing from data"): investors listed, investor types and open data
 * sources from `GET /v1/catalogue/stats` (common/catalogue-stats.ts), and when the catalogue last changed; (issue
 * 19) how many listings their investors claimed and how many are listed as currently investing, each only when
 * it is not zero. The
 * space is reserved while the figures load (no layout shift); a failed call shows the conservative fallbacks.
 */
import { useCatalogueFigures } from '../../common/catalogue-stats.js';
import { FigureList } from '../../common/components/figure.js';
import { publicStrings } from '../strings.js';

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
          <>
            {figures.updated && t.updated(figures.updated)}
            {state === 'ready' && t.listings(figures.claimed, figures.investing) && (
              <span data-testid="catalogue-listings">
                {figures.updated ? ' ' : ''}
                {t.listings(figures.claimed, figures.investing)}
              </span>
            )}
          </>
        )}
      </p>
    </>
  );
}
