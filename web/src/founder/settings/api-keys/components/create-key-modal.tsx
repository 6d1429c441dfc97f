/**
 * The Create API key dialog: a name (checked as the API checks it), Create; the API's error shown in the dialog.
 * `onCreated` gets the answer with the secret.
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ApiKeyCreated } from '../../../../../../shared/api-keys-schemas.js';
import { errorText } from '../../../../common/components/lite/query-error.js';
import { settingsStrings } from '../../strings.js';
import { useCreateApiKey } from '../hooks.js';
import { apiKeyNameProblem } from '../validation.js';

const t = settingsStrings.apiKeys;

export function CreateKeyModal({
  visible,
  onClose,
  onCreated,
}: {
  visible: boolean;
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateApiKey();
  const problem = apiKeyNameProblem(name);

  const close = () => {
    if (create.isPending) return;
    setName('');
    setTouched(false);
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (problem || create.isPending) return;
    setError(undefined);
    try {
      const created = await create.mutateAsync({ name: name.trim() });
      setName('');
      setTouched(false);
      onCreated(created);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header={t.createTitle}
      closeAriaLabel={settingsStrings.closeDialog}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} disabled={create.isPending}>
              {t.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              loading={create.isPending}
              loadingText={t.creating}
            >
              {t.create}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SpaceBetween size="m">
          {error && (
            <div role="alert">
              <Alert type="error">{error}</Alert>
            </div>
          )}
          <FormField
            label={t.nameLabel}
            constraintText={t.nameHint}
            errorText={touched ? problem : undefined}
          >
            <Input
              value={name}
              onChange={({ detail }) => setName(detail.value)}
              onBlur={() => setTouched(name !== '')}
              invalid={touched && problem !== undefined}
              autoComplete="off"
              ariaRequired
              disabled={create.isPending}
            />
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}
