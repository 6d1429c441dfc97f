/**
 * Saved Lists (founder-app.md §2 "Saved Lists"): title, 'Export CSV', the summary (Total Saved, Contacts Revealed,
 * Verified Investors), the usage banner and the saved investors (`GET /v1/saved`, newest first) in a table with
 * the contact where revealed ('Hidden' otherwise), View profile and Remove. 'Loading saved investors...' while
 * loading, 'No saved investors yet' when empty. Contact reveal is disabled on this screen: the profile modal opens
 * with `canReveal={false}`. Export answers a CSV download (`POST /v1/exports`, actions.ts for the toasts).
 */
import { useRef, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { Investor, SavedInvestor } from '../../../../../shared/schemas.js';
import { useInvestorActions } from '../actions.js';
import { useMe, useSaved } from '../hooks.js';
import { formatDay, formatLocation } from '../investors/format.js';
import { contactHref } from '../investors/links.js';
import { ProfileModal } from '../investors/profile-modal.js';
import { QueryErrorAlert } from '../query-state.js';
import { RouteLink } from '../route-link.js';
import { UsageBanner } from '../shell/usage-banner.js';
import { dashboardStrings as s } from '../strings.js';
import Link from '@cloudscape-design/components/link';

const t = s.saved;

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      {value === undefined ? (
        <Skeleton height="2.5rem" width="4rem" />
      ) : (
        <div className="fs-stat__value">{value.toLocaleString()}</div>
      )}
    </div>
  );
}

function ContactCell({ item }: { item: SavedInvestor }) {
  if (!item.contact_revealed || !item.contact) {
    return <Box color="text-status-inactive">{t.hidden}</Box>;
  }
  const href = contactHref(item.contact, item.contact_type);
  return href ? (
    <Link href={href} external={item.contact_type !== 'email'}>
      {item.contact}
    </Link>
  ) : (
    <span>{item.contact}</span>
  );
}

export function SavedPage() {
  const saved = useSaved();
  const me = useMe();
  const actions = useInvestorActions();
  const [profile, setProfile] = useState<Investor | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const metered = me.data ? !['premium', 'pro', 'enterprise'].includes(me.data.usage.tier) : true;

  async function remove(investor: Investor) {
    const state = await actions.setSaved(investor, false);
    if (state === false) setProfile((open) => (open?.id === investor.id ? null : open));
  }

  async function toggleSave(investor: Investor, save: boolean) {
    const state = await actions.setSaved(investor, save);
    if (state !== null) setProfile((open) => (open?.id === investor.id ? { ...open, saved: state } : open));
  }

  function closeProfile() {
    setProfile(null);
    const target = returnFocus.current;
    setTimeout(() => target?.focus(), 0);
  }

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={t.description}
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box variant="small" color="text-body-secondary">
              {t.exportNote(metered)}
            </Box>
            <Button
              variant="primary"
              iconName="download"
              loading={actions.exporting}
              loadingText={t.exporting}
              onClick={() => void actions.exportSaved()}
            >
              {actions.exporting ? t.exporting : t.exportCsv}
            </Button>
          </SpaceBetween>
        }
      >
        {t.title}
      </Header>

      <UsageBanner />

      <Container>
        <ColumnLayout columns={3} variant="text-grid" minColumnWidth={130}>
          <Figure label={t.totalSaved} value={saved.data?.summary.total} />
          <Figure label={t.contactsRevealed} value={saved.data?.summary.revealed} />
          <Figure label={t.verifiedInvestors} value={saved.data?.summary.verified} />
        </ColumnLayout>
      </Container>

      {saved.isError ? (
        <QueryErrorAlert query={saved} header={t.error} />
      ) : (
        <Table
          items={saved.data?.items ?? []}
          loading={saved.isPending}
          loadingText={t.loading}
          trackBy="id"
          variant="container"
          wrapLines
          ariaLabels={{ tableLabel: t.listLabel }}
          header={
            <Header variant="h2" counter={saved.data ? `(${saved.data.summary.total})` : undefined}>
              {t.listLabel}
            </Header>
          }
          empty={
            <Box textAlign="center" color="inherit" padding="l">
              <SpaceBetween size="s">
                <Box variant="h3" color="inherit">
                  {t.empty}
                </Box>
                <Box color="text-body-secondary">{t.emptyBody}</Box>
                <RouteLink to="/dashboard/investors">{t.browse}</RouteLink>
              </SpaceBetween>
            </Box>
          }
          columnDefinitions={[
            {
              id: 'name',
              header: t.name,
              cell: (item) => (
                <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                  <Box fontWeight="bold">{item.name}</Box>
                  {item.verified && <StatusIndicator type="success">{s.investors.verified}</StatusIndicator>}
                </SpaceBetween>
              ),
              isRowHeader: true,
            },
            { id: 'company', header: s.investors.company, cell: (item) => item.company || '—' },
            { id: 'type', header: s.investors.typeLabel, cell: (item) => item.funding_type },
            { id: 'location', header: s.investors.location, cell: (item) => formatLocation(item) || '—' },
            { id: 'contact', header: t.contact, cell: (item) => <ContactCell item={item} /> },
            { id: 'saved', header: s.actions.saved, cell: (item) => formatDay(item.saved_at) },
            {
              id: 'actions',
              header: t.actions,
              minWidth: 200,
              cell: (item) => (
                <SpaceBetween direction="horizontal" size="s">
                  <Button
                    variant="inline-link"
                    ariaLabel={s.investors.viewProfileOf(item.name)}
                    onClick={() => {
                      returnFocus.current =
                        document.activeElement instanceof HTMLElement ? document.activeElement : null;
                      setProfile(item);
                    }}
                  >
                    {s.investors.viewProfile}
                  </Button>
                  <Button
                    variant="inline-link"
                    ariaLabel={s.actions.removeLabel(item.name)}
                    disabled={actions.savingId === item.id}
                    onClick={() => void remove(item)}
                  >
                    {s.actions.remove}
                  </Button>
                </SpaceBetween>
              ),
            },
          ]}
        />
      )}

      <ProfileModal
        investor={profile}
        onDismiss={closeProfile}
        canReveal={false}
        onToggleSave={(investor, save) => void toggleSave(investor, save)}
        saving={profile !== null && actions.savingId === profile.id}
      />
    </SpaceBetween>
  );
}

export default SavedPage;
