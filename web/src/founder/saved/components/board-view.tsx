/**
 * The pipeline board (issue 15): one column per stage, in pipeline order, each a labelled region with its count
 * and a list of cards. A card moves with its stage Select (keyboard and pointer alike; no drag and drop needed:
 * docs/decisions/0017-fundraising-pipeline.md explains why this is a column layout rather than Cloudscape Board),
 * and has Edit (the entry editor), Move or copy, and View profile on its name (not on an investor removed from the
 * catalogue, which says why instead). Columns scroll sideways when the
 * window is narrower than six columns; phones get the cards list instead (saved-page.tsx).
 */
import Box from '@cloudscape-design/components/box';
import { DeckReading } from '../../deck-rooms/deck-reading.js';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PIPELINE_STAGES, STAGE_LABELS, type PipelineEntry } from '../../../../../shared/pipeline-schemas.js';
import { companyLine } from '../../investor-database/card-state.js';
import { InvestorPhoto } from '../../investor-database/investor-photo.js';
import { canOpenProfile, dueText, isOverdue, reasonText, removalText } from '../pipeline-format.js';
import { localIsoDay } from '../pipeline-hooks.js';
import { pipelineStrings as ps } from '../pipeline-strings.js';
import { StageSelect } from './stage-select.js';

export interface EntryActions {
  listId: string;
  onView: (entry: PipelineEntry) => void;
  onEdit: (entry: PipelineEntry) => void;
  onTransfer: (entry: PipelineEntry) => void;
  onPassed: (entry: PipelineEntry) => void;
}

/**
 * What a card shows under the name: the passed reason (unless `withReason` is false: the table has it in its Stage
 * column), the next step and its due date (in red when overdue).
 */
export function EntryStatus({ entry, withReason = true }: { entry: PipelineEntry; withReason?: boolean }) {
  const today = localIsoDay();
  const due = dueText(entry.next_step_due, today);
  // Conditions are booleans: SpaceBetween keys its children, and an empty string (`'' && ...`, a step not set) is
  // a child without a key (issue 38: React's "unique key" error on the board)
  return (
    <SpaceBetween size="xxs">
      {/* issue 39: what the investor's people read of the founder's decks */}
      <DeckReading investorId={entry.id} />
      {withReason && entry.stage === 'passed' && !!entry.passed_reason && (
        <Box variant="small" display="block">
          {ps.passedBecause(reasonText(entry))}
        </Box>
      )}
      {!!entry.next_step && (
        <Box variant="small" display="block">
          {entry.next_step}
        </Box>
      )}
      {!!due && (
        <Box
          variant="small"
          display="block"
          color={
            entry.next_step_due && isOverdue(entry.next_step_due, today)
              ? 'text-status-error'
              : 'text-body-secondary'
          }
        >
          {due}
        </Box>
      )}
    </SpaceBetween>
  );
}

function BoardCard({ entry, actions }: { entry: PipelineEntry; actions: EntryActions }) {
  const company = companyLine(entry);
  const removal = removalText(entry);
  return (
    <li className="fs-board__card">
      <SpaceBetween size="xs">
        <span className="fs-card-head">
          <InvestorPhoto investor={entry} size={28} />
          <span>
            {canOpenProfile(entry) ? (
              <Button
                variant="inline-link"
                ariaLabel={`View profile of ${entry.name}`}
                onClick={() => actions.onView(entry)}
              >
                {entry.name}
              </Button>
            ) : (
              <Box fontWeight="bold" display="block">
                {entry.name}
              </Box>
            )}
            {removal && (
              <Box variant="small" display="block" color="text-status-inactive">
                {removal}
              </Box>
            )}
            {company && (
              <Box variant="small" display="block" color="text-body-secondary">
                {company}
              </Box>
            )}
          </span>
        </span>
        <EntryStatus entry={entry} />
        <StageSelect entry={entry} listId={actions.listId} onPassed={actions.onPassed} />
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="inline-link"
            ariaLabel={ps.actions.editLabel(entry.name)}
            onClick={() => actions.onEdit(entry)}
          >
            {ps.actions.edit}
          </Button>
          <Button
            variant="inline-link"
            ariaLabel={ps.actions.moveCopyLabel(entry.name)}
            onClick={() => actions.onTransfer(entry)}
          >
            {ps.actions.moveCopy}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </li>
  );
}

export function BoardView({
  entries,
  actions,
}: {
  entries: readonly PipelineEntry[];
  actions: EntryActions;
}) {
  return (
    <div className="fs-board" role="group" aria-label={ps.board.label}>
      {PIPELINE_STAGES.map((stage) => {
        const column = entries.filter((e) => e.stage === stage);
        const headingId = `fs-board-${stage}`;
        return (
          <section key={stage} className="fs-board__column" aria-labelledby={headingId} data-stage={stage}>
            <h3 id={headingId} className="fs-board__heading">
              <span>{STAGE_LABELS[stage]}</span>
              <span
                className="fs-board__count"
                aria-label={ps.board.column(STAGE_LABELS[stage], column.length)}
              >
                {column.length}
              </span>
            </h3>
            {column.length === 0 ? (
              <Box color="text-status-inactive" variant="small" padding={{ top: 'xs' }}>
                {ps.board.empty}
              </Box>
            ) : (
              <ul className="fs-board__list">
                {column.map((entry) => (
                  <BoardCard key={entry.id} entry={entry} actions={actions} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
