/**
 * /admin/investors' table definitions: the columns (Name, Company, Location, Funding Type, Verified badge: the
 * listing's trust state as every screen shows it, Added, Actions) and the columns shown by default. The search and the order are the server's (shared/admin-investors.ts).
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { adminTypeLabel, type AdminInvestorRow } from '../../../../shared/admin-schemas.js';
import { place } from '../../../../shared/admin-investors.js';
import { TrustStatus } from '../../common/components/trust-status.js';
import { shortDate } from '../../common/format.js';
import { adminStrings as s } from '../strings.js';

const c = s.investors.columns;

/** The columns shown until the administrator picks others (Preferences). */
export const DEFAULT_VISIBLE_COLUMNS: readonly string[] = [
  'name',
  'company',
  'location',
  'funding_type',
  'verified',
  'actions',
];

/** What the Actions column does with a row's id. */
export interface RowHandlers {
  onView: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

export function investorColumns(handlers: RowHandlers): TableProps.ColumnDefinition<AdminInvestorRow>[] {
  return [
    { id: 'name', header: c.name, cell: (r) => r.name, sortingField: 'name', isRowHeader: true },
    { id: 'company', header: c.company, cell: (r) => r.company || s.common.none },
    { id: 'location', header: c.location, cell: (r) => place(r) || s.common.none },
    { id: 'funding_type', header: c.fundingType, cell: (r) => adminTypeLabel(r.funding_type) },
    // The spec's "Verified badge": the listing's trust state, as the founders' screens show it (issue 34 item 3)
    { id: 'verified', header: c.verified, cell: (r) => <TrustStatus trust={r.trust} /> },
    { id: 'created_at', header: c.added, cell: (r) => shortDate(r.created_at), sortingField: 'created_at' },
    {
      id: 'actions',
      header: c.actions,
      cell: (r) => (
        <SpaceBetween size="xxs" direction="horizontal">
          <Button
            variant="inline-link"
            ariaLabel={`${s.investors.view} ${r.name}`}
            onClick={() => handlers.onView(r.id)}
          >
            {s.investors.view}
          </Button>
          <Button
            variant="inline-link"
            ariaLabel={`${s.investors.edit} ${r.name}`}
            onClick={() => handlers.onEdit(r.id)}
          >
            {s.investors.edit}
          </Button>
          <Button
            variant="inline-link"
            ariaLabel={`${s.investors.delete} ${r.name}`}
            onClick={() => handlers.onDelete(r.id)}
          >
            {s.investors.delete}
          </Button>
        </SpaceBetween>
      ),
    },
  ];
}
