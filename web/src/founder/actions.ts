/**
 * The founder's actions on investors with the spec's toasts (founder-app.md §8 "Actions"): reveal a contact,
 * save / remove, export the saved list. Shared by the Investor Database, the profile modal and Saved Lists.
 *
 * The server meters and answers the outcome; the browser only reports it:
 * - 401 → toast 'Authentication Error' / 'You must be logged in to perform actions.';
 * - reveal and export failures are answered as an `ActionError` for the caller to show inline next to the action
 *   (issue 13: errors inline, the limit with 'View Plans'), with the spec's titles and messages:
 *   reveal 402 → 'Action Limit Reached' with the server's message ('You need at least 1 action to reveal contact
 *   information. You have N actions remaining.'); other reveal failures → 'Error' / 'Failed to consume action for
 *   contact reveal.' (a 409, a contact that may not be revealed, issue 19: 'Contact not available' with the
 *   server's reason); export 400 `no_data_to_export` → 'No data to export'; 402 → 'Action Limit Reached' / 'You
 *   need at least 1 action to export data.'; other failures → 'Error Consuming Action' with the message (or
 *   'There was an issue updating your action count.');
 * - successes are toasts raised after the answer arrived (and, for export, after the file was handed over):
 *   'Success' / 'Contact information revealed!'; 'Export successful' / 'Exported N investors to CSV';
 * - save/remove failures → 'Error' with the server's message; removal → 'Investor removed from saved list'.
 * Usage is refreshed after every action (hooks.ts).
 *
 * One click intent is one charge (issue 38; web/src/common/intent.ts): a reveal or export runs as an intent, so a
 * second click while its request runs is ignored (`revealing` / `exporting` disable the buttons) and the request
 * carries the intent's Idempotency-Key, which every retry repeats.
 */
import { useCallback } from 'react';
import { ApiError, saveFile } from '../common/api.js';
import { useToast } from '../common/components/toasts.js';
import { useIntent } from '../common/intent.js';
import type { Investor } from '../../../shared/schemas.js';
import { useExportSaved, useRevealContact, useSaveInvestor } from './hooks.js';
import { dashboardStrings as s } from './strings.js';

const a = s.actions;

function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A failed reveal or export, shown inline next to its control; `limit` when the plan's actions are spent. */
export interface ActionError {
  title: string;
  message?: string;
  limit: boolean;
}

/** The outcome of a reveal: the investor with its contact, or the error to show in the profile modal. */
export type RevealOutcome = { ok: true; investor: Investor } | { ok: false; error: ActionError | null };

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function useInvestorActions() {
  const { toast } = useToast();
  const revealMutation = useRevealContact();
  const saveMutation = useSaveInvestor();
  const exportMutation = useExportSaved();
  const revealIntent = useIntent();
  const exportIntent = useIntent();

  const authToast = useCallback(
    () => toast({ type: 'error', title: a.authTitle, message: a.authMessage }),
    [toast],
  );

  /**
   * Reveals `investor`'s contact; resolves the investor with its contact, or the error to show inline (null after
   * an authentication error, which is a toast).
   */
  const reveal = useCallback(
    async (investor: Pick<Investor, 'id'>): Promise<RevealOutcome> => {
      try {
        const answer = await revealIntent.run((key) => revealMutation.mutateAsync({ id: investor.id, key }));
        // A second click while the first reveal runs: the first one answers
        if (!answer) return { ok: false, error: null };
        if (answer.charged) toast({ type: 'success', title: a.revealedTitle, message: a.revealedMessage });
        return { ok: true, investor: answer.investor };
      } catch (error) {
        if (isAuthError(error)) {
          authToast();
          return { ok: false, error: null };
        }
        if (error instanceof ApiError && error.status === 402) {
          return { ok: false, error: { title: a.limitTitle, message: error.message, limit: true } };
        }
        // Not revealable (issue 19: the listing's confirmation lapsed, or no consented contact): the server's
        // reason, which says that no action was used.
        if (error instanceof ApiError && error.status === 409) {
          return { ok: false, error: { title: a.notRevealableTitle, message: error.message, limit: false } };
        }
        return { ok: false, error: { title: a.errorTitle, message: a.revealFailed, limit: false } };
      }
    },
    [revealMutation, revealIntent, toast, authToast],
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

  /**
   * Exports the saved list (issue 15: or list `listId`) and hands the CSV to the browser; resolves null on success, else the error to show
   * next to 'Export CSV' (null too after an authentication error, which is a toast).
   */
  const exportSaved = useCallback(
    async (listId?: string): Promise<ActionError | null> => {
      try {
        const file = await exportIntent.run((key) => exportMutation.mutateAsync({ listId, key }));
        // A second click while the first export runs: the first one answers
        if (!file) return null;
        const count = Number(file.headers.get('x-export-count') ?? '0');
        saveFile(file.blob, file.filename ?? 'saved_investors.csv');
        toast({ type: 'success', title: a.exportedTitle, message: a.exportedMessage(count) });
        return null;
      } catch (error) {
        if (isAuthError(error)) {
          authToast();
          return null;
        }
        if (error instanceof ApiError && error.code === 'no_data_to_export') {
          return { title: a.exportNoData, limit: false };
        }
        if (error instanceof ApiError && error.status === 402) {
          return { title: a.limitTitle, message: a.exportLimit, limit: true };
        }
        return { title: a.consumeErrorTitle, message: messageOf(error, a.consumeErrorMessage), limit: false };
      }
    },
    [exportMutation, exportIntent, toast, authToast],
  );

  return {
    reveal,
    /** A reveal is running (its intent: set at the click, before the mutation's state arrives). */
    revealing: revealIntent.pending,
    setSaved,
    /** The investor id being saved or removed, if any. */
    savingId: saveMutation.isPending ? saveMutation.variables?.id : undefined,
    exportSaved,
    exporting: exportIntent.pending || exportMutation.isPending,
  };
}
