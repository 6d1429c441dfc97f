/**
 * The one conflict retry of the data layer: a write that met another writer (a transaction in flight on the same
 * item, or a counter that moved since it was read) is tried again after a short jittered pause
 * (AWS Architecture Blog, "Exponential Backoff And Jitter": full jitter).
 */

export interface RetryOptions {
  /** Attempts in all, the first included (default 5). */
  attempts?: number;
  /** Pause before attempt `n` (2-based), in ms (default: full jitter up to 20 * 2^n, capped at 250). */
  backoffMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

export const fullJitter = (attempt: number): number => Math.random() * Math.min(250, 20 * 2 ** attempt);
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Answer of one attempt: done with a value, or `retry` (after a pause when `pause` is true). */
export type Attempt<T> = { done: true; value: T } | { done: false; pause: boolean };

/**
 * Runs `attempt(n)` (n from 1) until it answers `done`, at most `options.attempts` times.
 * @returns the value of the first finished attempt.
 * @throws what `exhausted()` returns when every attempt asked for a retry; whatever an attempt throws.
 */
export async function retryOnConflict<T>(
  attempt: (n: number) => Promise<Attempt<T>>,
  exhausted: () => Error,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  const backoff = options.backoffMs ?? fullJitter;
  const pause = options.sleep ?? sleep;
  for (let n = 1; n <= attempts; n += 1) {
    const result = await attempt(n);
    if (result.done) return result.value;
    if (result.pause && n < attempts) await pause(backoff(n));
  }
  throw exhausted();
}
