/**
 * The action-usage card at the top of the dashboard's main area on every page (founder-app.md §2 "Dashboard
 * shell"), from `GET /v1/me` usage: '{Tier} Plan', used / limit and a coloured bar (yellow from 70 %, red from
 * 90 %); unlimited tiers show 'Unlimited'. The usage banner (spec §4) is a separate component shown on some pages
 * (usage-banner.tsx). When the usage cannot be loaded the card says so with Retry, and the spec's toast 'Error' /
 * 'Could not fetch your subscription details.' is shown once per failure.
 */
import { useEffect } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useToast } from '../../../components/toasts.js';
import { useMe } from '../hooks.js';
import { dashboardStrings as s } from '../strings.js';
import { UsageBar } from './usage-bar.js';
import { tierLabel, usageColour, usagePercent } from './usage.js';
import type { Usage } from '../../../../../shared/schemas.js';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The card's content for a loaded usage object (exported for tests). */
export function UsageSummary({ usage }: { usage: Usage }) {
  const tier = tierLabel(usage.tier);
  const percent = usagePercent(usage);
  const colour = usageColour(percent);
  const limited = !usage.unlimited && usage.limit !== null;
  return (
    <div className="fs-usage">
      <div className="fs-usage__head">
        <Box variant="h2" padding="n" fontSize="heading-s">
          {s.usage.plan(tier)}
        </Box>
        <Box fontSize="heading-m" fontWeight="bold" padding="n">
          {limited ? `${usage.used} / ${usage.limit}` : s.usage.unlimited}
        </Box>
      </div>
      {limited ? (
        <>
          <UsageBar usage={usage} label={`${s.usage.plan(tier)}: ${s.usage.cardLabel}`} />
          <div className="fs-usage__foot">
            <Box variant="small" color="text-body-secondary">
              {s.usage.actionsUsed(usage.used, usage.limit ?? 0)}
              {' · '}
              {s.usage.remaining(usage.remaining ?? Math.max(0, (usage.limit ?? 0) - usage.used))}
              {' · '}
              {s.usage.resets(formatDate(usage.period_end))}
            </Box>
            {colour !== 'normal' && (
              <StatusIndicator type={colour === 'danger' ? 'error' : 'warning'}>
                {Math.round(percent)}%
              </StatusIndicator>
            )}
          </div>
        </>
      ) : (
        <Box variant="small" color="text-body-secondary">
          {s.usage.actionsUsedUnlimited(usage.used)}
        </Box>
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
      <SpaceBetween size="s">
        <Container>
          {me.isPending ? (
            <Box textAlign="center" color="text-body-secondary">
              <Spinner /> {s.common.loading}
            </Box>
          ) : me.isError ? (
            <div className="fs-usage__foot">
              <StatusIndicator type="error">{s.usage.loadError}</StatusIndicator>
              <Button onClick={() => void me.refetch()} loading={me.isFetching}>
                {s.common.retry}
              </Button>
            </div>
          ) : (
            <UsageSummary usage={me.data.usage} />
          )}
        </Container>
      </SpaceBetween>
    </section>
  );
}
