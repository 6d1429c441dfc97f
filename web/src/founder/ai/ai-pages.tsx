/**
 * The AI tools' pages (founder-app.md §2 "AI Tools", DESIGN.md "Coherent tiers"):
 * - `/dashboard/ai-tools`: tabs 'Pitch Deck' (default) and 'Investor Email' for premium and legacy pro/enterprise;
 *   everyone else the upsell 'AI Tools - Premium Feature' with 'Upgrade to Premium' (opens Plans & Pricing in a
 *   new tab) and, only for a founder who may still start one (`trialOffered`), 'Start your 7-day free trial today';
 * - `/dashboard/pitch-deck` (AI Pitch Deck Generator) and `/dashboard/email-generator` (AI Investor Email
 *   Generator): one tool each, for every signed-in founder at 2 actions a generation (issue 23; the API meters
 *   them the same for every plan, functions/ai).
 * Every one of them shows 'Loading...' while the subscription loads (the spec's single-tool pages too, issue 38). The
 * tabs page's gate is a presentation choice of the browser: the two
 * tools behind it are the single-tool pages', which every plan may use.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tabs from '@cloudscape-design/components/tabs';
import type { ReactNode } from 'react';
import { hasAiTools } from '../../../../shared/ai-schemas.js';
import type { Tier } from '../../../../shared/vocabulary.js';
import { trialOffered } from '../../../../shared/billing-plans.js';
import { useBilling } from '../billing/api.js';
import { useMe } from '../hooks.js';
import { QueryErrorAlert } from '../../common/components/lite/query-error.js';
import { dashboardStrings } from '../strings.js';
import { PitchDeckTool } from './deck-tool.js';
import { EmailTool } from './email-tool.js';
import { aiStrings as s } from './strings.js';

export function AiUpsell() {
  const billing = useBilling();
  // Said only once the billing state shows the founder may start a trial (never while it loads or failed).
  const trial = billing.data ? trialOffered(billing.data.billing) : false;
  return (
    <Container header={<Header variant="h2">{s.upsell.title}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{s.upsell.body}</Box>
        <ul>
          <li>{s.upsell.deck}</li>
          <li>{s.upsell.email}</li>
        </ul>
        <SpaceBetween direction="horizontal" size="m" alignItems="center">
          <Button
            variant="primary"
            href="/dashboard/pricing"
            target="_blank"
            iconName="external"
            iconAlign="right"
            ariaLabel={s.upsell.upgradeLabel}
          >
            {s.upsell.upgrade}
          </Button>
          {trial && <Box color="text-body-secondary">{s.upsell.trial}</Box>}
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}

/**
 * 'Loading...' while the subscription loads (founder-app.md §2: the tabs page and both single-tool pages), its error
 * with Retry when it failed, else `children` with the loaded tier.
 */
function SubscriptionGate({ children }: { children: (tier: Tier) => ReactNode }) {
  const me = useMe();
  if (me.isPending) return <StatusIndicator type="loading">{s.loading}</StatusIndicator>;
  if (me.isError) return <QueryErrorAlert query={me} header={dashboardStrings.actions.subscriptionError} />;
  return <>{children(me.data.usage.tier)}</>;
}

/** The tabs for tiers with the AI Tools workspace, the upsell for the others (after 'Loading...'). */
function PremiumGate({ children }: { children: ReactNode }) {
  return <SubscriptionGate>{(tier) => (hasAiTools(tier) ? <>{children}</> : <AiUpsell />)}</SubscriptionGate>;
}

function Page({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={description}>
        {title}
      </Header>
      {children}
    </SpaceBetween>
  );
}

export function AiToolsPage() {
  return (
    <Page title={s.tabs.title} description={s.tabs.description}>
      <PremiumGate>
        <Tabs
          tabs={[
            { id: 'pitch-deck', label: s.tabs.pitchDeck, content: <PitchDeckTool /> },
            { id: 'email', label: s.tabs.email, content: <EmailTool /> },
          ]}
        />
      </PremiumGate>
    </Page>
  );
}

export function PitchDeckPage() {
  return (
    <Page title={s.deck.pageTitle} description={s.deck.description}>
      <SubscriptionGate>{() => <PitchDeckTool />}</SubscriptionGate>
    </Page>
  );
}

export function EmailGeneratorPage() {
  return (
    <Page title={s.email.pageTitle} description={s.email.description}>
      <SubscriptionGate>{() => <EmailTool />}</SubscriptionGate>
    </Page>
  );
}
