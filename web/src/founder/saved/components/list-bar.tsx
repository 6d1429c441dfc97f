/**
 * Saved Lists' list bar: the list selector (or the lists' load error) and, from 768 px, the Table / Board toggle.
 */
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ListSummary } from '../../../../../shared/pipeline-schemas.js';
import { QueryErrorAlert } from '../../../common/components/lite/query-error.js';
import type { View } from '../hooks.js';
import { useIsMobile } from '../../shell/media.js';
import type { useLists } from '../pipeline-hooks.js';
import { pipelineStrings as ps } from '../pipeline-strings.js';
import { ListSelector } from './list-selector.js';

/** The list selector and the view toggle above the saved investors. */
export function ListBar({
  lists,
  selectedList,
  selectList,
  view,
  chooseView,
}: {
  lists: ReturnType<typeof useLists>;
  selectedList: ListSummary | undefined;
  selectList: (listId: string) => void;
  view: View;
  chooseView: (next: View) => void;
}) {
  const isMobile = useIsMobile();
  return (
    <SpaceBetween direction="horizontal" size="m" alignItems="end">
      {lists.isError ? (
        <QueryErrorAlert query={lists} header={ps.list.error} />
      ) : (
        <ListSelector lists={lists.data?.lists ?? []} selected={selectedList} onSelect={selectList} />
      )}
      {!isMobile && (
        <SegmentedControl
          label={ps.view.label}
          selectedId={view}
          onChange={({ detail }) => chooseView(detail.selectedId as View)}
          options={[
            { id: 'table', text: ps.view.table, iconName: 'view-full' },
            { id: 'board', text: ps.view.board, iconName: 'view-horizontal' },
          ]}
        />
      )}
    </SpaceBetween>
  );
}
