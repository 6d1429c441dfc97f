/**
 * The two dialogs of /admin/applications: the confirmation before Approve or Reject (with the rejection's reason),
 * and a submission's details.
 */
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { AdminSubmission } from '../../../../shared/admin-schemas.js';
import { AdminModal as Modal } from '../components/admin-modal.js';
import { shortDate } from '../../common/format.js';
import { adminStrings as s } from '../strings.js';

const a = s.applications;

/** A review waiting for the administrator's confirmation: which submission, approve or reject. */
export interface Confirming {
  item: AdminSubmission;
  action: 'approve' | 'reject';
}

/** Asks before Approve or Reject (both mail the applicant); a rejection takes an optional reason. */
export function ConfirmReviewModal({
  confirming,
  onClose,
  onConfirm,
  pending,
  reason,
  setReason,
}: {
  confirming: Confirming | null;
  onClose: () => void;
  onConfirm: (confirming: Confirming) => void;
  pending: boolean;
  reason: string;
  setReason: (reason: string) => void;
}) {
  return (
    <Modal
      visible={confirming !== null}
      onDismiss={onClose}
      header={confirming?.action === 'approve' ? a.confirmApproveTitle : a.confirmRejectTitle}
      footer={
        <SpaceBetween size="xs" direction="horizontal">
          <Button variant="link" onClick={onClose}>
            {s.common.cancel}
          </Button>
          <Button variant="primary" loading={pending} onClick={() => confirming && onConfirm(confirming)}>
            {confirming?.action === 'approve' ? a.approve : a.reject}
          </Button>
        </SpaceBetween>
      }
    >
      {confirming && (
        <SpaceBetween size="s">
          <Box>
            {confirming.action === 'approve'
              ? a.confirmApprove(confirming.item.name, confirming.item.contact)
              : a.confirmReject(confirming.item.name, confirming.item.contact)}
          </Box>
          {confirming.action === 'reject' && (
            <FormField label={a.reasonLabel} description={a.reasonHint} stretch>
              <Textarea value={reason} onChange={({ detail }) => setReason(detail.value)} rows={3} />
            </FormField>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}

/** Every field of one submission, with its review buttons and, when it has none, the investment-type picker. */
export function SubmissionDetailsModal({
  open,
  onClose,
  buttons,
  typePicker,
}: {
  open: AdminSubmission | null;
  onClose: () => void;
  buttons: (item: AdminSubmission) => ReactNode;
  typePicker: (item: AdminSubmission) => ReactNode;
}) {
  return (
    <Modal
      visible={open !== null}
      onDismiss={onClose}
      header={open?.name}
      size="large"
      footer={open ? buttons(open) : null}
    >
      {open && (
        <SpaceBetween size="m">
          <KeyValuePairs
            columns={2}
            items={[
              { label: a.fields.company, value: open.company || s.common.none },
              { label: a.contact, value: open.contact },
              { label: a.fields.location, value: open.location.join(', ') || s.common.none },
              { label: a.fields.website, value: open.company_url ?? s.common.none },
              { label: a.fields.type, value: open.funding_type ?? s.common.none },
              { label: a.fields.stages, value: open.funding_stage.join(', ') || s.common.none },
              { label: a.fields.checkSizes, value: open.check_sizes || s.common.none },
              {
                label: a.fields.industries,
                value: open.funding_industries.join(', ') || s.common.none,
              },
              { label: a.fields.focus, value: open.funding_description || s.common.none },
              { label: a.fields.bio, value: open.bio || s.common.none },
              { label: a.submitted, value: shortDate(open.submitted_at) },
              {
                label: a.reviewed,
                value: open.reviewed_at
                  ? `${shortDate(open.reviewed_at)} · ${open.reviewed_by ?? ''}`
                  : s.common.none,
              },
            ]}
          />
          {typePicker(open)}
        </SpaceBetween>
      )}
    </Modal>
  );
}
