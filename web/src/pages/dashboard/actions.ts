/**
 * The founder's actions on investors with the spec's toasts (founder-app.md §8 "Actions"): reveal a contact,
 * save / remove, export the saved list. Shared by the Investor Database, the profile modal and Saved Lists.
 *
 * The server meters and answers the outcome; the browser only reports it:
 * - 401 → 'Authentication Error' / 'You must be logged in to perform actions.';
 * - reveal 402 → 'Action Limit Reached' with the server's message ('You need at least 1 action to reveal contact
 *   information. You have N actions remaining.'); other reveal failures → 'Error' / 'Failed to consume action for
 *   contact reveal.'; success → 'Success' / 'Contact information revealed!';
 * - export 400 `no_data_to_export` → 'No data to export'; 402 → 'Action Limit Reached' / 'You need at least 1
 *   action to export data.'; other failures → 'Error Consuming Action' with the message (or 'There was an issue
 *   updating your action count.'); success → 'Export successful' / 'Exported N investors to CSV';
 * - save/remove failures → 'Error' with the server's message; removal → 'Investor removed from saved list'.
 * Usage is refreshed after every action (hooks.ts).
 */
import { useCallback } from 'react';
import { ApiError, saveFile } from '../../api.js';
import { useToast } from '../../components/toasts.js';
import type { Investor } from '../../../../shared/schemas.js';
import { useExportSaved, useRevealContact, useSaveInvestor } from './hooks.js';
import { dashboardStrings as s } from './strings.js';

const a = s.actions;

function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function useInvestorActions() {
  const { toast } = useToast();
  const revealMutation = useRevealContact();
  const saveMutation = useSaveInvestor();
  const exportMutation = useExportSaved();

  const authToast = useCallback(
    () => toast({ type: 'error', title: a.authTitle, message: a.authMessage }),
    [toast],
  );

  /** Reveals `investor`'s contact; resolves the investor with its contact, or null when it failed. */
  const reveal = useCallback(
    async (investor: Pick<Investor, 'id'>): Promise<Investor | null> => {
      try {
        const answer = await revealMutation.mutateAsync(investor.id);
        if (answer.charged) toast({ type: 'success', title: a.revealedTitle, message: a.revealedMessage });
        return answer.investor;
      } catch (error) {
        if (isAuthError(error)) authToast();
        else if (error instanceof ApiError && error.status === 402) {
          toast({ type: 'error', title: a.limitTitle, message: error.message });
        } else toast({ type: 'error', title: a.errorTitle, message: a.revealFailed });
        return null;
      }
    },
    [revealMutation, toast, authToast],
  );

  /** Saves or removes `investor`; resolves the new saved state, or null when it failed. */
  const setSaved = useCallback(
    async (investor: Pick<Investor, 'id'>, save: boolean): Promise<boolean | null> => {
      try {
        const state = await saveMutation.mutateAsync({ id: investor.id, save });
        if (!save) toast({ type: 'success', title: a.removedTitle });
        return state.saved;
      } catch (error) {
        if (isAuthError(error)) authToast();
        else toast({ type: 'error', title: a.errorTitle, message: messageOf(error, a.errorTitle) });
        return null;
      }
    },
    [saveMutation, toast, authToast],
  );

  /** Exports the saved list and hands the CSV to the browser. */
  const exportSaved = useCallback(async (): Promise<boolean> => {
    try {
      const file = await exportMutation.mutateAsync();
      const count = Number(file.headers.get('x-export-count') ?? '0');
      saveFile(file.blob, file.filename ?? 'saved_investors.csv');
      toast({ type: 'success', title: a.exportedTitle, message: a.exportedMessage(count) });
      return true;
    } catch (error) {
      if (isAuthError(error)) authToast();
      else if (error instanceof ApiError && error.code === 'no_data_to_export') {
        toast({ type: 'error', title: a.exportNoData });
      } else if (error instanceof ApiError && error.status === 402) {
        toast({ type: 'error', title: a.limitTitle, message: a.exportLimit });
      } else {
        toast({
          type: 'error',
          title: a.consumeErrorTitle,
          message: messageOf(error, a.consumeErrorMessage),
        });
      }
      return false;
    }
  }, [exportMutation, toast, authToast]);

  return {
    reveal,
    /** The investor id being revealed, if any. */
    revealingId: revealMutation.isPending ? revealMutation.variables : undefined,
    setSaved,
    /** The investor id being saved or removed, if any. */
    savingId: saveMutation.isPending ? saveMutation.variables?.id : undefined,
    exportSaved,
    exporting: exportMutation.isPending,
  };
}
