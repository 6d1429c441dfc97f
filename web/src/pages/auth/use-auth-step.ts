/**
 * The submit state of one /auth form: `run(action)` marks the form as submitting while the action runs and
 * reports a failure as the 'Error' toast with the service's message (founder-app.md §8 "Authentication").
 */
import { useCallback, useState } from 'react';
import { useToast } from '../../components/toasts.js';
import { strings } from '../../strings.js';

function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : String(err);
}

export function useAuthStep() {
  const { toast } = useToast();
  const [submitting, setSubmitting] = useState(false);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      setSubmitting(true);
      try {
        await action();
      } catch (err) {
        toast({ type: 'error', title: strings.toasts.errorTitle, message: errorMessage(err) });
      } finally {
        setSubmitting(false);
      }
    },
    [toast],
  );

  return { submitting, run };
}
