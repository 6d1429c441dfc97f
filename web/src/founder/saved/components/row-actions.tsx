/**
 * The actions of a saved investor (table row and phone card): View profile, Edit, Move or copy, Remove. An investor
 * removed from the catalogue has no View profile (its profile is gone; issue 22 Low, issue 19 item 3).
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { dashboardStrings as s } from '../../strings.js';
import { canOpenProfile } from '../pipeline-format.js';
import { pipelineStrings as ps } from '../pipeline-strings.js';
import type { SavedInvestor } from '../saved-config.js';

interface RowActionHandlers {
  onView: (item: SavedInvestor) => void;
  onEdit: (item: SavedInvestor) => void;
  onTransfer: (item: SavedInvestor) => void;
  onRemove: (item: SavedInvestor) => void;
  /** True while `item` is being removed (its Remove is disabled). */
  removing: (item: SavedInvestor) => boolean;
}

export function RowActions({ item, handlers }: { item: SavedInvestor; handlers: RowActionHandlers }) {
  return (
    <SpaceBetween direction="horizontal" size="s">
      {canOpenProfile(item) && (
        <Button
          variant="inline-link"
          ariaLabel={s.investors.viewProfileOf(item.name)}
          onClick={() => handlers.onView(item)}
        >
          {s.investors.viewProfile}
        </Button>
      )}
      <Button
        variant="inline-link"
        ariaLabel={ps.actions.editLabel(item.name)}
        onClick={() => handlers.onEdit(item)}
      >
        {ps.actions.edit}
      </Button>
      <Button
        variant="inline-link"
        ariaLabel={ps.actions.moveCopyLabel(item.name)}
        onClick={() => handlers.onTransfer(item)}
      >
        {ps.actions.moveCopy}
      </Button>
      <Button
        variant="inline-link"
        ariaLabel={s.actions.removeLabel(item.name)}
        disabled={handlers.removing(item)}
        onClick={() => handlers.onRemove(item)}
      >
        {s.actions.remove}
      </Button>
    </SpaceBetween>
  );
}
