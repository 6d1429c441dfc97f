/**
 * The local scheduler: what the stack's schedule Rules (infra/constructs/events.ts; a registry entry's `schedule`,
 * shared/functions.ts) do on AWS, for `npm start` and the test stacks.
 *
 * - Expressions: `rate(N minute|minutes|hour|hours|day|days)` (EventBridge's rate syntax,
 *   https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-scheduled-rule-pattern.html). A `cron(...)`
 *   expression is refused at start (not run locally), so a schedule is never silently skipped.
 * - Timing: like a rate Rule, each schedule fires `N` after the scheduler starts, then every `N`.
 * - Delivery: a `Scheduled Event` (`source: aws.events`, `detail: {}`, `resources: [the rule's ARN]`, `time`: the
 *   scheduled time) through the local event bus's `dispatch` (same retries and dead letters as a rule).
 * - The clock is injectable (`SchedulerClock`): tests drive `runDue(at)` with a fake time; `fire(name, at)` runs one
 *   function's schedule now, with the event's `time` set to `at` (the local page `POST /local/schedules/{function}`
 *   `?at=ISO`, scripts/local/gateway/local-pages.ts), so a handler that takes its "now" from the event's time (the AI
 *   sweeper) can be run as of a later moment without waiting.
 */
import { randomUUID } from 'node:crypto';
import { FUNCTION_NAMES, functionDef, type FunctionName } from '../../shared/functions.js';
import type { BusEvent, LocalEventBus } from './event-bus.js';

/** Time and timers, injectable for tests. */
export interface SchedulerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const SYSTEM_CLOCK: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/**
 * The period of a `rate(...)` expression in ms.
 * @throws Error for anything else (a `cron(...)` expression, a bad unit, a value below 1).
 */
export function rateMs(expression: string): number {
  const match = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression.trim());
  if (!match) throw new Error(`Schedule '${expression}' is not run locally: use rate(N minutes|hours|days).`);
  const value = Number(match[1]);
  const unit = match[2]!.replace(/s$/, '');
  if (value < 1 || (value === 1) !== (unit === match[2])) {
    throw new Error(
      `Schedule '${expression}': EventBridge wants rate(1 ${unit}) or rate(N ${unit}s) with N > 1.`,
    );
  }
  return value * UNIT_MS[unit]!;
}

/** One scheduled function of the registry. */
export interface ScheduleTarget {
  function: FunctionName;
  expression: string;
  everyMs: number;
}

/** Every schedule of the registry (shared/functions.ts `schedule`). */
export function scheduleTargets(): ScheduleTarget[] {
  return FUNCTION_NAMES.flatMap((name) => {
    const expression = functionDef(name).schedule;
    return expression ? [{ function: name, expression, everyMs: rateMs(expression) }] : [];
  });
}

/** The event a schedule Rule gives its target (EventBridge's `Scheduled Event`). */
export function scheduledEvent(target: FunctionName, at: Date, region: string): BusEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:events:${region}:000000000000:rule/${target}-schedule`],
    detail: {},
  };
}

export interface LocalSchedulerOptions {
  bus: Pick<LocalEventBus, 'dispatch'>;
  region: string;
  /** Default: the registry's schedules. */
  targets?: readonly ScheduleTarget[];
  clock?: SchedulerClock;
  log?: (line: string) => void;
}

export class LocalScheduler {
  private readonly targets: readonly ScheduleTarget[];
  private readonly clock: SchedulerClock;
  private readonly log: (line: string) => void;
  /** Next due time (ms) per function. */
  private readonly next = new Map<FunctionName, number>();
  private timer: unknown;

  constructor(private readonly opts: LocalSchedulerOptions) {
    this.targets = opts.targets ?? scheduleTargets();
    this.clock = opts.clock ?? SYSTEM_CLOCK;
    this.log = opts.log ?? ((line) => console.log(line));
    const now = this.clock.now();
    for (const t of this.targets) this.next.set(t.function, now + t.everyMs);
  }

  /** The scheduled functions. */
  get functions(): FunctionName[] {
    return this.targets.map((t) => t.function);
  }

  /** Arms the timer for the next due schedule (and re-arms after each run). */
  start(): void {
    this.arm();
  }

  private arm(): void {
    if (this.next.size === 0) return;
    const due = Math.min(...this.next.values());
    this.timer = this.clock.setTimeout(
      () => {
        this.runDue();
        this.arm();
      },
      Math.max(0, due - this.clock.now()),
    );
  }

  /**
   * Fires every schedule due at `at` (default: the clock's now) once, and moves each to its first due time after
   * `at` (a period missed while the machine slept is not replayed). Returns the events delivered.
   */
  runDue(at = this.clock.now()): BusEvent[] {
    const fired: BusEvent[] = [];
    for (const t of this.targets) {
      const due = this.next.get(t.function)!;
      if (due > at) continue;
      fired.push(this.fire(t.function, new Date(due)));
      this.next.set(t.function, due + Math.ceil((at - due + 1) / t.everyMs) * t.everyMs);
    }
    return fired;
  }

  /**
   * Delivers `name`'s scheduled event now, with the event's `time` set to `at` (default: the clock's now).
   * @throws Error when `name` has no schedule
   */
  fire(name: FunctionName, at = new Date(this.clock.now())): BusEvent {
    if (!this.next.has(name)) throw new Error(`${name} has no schedule (shared/functions.ts).`);
    const event = scheduledEvent(name, at, this.opts.region);
    this.log(`[schedule] ${name} (${event.time}, ${event.id})`);
    this.opts.bus.dispatch(name, event);
    return event;
  }

  close(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
