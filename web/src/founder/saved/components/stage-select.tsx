/**
 * Moving a saved investor to another stage with the keyboard or the pointer (issue 15: the board is usable
 * without drag and drop): a Select of the six stages on every board card and phone card. Passed opens the entry
 * editor first (a reason is needed); any other stage is one `PATCH` (not metered), announced by a toast.
 */
import Select from '@cloudscape-design/components/select';
import { useToast } from '../../../common/components/toasts.js';
import {
  STAGE_LABELS,
  type PipelineEntry,
  type PipelineStage,
} from '../../../../../shared/pipeline-schemas.js';
import { STAGE_OPTIONS, stageOption } from './entry-editor.js';
import { useUpdateEntry } from '../pipeline-hooks.js';
import { pipelineStrings as ps } from '../pipeline-strings.js';

export function StageSelect({
  entry,
  listId,
  onPassed,
}: {
  entry: PipelineEntry;
  listId: string;
  /** Asked to collect the passed reason (opens the editor at Passed). */
  onPassed: (entry: PipelineEntry) => void;
}) {
  const update = useUpdateEntry(listId);
  const { toast } = useToast();

  async function move(stage: PipelineStage) {
    if (stage === entry.stage) return;
    if (stage === 'passed') {
      onPassed(entry);
      return;
    }
    try {
      await update.mutateAsync({ id: entry.id, changes: { stage } });
      toast({ type: 'success', title: ps.editor.stageChanged(entry.name, STAGE_LABELS[stage]) });
    } catch (error) {
      toast({
        type: 'error',
        title: ps.editor.error,
        message: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <Select
      selectedOption={stageOption(entry.stage)}
      options={STAGE_OPTIONS}
      ariaLabel={ps.board.stageOf(entry.name)}
      disabled={update.isPending}
      onChange={({ detail }) => void move(detail.selectedOption.value as PipelineStage)}
    />
  );
}
