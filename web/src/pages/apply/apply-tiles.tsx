/**
 * The /apply hero's stat tiles (apply-settings-admin.md §2; issue 12: the spec's 500+ active investors, $2B+
 * facilitated and 95% match rate are not measured): investors listed and investor types from
 * `GET /v1/catalogue/stats` (public/catalogue-stats.ts, space reserved while loading), and the free listing.
 */
import { useCatalogueFigures } from '../../public/catalogue-stats.js';
import { Figure } from '../../public/figure.js';
import { applyStrings as t } from './strings.js';

export function ApplyTiles() {
  const { figures, state } = useCatalogueFigures();
  return (
    <dl className="ps-tiles" aria-busy={state === 'loading'}>
      {t.tiles.map((tile) => (
        <div key={tile.label}>
          <dt>{tile.label}</dt>
          <dd>
            {'figure' in tile ? <Figure figures={figures} name={tile.figure} state={state} /> : tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
