/** The founder's active keys in a Table (empty state with Create), the limits note, and Revoke's confirmation. */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { ApiKey, ApiKeyList } from '../../../../../../shared/api-keys-schemas.js';
import { useIsMobile } from '../../../shell/media.js';
import { settingsStrings } from '../../strings.js';
import { apiKeyColumns } from '../api-keys-config.js';
import { RevokeModal } from './revoke-modal.js';

const t = settingsStrings.apiKeys;

export function KeysTable({ list, onCreate }: { list: ApiKeyList; onCreate: () => void }) {
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const isMobile = useIsMobile();
  const atLimit = list.items.length >= list.max_active;
  return (
    <>
      <Table<ApiKey>
        variant="embedded"
        items={list.items}
        trackBy="prefix"
        wrapLines
        ariaLabels={{ tableLabel: t.title }}
        columnDefinitions={apiKeyColumns(isMobile, setRevoking)}
        empty={
          <Box textAlign="center" color="inherit" padding={{ vertical: 's' }}>
            <SpaceBetween size="xs">
              <Box variant="strong" color="inherit">
                {t.emptyTitle}
              </Box>
              <Box variant="p" color="inherit">
                {t.emptyBody}
              </Box>
              <Button onClick={onCreate}>{t.create}</Button>
            </SpaceBetween>
          </Box>
        }
      />
      <Box variant="small" color="text-body-secondary" padding={{ top: 's' }}>
        {atLimit ? t.atLimit(list.max_active) : t.limitInfo(list.max_active, list.rate_limit_per_minute)}
      </Box>
      <RevokeModal target={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
