/**
 * Saved Lists' collection definitions (saved-page.tsx): one list of fields serves the desktop Table's columns and
 * the phone Cards' sections; sorting keys and widths of the columns; what the text filter searches; the page size.
 */
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import type { CardsProps } from '@cloudscape-design/components/cards';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import {
  PIPELINE_STAGES,
  STAGE_LABELS,
  type PipelineEntry,
  type PipelineStage,
} from '../../../../shared/pipeline-schemas.js';
import { trustOf } from '../../../../shared/trust.js';
import { TrustStatus } from '../../common/components/trust-status.js';
import { companyLine } from '../investor-database/card-state.js';
import { formatDay } from '../../common/format.js';
import { formatLocation } from '../investor-database/format.js';
import { InvestorPhoto } from '../investor-database/investor-photo.js';
import { contactHref } from '../investor-database/links.js';
import { dashboardStrings as s } from '../strings.js';
import { EntryStatus } from './components/board-view.js';
import { reasonText, removalText } from './pipeline-format.js';
import { pipelineStrings as ps } from './pipeline-strings.js';

const t = s.saved;

/** A saved investor of the list shown, with its pipeline fields. */
export type SavedInvestor = PipelineEntry;

/** Saved investors a page (client-side). */
export const SAVED_PAGE_SIZE = 10;

/** What the text filter searches (collection-hooks `filtering.fields`). */
export const FILTERING_FIELDS = [
  'name',
  'company',
  'funding_type',
  'city',
  'location',
  'contact',
  'notes',
  'next_step',
];

/** The stage column: its label, and the passed reason at Passed. */
function StageCell({ item }: { item: SavedInvestor }) {
  return (
    <SpaceBetween size="xxs">
      <Box fontWeight="bold">{STAGE_LABELS[item.stage]}</Box>
      {item.stage === 'passed' && item.passed_reason && <Box variant="small">{reasonText(item)}</Box>}
    </SpaceBetween>
  );
}

function ContactCell({ item }: { item: SavedInvestor }) {
  if (!item.has_direct_contact) return <Box color="text-status-inactive">{t.noContact}</Box>;
  if (!item.contact_revealed || !item.contact) {
    // A removed investor's contact can no longer be revealed: not 'Hidden' (which invites a reveal).
    return <Box color="text-status-inactive">{item.removed ? ps.removed.contactGone : t.hidden}</Box>;
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

/**
 * The name with photo and the trust state (shared/trust.ts, as on every screen), or why it was removed: the table's
 * row header and the card's header.
 */
function NameCell({ item }: { item: SavedInvestor }) {
  const removal = removalText(item);
  return (
    <span className="fs-card-head">
      <InvestorPhoto investor={item} size={32} />
      <SpaceBetween size="xxs">
        <Box fontWeight="bold">{item.name}</Box>
        {removal ? (
          <Box variant="small" color="text-status-inactive">
            {removal}
          </Box>
        ) : (
          <TrustStatus trust={trustOf(item)} />
        )}
      </SpaceBetween>
    </span>
  );
}

type Cell = (item: SavedInvestor) => ReactNode;

/** The fields of a saved investor, shared by the table's columns and the phone cards' sections. */
function savedFields(actionsCell: Cell, stageCell: Cell) {
  return [
    { id: 'stage', header: ps.columns.stage, cell: stageCell },
    {
      id: 'next',
      header: ps.columns.nextStep,
      // The next step, and what the investor's people read of the founder's decks (issue 39)
      cell: (item: SavedInvestor) => <EntryStatus entry={item} withReason={false} />,
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

/** Columns that need room (px): the others wrap. */
const MIN_WIDTHS: Record<string, number | undefined> = { actions: 200, next: 150, stage: 110 };

/** Sorting keys of the table's columns (collection-hooks `sortingField`). */
const SORT_FIELDS: Record<string, keyof SavedInvestor> = {
  name: 'name',
  company: 'company',
  type: 'funding_type',
  saved: 'saved_at',
};

const stageRank = (stage: PipelineStage) => PIPELINE_STAGES.indexOf(stage);

/** The desktop Table's columns: the name as row header, then every field; the stage sorts in pipeline order. */
export function savedColumns(actionsCell: Cell): TableProps.ColumnDefinition<SavedInvestor>[] {
  const fields = savedFields(actionsCell, (item) => <StageCell item={item} />);
  return [
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
}

/** Half-width card sections (the rest take the whole card). */
const HALF_WIDTH = new Set(['type', 'saved', 'company', 'location', 'next']);

/** The phone Cards: the name as header, every field a section (the stage as `stageCell`, a Select there). */
export function savedCardDefinition(
  actionsCell: Cell,
  stageCell: Cell,
): CardsProps.CardDefinition<SavedInvestor> {
  return {
    header: (item) => <NameCell item={item} />,
    sections: savedFields(actionsCell, stageCell).map((f) => ({
      id: f.id,
      header: f.id === 'actions' ? undefined : f.header,
      content: f.cell,
      width: HALF_WIDTH.has(f.id) ? 50 : 100,
    })),
  };
}
