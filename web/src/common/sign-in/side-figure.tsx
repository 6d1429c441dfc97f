/**
 * The /auth side panel's first bullet (issue 12 "Marketing from data"): the number of investors listed, from
 * `GET /v1/catalogue/stats` (common/catalogue-stats.ts: plain fetch, no Amplify), the space reserved while it loads.
 * Small and self-contained so the auth chunk stays light.
 */
import { useCatalogueFigures } from '../catalogue-stats.js';
import { Figure } from '../components/figure.js';
import { strings } from '../strings.js';

export function SideInvestorCount() {
  const { figures, state } = useCatalogueFigures();
  return (
    <li>
      <span className="fs-auth__tick" aria-hidden="true">
        ✓
      </span>
      <span>
        <Figure figures={figures} name="investors" state={state} /> {strings.auth.sideInvestors}
      </span>
    </li>
  );
}
