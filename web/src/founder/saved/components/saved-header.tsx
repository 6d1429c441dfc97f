/**
 * Saved Lists' page header: the title, 'Export CSV · 1 action' ('· free on your plan' where exports are not metered;
 * issue 38: a button that spends says so; disabled with the reason at 0 actions left on a metered plan, the server
 * still refuses on its own; disabled while its export runs), the note on what an export costs, and a failed export
 * as an inline Alert.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import type { ActionError } from '../../actions.js';
import { ViewPlansLink } from '../../investor-database/profile-modal.js';
import { dashboardStrings as s } from '../../strings.js';

const t = s.saved;

interface SavedHeaderProps {
  /** Actions an export costs (0 on plans with free exports). */
  cost: number;
  cannotExport: boolean;
  exporting: boolean;
  onExport: () => void;
  exportError: ActionError | null;
  onDismissError: () => void;
}

export function SavedHeader({
  cost,
  cannotExport,
  exporting,
  onExport,
  exportError,
  onDismissError,
}: SavedHeaderProps) {
  return (
    <>
      <Header
        variant="h1"
        description={t.description}
        actions={
          <Button
            variant="primary"
            iconName="download"
            loading={exporting}
            loadingText={t.exporting}
            disabled={cannotExport}
            disabledReason={cannotExport ? t.outOfActions : undefined}
            onClick={onExport}
          >
            {exporting ? t.exporting : s.cost.label(t.exportCsv, cost)}
          </Button>
        }
      >
        {t.title}
      </Header>
      <Box variant="small" color="text-body-secondary">
        <span data-testid="export-note">{cannotExport ? t.outOfActions : t.exportNote(cost > 0)}</span>
        {cannotExport && (
          <>
            {' '}
            <ViewPlansLink />
          </>
        )}
      </Box>
      {exportError && (
        <Alert
          type="error"
          header={exportError.title}
          dismissible
          onDismiss={onDismissError}
          action={exportError.limit ? <ViewPlansLink /> : undefined}
        >
          {exportError.message}
        </Alert>
      )}
    </>
  );
}
