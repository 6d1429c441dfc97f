/** The poll helper of the suites (test/support/eventually.ts): reads until the answer holds, bounded, never longer pauses. */
import { describe, expect, it } from 'vitest';
import { eventually, MAX_PAUSE_MS } from './eventually.js';

describe('eventually', () => {
  it('resolves the first answer that holds, reading again until then', async () => {
    let reads = 0;
    const value = await eventually(() => ++reads, { until: (n) => n === 3, intervalMs: 1 });
    expect(value).toBe(3);
    expect(reads).toBe(3);
  });

  it('retries a read that throws (an assertion that does not hold yet) and resolves its answer', async () => {
    let reads = 0;
    const value = await eventually(
      async () => {
        reads += 1;
        expect(reads).toBeGreaterThan(1);
        return 'ready';
      },
      { intervalMs: 1 },
    );
    expect(value).toBe('ready');
    expect(reads).toBe(2);
  });

  it('answers at once, without pausing, when the first read holds', async () => {
    const started = performance.now();
    await eventually(() => true, { until: (v) => v, intervalMs: MAX_PAUSE_MS });
    expect(performance.now() - started).toBeLessThan(MAX_PAUSE_MS);
  });

  it('gives up after the timeout, naming what it waited for and the last answer or error', async () => {
    await expect(
      eventually(() => ({ status: 'running' }), {
        until: () => false,
        timeoutMs: 30,
        intervalMs: 5,
        what: 'the job',
      }),
    ).rejects.toThrow(/^Timed out after 30 ms waiting for the job; last: \{"status":"running"\}$/);
    const failing = eventually(
      () => {
        throw new Error('no code yet');
      },
      { timeoutMs: 30, intervalMs: 5 },
    );
    await expect(failing).rejects.toThrow(/last: error: no code yet/);
    await expect(failing).rejects.toHaveProperty('cause.message', 'no code yet');
  });

  it(`never pauses longer than ${MAX_PAUSE_MS} ms between reads, whatever it is asked`, async () => {
    const at: number[] = [];
    await eventually(() => at.push(performance.now()), { until: (n) => n === 2, intervalMs: 5_000 });
    expect(at[1]! - at[0]!).toBeLessThan(MAX_PAUSE_MS + 150);
  });
});
