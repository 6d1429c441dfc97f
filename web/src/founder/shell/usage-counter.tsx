/**
 * The top bar's usage counter (issue 13: "the header counter"): '3 / 10' (or '3 used' on unlimited plans) on
 * every dashboard page, linking to Billing & Usage, coloured like the usage bar (yellow from 70 %, red from
 * 90 %, founder-app.md §4) with the numbers in its accessible name. Nothing until `GET /v1/me` has answered (the
 * usage card or banner shows loading and errors).
 */
import { Link } from 'react-router-dom';
import { useMe } from '../hooks.js';
import { dashboardStrings as s } from '../strings.js';
import { periodName, usageColour, usagePercent, usedOfLimit } from './usage.js';

export function UsageCounter() {
  const me = useMe();
  if (!me.data) return null;
  const usage = me.data.usage;
  const limited = !usage.unlimited && usage.limit !== null;
  const text = limited ? `${usage.used} / ${usage.limit}` : s.usage.counterUnlimited(usage.used);
  return (
    <Link
      to="/dashboard/billing"
      className="fs-topbar__usage"
      data-colour={limited ? usageColour(usagePercent(usage)) : 'normal'}
      aria-label={s.usage.counterLabel(usedOfLimit(usage), periodName(usage))}
      title={s.usage.counterLabel(usedOfLimit(usage), periodName(usage))}
    >
      <span className="fs-topbar__usage-dot" aria-hidden="true" />
      {text}
    </Link>
  );
}
