/**
 * The Investor Database's Cloudscape CollectionPreferences (issue 13): page size (10 by default as founder-app.md §9
 * says, 25, 50) and, in the table view, the visible columns. Its own chunk, loaded when the founder first presses
 * the page's plain settings button (investors-page.tsx `PreferencesButton`, issue 23 "Speed"): with `openOnMount`
 * it presses its own trigger once mounted, so that first press opens the dialog (CollectionPreferences has no
 * `visible` prop), then calls `onOpened` so that a remount (switching Cards and Table) does not open it again.
 */
import { useEffect, useRef } from 'react';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import { PAGE_SIZES, type PageSize } from '../../../../shared/vocabulary.js';
import { dashboardStrings as s } from '../strings.js';
import {
  contentDisplay,
  TABLE_COLUMN_LABELS,
  TABLE_COLUMNS,
  visibleColumns,
  type InvestorPreferences,
} from './preferences.js';

const pr = s.investors.preferences;

const COLUMN_OPTIONS = TABLE_COLUMNS.map((id) => ({
  id,
  label: TABLE_COLUMN_LABELS[id],
  alwaysVisible: id === 'name',
}));

export interface PreferencesControlProps {
  preferences: InvestorPreferences;
  /** Called with the confirmed preferences (the caller stores them and goes back to page 1 on a new page size). */
  onConfirm: (next: InvestorPreferences) => void;
  /** Open the dialog as soon as the control has mounted (the founder pressed the button that loaded it). */
  openOnMount?: boolean;
  /** Called once the dialog was opened on mount. */
  onOpened?: () => void;
}

export default function PreferencesControl({
  preferences,
  onConfirm,
  openOnMount = false,
  onOpened,
}: PreferencesControlProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    root.current?.querySelector('button')?.click();
    onOpened?.();
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={root} className="fs-preferences-control">
      <CollectionPreferences
        title={pr.title}
        confirmLabel={pr.confirm}
        cancelLabel={pr.cancel}
        closeAriaLabel={pr.cancel}
        preferences={{ pageSize: preferences.pageSize, contentDisplay: contentDisplay(preferences.columns) }}
        pageSizePreference={{
          title: pr.pageSizeTitle,
          options: PAGE_SIZES.map((size) => ({ value: size, label: pr.pageSize(size) })),
        }}
        contentDisplayPreference={
          preferences.view === 'table'
            ? { title: pr.columnsTitle, description: pr.columnsDescription, options: COLUMN_OPTIONS }
            : undefined
        }
        onConfirm={({ detail }) =>
          onConfirm({
            ...preferences,
            pageSize: (detail.pageSize ?? preferences.pageSize) as PageSize,
            columns: detail.contentDisplay ? visibleColumns(detail.contentDisplay) : preferences.columns,
          })
        }
      />
    </div>
  );
}
