/**
 * The /apply hero's stat tiles (apply-settings-admin.md §2; issue 12: the spec's 500+ active investors, $2B+
 * facilitated and 95% match rate are not measured): investors listed and investor types from
 * `GET /v1/catalogue/stats` (common/catalogue-stats.ts, space reserved while loading), and the free listing.
 */
import { useCatalogueFigures } from '../../../common/catalogue-stats.js';
import { FigureList } from '../../../common/components/figure.js';
import { applyStrings as t } from '../strings.js';

export function ApplyTiles() {
  const { figures, state } = useCatalogueFigures();
  return <FigureList className="ps-tiles" items={t.tiles} figures={figures} state={state} />;
}
