/**
 * The action-usage card at the top of the dashboard's main area on every page (founder-app.md §2 "Dashboard
 * shell"), from `GET /v1/me` usage: '{Tier} Plan', used / limit and a coloured bar (yellow from 70 %, red from
 * 90 %); unlimited tiers show 'Unlimited'. The usage banner (spec §4) is a separate component shown on some pages
 * (usage-banner.tsx). When the usage cannot be loaded the card says so with Retry, and the spec's toast 'Error' /
 * 'Could not fetch your subscription details.' is shown once per failure. Plain React and CSS drawn like
 * Cloudscape (the shell loads it with every page: issue 23 "Speed", docs/decisions/0053-investor-database-without-cloudscape.md).
 */

/** A status line like Cloudscape's StatusIndicator (warning or error icon, coloured text). */
function Status({ type, children }: { type: 'warning' | 'error'; children: ReactNode }) {
  return (
    <span className="fs-status" data-type={type}>
      <LiteIcon name={type === 'error' ? 'status-negative' : 'status-warning'} />
      {children}
    </span>
  );
}
import { useEffect, type ReactNode } from 'react';
import { LiteIcon } from '../../common/components/lite/icon.js';
import { LiteButton, LiteSpinner } from '../../common/components/lite/lite.js';
import { useToast } from '../../common/components/toasts.js';
import { useMe } from '../hooks.js';
import { dashboardStrings as s } from '../strings.js';
import { UsageBar } from './usage-bar.js';
import { periodName, tierLabel, usageColour, usagePercent } from './usage.js';
import type { Usage } from '../../../../shared/schemas.js';
import { formatDay } from '../../common/format.js';

/** The card's content for a loaded usage object (exported for tests). */
export function UsageSummary({ usage }: { usage: Usage }) {
  const tier = tierLabel(usage.tier);
  const percent = usagePercent(usage);
  const colour = usageColour(percent);
  const limited = !usage.unlimited && usage.limit !== null;
  return (
    <div className="fs-usage">
      <div className="fs-usage__head">
        <h2 className="fs-usage__plan">{s.usage.plan(tier)}</h2>
        <div className="fs-usage__figure">
          {limited ? `${usage.used} / ${usage.limit}` : s.usage.unlimited}
        </div>
      </div>
      {limited ? (
        <>
          <UsageBar usage={usage} label={`${s.usage.plan(tier)}: ${s.usage.cardLabel}`} />
          <div className="fs-usage__foot">
            <small className="fs-secondary">
              {s.usage.actionsUsed(usage.used, usage.limit ?? 0, periodName(usage))}
              {' · '}
              {s.usage.remaining(usage.remaining ?? Math.max(0, (usage.limit ?? 0) - usage.used))}
              {' · '}
              {s.usage.resets(formatDay(usage.period_end))}
            </small>
            {colour !== 'normal' && (
              <Status type={colour === 'danger' ? 'error' : 'warning'}>{Math.round(percent)}%</Status>
            )}
          </div>
        </>
      ) : (
        <small className="fs-secondary">{s.usage.actionsUsedUnlimited(usage.used, periodName(usage))}</small>
      )}
    </div>
  );
}

export function UsageCard() {
  const me = useMe();
  const { toast } = useToast();
  const failedAt = me.isError ? me.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast({ type: 'error', title: s.actions.errorTitle, message: s.actions.subscriptionError });
  }, [failedAt, toast]);
  return (
    <section aria-label={s.usage.cardLabel}>
      <div className="fs-panel">
        {me.isPending ? (
          <div className="fs-usage__loading fs-secondary">
            <LiteSpinner /> {s.common.loading}
          </div>
        ) : me.isError ? (
          <div className="fs-usage__foot">
            <Status type="error">{s.usage.loadError}</Status>
            <LiteButton onClick={() => void me.refetch()} loading={me.isFetching}>
              {s.common.retry}
            </LiteButton>
          </div>
        ) : (
          <UsageSummary usage={me.data.usage} />
        )}
      </div>
    </section>
  );
}
