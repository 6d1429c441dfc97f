/**
 * The local scheduler (scripts/local/scheduler.ts) on a fake clock: rate expressions, first run one period after
 * start, one run per due time, no replay of missed periods, the Scheduled Event's shape, and `fire` at a given time.
 */
import { describe, expect, it } from 'vitest';
import type { BusEvent } from './event-bus.js';
import { LocalScheduler, rateMs, scheduleTargets, type SchedulerClock } from './scheduler.js';
import { FUNCTION_NAMES, functionDef } from '../../shared/functions.js';

/** A clock whose time moves only when told; timers are kept, run by `advance`. */
class FakeClock implements SchedulerClock {
  timers = new Map<number, { at: number; run: () => void }>();
  private seq = 0;
  constructor(public time: number) {}
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    this.seq += 1;
    this.timers.set(this.seq, { at: this.time + ms, run });
    return this.seq;
  };
  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);
  advance(ms: number) {
    this.time += ms;
    for (const [id, timer] of [...this.timers]) {
      if (timer.at > this.time) continue;
      this.timers.delete(id);
      timer.run();
    }
  }
}

const T0 = Date.parse('2026-11-26T00:00:00Z');
const MIN = 60_000;

function setup(everyMs = 5 * MIN) {
  const clock = new FakeClock(T0);
  const delivered: { target: string; event: BusEvent }[] = [];
  const scheduler = new LocalScheduler({
    bus: { dispatch: (target, event) => void delivered.push({ target, event }) },
    region: 'local',
    targets: [{ function: 'ai-worker', expression: 'rate(5 minutes)', everyMs }],
    clock,
    log: () => undefined,
  });
  return { clock, delivered, scheduler };
}

describe('rateMs', () => {
  it('reads EventBridge rate expressions', () => {
    expect(rateMs('rate(5 minutes)')).toBe(5 * MIN);
    expect(rateMs('rate(1 minute)')).toBe(MIN);
    expect(rateMs('rate(1 day)')).toBe(24 * 60 * MIN);
    expect(rateMs('rate(2 hours)')).toBe(120 * MIN);
  });
  it('refuses what it cannot run, loudly', () => {
    for (const bad of [
      'cron(0 12 * * ? *)',
      'rate(1 minutes)',
      'rate(5 minute)',
      'rate(0 days)',
      'every 5m',
    ]) {
      expect(() => rateMs(bad), bad).toThrow(/Schedule/);
    }
  });
  it('every schedule of the registry runs locally', () => {
    const scheduled = FUNCTION_NAMES.filter((n) => functionDef(n).schedule);
    expect(scheduleTargets().map((t) => t.function)).toEqual(scheduled);
  });
});

describe('LocalScheduler', () => {
  it('fires one period after start, then every period, with a Scheduled Event', () => {
    const { clock, delivered, scheduler } = setup();
    scheduler.start();
    clock.advance(5 * MIN - 1);
    expect(delivered).toHaveLength(0);
    clock.advance(1);
    expect(delivered).toHaveLength(1);
    clock.advance(5 * MIN);
    expect(delivered).toHaveLength(2);
    const { target, event } = delivered[0]!;
    expect(target).toBe('ai-worker');
    expect(event).toMatchObject({
      source: 'aws.events',
      'detail-type': 'Scheduled Event',
      time: '2026-11-26T00:05:00Z',
      detail: {},
      resources: ['arn:aws:events:local:000000000000:rule/ai-worker-schedule'],
    });
    expect(delivered[1]!.event.time).toBe('2026-11-26T00:10:00Z');
    expect(delivered[1]!.event.id).not.toBe(event.id);
    scheduler.close();
    clock.advance(60 * MIN);
    expect(delivered).toHaveLength(2);
  });

  it('runs a schedule once for periods missed, then resumes on its grid', () => {
    const { delivered, scheduler } = setup();
    expect(scheduler.runDue(T0 + 23 * MIN)).toHaveLength(1);
    expect(scheduler.runDue(T0 + 24 * MIN)).toHaveLength(0);
    expect(scheduler.runDue(T0 + 25 * MIN)).toHaveLength(1);
    expect(delivered.map((d) => d.event.time)).toEqual(['2026-11-26T00:05:00Z', '2026-11-26T00:25:00Z']);
  });

  it('fire runs a schedule now as of a given time; unknown functions are refused', () => {
    const { delivered, scheduler } = setup();
    const event = scheduler.fire('ai-worker', new Date('2026-12-01T10:00:00Z'));
    expect(event.time).toBe('2026-12-01T10:00:00Z');
    expect(delivered).toHaveLength(1);
    expect(() => scheduler.fire('health')).toThrow(/no schedule/);
  });
});
