/**
 * The page of investors as a Cloudscape Table (issue 13 "Cards/Table view toggle"): the same fields, state and
 * actions as the cards (the trust state under the name), one row each; the visible columns come from the collection
 * preferences (preferences.ts). Sorting and filtering stay on the server (the filter bar); the page is one server page.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { Investor } from '../../../../shared/schemas.js';
import { dashboardStrings as s } from '../strings.js';
import { companyLine } from './card-state.js';
import { formatLocation } from './format.js';
import {
  BusyRegion,
  collectionSlots,
  IndustryBadges,
  InvestorActions,
  InvestorTrust,
  Muted,
  StateBadges,
  type InvestorCollectionProps,
} from './investor-cards.js';
import { InvestorPhoto } from './investor-photo.js';
import { contentDisplay, TABLE_COLUMN_LABELS, type TableColumn } from './preferences.js';

const i = s.investors;

/** Column definitions of the table view, by id (TABLE_COLUMNS order). */
export function investorColumns(
  props: Pick<InvestorCollectionProps, 'onView' | 'onToggleSave' | 'savingId'>,
): (TableProps.ColumnDefinition<Investor> & { id: TableColumn; header: string })[] {
  return [
    {
      id: 'name',
      header: TABLE_COLUMN_LABELS.name,
      isRowHeader: true,
      minWidth: 220,
      cell: (item) => (
        <div className="fs-card-head">
          <InvestorPhoto investor={item} size={32} />
          <SpaceBetween size="xxs">
            <Box fontWeight="bold">{item.name}</Box>
            <InvestorTrust investor={item} />
          </SpaceBetween>
        </div>
      ),
    },
    {
      id: 'company',
      header: TABLE_COLUMN_LABELS.company,
      cell: (item) => companyLine(item) ?? <Muted>—</Muted>,
    },
    { id: 'type', header: TABLE_COLUMN_LABELS.type, cell: (item) => item.funding_type },
    {
      id: 'stages',
      header: TABLE_COLUMN_LABELS.stages,
      minWidth: 120,
      cell: (item) =>
        item.funding_stage.length ? item.funding_stage.join(', ') : <Muted>{i.notListed}</Muted>,
    },
    {
      id: 'location',
      header: TABLE_COLUMN_LABELS.location,
      cell: (item) => formatLocation(item) || <Muted>{i.notListed}</Muted>,
    },
    {
      id: 'industries',
      header: TABLE_COLUMN_LABELS.industries,
      cell: (item) => <IndustryBadges investor={item} />,
    },
    {
      id: 'checks',
      header: TABLE_COLUMN_LABELS.checks,
      cell: (item) => item.check_sizes || <Muted>{i.notListed}</Muted>,
    },
    { id: 'status', header: TABLE_COLUMN_LABELS.status, cell: (item) => <StateBadges investor={item} /> },
    {
      id: 'actions',
      header: TABLE_COLUMN_LABELS.actions,
      minWidth: 260,
      cell: (item) => <InvestorActions item={item} {...props} />,
    },
  ];
}

export default function InvestorTable(props: InvestorCollectionProps & { columns: readonly TableColumn[] }) {
  const { busy = false, columns, onView, onToggleSave, savingId } = props;
  return (
    <BusyRegion busy={busy}>
      <Table
        {...collectionSlots(props)}
        variant="container"
        wrapLines
        ariaLabels={{ tableLabel: i.listLabel }}
        columnDefinitions={investorColumns({ onView, onToggleSave, savingId })}
        columnDisplay={contentDisplay(columns)}
      />
    </BusyRegion>
  );
}
