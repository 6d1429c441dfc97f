/**
 * Saved Lists (founder-app.md §2 "Saved Lists"; issue 13): title, 'Export CSV', the usage banner, the summary
 * (Total Saved, Contacts Revealed, Verified Investors) and the saved investors (`GET /v1/saved`, newest first)
 * with the contact where revealed ('Hidden' otherwise), View profile and Remove. 'Loading saved investors...'
 * while loading, 'No saved investors yet' when empty.
 *
 * The whole list is in the answer, so finding, sorting and paging are client-side with
 * `@cloudscape-design/collection-hooks` (`useCollection`): a text filter, sortable columns (newest saved first by
 * default) and 10 a page. From 768 px it is a Table; below, the same collection as Cards with every field, so
 * nothing is clipped on a phone.
 *
 * Pipeline (issue 15, docs/decisions/0017-fundraising-pipeline.md): a list selector (`?list=` in the URL; create,
 * rename, delete with confirmation), a Table / Board toggle from 768 px (kept in localStorage), a Stage and a Next
 * step column, Edit (stage, notes, next step and due date, passed reason: web/src/founder/saved/components/entry-editor.tsx), Move or copy to
 * another list, and stage Selects on the board and the phone cards. `?investor=` opens that investor's profile
 * (Dashboard home's "Next steps due this week" links here). Export CSV exports the list shown.
 *
 * Contact reveal is disabled on this screen: the profile modal opens with `canReveal={false}`. Export answers a
 * CSV download (`POST /v1/exports`, actions.ts); at 0 actions left on a metered plan 'Export CSV' is disabled
 * with the reason and 'View Plans' (the server still refuses on its own), and a failed export is an inline Alert
 * under the header.
 *
 * This file is the page's root: its state and the dialogs. The parts live beside it (the Cloudscape demos' layout):
 * `hooks.ts` (page state), `pipeline-hooks.ts` (server data), `saved-config.tsx` (columns, card sections,
 * filtering), `components/` (header, figures, the collection, row actions, board, dialogs).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Investor } from '../../../../shared/schemas.js';
import type { PipelineStage } from '../../../../shared/pipeline-schemas.js';
import { useToast } from '../../common/components/toasts.js';
import { useInvestorActions, type ActionError } from '../actions.js';
import { useMe } from '../hooks.js';
import '../investor-database/investors.css';
import ProfileModal from '../investor-database/profile-modal.js';
import { useIsMobile } from '../shell/media.js';
import { UsageBanner } from '../shell/usage-banner.js';
import { exportCostFor, outOfActions } from '../shell/usage.js';
import { dashboardStrings as s } from '../strings.js';
import type { EntryActions } from './components/board-view.js';
import { EntryEditor } from './components/entry-editor.js';
import { ListBar } from './components/list-bar.js';
import { RowActions } from './components/row-actions.js';
import { SavedCollection } from './components/saved-collection.js';
import { SavedFigures } from './components/saved-figures.js';
import { SavedHeader } from './components/saved-header.js';
import { TransferModal } from './components/transfer-modal.js';
import { useReturnFocus, useSavedCollection, useSelectedList, useStoredView } from './hooks.js';
import { useLists, useRemoveFromList, useSavedList } from './pipeline-hooks.js';
import { canOpenProfile } from './pipeline-format.js';
import { SavedTimeline } from '../pitches/timeline.js';
import './pipeline.css';
import type { SavedInvestor } from './saved-config.js';

const t = s.saved;

/**
 * The investor profile dialog's state: the profile opened from a row, or the one `?investor=` names, the list's copy
 * of its entry, and focus returned on closing.
 */
