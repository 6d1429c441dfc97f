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
 * Pipeline (issue 15, docs/decisions/0017-fundraising-pipeline.md): a list selector (`?list=` in the URL; create,
 * rename, delete with confirmation), a Table / Board toggle from 768 px (kept in localStorage), a Stage and a Next
 * step column, Edit (stage, notes, next step and due date, passed reason: entry-editor.tsx), Move or copy to
 * another list, and stage Selects on the board and the phone cards. `?investor=` opens that investor's profile
 * (Dashboard home's "Next steps due this week" links here). Export CSV exports the list shown.
 *
 * Contact reveal is disabled on this screen: the profile modal opens with `canReveal={false}`. Export answers a
 * CSV download (`POST /v1/exports`, actions.ts); at 0 actions left on a metered plan 'Export CSV' is disabled
 * with the reason and 'View Plans' (the server still refuses on its own), and a failed export is an inline Alert
 * under the header.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Investor } from '../../../../../shared/schemas.js';
import {
  DEFAULT_LIST_ID,
  PIPELINE_STAGES,
  STAGE_LABELS,
  type PipelineEntry,
  type PipelineStage,
} from '../../../../../shared/pipeline-schemas.js';
import { useToast } from '../../../components/toasts.js';
import { useInvestorActions, type ActionError } from '../actions.js';
import { useMe } from '../hooks.js';
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
import { BoardView, EntryStatus, type EntryActions } from './board-view.js';
import { EntryEditor } from './entry-editor.js';
import { ListSelector } from './list-selector.js';
import { reasonText } from './pipeline-format.js';
import { useLists, useRemoveFromList, useSavedList } from './pipeline-hooks.js';
import { pipelineStrings as ps } from './pipeline-strings.js';
import './pipeline.css';
import { StageSelect } from './stage-select.js';
import { TransferModal } from './transfer-modal.js';

const t = s.saved;

/** A saved investor of the list shown, with its pipeline fields. */
type SavedInvestor = PipelineEntry;

type View = 'table' | 'board';
const VIEW_KEY = 'fundscout.saved.view';

function storedView(): View {
  try {
    return localStorage.getItem(VIEW_KEY) === 'board' ? 'board' : 'table';
  } catch {
    return 'table';
  }
}

/** The stage column: its label, and the passed reason at Passed. */
function StageCell({ item }: { item: SavedInvestor }) {
  return (
    <SpaceBetween size="xxs">
      <Box fontWeight="bold">{STAGE_LABELS[item.stage]}</Box>
      {item.stage === 'passed' && item.passed_reason && <Box variant="small">{reasonText(item)}</Box>}
    </SpaceBetween>
  );
}

/** Columns that need room (px): the others wrap. */
const MIN_WIDTHS: Record<string, number | undefined> = { actions: 200, next: 150, stage: 110 };

