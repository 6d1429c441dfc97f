/**
 * The one poll helper of the test suites (unit, integration, end-to-end): asynchronous effects (an event on the
 * local bus, a Stripe webhook, a mail in the local mailbox, a cache that expires) are waited for by reading until
 * the answer is the expected one, with a bound, never by a fixed sleep (issue 21 item 8;
 * test/support/no-sleeps.test.ts keeps new sleeps out).
 *
 *   const job = await eventually(() => getJob(id), { until: (j) => j.status !== 'running', what: 'the job' });
 *   await eventually(async () => expect(await count()).toBe(3)); // an assertion that throws until it holds
 */

export interface EventuallyOptions<T> {
  /** Holds when the value read is the one waited for (default: any value `read` answers without throwing). */
  until?: (value: T) => boolean;
  /** Give up after this many ms (default 15 000). */
  timeoutMs?: number;
  /** Pause between reads in ms (default 100; at most 250, the suites' limit for a pause). */
  intervalMs?: number;
  /** What is waited for, named in the timeout error ('the Starter plan'). */
  what?: string;
}

/** The longest pause between two reads, and the longest fixed sleep any test may take (no-sleeps.test.ts). */
export const MAX_PAUSE_MS = 250;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function describe(value: unknown): string {
  if (value instanceof Error) return value.message;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text;
  } catch {
    return String(value);
  }
}

/**
 * Calls `read` until it answers without throwing and `until` holds for its answer, and resolves that answer.
 * Reads at least once, then every `intervalMs` until `timeoutMs` have passed.
 * @throws Error naming `what` and the last answer (or the last error) when the time is up.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  options: EventuallyOptions<Awaited<T>> = {},
): Promise<Awaited<T>> {
  const { until = () => true, timeoutMs = 15_000, what = 'the condition' } = options;
  const intervalMs = Math.min(Math.max(options.intervalMs ?? 100, 1), MAX_PAUSE_MS);
  const deadline = Date.now() + timeoutMs;
  let last: { value: Awaited<T> } | { error: unknown } | undefined;
  for (;;) {
    try {
      const value = await read();
      if (until(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) {
      const seen = !last
        ? 'nothing'
        : 'error' in last
          ? `error: ${describe(last.error)}`
          : describe(last.value);
      const error = new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last: ${seen}`);
      if (last && 'error' in last) error.cause = last.error;
      throw error;
    }
    await pause(Math.min(intervalMs, Math.max(deadline - Date.now(), 1)));
  }
}
