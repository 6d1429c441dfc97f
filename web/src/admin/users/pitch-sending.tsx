/**
 * A founder's pitch sending in the admin area (issue 20 "administrators can suspend a founder's sending"; ADR 0052):
 * the state (Allowed / Suspended) and a button that opens a confirm dialog (Suspend, with an optional reason kept in
 * the audit log; or Restore). Used by the Users table and the Pitch reports page; the server audits each change.
 */
import { useState } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useToast } from '../../common/components/toasts.js';
import { AdminModal as Modal } from '../components/admin-modal.js';
import { usePitchSending } from '../admin-api.js';
import { adminStrings as s } from '../strings.js';

const p = s.pitchSending;

/** The state badge and the suspend / restore button of founder `sub` (`who`: their email, for the dialog). */
export function PitchSendingControl({
  sub,
  who,
  suspended,
}: {
  sub: string;
  who: string;
  suspended: boolean;
}) {
  const change = usePitchSending();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const confirm = () =>
    change.mutate(
      { sub, suspend: !suspended, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast({ type: 'success', title: suspended ? p.restoredToast(who) : p.suspendedToast(who) });
        },
        onError: (error) => toast({ type: 'error', title: p.failed, message: error.message }),
      },
    );
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Badge color={suspended ? 'red' : 'green'}>{suspended ? p.suspended : p.allowed}</Badge>
      <Button
        variant="inline-link"
        ariaLabel={`${suspended ? p.restore : p.suspend}: ${who}`}
        onClick={() => setOpen(true)}
      >
        {suspended ? p.restore : p.suspend}
      </Button>
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        header={suspended ? p.restoreTitle : p.suspendTitle}
        footer={
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="link" onClick={() => setOpen(false)}>
                {s.common.cancel}
              </Button>
              <Button variant="primary" loading={change.isPending} onClick={confirm}>
                {suspended ? p.confirmRestore : p.confirmSuspend}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <Box>{suspended ? p.restoreText(who) : p.suspendText(who)}</Box>
          {!suspended && (
            <FormField label={p.reasonLabel} stretch>
              <Textarea
                value={reason}
                rows={3}
                ariaLabel={p.reasonLabel}
                onChange={({ detail }) => setReason(detail.value.slice(0, 300))}
              />
            </FormField>
          )}
        </SpaceBetween>
      </Modal>
    </SpaceBetween>
  );
}