function useProfileDialog(items: readonly SavedInvestor[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [profile, setProfile] = useState<SavedInvestor | null>(null);
  const focus = useReturnFocus();
  // `?investor=` (Dashboard home's due next steps): that investor's profile is open until closed (not for one
  // removed from the catalogue: its profile is gone, the list row says why).
  const wanted = searchParams.get('investor');
  const found = wanted ? items?.find((i) => i.id === wanted) : undefined;
  const linked = found && canOpenProfile(found) ? found : null;
  const shownProfile = profile ?? linked;
  // The list's current copy of the open entry (the bus moves its stage after a pitch's answer).
  const shownEntry = shownProfile ? (items?.find((i) => i.id === shownProfile.id) ?? shownProfile) : null;

  function closeProfile() {
    setProfile(null);
    if (wanted) {
      const next = new URLSearchParams(searchParams);
      next.delete('investor');
      setSearchParams(next, { replace: true });
    }
    focus.restore();
  }

  const openProfile = (entry: SavedInvestor) => {
    focus.remember();
    setProfile(entry);
  };

  return { shownProfile, shownEntry, setProfile, openProfile, closeProfile };
}

/** Saved Lists: the page's state, its sections and its dialogs. */
export default function SavedPage() {
  const lists = useLists();
  const { listId, selectedList, isDefaultList, selectList } = useSelectedList(lists.data?.lists);
  const saved = useSavedList(listId);
  const me = useMe();
  const actions = useInvestorActions();
  const removeFromList = useRemoveFromList(listId);
  const { toast } = useToast();
  const isMobile = useIsMobile();
  const [view, chooseView] = useStoredView();
  const [editing, setEditing] = useState<{ entry: SavedInvestor; stage?: PipelineStage } | null>(null);
  const [transferring, setTransferring] = useState<SavedInvestor | null>(null);
  const [exportError, setExportError] = useState<ActionError | null>(null);
  const collection = useSavedCollection(saved.data?.items ?? []);
  const cost = me.data ? exportCostFor(me.data.usage) : 1;
  const cannotExport = me.data ? outOfActions(me.data.usage, cost) : false;
  const { shownProfile, shownEntry, setProfile, openProfile, closeProfile } = useProfileDialog(
    saved.data?.items,
  );

  async function remove(investor: Investor) {
    if (isDefaultList) {
      const state = await actions.setSaved(investor, false);
      if (state === false) setProfile((open) => (open?.id === investor.id ? null : open));
      return;
    }
    try {
      await removeFromList.mutateAsync(investor.id);
      toast({ type: 'success', title: s.actions.removedTitle });
      setProfile((open) => (open?.id === investor.id ? null : open));
    } catch (error) {
      toast({
        type: 'error',
        title: s.actions.errorTitle,
        message: error instanceof Error ? error.message : undefined,
      });
    }
  }

  async function toggleSave(investor: Investor, save: boolean) {
    const state = await actions.setSaved(investor, save);
    if (state !== null) setProfile((open) => (open?.id === investor.id ? { ...open, saved: state } : open));
  }

  async function exportList() {
    setExportError(null);
    setExportError(await actions.exportSaved(isDefaultList ? undefined : listId));
  }

  const entryActions: EntryActions = {
    listId,
    onView: openProfile,
    onEdit: (entry) => setEditing({ entry }),
    onTransfer: (entry) => setTransferring(entry),
    onPassed: (entry) => setEditing({ entry, stage: 'passed' }),
  };
  const rowActions = (item: SavedInvestor) => (
    <RowActions
      item={item}
      handlers={{
        onView: openProfile,
        onEdit: entryActions.onEdit,
        onTransfer: entryActions.onTransfer,
        onRemove: (entry) => void remove(entry),
        removing: (entry) =>
          actions.savingId === entry.id ||
          (removeFromList.isPending && removeFromList.variables === entry.id),
      }}
    />
  );

  return (
    <SpaceBetween size="l">
      <SavedHeader
        cost={cost}
        cannotExport={cannotExport}
        exporting={actions.exporting}
        onExport={() => void exportList()}
        exportError={exportError}
        onDismissError={() => setExportError(null)}
      />

      <UsageBanner />

      <SavedFigures summary={saved.data?.summary} />

      <ListBar
        lists={lists}
        selectedList={selectedList}
        selectList={selectList}
        view={view}
        chooseView={chooseView}
      />

      <SavedCollection
        saved={saved}
        collection={collection}
        layout={isMobile ? 'cards' : view}
        listName={selectedList?.name ?? t.listLabel}
        isDefaultList={isDefaultList}
        entryActions={entryActions}
        rowActions={rowActions}
      />

      <ProfileModal
        investor={shownProfile}
        onDismiss={closeProfile}
        canReveal={false}
        onToggleSave={(investor, save) => void toggleSave(investor, save)}
        saving={shownProfile !== null && actions.savingId === shownProfile.id}
        pitching
        extra={shownEntry ? <SavedTimeline entry={shownEntry} /> : null}
      />
      <EntryEditor
        entry={editing?.entry ?? null}
        stage={editing?.stage}
        listId={listId}
        onDismiss={() => setEditing(null)}
      />
      <TransferModal
        entry={transferring}
        listId={listId}
        lists={lists.data?.lists ?? []}
        onDismiss={() => setTransferring(null)}
      />
    </SpaceBetween>
  );
}
