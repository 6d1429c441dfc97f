/**
 * /admin/investors' table definitions: the columns (Name, Company, Location, Funding Type, Verified badge, Added,
 * Actions), the search the spec asks for, and the preferences (page size, visible columns).
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { adminTypeLabel, type AdminInvestorRow } from '../../../../../shared/admin-schemas.js';
import { shortDate } from '../../../admin/format.js';
import { adminStrings as s } from '../../../admin/strings.js';

const c = s.investors.columns;

/** City and location, as one line ('Berlin, Germany'). */
export function place(row: Pick<AdminInvestorRow, 'city' | 'location'>): string {
  return [row.city, ...row.location].filter(Boolean).join(', ');
}

/** True when `row` matches the search text (name, company or location, case-insensitive substring). */
export function matchesInvestor(row: AdminInvestorRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.company, place(row)].some((v) => v.toLowerCase().includes(needle));
}

/** What the table shows with no investors at all, and with none matching the search. */
export const FILTER_STATES = {
  empty: <Box textAlign="center">{s.investors.empty}</Box>,
  noMatch: <Box textAlign="center">{s.common.noMatches}</Box>,
};

/** The table's preferences: rows a page and the columns shown. */
export interface InvestorTablePreferences {
  pageSize: number;
  visibleContent: readonly string[];
}

export const DEFAULT_PREFERENCES: InvestorTablePreferences = {
  pageSize: 20,
  visibleContent: ['name', 'company', 'location', 'funding_type', 'verified', 'actions'],
};

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/** What the Actions column does with a row's id. */
export interface RowHandlers {
  onView: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

export function investorColumns(handlers: RowHandlers): TableProps.ColumnDefinition<AdminInvestorRow>[] {
  return [
    { id: 'name', header: c.name, cell: (r) => r.name, sortingField: 'name', isRowHeader: true },
    { id: 'company', header: c.company, cell: (r) => r.company || s.common.none, sortingField: 'company' },
    {
      id: 'location',
      header: c.location,
      cell: (r) => place(r) || s.common.none,
      sortingComparator: (a, b) => place(a).localeCompare(place(b)),
    },
    {
      id: 'funding_type',
      header: c.fundingType,
      cell: (r) => adminTypeLabel(r.funding_type),
      sortingField: 'funding_type',
    },
    {
      id: 'verified',
      header: c.verified,
      cell: (r) =>
        r.verified ? (
          <Badge color="green">{s.investors.verified}</Badge>
        ) : (
          <Badge>{s.investors.unverified}</Badge>
        ),
      sortingField: 'verified',
    },
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
