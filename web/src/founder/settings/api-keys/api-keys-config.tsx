/**
 * The keys table's columns: from 768 px one column per field (name, prefix, created, last used) and Revoke; below,
 * one column with every detail stacked and the action, so nothing scrolls sideways on a phone.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ApiKey } from '../../../../../shared/api-keys-schemas.js';
import { formatDate, formatDay } from '../../../common/format.js';
import { settingsStrings } from '../strings.js';

const t = settingsStrings.apiKeys;

/** A date and time for the table ('Never' when absent). */
function when(iso: string | null): string {
  if (!iso) return t.never;
  return `${formatDay(iso)}, ${formatDate(iso, { hour: '2-digit', minute: '2-digit' })}`;
}

/** The key as shown: its public prefix, never a secret. */
const masked = (key: ApiKey) => `fsk_${key.prefix}_...`;

export function apiKeyColumns(
  isMobile: boolean,
  onRevoke: (key: ApiKey) => void,
): TableProps.ColumnDefinition<ApiKey>[] {
  const revokeColumn = {
    id: 'actions',
    header: t.columns.actions,
    cell: (key: ApiKey) => (
      <Button variant="inline-link" ariaLabel={t.revokeLabel(key.name)} onClick={() => onRevoke(key)}>
        {t.revoke}
      </Button>
    ),
  };
  return isMobile
    ? [
        {
          id: 'key',
          header: t.columns.name,
          isRowHeader: true,
          cell: (key: ApiKey) => (
            <SpaceBetween size="xxxs">
              <Box variant="strong">{key.name}</Box>
              <code>{masked(key)}</code>
              <Box variant="small" color="text-body-secondary">
                {`${t.columns.created}: ${when(key.created_at)}`}
              </Box>
              <Box variant="small" color="text-body-secondary">
                {`${t.columns.lastUsed}: ${when(key.last_used_at)}`}
              </Box>
            </SpaceBetween>
          ),
        },
        revokeColumn,
      ]
    : [
        { id: 'name', header: t.columns.name, cell: (key: ApiKey) => key.name, isRowHeader: true },
        { id: 'prefix', header: t.columns.prefix, cell: (key: ApiKey) => <code>{masked(key)}</code> },
        { id: 'created', header: t.columns.created, cell: (key: ApiKey) => when(key.created_at) },
        { id: 'last', header: t.columns.lastUsed, cell: (key: ApiKey) => when(key.last_used_at) },
        revokeColumn,
      ];
}
