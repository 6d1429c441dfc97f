import { describe, expect, it } from 'vitest';
import { FirmRequest, publicDemand } from './demand-schemas.js';

describe('publicDemand (issue 37 item 2)', () => {
  it('shows nothing below 5 founders, and rounds down to the 5-10-25-50 steps from 5 on', () => {
    expect([0, 1, 4].map(publicDemand)).toEqual([null, null, null]);
    expect([5, 9, 10, 24, 25, 49, 50, 99, 100, 249, 250, 999, 1000].map(publicDemand)).toEqual([
      5, 5, 10, 10, 25, 25, 50, 50, 100, 100, 250, 500, 1000,
    ]);
  });

  it('never says more than the count, and one founder more moves it only at a step', () => {
    for (let n = 5; n < 3000; n += 1) {
      const shown = publicDemand(n)!;
      expect(shown).toBeLessThanOrEqual(n);
      expect(shown).toBeGreaterThanOrEqual(n / 2.5);
    }
  });
});

describe('FirmRequest', () => {
  it('needs a name and an https website, naming the field', () => {
    expect(FirmRequest.parse({ name: ' Benchmark ', website: 'benchmark.com' })).toEqual({
      name: 'Benchmark',
      website: 'https://benchmark.com',
    });
    const bad = FirmRequest.safeParse({ name: 'X', website: 'javascript:alert(1)' });
    expect(bad.success ? null : bad.error.issues[0]?.path).toEqual(['website']);
    const missing = FirmRequest.safeParse({ name: '', website: 'x.com' });
    expect(missing.success ? null : missing.error.issues[0]?.path).toEqual(['name']);
  });
});
