/** The deletion confirmation (apply-settings-admin.md section 5: 'Are you sure you want to delete this ...?'). */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { AdminModal as Modal } from './admin-modal.js';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { adminStrings as s } from '../strings.js';

export function ConfirmDelete({
  visible,
  text,
  busy,
  onCancel,
  onConfirm,
}: {
  visible: boolean;
  text: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={s.confirm.title}
      footer={
        <SpaceBetween size="xs" direction="horizontal">
          <Button variant="link" onClick={onCancel}>
            {s.confirm.cancel}
          </Button>
          <Button variant="primary" loading={busy} onClick={onConfirm}>
            {s.confirm.delete}
          </Button>
        </SpaceBetween>
      }
    >
      <Box>{text}</Box>
    </Modal>
  );
}
