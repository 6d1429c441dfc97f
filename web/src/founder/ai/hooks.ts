/**
 * Server data of the AI tools (routes in shared/routes.ts; docs/decisions/0013-ai-jobs.md):
 * - `useStartAiJob(kind)`: `POST /v1/ai/pitch-decks` or `/v1/ai/emails` → 202 with the pending job (2 actions
 *   reserved by the server);
 * - `useAiJob(id)`: `GET /v1/ai/jobs/{id}`, polled every second while the job is pending or running (`waitForAiJob`:
 *   the same query, awaited);
 * - `useAiJobs(kind)`: `GET /v1/ai/jobs?kind=`, the founder's past generations, newest first;
 * - `useInvestorSearch(q)`: `GET /v1/investors?q=` for the email's investor picker.
 * Usage (`me`, `activity`) is refreshed when a job is accepted and when it ends (a failure refunds).
 */
import {
  keepPreviousData,
  QueryObserver,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../common/api.js';
import type { AiJob, AiJobKind, EmailRequest, PitchDeckRequest } from '../../../../shared/ai-schemas.js';

/** Poll interval of a running job, ms. */
export const JOB_POLL_MS = 1000;

export const isDone = (job: AiJob | undefined) => job?.status === 'succeeded' || job?.status === 'failed';

/**
 * Starts a generation job; resolves the accepted job. `key` is the click intent's Idempotency-Key
 * (web/src/common/intent.ts): the server reserves the 2 actions once per intent.
 */
export function useStartAiJob<K extends AiJobKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      key,
    }: {
      body: K extends 'pitch_deck' ? PitchDeckRequest : EmailRequest;
      key: string;
    }) =>
      kind === 'pitch_deck'
        ? callApi('POST /v1/ai/pitch-decks', { body: body as PitchDeckRequest, idempotencyKey: key })
        : callApi('POST /v1/ai/emails', { body: body as EmailRequest, idempotencyKey: key }),
    onSuccess: (accepted) => {
      client.setQueryData(['ai-job', accepted.job.id], accepted.job);
      void client.invalidateQueries({ queryKey: ['ai-jobs'] });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['me'] });
      void client.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}

/**
 * The query of one job: `GET /v1/ai/jobs/{id}`, refetched every `JOB_POLL_MS` while the job is pending or running;
 * once it ends, usage and the past list are refreshed. `useAiJob` and `waitForAiJob` share it, so a job is
 * polled one way only (react-query's `refetchInterval`).
 */
function aiJobQuery(client: QueryClient, id: string | null) {
  return queryOptions({
    queryKey: ['ai-job', id],
    enabled: id !== null,
    queryFn: async () => {
      const job = await callApi('GET /v1/ai/jobs/{id}', { params: { id: id ?? '' } });
      const before = client.getQueryData<AiJob>(['ai-job', id]);
      if (isDone(job) && !isDone(before)) {
        void client.invalidateQueries({ queryKey: ['me'] });
        void client.invalidateQueries({ queryKey: ['activity'] });
        void client.invalidateQueries({ queryKey: ['ai-jobs'] });
      }
      return job;
    },
    refetchInterval: (query) => (isDone(query.state.data) ? false : JOB_POLL_MS),
    staleTime: (query) => (isDone(query.state.data) ? Infinity : 0),
  });
}

/** One job, polled while it runs; refreshes usage and the past list once it ends. */
export function useAiJob(id: string | null) {
  const client = useQueryClient();
  return useQuery(aiJobQuery(client, id));
}

/**
 * Job `id` once it has ended (succeeded or failed), polled by the same query as `useAiJob` (for a caller that
 * awaits a generation, such as the pitch form's 'Insert the AI email'). Rejects with the fetch's error; resolves
 * `null` when `signal` aborts first (the polling stops then).
 */
export function waitForAiJob(client: QueryClient, id: string, signal: AbortSignal): Promise<AiJob | null> {
  return new Promise((resolve, reject) => {
    const observer = new QueryObserver(client, aiJobQuery(client, id));
    const stop = () => {
      unsubscribe();
      signal.removeEventListener('abort', aborted);
    };
    const aborted = () => {
      stop();
      resolve(null);
    };
    const unsubscribe = observer.subscribe((result) => {
      if (result.isError) {
        stop();
        reject(result.error);
      } else if (isDone(result.data)) {
        stop();
        resolve(result.data!);
      }
    });
    if (signal.aborted) aborted();
    else signal.addEventListener('abort', aborted);
  });
}

/** The founder's past generations of `kind`, newest first. */
export function useAiJobs(kind: AiJobKind) {
  return useQuery({
    queryKey: ['ai-jobs', kind],
    queryFn: () => callApi('GET /v1/ai/jobs', { query: { kind } }),
  });
}

/** Investors matching `q` (the first page), for the picker; nothing is asked for an empty `q`. */
export function useInvestorSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['ai-investor-search', query],
    enabled: query.length > 0,
    queryFn: () => callApi('GET /v1/investors', { query: { q: query } }),
    placeholderData: keepPreviousData,
  });
}
