import { describe, expect, it } from 'vitest';
import { ReadingClock } from './reading-clock.js';

describe('ReadingClock', () => {
  it('counts the time each slide was shown, and its entries', () => {
    const clock = new ReadingClock(0, 1);
    clock.show(2, 3000);
    clock.show(1, 9000);
    expect(clock.take(10_000)).toEqual([
      { slide: 1, ms: 4000, entered: 2 },
      { slide: 2, ms: 6000, entered: 1 },
    ]);
    expect(clock.take(10_000)).toEqual([]);
  });

  it('does not count a hidden tab', () => {
    const clock = new ReadingClock(0, 1);
    clock.visibility(false, 2000);
    clock.visibility(true, 50_000);
    expect(clock.take(51_000)).toEqual([{ slide: 1, ms: 3000, entered: 1 }]);
  });

  it('stops counting 60 s after the last input, until the next one', () => {
    const clock = new ReadingClock(0, 1);
    clock.activity(10_000);
    // Input at 10 s: counted until 70 s, then nothing until the input at 200 s.
    clock.activity(200_000);
    expect(clock.take(205_000)).toEqual([{ slide: 1, ms: 75_000, entered: 1 }]);
  });

  it('gives back readings a refused beacon carried, with the next take', () => {
    const clock = new ReadingClock(0, 1);
    const refused = clock.take(5000);
    clock.restore(refused);
    expect(clock.take(6000)).toEqual([{ slide: 1, ms: 6000, entered: 1 }]);
  });
});
