import { describe, expect, it } from 'vitest';
import { BeaconBatcher, type BeaconBody } from './beacons.js';
import { ReadingClock } from './reading-clock.js';

function setUp(answer = true) {
  const sent: BeaconBody[] = [];
  const left: BeaconBody[] = [];
  const clock = new ReadingClock(0, 1);
  const batcher = new BeaconBatcher('v1', clock, {
    send: async (body) => {
      sent.push(body);
      return answer;
    },
    sendOnLeave: (body) => {
      left.push(body);
      return true;
    },
  });
  return { sent, left, clock, batcher };
}

describe('BeaconBatcher', () => {
  it('sends at most one beacon every 5 s', async () => {
    const { sent, clock, batcher } = setUp();
    await batcher.tick(1000);
    clock.show(2, 3000);
    await batcher.tick(4000);
    await batcher.tick(6000);
    expect(sent.map((b) => b.slides)).toEqual([
      [{ slide: 1, ms: 1000, entered: 1 }],
      [
        { slide: 1, ms: 2000, entered: 0 },
        { slide: 2, ms: 3000, entered: 1 },
      ],
    ]);
    expect(sent[1]).toMatchObject({ current: 2, leaving: false, visit_id: 'v1' });
  });

  it('gives refused readings back, to go with the next beacon', async () => {
    const { sent, batcher } = setUp(false);
    await batcher.tick(1000);
    await batcher.tick(6000);
    expect(sent[1]!.slides).toEqual([{ slide: 1, ms: 6000, entered: 1 }]);
  });

  it('sends the rest with sendBeacon on leave, once', async () => {
    const { left, batcher } = setUp();
    await batcher.tick(5000);
    batcher.leave(7000);
    batcher.leave(7000);
    expect(left).toEqual([
      { visit_id: 'v1', slides: [{ slide: 1, ms: 2000, entered: 0 }], current: 1, leaving: true },
    ]);
  });

  it('sends one leaving beacon for pagehide and the visibilitychange after it, and counts again once shown', async () => {
    const { left, clock, batcher } = setUp();
    await batcher.tick(5000);
    batcher.leave(7000); // pagehide
    clock.visibility(false, 7004); // visibilitychange: hidden, 4 ms later
    batcher.leave(7004);
    expect(left.map((b) => b.slides)).toEqual([[{ slide: 1, ms: 2000, entered: 0 }]]);
    clock.visibility(true, 9000); // back from the back/forward cache
    batcher.leave(9500);
    expect(left.map((b) => b.slides)).toEqual([
      [{ slide: 1, ms: 2000, entered: 0 }],
      [{ slide: 1, ms: 500, entered: 0 }],
    ]);
  });
});
