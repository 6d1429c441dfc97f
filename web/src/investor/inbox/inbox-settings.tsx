/**
 * Inbox settings on the inbox page, above the list (issue 20 item 2; a section that opens, so that the pitches come
 * first; open from the start while the inbox is closed): for the chosen listing,
 * - open / closed: the listing's "Open to pitches" (PATCH /v1/investor/listings/{id} `open_to_pitches`, its
 *   preferred channel kept); closing asks first and says what founders then see (the profile says so, no 'Send
 *   pitch'); opening is one click;
 * - the signed-in member's mail choice (PUT .../pitch-settings): each new pitch, a daily digest, or none; saved on
 *   change. The pitch mail's one-click unsubscribe sets it to none (unsubscribe-page.tsx).
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import type { ListingSummary } from '../../../../shared/claim-schemas.js';
import type { InvestorListing } from '../../../../shared/listing-schemas.js';
import { PITCH_NOTIFY, type PitchNotify } from '../../../../shared/pitch-schemas.js';
import { useToast } from '../../common/components/toasts.js';
import { usePitchSettings, useSetPitchSettings } from './inbox-api.js';
import { useListing, useListingAction } from '../investor-api.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.settings;

export function InboxSettings({ listing }: { listing: ListingSummary }) {
  const held = useListing(listing.id);
  const settings = usePitchSettings(listing.id);
  // Open from the start while the inbox is closed; then as the member leaves it.
  const [expanded, setExpanded] = useState<boolean | null>(null);
  return (
    <ExpandableSection
      variant="container"
      headerText={t.heading}
      headerDescription={t.description(listing.name)}
      expanded={expanded ?? (held.data !== undefined && held.data.open_to_pitches?.open !== true)}
      onChange={({ detail }) => setExpanded(detail.expanded)}
    >
      {held.isError || settings.isError ? (
        <Alert type="error" header={t.loadFailed}>
          {(held.error ?? settings.error)?.message}
        </Alert>
      ) : (
        <ColumnLayout columns={2} minColumnWidth={280}>
          {held.data ? <OpenSetting listing={held.data} /> : <Spinner />}
          {settings.data ? <MailSetting listing={listing.id} notify={settings.data.notify} /> : <Spinner />}
        </ColumnLayout>
      )}
    </ExpandableSection>
  );
}

function OpenSetting({ listing }: { listing: InvestorListing }) {
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const [closing, setClosing] = useState(false);
  const open = listing.open_to_pitches?.open === true;
  const apply = (next: boolean) =>
    action.mutate(
      {
        kind: 'edit',
        body: { open_to_pitches: { open: next, channel: listing.open_to_pitches?.channel ?? null } },
      },
      {
        onSuccess: () => {
          setClosing(false);
          toast({ type: 'success', title: next ? t.opened : t.closedDone, topic: 'inbox-open' });
        },
      },
    );
  return (
    <FormField label={t.openLabel} description={open ? t.open : t.closed}>
      <SpaceBetween size="xs">
        <Toggle
          checked={open}
          disabled={action.isPending}
          onChange={({ detail }) => (detail.checked ? apply(true) : setClosing(true))}
        >
          {t.openToggle}
        </Toggle>
        {action.isError && !closing && (
          <Alert type="error" header={t.failed}>
            {action.error.message}
          </Alert>
        )}
      </SpaceBetween>
      <Modal
        visible={closing}
        onDismiss={() => setClosing(false)}
        header={t.closeTitle}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setClosing(false)}>
                {investorStrings.pitch.cancel}
              </Button>
              <Button variant="primary" loading={action.isPending} onClick={() => apply(false)}>
                {t.closeConfirm}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="s">
          <ul>
            {t.closeBody.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {action.isError && (
            <Alert type="error" header={t.failed}>
              {action.error.message}
            </Alert>
          )}
        </SpaceBetween>
      </Modal>
    </FormField>
  );
}

function MailSetting({ listing, notify }: { listing: string; notify: PitchNotify }) {
  const save = useSetPitchSettings(listing);
  const { toast } = useToast();
  // The choice being saved, set in the click's own render: the mutation's pending state arrives a tick later (react-
  // query notifies on a timer), and until then the controlled radio went back to the stored choice (a flicker that
  // made the e2e's `check()` see no change, CI r18).
  const [choosing, setChoosing] = useState<PitchNotify | null>(null);
  return (
    <FormField label={t.mailLabel} description={t.mailHint}>
      <SpaceBetween size="xs">
        <RadioGroup
          value={choosing ?? notify}
          ariaLabel={t.mailLabel}
          items={PITCH_NOTIFY.map((value) => ({ value, label: t.mail[value], disabled: save.isPending }))}
          onChange={({ detail }) => {
            const next = detail.value as PitchNotify;
            setChoosing(next);
            save.mutate(next, {
              onSuccess: () => toast({ type: 'success', title: t.mailSaved, topic: 'inbox-mail' }),
              onSettled: () => setChoosing(null),
            });
          }}
        />
        {save.isError && (
          <Alert type="error" header={t.failed}>
            {save.error.message}
          </Alert>
        )}
      </SpaceBetween>
    </FormField>
  );
}
