/**
 * Revoke's confirmation: the key's name and prefix; Revoke refreshes the list and toasts. A key already revoked
 * elsewhere (404) counts as revoked; any other failure shows in the dialog.
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError } from '../../../../common/api.js';
import { useToast } from '../../../../common/components/toasts.js';
import type { ApiKey } from '../../../../../../shared/api-keys-schemas.js';
import { settingsStrings } from '../../strings.js';
import { useRefreshApiKeys, useRevokeApiKey } from '../hooks.js';

const t = settingsStrings.apiKeys;

export function RevokeModal({ target, onClose }: { target: ApiKey | null; onClose: () => void }) {
  const refreshKeys = useRefreshApiKeys();
  const { toast } = useToast();
  const [error, setError] = useState<string | undefined>();
  const revoke = useRevokeApiKey();
  const close = () => {
    if (revoke.isPending) return;
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await revoke.mutateAsync(target.prefix);
    } catch (err) {
      // Already revoked elsewhere (another tab): the list is simply out of date.
      if (!(err instanceof ApiError && err.status === 404)) {
        setError(t.revokeFailed);
        return;
      }
    }
    await refreshKeys();
    toast({ type: 'success', title: t.revoked, message: `${target.name} (fsk_${target.prefix}_...)` });
    setError(undefined);
    onClose();
  };
  return (
    <Modal
      visible={target !== null}
      onDismiss={close}
      header={t.revokeTitle}
      closeAriaLabel={settingsStrings.closeDialog}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} disabled={revoke.isPending}>
              {t.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={() => void confirm()}
              loading={revoke.isPending}
              loadingText={t.revoking}
            >
              {t.revoke}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {target && (
        <SpaceBetween size="m">
          {error && (
            <div role="alert">
              <Alert type="error">{error}</Alert>
            </div>
          )}
          <Box variant="p">{t.revokeBody(target.name, target.prefix)}</Box>
        </SpaceBetween>
      )}
    </Modal>
  );
}
