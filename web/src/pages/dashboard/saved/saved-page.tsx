/**
 * Saved Lists (founder-app.md §2 "Saved Lists"; issue 13): title, 'Export CSV', the usage banner, the summary
 * (Total Saved, Contacts Revealed, Verified Investors) and the saved investors (`GET /v1/saved`, newest first)
 * with the contact where revealed ('Hidden' otherwise), View profile and Remove. 'Loading saved investors...'
 * while loading, 'No saved investors yet' when empty.
 *
 * The whole list is in the answer, so finding, sorting and paging are client-side with
 * `@cloudscape-design/collection-hooks` (`useCollection`): a text filter, sortable columns (newest saved first by
 * default) and 10 a page. From 768 px it is a Table; below, the same collection as Cards with every field, so
 * nothing is clipped on a phone.
 *
 * Contact reveal is disabled on this screen: the profile modal opens with `canReveal={false}`. Export answers a
 * CSV download (`POST /v1/exports`, actions.ts); at 0 actions left on a metered plan 'Export CSV' is disabled
 * with the reason and 'View Plans' (the server still refuses on its own), and a failed export is an inline Alert
 * under the header.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Investor, SavedInvestor } from '../../../../../shared/schemas.js';
import { useInvestorActions, type ActionError } from '../actions.js';
import { useMe, useSaved } from '../hooks.js';
import { companyLine } from '../investors/card-state.js';
import { formatDay, formatLocation } from '../investors/format.js';
import '../investors/investors.css';
import { InvestorPhoto } from '../investors/investor-photo.js';
import { contactHref } from '../investors/links.js';
import { ProfileModal, ViewPlansLink } from '../investors/profile-modal.js';
import { QueryErrorAlert } from '../query-state.js';
import { RouteLink } from '../route-link.js';
import { useIsMobile } from '../shell/media.js';
import { UsageBanner } from '../shell/usage-banner.js';
import { exportCostFor, outOfActions } from '../shell/usage.js';
import { dashboardStrings as s } from '../strings.js';

const t = s.saved;

/** Saved investors a page (client-side). */
export const SAVED_PAGE_SIZE = 10;

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
  const href = contactHref(item.contact, item.contact_type ?? 'website');
  return href ? (
    <Link href={href} external={item.contact_type !== 'email'}>
      {item.contact}
    </Link>
  ) : (
    <span>{item.contact}</span>
  );
}

function NameCell({ item }: { item: SavedInvestor }) {
  return (
    <span className="fs-card-head">
      <InvestorPhoto investor={item} size={32} />
      <SpaceBetween size="xxs">
        <Box fontWeight="bold">{item.name}</Box>
        {item.verified && <StatusIndicator type="success">{s.investors.verified}</StatusIndicator>}
      </SpaceBetween>
    </span>
  );
}

/** The fields of a saved investor, shared by the table's columns and the phone cards' sections. */
function savedFields(actionsCell: (item: SavedInvestor) => ReactNode) {
  return [
    { id: 'company', header: s.investors.company, cell: (item: SavedInvestor) => companyLine(item) ?? '—' },
    { id: 'type', header: s.investors.typeLabel, cell: (item: SavedInvestor) => item.funding_type },
    {
      id: 'location',
      header: s.investors.location,
      cell: (item: SavedInvestor) => formatLocation(item) || '—',
    },
    { id: 'contact', header: t.contact, cell: (item: SavedInvestor) => <ContactCell item={item} /> },
    { id: 'saved', header: t.savedColumn, cell: (item: SavedInvestor) => formatDay(item.saved_at) },
    { id: 'actions', header: t.actions, cell: actionsCell },
  ];
}

/** Sorting keys of the table's columns (collection-hooks `sortingField`). */
const SORT_FIELDS: Record<string, keyof SavedInvestor> = {
  name: 'name',
  company: 'company',
  type: 'funding_type',
  saved: 'saved_at',
};

