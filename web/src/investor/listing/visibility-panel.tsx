/**
 * Hide listing / Show listing, behind a dialog saying what founders then see (ADR 0032). The decision carries the
 * version it was made on: a listing changed since is refused with 409 `listing_changed` (ADR 0056), which the dialog
 * shows while the listing reloads (investor-api.ts), so the investor decides again on what is stored now.
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { InvestorListing } from '../../../../shared/listing-schemas.js';
import { isListingChanged } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { useListingAction } from '../investor-api.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.editor;

export function VisibilityPanel({ listing }: { listing: InvestorListing }) {
  const c = t.visibility;
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const hidden = listing.removed !== null;
  const byAdmin = listing.removed?.by === 'admin';
  const apply = () =>
    action.mutate(
      { kind: 'visibility', body: { hidden: !hidden, version: listing.version } },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ type: 'success', title: hidden ? c.shownDone : c.hiddenDone, topic: 'listing-visibility' });
        },
      },
    );
  return (
    <Container header={<Header variant="h2">{c.heading}</Header>}>
      <SpaceBetween size="s">
        <span data-testid="listing-visibility">
          <StatusIndicator type={hidden ? 'stopped' : 'success'}>
            {byAdmin ? c.byAdmin : hidden ? c.hidden : c.shown}
          </StatusIndicator>
        </span>
        {!byAdmin && (
          <Box>
            <Button onClick={() => setOpen(true)}>{hidden ? c.show : c.hide}</Button>
          </Box>
        )}
      </SpaceBetween>
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        header={hidden ? c.showTitle : c.hideTitle}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setOpen(false)}>
                {c.cancel}
              </Button>
              <Button variant="primary" loading={action.isPending} onClick={apply}>
                {hidden ? c.show : c.hide}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="s">
          <ul>
            {(hidden ? c.showBody : c.hideBody).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {action.isError && (
            <Alert
              type={isListingChanged(action.error) ? 'warning' : 'error'}
              header={isListingChanged(action.error) ? c.changedTitle : c.failed}
            >
              <span data-testid="listing-changed">
                {isListingChanged(action.error) ? c.changed : action.error.message}
              </span>
            </Alert>
          )}
        </SpaceBetween>
      </Modal>
    </Container>
  );
}
