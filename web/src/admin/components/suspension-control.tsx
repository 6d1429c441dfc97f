/**
 * An administrator's suspension of an account, one control for every kind (issue 36 item 4: one piece of code): a
 * founder's pitch sending (web/src/admin/users/pitch-sending.tsx, ADR 0052) and an investor account
 * (web/src/admin/investor-accounts/investor-accounts-page.tsx, issue 38). It shows the state as a badge and a
 * Suspend / Restore button that asks first in a dialog (Suspend with an optional reason of at most `reasonMax`
 * characters, kept in the audit log by the server), then calls `change` and says the outcome in a toast.
 */
import { useState, type ReactNode } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useToast } from '../../common/components/toasts.js';
import { AdminModal as Modal } from './admin-modal.js';
import { adminStrings as s } from '../strings.js';

/** What the control says (web/src/admin/strings.ts `pitchSending`, `investorAccounts`). */
export interface SuspensionStrings {
  /** The badge of an account not suspended ("Allowed", "Active"). */
  notSuspended: string;
  suspended: string;
  suspend: string;
  restore: string;
  suspendTitle: string;
  restoreTitle: string;
  suspendText: (who: string) => string;
  restoreText: (who: string) => string;
  reasonLabel: string;
  confirmSuspend: string;
  confirmRestore: string;
  suspendedToast: (who: string) => string;
  restoredToast: (who: string) => string;
  failed: string;
}

/** A suspension or its lifting, as the admin API hooks take it (web/src/admin/admin-api.ts). */
export interface SuspensionChange {
  sub: string;
  suspended: boolean;
  reason: string;
}

/** The mutation the control calls (`usePitchSending()`, `useInvestorSuspension()`). */
interface SuspensionMutation {
  isPending: boolean;
  mutate: (
    change: SuspensionChange,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
}

/** The badge and the Suspend / Restore button of account `sub` (`who`: its email, for the dialog and toasts). */
export function SuspensionControl({
  sub,
  who,
  suspended,
  strings: t,
  reasonMax,
  change,
  children,
}: {
  sub: string;
  who: string;
  suspended: boolean;
  strings: SuspensionStrings;
  reasonMax: number;
  change: SuspensionMutation;
  /** Shown under the badge (an investor account's "Since ... by ..."). */
  children?: ReactNode;
}) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const confirm = () =>
    change.mutate(
      { sub, suspended: !suspended, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast({ type: 'success', title: suspended ? t.restoredToast(who) : t.suspendedToast(who) });
        },
        onError: (error) => toast({ type: 'error', title: t.failed, message: error.message }),
      },
    );
  return (
    <SpaceBetween size="xxxs">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Badge color={suspended ? 'red' : 'green'}>{suspended ? t.suspended : t.notSuspended}</Badge>
        <Button
          variant="inline-link"
          ariaLabel={`${suspended ? t.restore : t.suspend}: ${who}`}
          onClick={() => setOpen(true)}
        >
          {suspended ? t.restore : t.suspend}
        </Button>
      </SpaceBetween>
      {children}
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        header={suspended ? t.restoreTitle : t.suspendTitle}
        footer={
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="link" onClick={() => setOpen(false)}>
                {s.common.cancel}
              </Button>
              <Button variant="primary" loading={change.isPending} onClick={confirm}>
                {suspended ? t.confirmRestore : t.confirmSuspend}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <Box>{suspended ? t.restoreText(who) : t.suspendText(who)}</Box>
          {!suspended && (
            <FormField label={t.reasonLabel} stretch>
              <Textarea
                value={reason}
                rows={3}
                ariaLabel={t.reasonLabel}
                onChange={({ detail }) => setReason(detail.value.slice(0, reasonMax))}
              />
            </FormField>
          )}
        </SpaceBetween>
      </Modal>
    </SpaceBetween>
  );
}
