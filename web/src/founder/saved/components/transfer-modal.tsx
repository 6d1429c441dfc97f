/**
 * Move or copy a saved investor to another list (issue 15): a modal with the target list and Move / Copy;
 * `POST /v1/saved/{investorId}/move|copy` (one transaction on the server: nothing half-moved). A refusal (the
 * target already holds the investor, the target is full) is shown in the modal.
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useToast } from '../../../common/components/toasts.js';
import type { ListSummary, PipelineEntry } from '../../../../../shared/pipeline-schemas.js';
import { useTransferEntry } from '../pipeline-hooks.js';
import { pipelineStrings as ps } from '../pipeline-strings.js';

const t = ps.transfer;

function TransferForm({
  entry,
  listId,
  lists,
  onDismiss,
}: {
  entry: PipelineEntry;
  listId: string;
  lists: readonly ListSummary[];
  onDismiss: () => void;
}) {
  const targets: SelectProps.Option[] = lists
    .filter((l) => l.id !== listId)
    .map((l) => ({ value: l.id, label: ps.list.option(l.name, l.count) }));
  const [target, setTarget] = useState<SelectProps.Option | null>(targets[0] ?? null);
  const [mode, setMode] = useState<'move' | 'copy'>('move');
  const [error, setError] = useState<string | null>(null);
  const transfer = useTransferEntry();
  const { toast } = useToast();

  async function submit() {
    if (!target?.value) return;
    setError(null);
    try {
      await transfer.mutateAsync({ id: entry.id, mode, body: { from: listId, to: target.value } });
      const name = lists.find((l) => l.id === target.value)?.name ?? '';
      toast({
        type: 'success',
        title: mode === 'move' ? t.moved(entry.name, name) : t.copied(entry.name, name),
      });
      onDismiss();
    } catch (e) {
      setError(e instanceof Error ? e.message : t.error);
    }
  }

  return (
    <SpaceBetween size="m">
      {error && (
        <Alert type="error" header={t.error}>
          {error}
        </Alert>
      )}
      {targets.length === 0 ? (
        <Box>{t.noOtherList}</Box>
      ) : (
        <>
          <FormField label={t.target}>
            <Select
              selectedOption={target}
              options={targets}
              placeholder={t.targetPlaceholder}
              onChange={({ detail }) => setTarget(detail.selectedOption)}
            />
          </FormField>
          <FormField label={t.mode}>
            <RadioGroup
              value={mode}
              onChange={({ detail }) => setMode(detail.value as 'move' | 'copy')}
              items={[
                { value: 'move', label: t.move },
                { value: 'copy', label: t.copy },
              ]}
            />
          </FormField>
        </>
      )}
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={onDismiss}>
            {t.cancel}
          </Button>
          <Button
            variant="primary"
            disabled={!target}
            loading={transfer.isPending}
            onClick={() => void submit()}
          >
            {t.submit}
          </Button>
        </SpaceBetween>
      </Box>
    </SpaceBetween>
  );
}

export function TransferModal({
  entry,
  listId,
  lists,
  onDismiss,
}: {
  entry: PipelineEntry | null;
  listId: string;
  lists: readonly ListSummary[];
  onDismiss: () => void;
}) {
  return (
    <Modal visible={entry !== null} onDismiss={onDismiss} header={entry ? t.title(entry.name) : ''}>
      {entry && (
        <TransferForm key={entry.id} entry={entry} listId={listId} lists={lists} onDismiss={onDismiss} />
      )}
    </Modal>
  );
}
