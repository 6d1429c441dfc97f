/**
 * The deck viewer's beacons (issue 39 "Deliver" 2; docs/decisions/0061-deck-rooms.md): what the reading clock
 * counted goes to `POST /v1/rooms/{slug}/beacons` in batches, at most one every `DECK_ROOM_LIMITS.beaconSeconds`
 * (5 s) per visit, and once more with `navigator.sendBeacon` as the tab is hidden or left (`leaving`). A beacon the
 * server refuses (too soon, gone) or that fails gives its readings back to the clock, so they go with the next one.
 * What a beacon carries: the visit id, each slide's counted ms and entries, the slide shown now. Nothing else.
 */
import { DECK_ROOM_LIMITS } from '../../../../shared/deck-room-limits.js';
import type { ReadingClock, SlideReading } from './reading-clock.js';

/** A beacon's body (shared/deck-room-schemas.ts `Beacon`). */
export interface BeaconBody {
  visit_id: string;
  slides: SlideReading[];
  current: number;
  leaving: boolean;
}

export interface BeaconTransport {
  /** Sends a periodic beacon; resolves true when the server took it. */
  send(body: BeaconBody): Promise<boolean>;
  /** Queues a leaving beacon (navigator.sendBeacon: synchronous, answered by nobody); false when it was not queued. */
  sendOnLeave(body: BeaconBody): boolean;
}

export class BeaconBatcher {
  private lastSentAt = -Infinity;
  private lastCurrent = 0;
  private inFlight = false;

  constructor(
    private readonly visitId: string,
    private readonly clock: ReadingClock,
    private readonly transport: BeaconTransport,
    private readonly everyMs: number = DECK_ROOM_LIMITS.beaconSeconds * 1000,
  ) {}

  /** Sends what was counted when the last beacon is at least `everyMs` old (call it every second or so). */
  async tick(now: number): Promise<void> {
    if (this.inFlight || now - this.lastSentAt < this.everyMs) return;
    const slides = this.clock.take(now);
    const current = this.clock.slide;
    if (slides.length === 0 && current === this.lastCurrent) return;
    this.inFlight = true;
    this.lastSentAt = now;
    try {
      const ok = await this.transport.send({ visit_id: this.visitId, slides, current, leaving: false });
      if (ok) this.lastCurrent = current;
      else this.clock.restore(slides);
    } catch {
      this.clock.restore(slides);
    } finally {
      this.inFlight = false;
    }
  }

  /**
   * The tab is being hidden or left: what was counted goes now, with sendBeacon, and the clock stops as for a hidden
   * tab (it counts again when the tab is shown: `ReadingClock.visibility(true)`). A tab that is left fires
   * `pagehide` and then `visibilitychange` (HTML "unload a document"); without the stop, the second would send the
   * milliseconds between them as a second leaving beacon, which the server refuses as too soon, or which wins the
   * race to the visit and makes the server refuse the first, the one that carries the reading.
   */
  leave(now: number): void {
    this.clock.visibility(false, now);
    const slides = this.clock.take(now);
    if (slides.length === 0) return;
    const queued = this.transport.sendOnLeave({
      visit_id: this.visitId,
      slides,
      current: this.clock.slide,
      leaving: true,
    });
    if (queued) this.lastSentAt = now;
    else this.clock.restore(slides);
  }
}
