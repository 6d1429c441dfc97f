/** The listing editor's confirmation panel: 'Confirmed on …, valid until …' or 'Not confirmed since …', and Confirm. */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { InvestorListing } from '../../../../shared/listing-schemas.js';
import { useToast } from '../../common/components/toasts.js';
import { useListingAction } from '../investor-api.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.editor;

export function ConfirmationPanel({ listing }: { listing: InvestorListing }) {
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const c = t.confirmation;
  const fresh = listing.confirmed_at !== null && !listing.confirmation_lapsed;
  return (
    <Container header={<Header variant="h2">{c.heading}</Header>}>
      <SpaceBetween size="s">
        <span data-testid="listing-confirmation">
          <StatusIndicator type={fresh ? 'success' : 'warning'}>
            {fresh
              ? c.confirmed(listing.confirmed_at!, listing.confirmation_due)
              : c.lapsed(listing.confirmed_at)}
          </StatusIndicator>
        </span>
        <Box variant="p">{c.body}</Box>
        {action.isError && (
          <Alert type="error" header={c.failed}>
            {action.error.message}
          </Alert>
        )}
        <Button
          variant={fresh ? 'normal' : 'primary'}
          loading={action.isPending}
          onClick={() =>
            action.mutate(
              { kind: 'confirm' },
              { onSuccess: () => toast({ type: 'success', title: c.done, topic: 'listing-confirm' }) },
            )
          }
        >
          {c.button}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
