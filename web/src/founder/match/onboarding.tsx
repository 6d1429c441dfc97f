/**
 * The startup profile on Dashboard home (issue 15):
 * - `StartupOnboarding`: the first-sign-in onboarding, a page step inside Recommended investors shown while the
 *   onboarding is `pending` (no profile saved, never skipped). It is inline, not a modal, so it never blocks the
 *   dashboard. 'Skip for now' records the skip on the server (`POST /v1/me/startup/skip`), so it is not offered
 *   again, on any device; the profile stays available in Account Settings and through 'Create startup profile'.
 * - `StartupModal`: the same form in a Cloudscape Modal for 'Create startup profile' (focus trapped, Escape
 *   closes).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useToast } from '../../common/components/toasts.js';
import type { StartupProfileResponse } from '../../../../shared/match-schemas.js';
import { useSkipOnboarding } from './hooks.js';
import { StartupForm } from './startup-form.js';
import { matchStrings } from './strings.js';

const t = matchStrings.onboarding;

export function StartupOnboarding({ data }: { data: StartupProfileResponse }) {
  const skip = useSkipOnboarding();
  const { toast } = useToast();
  return (
    <section aria-labelledby="startup-onboarding-title">
      <SpaceBetween size="m">
        <SpaceBetween size="xxs">
          <Box variant="h3" tagOverride="h3" padding="n">
            <span id="startup-onboarding-title">{t.title}</span>
          </Box>
          <Box color="text-body-secondary">{t.intro}</Box>
        </SpaceBetween>
        <StartupForm
          data={data}
          secondaryActions={
            <Button
              formAction="none"
              loading={skip.isPending}
              onClick={() =>
                skip.mutate(undefined, {
                  onSuccess: () => toast({ type: 'info', title: t.skip, message: t.skipped }),
                })
              }
            >
              {t.skip}
            </Button>
          }
        />
      </SpaceBetween>
    </section>
  );
}

export interface StartupModalProps {
  data: StartupProfileResponse;
  visible: boolean;
  /** Closed without saving (Cancel, Escape, close button) or after saving. */
  onClose: () => void;
}

export function StartupModal({ data, visible, onClose }: StartupModalProps) {
  if (!visible) return null;
  return (
    <Modal visible onDismiss={onClose} header={t.title} size="large" closeAriaLabel={t.cancel}>
      <SpaceBetween size="l">
        <Box>{t.intro}</Box>
        <StartupForm
          data={data}
          onSaved={onClose}
          secondaryActions={
            <Button variant="link" onClick={onClose} formAction="none">
              {t.cancel}
            </Button>
          }
        />
      </SpaceBetween>
    </Modal>
  );
}
