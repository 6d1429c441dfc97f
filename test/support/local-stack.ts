/**
 * Waiting for a local stack's asynchronous work to finish, instead of sleeping: the local event bus delivers in
 * the background (scripts/local/event-bus.ts), so a test that asserts something did NOT happen after an event (no
 * profile brought back, no marker stored) first waits until the bus has nothing left in flight.
 */
import type { StackFile } from '../../scripts/local/stack-file.js';
import { eventually } from './eventually.js';

/**
 * Resolves once the stack's event bus has no delivery under way (`inFlight` of `GET /local/events.json`): every
 * event published so far was handled or dead-lettered.
 */
export async function busIdle(stack: Pick<StackFile, 'events'>, timeoutMs = 20_000): Promise<void> {
  await eventually(
    async () => {
      const response = await fetch(stack.events.deadLettersUrl);
      if (!response.ok) throw new Error(`${stack.events.deadLettersUrl} answered ${response.status}`);
      return ((await response.json()) as { inFlight: number }).inFlight;
    },
    { until: (inFlight) => inFlight === 0, timeoutMs, what: 'the local event bus to be idle' },
  );
}
