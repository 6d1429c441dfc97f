/**
 * /admin/invitations (issue 37 item 3; docs/decisions/0060-bring-investors-in.md): the listings founders asked for or
 * saved this month and the firms they requested, ranked by demand (`GET /v1/admin/invitations`), each with its public
 * website, whether it is claimed, and its invitation (sent, opened, claimed; when it can be invited again) or that
 * its domain unsubscribed. 'Invite' asks for the address to mail (`POST /v1/admin/invitations`: one mail with the
 * claim link and an unsubscribe; 90 days between two invitations of a firm; audited); refusals show in the dialog.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { InvitationCandidate, InvitationRequest } from '../../../../shared/invitation-schemas.js';
import { ApiError, callApi } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { count, shortDate } from '../../common/format.js';
import { QueryState } from '../../common/query-state.js';
import { useDocumentTitle } from '../../common/title.js';
import { invitationStrings as t } from './strings.js';

const KEY = ['admin', 'invitations'] as const;

function InviteDialog({ candidate, onClose }: { candidate: InvitationCandidate; onClose: () => void }) {
  const [email, setEmail] = useState(candidate.domain ? `@${candidate.domain}` : '');
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const { toast } = useToast();
  const send = useMutation({
    mutationFn: (body: InvitationRequest) => callApi('POST /v1/admin/invitations', { body }),
    onSuccess: () => {
      toast({ type: 'success', title: t.sent(candidate.name) });
      void client.invalidateQueries({ queryKey: KEY });
      onClose();
    },
    onError: (e) => setError(e instanceof ApiError || e instanceof Error ? e.message : String(e)),
  });
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t.dialogTitle(candidate.name)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button
              variant="primary"
              loading={send.isPending}
              onClick={() => send.mutate({ kind: candidate.kind, id: candidate.id, email: email.trim() })}
            >
              {t.send}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{t.dialogText}</Box>
        <FormField label={t.email} description={t.emailHint} errorText={error}>
          <Input
            type="email"
            value={email}
            onChange={({ detail }) => setEmail(detail.value)}
            ariaLabel={t.email}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}

function invitationCell(c: InvitationCandidate) {
  if (c.suppressed) return <StatusIndicator type="stopped">{t.suppressed}</StatusIndicator>;
  if (!c.invitation) return <Box color="text-body-secondary">{t.notInvited}</Box>;
  const i = c.invitation;
  const type = i.status === 'claimed' ? 'success' : i.status === 'opened' ? 'info' : 'pending';
  return (
    <SpaceBetween size="xxxs">
      <StatusIndicator type={type}>{t.status[i.status]}</StatusIndicator>
      <Box variant="small" color="text-body-secondary">
        {t.sentTo(i.email, shortDate(i.sent_at), i.sent_by)}
      </Box>
      {i.status !== 'claimed' && (
        <Box variant="small" color="text-body-secondary">
          {t.nextAt(shortDate(i.next_at))}
        </Box>
      )}
    </SpaceBetween>
  );
}

export default function AdminInvitationsPage() {
  useDocumentTitle(t.title);
  const list = useQuery({ queryKey: KEY, queryFn: () => callApi('GET /v1/admin/invitations') });
  const [inviting, setInviting] = useState<InvitationCandidate | null>(null);
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {t.title}
      </Header>
      <QueryState query={list} layout="page" errorTitle={t.error}>
        {(data) => (
          <Table
            variant="container"
            header={
              <Header
                variant="h2"
                counter={`(${count(data.items.length)})`}
                description={t.month(data.month)}
              >
                {t.ranked}
              </Header>
            }
            items={data.items}
            trackBy={(c) => `${c.kind}:${c.id}`}
            wrapLines
            empty={<Box textAlign="center">{t.empty}</Box>}
            columnDefinitions={[
              {
                id: 'name',
                header: t.columns.name,
                cell: (c) => (
                  <SpaceBetween size="xxxs">
                    <strong>{c.name}</strong>
                    <Box variant="small" color="text-body-secondary">
                      {c.kind === 'listing' ? t.listing : t.requestedFirm}
                      {c.claimed ? ` · ${t.claimed}` : ''}
                    </Box>
                  </SpaceBetween>
                ),
              },
              {
                id: 'website',
                header: t.columns.website,
                cell: (c) =>
                  c.website ? (
                    <Link href={c.website} external>
                      {c.domain ?? c.website}
                    </Link>
                  ) : (
                    t.noWebsite
                  ),
              },
              {
                id: 'asked',
                header: t.columns.asked,
                cell: (c) => count(c.asked),
              },
              {
                id: 'saved',
                header: t.columns.saved,
                cell: (c) => (c.kind === 'listing' ? count(c.saved) : '–'),
              },
              { id: 'invitation', header: t.columns.invitation, cell: invitationCell },
              {
                id: 'invite',
                header: '',
                minWidth: 120,
                cell: (c) => {
                  const later = c.invitation && Date.parse(c.invitation.next_at) > Date.now();
                  return (
                    <Button
                      ariaLabel={`${t.invite}: ${c.name}`}
                      disabled={c.suppressed || c.claimed || !c.domain || Boolean(later)}
                      onClick={() => setInviting(c)}
                    >
                      {t.invite}
                    </Button>
                  );
                },
              },
            ]}
          />
        )}
      </QueryState>
      {inviting && <InviteDialog candidate={inviting} onClose={() => setInviting(null)} />}
    </SpaceBetween>
  );
}
