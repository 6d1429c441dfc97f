/**
 * Account Settings, Delete account (issue 13): a danger-zone card whose button opens a confirmation modal; the
 * founder types their sign-in email (the Delete button stays disabled until it matches, and the API checks it
 * again: `DELETE /v1/me` with `{ confirm_email }`, functions/account/handler.ts). On success the session ends in
 * every tab and the founder lands on /auth with 'Account deleted' (`?reason=account_deleted`); a failure is shown
 * inside the modal. On a paid plan the modal says the plan is cancelled now, without refund (the server cancels the
 * Stripe subscription before deleting anything: functions/account/stripe-cancel.ts; issue 23).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError, callApi } from '../../common/api.js';
import { useAuth } from '../../common/auth/auth-context.js';
import { useToast } from '../../common/components/toasts.js';
import type { AccountDeletionRequest } from '../../../../shared/account-schemas.js';
import { settingsStrings } from './strings.js';
import { DEFAULT_AFTER_SIGN_IN, signInUrl } from '../../common/auth/next.js';
import { isPaidTier } from '../../../../shared/billing-plans.js';
import type { Tier } from '../../../../shared/vocabulary.js';
import { tierLabel } from '../shell/usage.js';

const t = settingsStrings.deletion;

/** Whether the typed confirmation matches the sign-in email (trimmed, case-insensitive, as the API compares). */
export function confirmsEmail(typed: string, email: string): boolean {
  return email !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** `tier`: the founder's plan (undefined while the profile loads: the paid-plan warning is then left out). */
export function DeleteAccountCard({ email, tier }: { email: string; tier?: Tier }) {
  const { signOut } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const matches = confirmsEmail(typed, email);

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setTyped('');
    setTouched(false);
    setError(undefined);
  };

  const remove = async () => {
    setTouched(true);
    if (!matches || deleting) return;
    setDeleting(true);
    setError(undefined);
    try {
      const body: AccountDeletionRequest = { confirm_email: typed.trim() };
      await callApi('DELETE /v1/me', { body });
    } catch (err) {
      setDeleting(false);
      setError(err instanceof ApiError && err.field === 'confirm_email' ? t.confirmMismatch : t.failed);
      return;
    }
    // The guard of the page redirects as soon as the user is gone: it must say why (issue 23: it said 'signed out').
    await signOut('accountDeleted');
    toast({ type: 'success', title: t.deletedTitle, message: t.deletedMessage, carryOver: true });
    navigate(signInUrl(DEFAULT_AFTER_SIGN_IN, 'account_deleted'), { replace: true });
  };

  return (
    <Container header={<Header variant="h2">{t.title}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{t.description}</Box>
        <Box>
          <Button onClick={() => setOpen(true)}>{t.open}</Button>
        </Box>
      </SpaceBetween>
      <Modal
        visible={open}
        onDismiss={close}
        header={t.modalTitle}
        closeAriaLabel={settingsStrings.closeDialog}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={close} disabled={deleting}>
                {t.cancel}
              </Button>
              <Button
                variant="primary"
                onClick={() => void remove()}
                disabled={!matches}
                loading={deleting}
                loadingText={t.deleting}
              >
                {deleting ? t.deleting : t.confirm}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          <SpaceBetween size="m">
            <Alert type="warning">
              {t.modalBody}
              {tier && isPaidTier(tier) && <Box variant="p">{t.paidPlan(tierLabel(tier))}</Box>}
            </Alert>
            {error && (
              <div role="alert">
                <Alert type="error">{error}</Alert>
              </div>
            )}
            <FormField
              label={t.confirmLabel(email)}
              errorText={touched && !matches ? t.confirmMismatch : undefined}
            >
              <Input
                value={typed}
                onChange={({ detail }) => setTyped(detail.value)}
                onBlur={() => setTouched(typed !== '')}
                type="email"
                autoComplete="off"
                invalid={touched && !matches}
                disabled={deleting}
                ariaRequired
              />
            </FormField>
          </SpaceBetween>
        </form>
      </Modal>
    </Container>
  );
}
