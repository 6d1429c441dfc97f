/**
 * The list selector of Saved Lists (issue 15): which list is shown (`?list=` in the page URL), and create, rename
 * and delete. Deleting a list that holds investors asks for confirmation (the modal names the count; the API
 * refuses without `confirm=true` anyway); the default list cannot be deleted. A name the server refuses (taken,
 * empty, too long) is shown on the name field.
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useToast } from '../../../common/components/toasts.js';
import { PIPELINE_LIMITS, type ListSummary } from '../../../../../shared/pipeline-schemas.js';
import { useListMutations } from '../pipeline-hooks.js';
import { pipelineStrings as ps } from '../pipeline-strings.js';

const t = ps.list;

type Dialog =
  { kind: 'create' } | { kind: 'rename'; list: ListSummary } | { kind: 'delete'; list: ListSummary };

function ModalFooter({
  onCancel,
  onSubmit,
  submit,
  loading,
}: {
  onCancel: () => void;
  onSubmit: () => void;
  submit: string;
  loading: boolean;
}) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        {/* formAction none: inside the name form a submit button would also submit it (issue 23: one 'Create'
            click sent two requests, 'Cancel' created the list); Enter still submits the form. */}
        <Button variant="link" formAction="none" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button variant="primary" formAction="none" loading={loading} onClick={onSubmit}>
          {submit}
        </Button>
      </SpaceBetween>
    </Box>
  );
}

/** Create or rename: one name field. */
function NameForm({
  initial,
  submit,
  loading,
  onSubmit,
  onCancel,
}: {
  initial: string;
  submit: string;
  loading: boolean;
  onSubmit: (name: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const go = async () => setError((await onSubmit(name)) ?? undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void go();
      }}
    >
      <SpaceBetween size="m">
        <FormField label={t.nameLabel} constraintText={t.nameHint} errorText={error}>
          <Input
            value={name}
            autoFocus
            onChange={({ detail }) => setName(detail.value.slice(0, PIPELINE_LIMITS.listName + 1))}
          />
        </FormField>
        <ModalFooter onCancel={onCancel} onSubmit={() => void go()} submit={submit} loading={loading} />
      </SpaceBetween>
    </form>
  );
}

export function ListSelector({
  lists,
  selected,
  onSelect,
}: {
  lists: readonly ListSummary[];
  selected: ListSummary | undefined;
  onSelect: (listId: string) => void;
}) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { create, rename, remove } = useListMutations();
  const { toast } = useToast();
  const options = lists.map((l) => ({ value: l.id, label: ps.list.option(l.name, l.count) }));
  const close = () => {
    setDialog(null);
    setDeleteError(null);
  };
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : ps.list.error);

  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="end">
      <div className="fs-list-select">
        <Select
          selectedOption={options.find((o) => o.value === selected?.id) ?? null}
          options={options}
          ariaLabel={t.label}
          onChange={({ detail }) => onSelect(detail.selectedOption.value ?? 'default')}
        />
      </div>
      <Button iconName="add-plus" onClick={() => setDialog({ kind: 'create' })}>
        {t.newList}
      </Button>
      <Button disabled={!selected} onClick={() => selected && setDialog({ kind: 'rename', list: selected })}>
        {t.rename}
      </Button>
      <Button
        disabled={!selected || selected.is_default}
        disabledReason={selected?.is_default ? t.defaultCannotDelete : undefined}
        onClick={() => selected && setDialog({ kind: 'delete', list: selected })}
      >
        {t.delete}
      </Button>

      <Modal
        visible={dialog?.kind === 'create' || dialog?.kind === 'rename'}
        onDismiss={close}
        header={dialog?.kind === 'rename' ? t.renameTitle : t.createTitle}
      >
        {dialog?.kind === 'create' && (
          <NameForm
            initial=""
            submit={t.create}
            loading={create.isPending}
            onCancel={close}
            onSubmit={async (name) => {
              try {
                const list = await create.mutateAsync(name);
                toast({ type: 'success', title: t.created(list.name) });
                close();
                onSelect(list.id);
                return null;
              } catch (error) {
                return messageOf(error);
              }
            }}
          />
        )}
        {dialog?.kind === 'rename' && (
          <NameForm
            key={dialog.list.id}
            initial={dialog.list.name}
            submit={t.save}
            loading={rename.isPending}
            onCancel={close}
            onSubmit={async (name) => {
              try {
                await rename.mutateAsync({ id: dialog.list.id, name });
                toast({ type: 'success', title: t.renamed });
                close();
                return null;
              } catch (error) {
                return messageOf(error);
              }
            }}
          />
        )}
      </Modal>

      <Modal
        visible={dialog?.kind === 'delete'}
        onDismiss={close}
        header={dialog?.kind === 'delete' ? t.deleteTitle(dialog.list.name) : ''}
        footer={
          dialog?.kind === 'delete' && (
            <ModalFooter
              onCancel={close}
              submit={t.deleteConfirm}
              loading={remove.isPending}
              onSubmit={() => {
                const list = dialog.list;
                remove.mutate(list.id, {
                  onSuccess: () => {
                    toast({ type: 'success', title: t.deleted(list.name) });
                    close();
                    onSelect('default');
                  },
                  onError: (error) => setDeleteError(messageOf(error)),
                });
              }}
            />
          )
        }
      >
        {dialog?.kind === 'delete' && (
          <SpaceBetween size="m">
            {deleteError && <Alert type="error">{deleteError}</Alert>}
            <Box>{t.deleteBody(dialog.list.count)}</Box>
          </SpaceBetween>
        )}
      </Modal>
    </SpaceBetween>
  );
}
