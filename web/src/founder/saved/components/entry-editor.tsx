/**
 * The pipeline editor of one saved investor (issue 15): a modal with Stage, Notes, Next step, Next step due and,
 * at Passed, the passed reason (a short list, or Other with a note). `PATCH /v1/saved/{investorId}?list=`; the
 * server's refusal is shown on the field it names (every bad input is a 400 naming the field). Opened from the
 * table's Edit, a board card's Edit, and when a stage Select is set to Passed (the reason is needed first).
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { ApiError } from '../../../common/api.js';
import { useToast } from '../../../common/components/toasts.js';
import {
  PASSED_REASON_LABELS,
  PASSED_REASONS,
  PIPELINE_LIMITS,
  PIPELINE_STAGES,
  STAGE_LABELS,
  type PassedReason,
  type PipelineEntry,
  type PipelineStage,
  type PipelineUpdate,
} from '../../../../../shared/pipeline-schemas.js';
import { useUpdateEntry } from '../pipeline-hooks.js';
import { pipelineStrings as ps } from '../pipeline-strings.js';

const t = ps.editor;

export const STAGE_OPTIONS: SelectProps.Option[] = PIPELINE_STAGES.map((stage) => ({
  value: stage,
  label: STAGE_LABELS[stage],
}));
const REASON_OPTIONS: SelectProps.Option[] = PASSED_REASONS.map((reason) => ({
  value: reason,
  label: PASSED_REASON_LABELS[reason],
}));

export const stageOption = (stage: PipelineStage) => STAGE_OPTIONS.find((o) => o.value === stage) ?? null;

type Field = 'stage' | 'notes' | 'next_step' | 'next_step_due' | 'passed_reason' | 'passed_note';

interface Draft {
  stage: PipelineStage;
  notes: string;
  next_step: string;
  next_step_due: string;
  passed_reason: PassedReason | null;
  passed_note: string;
}

const draftOf = (entry: PipelineEntry, stage?: PipelineStage): Draft => ({
  stage: stage ?? entry.stage,
  notes: entry.notes,
  next_step: entry.next_step,
  next_step_due: entry.next_step_due ?? '',
  passed_reason: entry.passed_reason,
  passed_note: entry.passed_note,
});

/** The PATCH body of a draft, or the field the founder must fix first. */
export function updateOf(draft: Draft): { body: PipelineUpdate } | { field: Field; message: string } {
  if (draft.stage === 'passed' && !draft.passed_reason) {
    return { field: 'passed_reason', message: 'Choose why the investor passed.' };
  }
  if (draft.stage === 'passed' && draft.passed_reason === 'other' && !draft.passed_note.trim()) {
    return { field: 'passed_note', message: 'Say why in a note when the reason is Other.' };
  }
  const body: PipelineUpdate = {
    stage: draft.stage,
    notes: draft.notes,
    next_step: draft.next_step,
    next_step_due: draft.next_step_due || null,
  };
  if (draft.stage === 'passed' && draft.passed_reason) {
    body.passed_reason = draft.passed_reason;
    body.passed_note = draft.passed_note;
  }
  return { body };
}

export interface EntryEditorProps {
  /** The entry to edit; null closes the modal. */
  entry: PipelineEntry | null;
  /** A stage chosen before opening (a stage Select set to Passed). */
  stage?: PipelineStage;
  listId: string;
  onDismiss: () => void;
}

function EditorForm({ entry, stage, listId, onDismiss }: EntryEditorProps & { entry: PipelineEntry }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry, stage));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateEntry(listId);
  const { toast } = useToast();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit() {
    setErrors({});
    setFailure(null);
    const outcome = updateOf(draft);
    if ('field' in outcome) {
      setErrors({ [outcome.field]: outcome.message });
      return;
    }
    try {
      await update.mutateAsync({ id: entry.id, changes: outcome.body });
      toast({ type: 'success', title: t.saved });
      onDismiss();
    } catch (error) {
      const field = error instanceof ApiError ? (error.field as Field | undefined) : undefined;
      const message = error instanceof Error ? error.message : t.error;
      if (
        field &&
        ['stage', 'notes', 'next_step', 'next_step_due', 'passed_reason', 'passed_note'].includes(field)
      ) {
        setErrors({ [field]: message });
      } else setFailure(message);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={onDismiss}>
              {t.cancel}
            </Button>
            <Button variant="primary" loading={update.isPending}>
              {t.save}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          {failure && (
            <Alert type="error" header={t.error}>
              {failure}
            </Alert>
          )}
          <FormField label={t.stage} errorText={errors.stage}>
            <Select
              selectedOption={stageOption(draft.stage)}
              options={STAGE_OPTIONS}
              onChange={({ detail }) => set({ stage: detail.selectedOption.value as PipelineStage })}
            />
          </FormField>
          {draft.stage === 'passed' && (
            <SpaceBetween size="m">
              <FormField label={t.passedReason} errorText={errors.passed_reason}>
                <Select
                  selectedOption={REASON_OPTIONS.find((o) => o.value === draft.passed_reason) ?? null}
                  options={REASON_OPTIONS}
                  placeholder={t.passedReasonPlaceholder}
                  onChange={({ detail }) =>
                    set({ passed_reason: detail.selectedOption.value as PassedReason })
                  }
                />
              </FormField>
              <FormField
                label={t.passedNote}
                constraintText={t.passedNoteHint}
                errorText={errors.passed_note}
              >
                <Input
                  value={draft.passed_note}
                  onChange={({ detail }) => set({ passed_note: detail.value })}
                />
              </FormField>
            </SpaceBetween>
          )}
          <FormField label={t.notes} constraintText={t.notesHint} errorText={errors.notes}>
            <Textarea value={draft.notes} rows={4} onChange={({ detail }) => set({ notes: detail.value })} />
          </FormField>
          <FormField label={t.nextStep} errorText={errors.next_step}>
            <Input
              value={draft.next_step}
              placeholder={t.nextStepPlaceholder}
              onChange={({ detail }) =>
                set({ next_step: detail.value.slice(0, PIPELINE_LIMITS.nextStep + 1) })
              }
            />
          </FormField>
          <FormField
            label={t.nextStepDue}
            constraintText={t.nextStepDueHint}
            errorText={errors.next_step_due}
          >
            <DatePicker
              value={draft.next_step_due}
              placeholder="YYYY/MM/DD"
              i18nStrings={t.datePicker}
              onChange={({ detail }) => set({ next_step_due: detail.value })}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}

/** The modal; its form is remounted for each entry so the draft starts from that entry. */
export function EntryEditor(props: EntryEditorProps) {
  const { entry, onDismiss } = props;
  return (
    <Modal visible={entry !== null} onDismiss={onDismiss} header={entry ? t.title(entry.name) : ''}>
      {entry && <EditorForm key={`${entry.id}-${props.stage ?? ''}`} {...props} entry={entry} />}
    </Modal>
  );
}
