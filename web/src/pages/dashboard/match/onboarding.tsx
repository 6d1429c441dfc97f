/**
 * The startup profile in a Cloudscape Modal (issue 15), on Dashboard home: the first-sign-in onboarding (shown
 * while the onboarding is `pending`: no profile saved, never skipped) and the 'Create startup profile' prompt of
 * Recommended investors. In the onboarding, 'Skip for now' (and Escape or the close button) records the skip on
 * the server (`POST /v1/me/startup/skip`), so it is never offered again, on any device; the profile stays
 * available in Account Settings. The Modal traps focus and closes on Escape.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useToast } from '../../../components/toasts.js';
import type { StartupProfileResponse } from '../../../../../shared/match-schemas.js';
import { useSkipOnboarding } from './hooks.js';
import { StartupForm } from './startup-form.js';
import { matchStrings } from './strings.js';

const t = matchStrings.onboarding;

export interface StartupModalProps {
  data: StartupProfileResponse;
  visible: boolean;
  /** Closed without saving (Skip, Escape, close button) or after saving. */
  onClose: () => void;
}

export function StartupModal({ data, visible, onClose }: StartupModalProps) {
  const skip = useSkipOnboarding();
  const { toast } = useToast();
  const onboarding = data.onboarding === 'pending';

  function dismiss() {
    onClose();
    if (onboarding) {
      skip.mutate(undefined, { onSuccess: () => toast({ type: 'info', title: t.skip, message: t.skipped }) });
    }
  }

  if (!visible) return null;
  return (
    <Modal visible onDismiss={dismiss} header={t.title} size="large" closeAriaLabel={t.skip}>
      <SpaceBetween size="l">
        <Box>{t.intro}</Box>
        <StartupForm
          data={data}
          onSaved={onClose}
          secondaryActions={
            <Button variant="link" onClick={dismiss} formAction="none">
              {t.skip}
            </Button>
          }
        />
      </SpaceBetween>
    </Modal>
  );
}
