/**
 * One click intent is one charge (issue 38; docs/decisions/0059-one-intent-one-charge.md). A charged action (reveal,
 * export, an AI generation, a pitch) runs through `useIntent().run(work)`:
 *
 * - while its request runs, further calls are ignored at once (a ref, set synchronously: a double click lands
 *   before React re-renders the button disabled, and react-query's `isPending` reaches the component only after
 *   its notify tick, so neither alone stops the second click), and `pending` disables the button;
 * - `work` gets the intent's `Idempotency-Key` (a UUID made at the click), which the call sends
 *   (web/src/common/api.ts `idempotencyKey`) and every retry of that call repeats, so the server charges the intent
 *   once however often its request is sent (shared/idempotency.ts, docs/decisions/0038-idempotency-keys.md).
 *
 * A new click after the request ended is a new intent with a new key.
 */
import { useCallback, useRef, useState } from 'react';

/** A new intent key: a UUID (1 to 255 visible ASCII characters, shared/idempotency.ts IDEMPOTENCY_KEY_PATTERN). */
export function newIntentKey(): string {
  return crypto.randomUUID();
}

export interface Intent {
  /**
   * Runs `work` with a new intent key unless an intent of this hook is still running; resolves its result, or
   * `undefined` when the call was ignored. Rejects with `work`'s error.
   */
  run: <T>(work: (key: string) => Promise<T>) => Promise<T | undefined>;
  /** An intent is running: the control that starts it is disabled. */
  pending: boolean;
}

/** The click intents of one control (or of one group of controls that must not run at once). */
export function useIntent(): Intent {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(work: (key: string) => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await work(newIntentKey());
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
