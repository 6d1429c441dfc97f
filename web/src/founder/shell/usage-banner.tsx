/**
 * The usage banner (founder-app.md §4 "Usage banner"; §9 thresholds), shown on the Investor Database, Saved Lists
 * and Billing & Usage pages (the spec leaves the choice open: these are the pages where actions are spent or
 * managed; docs/decisions/0005-metering.md):
 * - normal below 80 % (neutral, '{Tier} Plan Usage' with the bar);
 * - warning from 80 % (yellow, '{Tier} Plan Usage');
 * - limit from 100 % (red, 'Access Limit Reached', 'View Plans' opening /dashboard/pricing in a new tab);
 * - unlimited plans (pro, enterprise), and premium below 80 % (issue 23): 'Premium Plan' without a bar; premium
 *   (500 actions) is a limited plan and gets the 80 % / 100 % states (issue 13).
 * The bar itself is yellow from 70 % and red from 90 % (usage-bar.tsx). `data-state` names the variant.
 * Plain React and CSS drawn like Cloudscape's Alert (the lite alert): the banner is on the Investor Database's first
 * screen (issue 23 "Speed", docs/decisions/0053-investor-database-without-cloudscape.md).
 */
import { LiteAlert, LiteButton, type LiteAlertType } from '../../common/components/lite/lite.js';
import type { Usage } from '../../../../shared/schemas.js';
import { useMe } from '../hooks.js';
import { dashboardStrings as s } from '../strings.js';
import { UsageBar } from './usage-bar.js';
import { bannerState, periodName, tierLabel, type BannerState } from './usage.js';

const ALERT_TYPE: Record<BannerState, LiteAlertType> = {
  normal: 'info',
  warning: 'warning',
  limit: 'error',
  premium: 'success',
};

function ViewPlans() {
  return (
    <LiteButton
      href="/dashboard/pricing"
      target="_blank"
      iconName="external"
      iconAlign="right"
      ariaLabel={`${s.usage.viewPlans} ${s.usage.opensInNewTab}`}
    >
      {s.usage.viewPlans}
    </LiteButton>
  );
}

/** The banner for a loaded usage object (exported for tests). */
export function UsageBannerView({ usage }: { usage: Usage }) {
  const state = bannerState(usage);
  const tier = tierLabel(usage.tier);
  const limit = usage.limit ?? 0;
  const remaining = usage.remaining ?? Math.max(0, limit - usage.used);
  const period = periodName(usage);
  const header =
    state === 'premium'
      ? s.usage.premiumPlan
      : state === 'limit'
        ? s.usage.limitTitle
        : s.usage.planUsage(tier);
  const body =
    state === 'premium'
      ? usage.limit === null || usage.unlimited
        ? s.usage.unlimitedBody(usage.used, period)
        : s.usage.normalBody(usage.used, limit, remaining, period)
      : state === 'limit'
        ? s.usage.limitBody(limit, period)
        : state === 'warning'
          ? s.usage.warningBody(usage.used, limit, period)
          : s.usage.normalBody(usage.used, limit, remaining, period);
  // The normal state is one line (title inline with the figures) so the list starts higher (issue 13).
  const inline = state === 'normal';
  return (
    <section aria-label={s.usage.bannerLabel} className="fs-usage-banner" data-state={state}>
      <LiteAlert
        type={ALERT_TYPE[state]}
        header={inline ? undefined : header}
        action={state === 'warning' || state === 'limit' ? <ViewPlans /> : undefined}
      >
        <div className="fs-usage-banner__body">
          {inline ? (
            <div>
              <strong>{header}</strong>
              {' · '}
              {body}
            </div>
          ) : (
            <div>{body}</div>
          )}
          {state !== 'premium' && (
            <UsageBar usage={usage} label={`${s.usage.planUsage(tier)}: ${s.usage.cardLabel}`} />
          )}
        </div>
      </LiteAlert>
    </section>
  );
}

/**
 * The banner of the signed-in founder. While usage loads, an empty box of the normal banner's height holds its
 * place (the list below does not jump when it arrives); when usage cannot be loaded, the banner says so with
 * Retry (on these pages the shell shows no usage card).
 */
export function UsageBanner() {
  const me = useMe();
  if (me.data) return <UsageBannerView usage={me.data.usage} />;
  if (me.isError) {
    return (
      <section aria-label={s.usage.bannerLabel} className="fs-usage-banner" data-state="error">
        <LiteAlert
          type="error"
          action={
            <LiteButton onClick={() => void me.refetch()} loading={me.isFetching}>
              {s.common.retry}
            </LiteButton>
          }
        >
          {s.usage.loadError}
        </LiteAlert>
      </section>
    );
  }
  return <div className="fs-usage-banner-placeholder" aria-hidden="true" />;
}