export function SavedPage() {
  const saved = useSaved();
  const me = useMe();
  const actions = useInvestorActions();
  const isMobile = useIsMobile();
  const [profile, setProfile] = useState<Investor | null>(null);
  const [exportError, setExportError] = useState<ActionError | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const cost = me.data ? exportCostFor(me.data.usage) : 1;
  const cannotExport = me.data ? outOfActions(me.data.usage, cost) : false;

  async function remove(investor: Investor) {
    const state = await actions.setSaved(investor, false);
    if (state === false) setProfile((open) => (open?.id === investor.id ? null : open));
  }

  async function toggleSave(investor: Investor, save: boolean) {
    const state = await actions.setSaved(investor, save);
    if (state !== null) setProfile((open) => (open?.id === investor.id ? { ...open, saved: state } : open));
  }

  async function exportList() {
    setExportError(null);
    setExportError(await actions.exportSaved());
  }

  function closeProfile() {
    setProfile(null);
    const target = returnFocus.current;
    setTimeout(() => target?.focus(), 0);
  }

  const {
    items,
    filteredItemsCount,
    collectionProps,
    filterProps,
    paginationProps,
    actions: collection,
  } = useCollection(saved.data?.items ?? [], {
    filtering: {
      fields: ['name', 'company', 'funding_type', 'city', 'location', 'contact'],
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'saved_at' }, isDescending: true } },
    pagination: { pageSize: SAVED_PAGE_SIZE },
  });

  const rowActions = (item: SavedInvestor) => (
    <SpaceBetween direction="horizontal" size="s">
      <Button
        variant="inline-link"
        ariaLabel={s.investors.viewProfileOf(item.name)}
        onClick={() => {
          returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
  );
  const fields = savedFields(rowActions);
  const columns: TableProps.ColumnDefinition<SavedInvestor>[] = [
    {
      id: 'name',
      header: t.name,
      cell: (item: SavedInvestor) => <NameCell item={item} />,
      isRowHeader: true,
    },
    ...fields.map((f) => (f.id === 'actions' ? { ...f, minWidth: 200 } : f)),
  ].map((column) => ({ ...column, sortingField: SORT_FIELDS[column.id ?? ''] }));

  const filtering = (saved.data?.items.length ?? 0) > 0;
  const header = (
    <Header variant="h2" counter={saved.data ? `(${saved.data.summary.total})` : undefined}>
      {t.listLabel}
    </Header>
  );
  const filter = filtering ? (
    <TextFilter
      {...filterProps}
      filteringPlaceholder={t.filterPlaceholder}
      filteringAriaLabel={t.filterLabel}
      countText={t.matches(filteredItemsCount ?? 0)}
    />
  ) : undefined;
  const pagination =
    paginationProps.pagesCount > 1 ? (
      <Pagination {...paginationProps} ariaLabels={s.investors.pagination} />
    ) : undefined;
  const empty = (
    <Box textAlign="center" color="inherit" padding="l">
      <SpaceBetween size="s">
        <Box variant="h3" color="inherit">
          {t.empty}
        </Box>
        <Box color="text-body-secondary">{t.emptyBody}</Box>
        <RouteLink to="/dashboard/investors">{t.browse}</RouteLink>
      </SpaceBetween>
    </Box>
  );
  const noMatch = (
    <Box textAlign="center" color="inherit" padding="l">
      <SpaceBetween size="s">
        <Box variant="h3" color="inherit">
          {t.noMatches}
        </Box>
        <Button onClick={() => collection.setFiltering('')}>{t.clearFilter}</Button>
      </SpaceBetween>
    </Box>
  );
  // What the phone cards and the desktop table share (the same collection, the same slots).
  const slots = {
    ...collectionProps,
    items,
    loading: saved.isPending,
    loadingText: t.loading,
    trackBy: 'id',
    variant: 'container' as const,
    header,
    filter,
    pagination,
    empty: filtering ? noMatch : empty,
  };

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={t.description}
        actions={
          <Button
            variant="primary"
            iconName="download"
            loading={actions.exporting}
            loadingText={t.exporting}
            disabled={cannotExport}
            disabledReason={cannotExport ? t.outOfActions : undefined}
            onClick={() => void exportList()}
          >
            {actions.exporting ? t.exporting : t.exportCsv}
          </Button>
        }
      >
        {t.title}
      </Header>
      <Box variant="small" color="text-body-secondary">
        <span data-testid="export-note">{cannotExport ? t.outOfActions : t.exportNote(cost > 0)}</span>
        {cannotExport && (
          <>
            {' '}
            <ViewPlansLink />
          </>
        )}
      </Box>
      {exportError && (
        <Alert
          type="error"
          header={exportError.title}
          dismissible
          onDismiss={() => setExportError(null)}
          action={exportError.limit ? <ViewPlansLink /> : undefined}
        >
          {exportError.message}
        </Alert>
      )}

      <UsageBanner />

      <Container>
        <div className="fs-figures">
          <Figure label={t.totalSaved} value={saved.data?.summary.total} />
          <Figure label={t.contactsRevealed} value={saved.data?.summary.revealed} />
          <Figure label={t.verifiedInvestors} value={saved.data?.summary.verified} />
        </div>
      </Container>

      {saved.isError ? (
        <QueryErrorAlert query={saved} header={t.error} />
      ) : isMobile ? (
        <div className="fs-saved-cards">
          <Cards
            {...slots}
            ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: t.listLabel }}
            cardsPerRow={[{ cards: 1 }]}
            cardDefinition={{
              header: (item) => <NameCell item={item} />,
              sections: fields.map((f) => ({
                id: f.id,
                header: f.id === 'actions' ? undefined : f.header,
                content: f.cell,
                width:
                  f.id === 'type' || f.id === 'saved' || f.id === 'company' || f.id === 'location' ? 50 : 100,
              })),
            }}
          />
        </div>
      ) : (
        <Table {...slots} wrapLines ariaLabels={{ tableLabel: t.listLabel }} columnDefinitions={columns} />
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
