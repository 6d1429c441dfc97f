/**
 * /admin/claims, the Claims queue (issue 19 item 2; docs/decisions/0030-investor-accounts-and-claims.md): the
 * pending claims of a listing that the claimant's email domain could not verify, newest first, each with the
 * listing, the claimant's email, its domain next to the listing website's, and the evidence (note and link).
 * Approve asks for confirmation; Reject asks for a reason (required, mailed to the claimant). Both go through
 * POST /v1/admin/claims/{id}/approve|reject (audited, mailed) and reload the queue (and the sidebar's count).
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import type { AdminClaim } from '../../../../shared/claim-schemas.js';
import { shortDate } from '../../common/format.js';
import { useDecideClaim, usePendingClaims } from '../admin-api.js';
import { QueryState } from '../../common/query-state.js';
import { adminStrings as s } from '../strings.js';
import { useToast } from '../../common/components/toasts.js';

const c = s.claims;

type Pending = { claim: AdminClaim; approve: boolean } | null;

/** 'ann@x.vc' domain vs the listing's: whether they are the same registrable domain or a subdomain of it. */
function DomainCell({ claim }: { claim: AdminClaim }) {
  const listing = claim.listing.domain;
  const same =
    listing !== null && (claim.email_domain === listing || claim.email_domain.endsWith(`.${listing}`));
  return (
    <SpaceBetween size="xxxs">
      <span>
        {claim.email_domain} / {listing ?? c.noWebsite}
      </span>
      {listing && (
        <StatusIndicator type={same ? 'success' : 'warning'}>
          {same ? c.sameDomain : c.otherDomain}
        </StatusIndicator>
      )}
      {claim.review_reason && (
        <StatusIndicator type="info">{c.reviewReasons[claim.review_reason]}</StatusIndicator>
      )}
    </SpaceBetween>
  );
}

function Evidence({ claim }: { claim: AdminClaim }) {
  if (!claim.note && !claim.link) return <Box color="text-status-inactive">{c.noEvidence}</Box>;
  return (
    <SpaceBetween size="xxxs">
      {claim.note && <span style={{ whiteSpace: 'pre-line' }}>{claim.note}</span>}
      {claim.link && (
        <a href={claim.link} target="_blank" rel="noreferrer noopener">
          {claim.link}
        </a>
      )}
    </SpaceBetween>
  );
}

export default function AdminClaimsPage() {
  const query = usePendingClaims();
  const decide = useDecideClaim();
  const { toast } = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const close = () => {
    setPending(null);
    setReason('');
    setReasonError(undefined);
  };

  const confirm = () => {
    if (!pending) return;
    const { claim, approve } = pending;
    if (!approve && !reason.trim()) {
      setReasonError(c.reasonRequired);
      return;
    }
    decide.mutate(
      approve ? { id: claim.id, approve: true } : { id: claim.id, approve: false, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ type: 'success', title: approve ? c.approved : c.rejected });
          close();
        },
        onError: (error) => {
          toast({
            type: 'error',
            title: c.failed,
            message: error instanceof Error ? error.message : String(error),
          });
          close();
        },
      },
    );
  };

  return (
    <SpaceBetween size="l">
      <QueryState layout="page" query={query} errorTitle={c.loadFailed} loadingText={c.loading}>
        {(data) => (
          <Table
            variant="full-page"
            header={
              <Header variant="h1" counter={`(${data.pending})`} description={c.description}>
                {c.title}
              </Header>
            }
            items={data.items}
            trackBy="id"
            wrapLines
            empty={<Box textAlign="center">{c.empty}</Box>}
            columnDefinitions={[
              {
                id: 'listing',
                header: c.columns.listing,
                cell: (claim) => <strong>{claim.listing.name}</strong>,
              },
              { id: 'email', header: c.columns.email, cell: (claim) => claim.email },
              { id: 'domains', header: c.columns.domains, cell: (claim) => <DomainCell claim={claim} /> },
              { id: 'evidence', header: c.columns.evidence, cell: (claim) => <Evidence claim={claim} /> },
              { id: 'date', header: c.columns.date, cell: (claim) => shortDate(claim.created_at) },
              {
                id: 'actions',
                header: c.columns.actions,
                minWidth: 220,
                cell: (claim) => (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button
                      ariaLabel={`${c.approve}: ${claim.email}, ${claim.listing.name}`}
                      onClick={() => setPending({ claim, approve: true })}
                    >
                      {c.approve}
                    </Button>
                    <Button
                      ariaLabel={`${c.reject}: ${claim.email}, ${claim.listing.name}`}
                      onClick={() => setPending({ claim, approve: false })}
                    >
                      {c.reject}
                    </Button>
                  </SpaceBetween>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <Modal
        visible={pending !== null}
        onDismiss={close}
        header={pending?.approve ? c.approveTitle : c.rejectTitle}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={close}>
                {c.cancel}
              </Button>
              <Button variant="primary" loading={decide.isPending} onClick={confirm}>
                {pending?.approve ? c.approve : c.reject}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {pending?.approve ? (
          <Box>{c.approveBody(pending.claim.email, pending.claim.listing.name)}</Box>
        ) : (
          <FormField label={c.reasonLabel} errorText={reasonError}>
            <Textarea
              value={reason}
              ariaLabel={c.reasonLabel}
              onChange={({ detail }) => {
                setReason(detail.value);
                setReasonError(undefined);
              }}
            />
          </FormField>
        )}
      </Modal>
    </SpaceBetween>
  );
}
