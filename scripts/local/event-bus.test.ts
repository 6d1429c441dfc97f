import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventTrigger } from '../../shared/functions.js';
import { LocalEventBus, deadLetterFile, readDeadLetters, type BusEvent } from './event-bus.js';
import type { LambdaHandler } from './handlers.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fundscout-bus-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const triggers: EventTrigger[] = [
  {
    function: 'signups',
    index: 0,
    pattern: { source: ['fundscout.app'], 'detail-type': ['ProfileCreated'] },
  },
];
const entry = (extra: Record<string, unknown> = {}) => ({
  EventBusName: 'local-bus',
  Source: 'fundscout.app',
  DetailType: 'ProfileCreated',
  Detail: JSON.stringify({ sub: 'u-1', createdAt: '2026-11-23T10:00:00.000Z' }),
  ...extra,
});

/** A bus whose `signups` target runs `fn`; records every event it receives. */
function busWith(fn: (event: BusEvent, call: number) => unknown, attempts = 3) {
  const received: BusEvent[] = [];
  const lines: string[] = [];
  const handler = (async (event: BusEvent) => {
    received.push(event);
    return fn(event, received.length);
  }) as unknown as LambdaHandler;
  const bus = new LocalEventBus({
    name: 'local-bus',
    region: 'local',
    deadLetterFile: deadLetterFile(dir),
    triggers,
    loadHandler: async () => handler,
    retry: { attempts, baseDelayMs: 1 },
    log: (line) => lines.push(line),
  });
  return { bus, received, lines };
}

describe('LocalEventBus', () => {
  it('delivers a matching entry as an EventBridge event and logs it', async () => {
    const { bus, received, lines } = busWith(() => undefined);
    const result = bus.putEvents([entry()]);
    expect(result.FailedEntryCount).toBe(0);
    expect(bus.inFlightCount).toBe(1); // under way until the target has run (GET /local/events.json `inFlight`)
    await bus.idle();
    expect(bus.inFlightCount).toBe(0);
    expect(received).toHaveLength(1);
    const event = received[0]!;
    expect(Object.keys(event).sort()).toEqual(
      ['account', 'detail', 'detail-type', 'id', 'region', 'resources', 'source', 'time', 'version'].sort(),
    );
    expect(event).toMatchObject({
      id: (result.Entries[0] as { EventId: string }).EventId,
      'detail-type': 'ProfileCreated',
      source: 'fundscout.app',
      region: 'local',
      detail: { sub: 'u-1' },
    });
    expect(event.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(lines.join('\n')).toMatch(/ProfileCreated from fundscout.app .* → signups/);
  });

  it('delivers nothing when no rule matches', async () => {
    const { bus, received, lines } = busWith(() => undefined);
    bus.putEvents([entry({ Source: 'fundscout.stripe', DetailType: 'invoice.paid' })]);
    await bus.idle();
    expect(received).toEqual([]);
    expect(lines.join('\n')).toMatch(/no rule matches/);
  });

  it('rejects bad entries one by one, as PutEvents does', () => {
    const { bus } = busWith(() => undefined);
    const result = bus.putEvents([
      entry({ Detail: '[1]' }),
      entry({ EventBusName: 'other' }),
      entry({ Source: '' }),
      entry(),
    ]);
    expect(result.FailedEntryCount).toBe(3);
    expect(result.Entries.map((e) => ('ErrorCode' in e ? e.ErrorCode : 'ok'))).toEqual([
      'MalformedDetail',
      'ResourceNotFoundException',
      'InvalidArgument',
      'ok',
    ]);
    expect(() => bus.putEvents([])).toThrow(RangeError);
  });

  it('retries a failing target with the same event and succeeds (at least once)', async () => {
    const { bus, received } = busWith((_, call) => {
      if (call < 3) throw new Error(`flaky ${call}`);
    });
    bus.putEvents([entry()]);
    await bus.idle();
    expect(received).toHaveLength(3);
    expect(new Set(received.map((e) => e.id)).size).toBe(1);
    expect(readDeadLetters(deadLetterFile(dir))).toEqual([]);
  });

  it('dead-letters after the last attempt, in a file that outlives the bus', async () => {
    const { bus, received, lines } = busWith(() => {
      throw new Error('table missing');
    });
    const result = bus.putEvents([entry()]);
    await bus.idle();
    expect(received).toHaveLength(3);
    await bus.close();
    const letters = readDeadLetters(deadLetterFile(dir));
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({
      function: 'signups',
      attempts: 3,
      error: 'table missing',
      event: { id: (result.Entries[0] as { EventId: string }).EventId, 'detail-type': 'ProfileCreated' },
    });
    expect(lines.join('\n')).toMatch(/dead-lettered/);
    // A new bus on the same state folder (a restart) still lists it.
    expect(busWith(() => undefined).bus.deadLetters()).toHaveLength(1);
  });

  it('dead-letters what waits for a retry when it stops, and refuses new events', async () => {
    const { bus } = busWith(() => {
      throw new Error('down');
    }, 5);
    (bus as unknown as { retry: { baseDelayMs: number } }).retry.baseDelayMs = 60_000;
    bus.putEvents([entry()]);
    await new Promise((r) => setTimeout(r, 20));
    await bus.close();
    const letters = readDeadLetters(deadLetterFile(dir));
    expect(letters).toHaveLength(1);
    expect(letters[0]!.error).toMatch(/bus stopped/);
    expect(bus.putEvents([entry()]).FailedEntryCount).toBe(1);
  });

  // Issue 35: outages on purpose, so tests prove that the outbox relay and the bus retry until every effect arrives
  it('refuses the next PutEvents calls and fails the next deliveries to a function when told to', async () => {
    const { bus, received } = busWith(() => undefined, 4);
    bus.injectFaults({ putEvents: 2, deliveries: { signups: 2 } });

    const refused = [bus.putEvents([entry(), entry()]), bus.putEvents([entry()])];
    const taken = bus.putEvents([entry()]);
    await bus.idle();

    expect(refused.map((r) => r.FailedEntryCount)).toEqual([2, 1]);
    expect(refused[0]!.Entries[0]).toEqual({
      ErrorCode: 'InternalException',
      ErrorMessage: 'Injected outage: PutEvents refused.',
    });
    expect(taken.FailedEntryCount).toBe(0);
    // The two injected failures happen before the handler: the third attempt reaches it, once
    expect(received).toHaveLength(1);
    expect(bus.deadLetters()).toEqual([]);
    await bus.close();
  });
});
