/**
 * Side effects apart (issue 35; functions/lib/steps.ts): each effect of an event is a step applied once per event
 * id; one failing neither blocks nor repeats the others, and the failure names the step. An in-memory StepStore
 * keeps the promises of the table one (functions/data/event-steps.ts: conditional claim with a lease).
 */
import { describe, expect, it } from 'vitest';
import { runSteps, STEP_LEASE_MS, StepsFailed, type StepStore } from './steps.js';

class MemoryStore implements StepStore {
  readonly markers = new Map<string, { status: 'running' | 'done'; lease?: string; outcome?: string }>();
  async claim(eventId: string, step: string, now: string, leaseUntil: string) {
    const key = `${eventId}/${step}`;
    const marker = this.markers.get(key);
    if (marker?.status === 'done') return 'done' as const;
    if (marker && marker.lease! >= now) return 'busy' as const;
    this.markers.set(key, { status: 'running', lease: leaseUntil });
    return 'claimed' as const;
  }
  async finish(eventId: string, step: string, outcome: string) {
    this.markers.set(`${eventId}/${step}`, { status: 'done', outcome });
  }
  async release(eventId: string, step: string) {
    this.markers.delete(`${eventId}/${step}`);
  }
}

const T = new Date('2026-11-28T10:00:00.000Z');

describe('runSteps', () => {
  it('runs every step once and records its outcome; a redelivery of the event repeats nothing', async () => {
    // Prepare
    const store = new MemoryStore();
    const ran: string[] = [];
    const steps = ['timeline', 'pipeline', 'team-mail:a'].map((name) => ({
      name,
      run: async () => {
        ran.push(name);
        return `${name} ok`;
      },
    }));

    // Act
    const first = await runSteps(store, 'c', 'evt-1', steps, () => T);
    const again = await runSteps(store, 'c', 'evt-1', steps, () => T);

    // Assess
    expect(ran).toEqual(['timeline', 'pipeline', 'team-mail:a']);
    expect(first).toEqual({
      timeline: 'applied: timeline ok',
      pipeline: 'applied: pipeline ok',
      'team-mail:a': 'applied: team-mail:a ok',
    });
    expect(Object.values(again)).toEqual(['already done', 'already done', 'already done']);
  });

  it('a failing step blocks none of the others, is named in the error, and alone runs again on redelivery', async () => {
    // Prepare: the pipeline step fails on its first run
    const store = new MemoryStore();
    const runs = { timeline: 0, pipeline: 0, mail: 0 };
    let pipelineFails = true;
    const steps = [
      {
        name: 'pipeline',
        run: async () => {
          runs.pipeline += 1;
          if (pipelineFails) throw new Error('list full');
        },
      },
      { name: 'timeline', run: async () => void (runs.timeline += 1) },
      { name: 'team-mail:a', run: async () => void (runs.mail += 1) },
    ];

    // Act
    const failure = await runSteps(store, 'pitch-events', 'evt-2', steps, () => T).catch((e: unknown) => e);
    pipelineFails = false;
    const retry = await runSteps(store, 'pitch-events', 'evt-2', steps, () => T);

    // Assess
    expect(failure).toBeInstanceOf(StepsFailed);
    expect((failure as StepsFailed).failed).toEqual([{ step: 'pipeline', error: 'list full' }]);
    expect((failure as Error).message).toBe(
      'pitch-events: 1 step(s) of event evt-2 failed: pipeline (list full)',
    );
    expect(runs).toEqual({ timeline: 1, pipeline: 2, mail: 1 });
    expect(retry).toEqual({
      pipeline: 'applied: done',
      timeline: 'already done',
      'team-mail:a': 'already done',
    });
  });

  it('a step another run holds counts as failed until that run ends or its lease expires', async () => {
    const store = new MemoryStore();
    await store.claim(
      'evt-3',
      'figures',
      T.toISOString(),
      new Date(T.getTime() + STEP_LEASE_MS).toISOString(),
    );
    let ran = 0;
    const step = [{ name: 'figures', run: async () => void (ran += 1) }];

    await expect(runSteps(store, 'c', 'evt-3', step, () => T)).rejects.toThrow(/figures \(another run holds/);
    const later = new Date(T.getTime() + STEP_LEASE_MS + 1);
    expect(await runSteps(store, 'c', 'evt-3', step, () => later)).toEqual({ figures: 'applied: done' });
    expect(ran).toBe(1);
  });

  it('keeps the steps of different events apart', async () => {
    const store = new MemoryStore();
    let ran = 0;
    const step = [{ name: 'timeline', run: async () => void (ran += 1) }];
    await runSteps(store, 'c', 'evt-4', step, () => T);
    await runSteps(store, 'c', 'evt-5', step, () => T);
    expect(ran).toBe(2);
  });
});
