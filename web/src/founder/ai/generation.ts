/**
 * The generation flow of one AI tool (founder-app.md §4 "AI generation": idle → generating → result shown and
 * scrolled into view, or error; §8 "AI tools" messages):
 * - the form is checked first ('Missing Information' with the spec's text; nothing is sent);
 * - `POST` starts a job (the server reserves 2 actions), once per click intent with its Idempotency-Key (issue 38,
 *   web/src/common/intent.ts: a second submit while it runs is ignored); 401 → 'Authentication Required', 402 → 'Action Limit
 *   Reached' with the server's numbers, anything else → the spec's fallback;
 * - every toast of a tool has the topic `ai-{kind}`, so the newest outcome replaces the earlier one;
 * - the job is polled until it ends; success → the spec's success toast and the result scrolled into view;
 *   failure → the server's reason (e.g. 'No content was generated. The response from the AI was empty.') and the
 *   refund.
 * Reopening a past generation only reads it (no toast, no charge).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AiJob, AiJobKind, EmailRequest, PitchDeckRequest } from '../../../../shared/ai-schemas.js';
import { ApiError } from '../../common/api.js';
import { useToast, type ToastInput } from '../../common/components/toasts.js';
import { useIntent } from '../../common/intent.js';
import { isDone, useAiJob, useStartAiJob } from './hooks.js';
import { aiStrings as s } from './strings.js';

type Body<K extends AiJobKind> = K extends 'pitch_deck' ? PitchDeckRequest : EmailRequest;

export interface ToolTexts {
  missing: string;
  authMessage: string;
  failed: string;
  success: string;
}

/**
 * State and actions of one tool; `resultRef` is the element the result is scrolled into view in (and focused).
 */
export function useGeneration<K extends AiJobKind>(
  kind: K,
  texts: ToolTexts,
  resultRef: RefObject<HTMLDivElement | null>,
) {
  const client = useQueryClient();
  const { toast: raise } = useToast();
  // One flow, one toast: each outcome replaces the tool's earlier one (issue 23 "Toasts").
  const toast = useCallback((input: ToastInput) => raise({ ...input, topic: `ai-${kind}` }), [raise, kind]);
  const [jobId, setJobId] = useState<string | null>(null);
  const watched = useRef<string | null>(null);
  const start = useStartAiJob(kind);
  // One click intent, one reservation (issue 38): a second submit while the POST runs is ignored
  const intent = useIntent();
  const job = useAiJob(jobId);
  const current = job.data;

  useEffect(() => {
    if (!current || !isDone(current)) return;
    const fresh = watched.current === current.id;
    watched.current = null;
    if (current.status === 'succeeded') {
      if (fresh) toast({ type: 'success', title: texts.success });
      resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      resultRef.current?.focus({ preventScroll: true });
    } else if (fresh) {
      toast({
        type: 'error',
        title: current.error ?? texts.failed,
        message: current.refunded ? s.refunded : undefined,
      });
    }
  }, [current, texts.success, texts.failed, toast, resultRef]);

  /** Sends `body` unless `missing` is true (then the spec's 'Missing Information' toast). */
  async function generate(body: Body<K>, missing: boolean): Promise<void> {
    if (missing) {
      toast({ type: 'error', title: s.missingTitle, message: texts.missing });
      return;
    }
    try {
      const accepted = await intent.run((key) => start.mutateAsync({ body, key }));
      if (!accepted) return;
      watched.current = accepted.job.id;
      setJobId(accepted.job.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast({ type: 'error', title: s.authTitle, message: texts.authMessage });
      } else if (error instanceof ApiError && error.status === 402) {
        toast({ type: 'error', title: s.limitTitle, message: error.message });
      } else if (error instanceof ApiError && error.status === 400) {
        toast({ type: 'error', title: s.missingTitle, message: error.message });
      } else {
        toast({ type: 'error', title: s.errorTitle, message: texts.failed });
      }
    }
  }

  /** Shows a past generation (read only). */
  function open(past: AiJob) {
    client.setQueryData(['ai-job', past.id], past);
    watched.current = null;
    setJobId(past.id);
  }

  const running = intent.pending || start.isPending || (current !== undefined && !isDone(current));
  return { job: current, running, generate, open, jobId };
}
