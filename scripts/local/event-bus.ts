/**
 * The local event bus (docs/decisions/0008-local-event-bus.md): what EventBridge does for the deployed stack, for
 * `npm start` and the test stacks.
 *
 * - Input: the EventBridge `PutEvents` API (JSON 1.1, `X-Amz-Target: AWSEvents.PutEvents`), served by the local
 *   gateway at `/local/events/bus` (scripts/local/gateway/local-pages.ts), so handlers publish with the real AWS SDK
 *   client (functions/lib/events.ts, `EVENTS_ENDPOINT`). Each entry needs `Source`, `DetailType` and a `Detail`
 *   that is a JSON object, and `EventBusName` (when given) must be this bus; a bad entry gets an `ErrorCode` and
 *   the others go on, as in EventBridge. Max 10 entries a call.
 * - Routing: each accepted entry becomes an EventBridge event (`version, id, detail-type, source, account, time,
 *   region, resources, detail`) and is matched against the registry's rule patterns (shared/functions.ts
 *   `eventTriggers()`, the objects the stack's Rules carry) with scripts/local/event-pattern.ts.
 * - Delivery: asynchronous (PutEvents answers before targets run), to the same handler modules Lambda runs;
 *   at least once: a target that throws is retried `attempts` times in all with exponential backoff
 *   (`baseDelayMs`, x4 each time); after the last failure the event, target, attempts and last error are appended to
 *   the dead-letter file (`<state dir>/events/dead-letters.jsonl`, survives restarts), listed by
 *   `npm run events:dlq` and `GET /local/events.json`. Stopping the bus dead-letters what is still waiting for a
 *   retry, so nothing is silently dropped.
 * - Every event and delivery is logged (`[bus] ...` on the `npm start` console).
 * - Outages on purpose (`injectFaults`, `POST /local/events/faults`; issue 35): the next N `PutEvents` calls
 *   refused (every entry `InternalException`, as in an EventBridge outage) and the next N deliveries to a
 *   function failed (as a throttled or failing Lambda), so tests prove that the outbox relay and the bus retry until
 *   every effect arrives, once.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { eventTriggers, type EventTrigger, type FunctionName } from '../../shared/functions.js';
import { matchesPattern } from './event-pattern.js';
import { functionTimeoutMs, handlerCache, lambdaContext, type LambdaHandler } from './handlers.js';

/** The `PutEvents` request and response shapes (https://docs.aws.amazon.com/eventbridge/latest/APIReference/API_PutEvents.html). */
export interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: string | number;
}
export interface PutEventsResult {
  FailedEntryCount: number;
  Entries: ({ EventId: string } | { ErrorCode: string; ErrorMessage: string })[];
}

export type BusEvent = EventBridgeEvent<string, Record<string, unknown>>;

/** One event a target could not take, after every attempt. */
export interface DeadLetter {
  /** ISO time it was dead-lettered. */
  at: string;
  function: FunctionName;
  attempts: number;
  error: string;
  event: BusEvent;
}

export interface LocalEventBusOptions {
  /** Bus name the publishers use (`EVENT_BUS_NAME`). */
  name: string;
  region: string;
  /** The dead-letter file (JSON lines). */
  deadLetterFile: string;
  /** Rule targets (default: the registry's `eventTriggers()`). */
  triggers?: readonly EventTrigger[];
  /** How a target function's handler is loaded (default: its registry entry module). */
  loadHandler?: (name: FunctionName) => Promise<LambdaHandler>;
  /** Attempts in all per target (default 4) and the first retry delay (default 250 ms, then x4). */
  retry?: { attempts: number; baseDelayMs: number };
  log?: (line: string) => void;
}

/** Failures to inject: refuse the next `putEvents` calls, fail the next deliveries to a function. */
export interface BusFaults {
  putEvents?: number;
  deliveries?: Partial<Record<FunctionName, number>>;
}

/** The dead-letter file of a local state folder. */
export function deadLetterFile(stateDir: string): string {
  return join(stateDir, 'events', 'dead-letters.jsonl');
}

