/**
 * The secret of a key just created, shown this once (a warning that it will not be shown again, Copy); it lives
 * only in the card's state until this dialog closes.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ApiKeyCreated } from '../../../../../../shared/api-keys-schemas.js';
import { settingsStrings } from '../../strings.js';

const t = settingsStrings.apiKeys;

/** The secret of a key just created, shown this once. */
export function SecretModal({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  return (
    <Modal
      visible={created !== null}
      onDismiss={onClose}
      header={t.createdTitle}
      closeAriaLabel={settingsStrings.closeDialog}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t.done}
          </Button>
        </Box>
      }
    >
      {created && (
        <SpaceBetween size="m">
          <Alert type="warning">{t.createdWarning}</Alert>
          <Box>
            <code
              className="fs-api-key-secret"
              data-testid="api-key-secret"
              style={{ wordBreak: 'break-all' }}
            >
              {created.secret}
            </code>
          </Box>
          <CopyToClipboard
            variant="button"
            copyButtonText={t.copy}
            textToCopy={created.secret}
            copySuccessText={t.copied}
            copyErrorText={t.copyFailed}
          />
          <Box variant="small" color="text-body-secondary">
            {t.usage}
          </Box>
        </SpaceBetween>
      )}
    </Modal>
  );
}
