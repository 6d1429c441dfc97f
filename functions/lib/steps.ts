/**
 * Side effects apart (issue 35; docs/decisions/0057-stacks-outbox-steps.md): a consumer whose event has several
 * effects (a pitch's team mail, the founder's mail, the pipeline move, the timeline, the figures) runs each as a
 * STEP of its own, applied once per event id:
 *
 * - before a step runs it is claimed for this event (`StepStore.claim`: a marker with a lease, written only if none
 *   exists or the last run's lease expired); a step already done for this event is skipped, one claimed by a run
 *   still alive counts as failed for now (retried later);
 * - a step that succeeds is marked done with its outcome (`finish`); one that fails has its claim removed
 *   (`release`), so the next delivery runs it again;
 * - every step is attempted whatever the others did: one failing neither blocks nor repeats the others;
 * - when any failed, `StepsFailed` is thrown after all were attempted, naming each failed step and its error: the bus
 *   (or Lambda's asynchronous retries) delivers the event again, only the failed steps run, and a dead letter's error
 *   names the step that kept failing.
 *
 * Exactly once for steps whose effect is a table write keyed by the event (a retry writes the same item); for a mail,
 * at most one send per claim: a run that dies between the mail server's answer and `finish` leaves a claim whose
 * lease must expire first, and the mail may then go twice (the only duplicate left, documented in the ADR).
 */

/** One step: `name` is unique within an event (e.g. `team-mail:<sub>`); `run` answers an outcome for the marker. */
export interface Step {
  name: string;
  run: () => Promise<string | void>;
}

/** Where step markers live (functions/data/event-steps.ts on the single table). */
export interface StepStore {
  /**
   * Claims `step` of event `eventId` until `leaseUntil` (ISO). `claimed`: run it; `done`: it ran before; `busy`: a
   * run whose lease has not expired holds it.
   */
  claim(eventId: string, step: string, now: string, leaseUntil: string): Promise<'claimed' | 'done' | 'busy'>;
  /** Marks the claimed step done with `outcome`. */
  finish(eventId: string, step: string, outcome: string, now: string): Promise<void>;
  /** Removes the claim of a step that failed (the next delivery runs it again). */
  release(eventId: string, step: string): Promise<void>;
}

/** How long a claim holds a step: longer than any consumer's timeout (pitch-events: 10 s) with a wide margin. */
export const STEP_LEASE_MS = 5 * 60_000;

/** One or more steps of an event failed; the message names each step and its error (a dead letter shows it). */
export class StepsFailed extends Error {
  constructor(
    readonly consumer: string,
    readonly eventId: string,
    readonly failed: readonly { step: string; error: string }[],
  ) {
    super(
      `${consumer}: ${failed.length} step(s) of event ${eventId} failed: ${failed
        .map((f) => `${f.step} (${f.error})`)
        .join('; ')}`,
    );
    this.name = 'StepsFailed';
  }
}

/** What became of each step: `applied: <outcome>`, `already done`, or the failure. */
export type StepReport = Record<string, string>;

/**
 * Runs `steps` of event `eventId` for `consumer` (see the module comment), in order.
 * @returns what became of each step, when none failed
 * @throws StepsFailed naming the steps that failed (after every step was attempted)
 */
export async function runSteps(
  store: StepStore,
  consumer: string,
  eventId: string,
  steps: readonly Step[],
  now: () => Date = () => new Date(),
): Promise<StepReport> {
  const report: StepReport = {};
  const failed: { step: string; error: string }[] = [];
  for (const step of steps) {
    try {
      const at = now();
      const claim = await store.claim(
        eventId,
        step.name,
        at.toISOString(),
        new Date(at.getTime() + STEP_LEASE_MS).toISOString(),
      );
      if (claim === 'done') {
        report[step.name] = 'already done';
        continue;
      }
      if (claim === 'busy') throw new Error('another run holds this step');
      let outcome: string;
      try {
        outcome = (await step.run()) || 'done';
      } catch (error) {
        await store.release(eventId, step.name).catch(() => undefined); // its lease expires otherwise
        throw error;
      }
      await store.finish(eventId, step.name, outcome, now().toISOString());
      report[step.name] = `applied: ${outcome}`;
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      report[step.name] = `failed: ${message}`;
      failed.push({ step: step.name, error: message });
    }
  }
  if (failed.length > 0) throw new StepsFailed(consumer, eventId, failed);
  return report;
}