/** Every dead letter recorded in `file`, oldest first (an unreadable line is skipped). */
export function readDeadLetters(file: string): DeadLetter[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as DeadLetter];
      } catch {
        return [];
      }
    });
}

const MAX_ENTRIES = 10;

function entryError(entry: PutEventsEntry, busName: string): { code: string; message: string } | undefined {
  if (entry.EventBusName && entry.EventBusName !== busName && !entry.EventBusName.endsWith(`/${busName}`)) {
    return { code: 'ResourceNotFoundException', message: `Event bus ${entry.EventBusName} does not exist.` };
  }
  if (!entry.Source) return { code: 'InvalidArgument', message: 'Parameter Source is not valid.' };
  if (!entry.DetailType) return { code: 'InvalidArgument', message: 'Parameter DetailType is not valid.' };
  try {
    const detail: unknown = JSON.parse(entry.Detail ?? '');
    if (detail === null || typeof detail !== 'object' || Array.isArray(detail))
      throw new Error('not an object');
  } catch {
    return { code: 'MalformedDetail', message: 'Detail is malformed.' };
  }
  return undefined;
}

function eventTime(time: PutEventsEntry['Time']): string {
  const date = time === undefined ? new Date() : new Date(typeof time === 'number' ? time * 1000 : time);
  return (Number.isNaN(date.getTime()) ? new Date() : date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export class LocalEventBus {
  readonly name: string;
  private readonly triggers: readonly EventTrigger[];
  private readonly load: (name: FunctionName) => Promise<LambdaHandler>;
  private readonly retry: { attempts: number; baseDelayMs: number };
  private readonly log: (line: string) => void;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly waiting = new Map<NodeJS.Timeout, () => void>();
  private closed = false;
  private failPutEvents = 0;
  private readonly failDeliveries = new Map<FunctionName, number>();

  constructor(private readonly opts: LocalEventBusOptions) {
    this.name = opts.name;
    this.triggers = opts.triggers ?? eventTriggers();
    this.load = handlerCache(opts.loadHandler);
    this.retry = opts.retry ?? { attempts: 4, baseDelayMs: 250 };
    this.log = opts.log ?? ((line) => console.log(line));
  }

  /**
   * Adds injected failures (see the file comment): `putEvents` more calls refused, `deliveries[name]` more
   * deliveries to `name` failed. Counts add up; nothing else changes.
   */
  injectFaults(faults: BusFaults): void {
    this.failPutEvents += faults.putEvents ?? 0;
    for (const [name, count] of Object.entries(faults.deliveries ?? {}) as [FunctionName, number][])
      this.failDeliveries.set(name, (this.failDeliveries.get(name) ?? 0) + count);
  }

  /** `PutEvents`: accepts the valid entries, answers their event ids, and delivers them in the background. */
  putEvents(entries: readonly PutEventsEntry[]): PutEventsResult {
    if (entries.length === 0 || entries.length > MAX_ENTRIES) {
      throw new RangeError(`PutEvents takes 1 to ${MAX_ENTRIES} entries, not ${entries.length}.`);
    }
    const outage = this.failPutEvents > 0;
    if (outage) this.failPutEvents -= 1;
    const result: PutEventsResult = { FailedEntryCount: 0, Entries: [] };
    for (const entry of entries) {
      const error = this.closed
        ? { code: 'InternalException', message: 'The bus is stopped.' }
        : outage
          ? { code: 'InternalException', message: 'Injected outage: PutEvents refused.' }
          : entryError(entry, this.name);
      if (error) {
        result.FailedEntryCount += 1;
        result.Entries.push({ ErrorCode: error.code, ErrorMessage: error.message });
        this.log(`[bus] ✗ rejected ${entry.DetailType ?? '?'} from ${entry.Source ?? '?'}: ${error.message}`);
        continue;
      }
      const event: BusEvent = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType!,
        source: entry.Source!,
        account: '000000000000',
        time: eventTime(entry.Time),
        region: this.opts.region,
        resources: entry.Resources ?? [],
        detail: JSON.parse(entry.Detail!) as Record<string, unknown>,
      };
      result.Entries.push({ EventId: event.id });
      this.route(event);
    }
    return result;
  }

  /** The functions whose rule patterns match `event`. */
  targetsOf(event: BusEvent): FunctionName[] {
    return [...new Set(this.triggers.filter((t) => matchesPattern(t.pattern, event)).map((t) => t.function))];
  }

  private route(event: BusEvent): void {
    const targets = this.targetsOf(event);
    this.log(
      `[bus] ${event['detail-type']} from ${event.source} (${event.id}) → ${targets.length ? targets.join(', ') : 'no rule matches'}`,
    );
    for (const target of targets) this.dispatch(target, event);
  }

  /**
   * Delivers `event` to `target` in the background with the bus's retries and dead letters, counted in
   * `inFlightCount`: how rules deliver, and how the local scheduler (scripts/local/scheduler.ts) delivers a
   * schedule's event (EventBridge gives schedule targets the same retry policy and dead-letter queue).
   */
  dispatch(target: FunctionName, event: BusEvent): void {
    const delivery = this.deliver(target, event).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  private async deliver(target: FunctionName, event: BusEvent): Promise<void> {
    let lastError = 'not attempted';
    for (let attempt = 1; attempt <= this.retry.attempts; attempt += 1) {
      if (attempt > 1) {
        const delay = this.retry.baseDelayMs * 4 ** (attempt - 2);
        if (!(await this.sleep(delay))) {
          this.deadLetter(
            target,
            event,
            attempt - 1,
            `${lastError} (the bus stopped before retry ${attempt})`,
          );
          return;
        }
      }
      const started = performance.now();
      try {
        const failing = this.failDeliveries.get(target) ?? 0;
        if (failing > 0) {
          this.failDeliveries.set(target, failing - 1);
          throw new Error('Injected outage: the delivery failed.');
        }
        const handler = await this.load(target);
        await handler(event as never, lambdaContext(target, randomUUID(), functionTimeoutMs(target)));
        this.log(
          `[bus]   ✓ ${target} took ${event['detail-type']} ${event.id} (${Math.round(performance.now() - started)}ms)`,
        );
        return;
      } catch (error) {
        lastError = (error as Error).message ?? String(error);
        this.log(
          `[bus]   ✗ ${target} failed ${event['detail-type']} ${event.id}, attempt ${attempt}/${this.retry.attempts}: ${lastError}`,
        );
      }
    }
    this.deadLetter(target, event, this.retry.attempts, lastError);
  }

  /** Waits `ms`; false when the bus was closed meanwhile. */
  private sleep(ms: number): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(timer);
        resolve(true);
      }, ms);
      this.waiting.set(timer, () => resolve(false));
    });
  }

  private deadLetter(target: FunctionName, event: BusEvent, attempts: number, error: string): void {
    const letter: DeadLetter = { at: new Date().toISOString(), function: target, attempts, error, event };
    mkdirSync(dirname(this.opts.deadLetterFile), { recursive: true });
    appendFileSync(this.opts.deadLetterFile, `${JSON.stringify(letter)}\n`);
    this.log(
      `[bus]   ☠ ${target} gave up on ${event['detail-type']} ${event.id} after ${attempts} attempts: dead-lettered (npm run events:dlq)`,
    );
  }

  /** Deliveries under way (running, or waiting for a retry): 0 when every event published so far was handled. */
  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /** The dead letters recorded so far (this run and earlier ones). */
  deadLetters(): DeadLetter[] {
    return readDeadLetters(this.opts.deadLetterFile);
  }

  /** Resolves once every delivery under way has succeeded or been dead-lettered. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Stops accepting events; deliveries waiting for a retry are dead-lettered; waits for the running ones. */
  async close(): Promise<void> {
    this.closed = true;
    for (const [timer, cancel] of this.waiting) {
      clearTimeout(timer);
      cancel();
    }
    this.waiting.clear();
    await this.idle();
  }
}