const stageRank = (stage: PipelineStage) => PIPELINE_STAGES.indexOf(stage);

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
function savedFields(
  actionsCell: (item: SavedInvestor) => ReactNode,
  stageCell: (item: SavedInvestor) => ReactNode,
) {
  return [
    { id: 'stage', header: ps.columns.stage, cell: stageCell },
    {
      id: 'next',
      header: ps.columns.nextStep,
      cell: (item: SavedInvestor) =>
        item.next_step || item.next_step_due ? <EntryStatus entry={item} withReason={false} /> : '—',
    },
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
  const [searchParams, setSearchParams] = useSearchParams();
  const listId = searchParams.get('list') || DEFAULT_LIST_ID;
  const lists = useLists();
  const saved = useSavedList(listId);
  const me = useMe();
  const actions = useInvestorActions();
  const removeFromList = useRemoveFromList(listId);
  const { toast } = useToast();
  const isMobile = useIsMobile();
  const [view, setView] = useState<View>(storedView);
  const [profile, setProfile] = useState<Investor | null>(null);
  const [editing, setEditing] = useState<{ entry: SavedInvestor; stage?: PipelineStage } | null>(null);
  const [transferring, setTransferring] = useState<SavedInvestor | null>(null);
  const [exportError, setExportError] = useState<ActionError | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const cost = me.data ? exportCostFor(me.data.usage) : 1;
  const cannotExport = me.data ? outOfActions(me.data.usage, cost) : false;
  const selectedList = lists.data?.lists.find((l) => l.id === listId);
  const isDefaultList = listId === DEFAULT_LIST_ID;

  function selectList(id: string) {
    setSearchParams(id === DEFAULT_LIST_ID ? {} : { list: id });
  }

  // A list that no longer exists (deleted in another tab, a stale link): back to the default list.
  useEffect(() => {
    if (lists.data && !selectedList && !isDefaultList) setSearchParams({}, { replace: true });
  }, [lists.data, selectedList, isDefaultList, setSearchParams]);

  // `?investor=` (Dashboard home's due next steps): that investor's profile is open until closed.
  const wanted = searchParams.get('investor');
  const linked = wanted ? (saved.data?.items.find((i) => i.id === wanted) ?? null) : null;
  const shownProfile = profile ?? linked;

  function chooseView(next: View) {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // private mode: the choice lasts this visit
    }
  }

  async function remove(investor: Investor) {
    if (isDefaultList) {
      const state = await actions.setSaved(investor, false);
      if (state === false) setProfile((open) => (open?.id === investor.id ? null : open));
      return;
    }
    try {
      await removeFromList.mutateAsync(investor.id);
      toast({ type: 'success', title: s.actions.removedTitle });
      setProfile((open) => (open?.id === investor.id ? null : open));
    } catch (error) {
      toast({
        type: 'error',
        title: s.actions.errorTitle,
        message: error instanceof Error ? error.message : undefined,
      });
    }
  }

  async function toggleSave(investor: Investor, save: boolean) {
    const state = await actions.setSaved(investor, save);
    if (state !== null) setProfile((open) => (open?.id === investor.id ? { ...open, saved: state } : open));
  }

  async function exportList() {
    setExportError(null);
    setExportError(await actions.exportSaved(isDefaultList ? undefined : listId));
  }

  function closeProfile() {
    setProfile(null);
    if (wanted) {
      const next = new URLSearchParams(searchParams);
      next.delete('investor');
      setSearchParams(next, { replace: true });
    }
    const target = returnFocus.current;
    setTimeout(() => target?.focus(), 0);
  }

  const remember = () => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const entryActions: EntryActions = {
    listId,
    onView: (entry) => {
      remember();
      setProfile(entry);
    },
    onEdit: (entry) => setEditing({ entry }),
    onTransfer: (entry) => setTransferring(entry),
    onPassed: (entry) => setEditing({ entry, stage: 'passed' }),
  };

  const {
    items,
    filteredItemsCount,
    collectionProps,
    filterProps,
    paginationProps,
    actions: collection,
  } = useCollection(saved.data?.items ?? [], {
    filtering: {
      fields: ['name', 'company', 'funding_type', 'city', 'location', 'contact', 'notes', 'next_step'],
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
        ariaLabel={ps.actions.editLabel(item.name)}
        onClick={() => setEditing({ entry: item })}
      >
        {ps.actions.edit}
      </Button>
      <Button
        variant="inline-link"
        ariaLabel={ps.actions.moveCopyLabel(item.name)}
        onClick={() => setTransferring(item)}
      >
        {ps.actions.moveCopy}
      </Button>
      <Button
        variant="inline-link"
        ariaLabel={s.actions.removeLabel(item.name)}
        disabled={
          actions.savingId === item.id || (removeFromList.isPending && removeFromList.variables === item.id)
        }
        onClick={() => void remove(item)}
      >
        {s.actions.remove}
      </Button>
    </SpaceBetween>
  );
  const fields = savedFields(rowActions, (item) => <StageCell item={item} />);
  // Phone cards: the stage is a Select (move without a board).
  const cardFields = savedFields(rowActions, (item) => (
    <SpaceBetween size="xxs">
      <StageSelect entry={item} listId={listId} onPassed={entryActions.onPassed} />
      {item.stage === 'passed' && item.passed_reason && (
        <Box variant="small" display="block">
          {ps.passedBecause(reasonText(item))}
        </Box>
      )}
    </SpaceBetween>
  ));
  const columns: TableProps.ColumnDefinition<SavedInvestor>[] = [
    {
      id: 'name',
      header: t.name,
      cell: (item: SavedInvestor) => <NameCell item={item} />,
      isRowHeader: true,
    },
    ...fields.map((f) => ({ ...f, minWidth: MIN_WIDTHS[f.id] })),
  ].map((column) =>
    column.id === 'stage'
      ? {
          ...column,
          sortingComparator: (a: SavedInvestor, b: SavedInvestor) => stageRank(a.stage) - stageRank(b.stage),
        }
      : { ...column, sortingField: SORT_FIELDS[column.id ?? ''] },
  );

  const filtering = (saved.data?.items.length ?? 0) > 0;
  const header = (
    <Header variant="h2" counter={saved.data ? `(${saved.data.summary.total})` : undefined}>
      {saved.data?.list.name ?? selectedList?.name ?? t.listLabel}
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
          {isDefaultList ? t.empty : ps.emptyList}
        </Box>
        <Box color="text-body-secondary">{isDefaultList ? t.emptyBody : ps.emptyListBody}</Box>
        {isDefaultList && <RouteLink to="/dashboard/investors">{t.browse}</RouteLink>}
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

      <SpaceBetween direction="horizontal" size="m" alignItems="end">
        {lists.isError ? (
          <QueryErrorAlert query={lists} header={ps.list.error} />
        ) : (
          <ListSelector lists={lists.data?.lists ?? []} selected={selectedList} onSelect={selectList} />
        )}
        {!isMobile && (
          <SegmentedControl
            label={ps.view.label}
            selectedId={view}
            onChange={({ detail }) => chooseView(detail.selectedId as View)}
            options={[
              { id: 'table', text: ps.view.table, iconName: 'view-full' },
              { id: 'board', text: ps.view.board, iconName: 'view-horizontal' },
            ]}
          />
        )}
      </SpaceBetween>

      {saved.isError ? (
        <QueryErrorAlert query={saved} header={t.error} />
      ) : !isMobile && view === 'board' ? (
        saved.isPending ? (
          <Box color="text-status-inactive">{t.loading}</Box>
        ) : (saved.data?.items.length ?? 0) === 0 ? (
          <Container>{empty}</Container>
        ) : (
          <BoardView entries={saved.data!.items} actions={entryActions} />
        )
      ) : isMobile ? (
        <div className="fs-saved-cards">
          <Cards
            {...slots}
            ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: t.listLabel }}
            cardsPerRow={[{ cards: 1 }]}
            cardDefinition={{
              header: (item) => <NameCell item={item} />,
              sections: cardFields.map((f) => ({
                id: f.id,
                header: f.id === 'actions' ? undefined : f.header,
                content: f.cell,
                width:
                  f.id === 'type' ||
                  f.id === 'saved' ||
                  f.id === 'company' ||
                  f.id === 'location' ||
                  f.id === 'next'
                    ? 50
                    : 100,
              })),
            }}
          />
        </div>
      ) : (
        <Table {...slots} wrapLines ariaLabels={{ tableLabel: t.listLabel }} columnDefinitions={columns} />
      )}

      <ProfileModal
        investor={shownProfile}
        onDismiss={closeProfile}
        canReveal={false}
        onToggleSave={(investor, save) => void toggleSave(investor, save)}
        saving={shownProfile !== null && actions.savingId === shownProfile.id}
      />
      <EntryEditor
        entry={editing?.entry ?? null}
        stage={editing?.stage}
        listId={listId}
        onDismiss={() => setEditing(null)}
      />
      <TransferModal
        entry={transferring}
        listId={listId}
        lists={lists.data?.lists ?? []}
        onDismiss={() => setTransferring(null)}
      />
    </SpaceBetween>
  );
}

export default SavedPage;
