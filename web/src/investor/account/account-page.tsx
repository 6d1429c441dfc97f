/**
 * Account (issue 19 items 3 and 7): the sign-in email, and Delete account (DELETE /v1/investor/account) behind a
 * confirmation dialog that says what happens to the listings: the investor leaves every team; a listing nobody else
 * holds becomes unclaimed, its data back on the dataset's values. The investor types the sign-in email to confirm
 * (the server checks it too); on success the session ends and /investors/auth says the account was deleted.
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
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useAuth } from '../../common/auth/auth-context.js';
import { useDocumentTitle } from '../../common/title.js';
import { useDeleteInvestorAccount, useInvestorAccount } from '../investor-api.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.account;
const p = investorStrings.portal;

export function AccountPage() {
  useDocumentTitle(p.titles.account);
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const account = useInvestorAccount();
  const deletion = useDeleteInvestorAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const email = account.data?.email ?? user?.email ?? '';
  const held = account.data?.listings.map((listing) => listing.name) ?? [];

  const confirm = () => {
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setMismatch(true);
      return;
    }
    deletion.mutate(typed.trim(), {
      onSuccess: async () => {
        await signOut();
        navigate('/investors/auth?reason=account_deleted', { replace: true });
      },
    });
  };

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {p.titles.account}
      </Header>
      <Container>
        <KeyValuePairs items={[{ label: t.emailLabel, value: email }]} />
      </Container>
      <Container header={<Header variant="h2">{t.deleteHeading}</Header>}>
        <SpaceBetween size="m">
          <Box>{t.deleteBody}</Box>
          <Box>
            <Button onClick={() => setOpen(true)}>{t.deleteButton}</Button>
          </Box>
        </SpaceBetween>
      </Container>
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        header={t.confirmTitle}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setOpen(false)}>
                {t.cancel}
              </Button>
              <Button variant="primary" loading={deletion.isPending} onClick={confirm}>
                {t.confirm}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <Box>{t.deleteBody}</Box>
          <Box>{t.confirmListings(held)}</Box>
          <FormField label={t.confirmEmail} errorText={mismatch ? t.confirmMismatch : undefined}>
            <Input
              value={typed}
              type="email"
              ariaLabel={t.confirmEmail}
              onChange={({ detail }) => {
                setTyped(detail.value);
                setMismatch(false);
              }}
            />
          </FormField>
          {deletion.isError && (
            <Alert type="error" header={t.failed}>
              {deletion.error instanceof Error ? deletion.error.message : String(deletion.error)}
            </Alert>
          )}
        </SpaceBetween>
      </Modal>
    </SpaceBetween>
  );
}
