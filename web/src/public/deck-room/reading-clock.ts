/**
 * The deck viewer's reading clock (issue 39 "Deliver" 2; docs/decisions/0061-deck-rooms.md): counts, per slide,
 * the milliseconds the slide was shown while the tab was visible and the viewer active, where "active" means some
 * input (key, pointer, touch, wheel, scroll) less than `idleMs` (60 s) ago: after 60 s without input nothing more
 * counts until the next input. Also counts how many times each slide was entered. Pure: every call takes the time
 * (`performance.now()`-like milliseconds), so the tests drive it with numbers.
 *
 *   const clock = new ReadingClock(now, 1);   // showing slide 1 from `now`, visible and active
 *   clock.show(2, t); clock.activity(t); clock.visibility(false, t);
 *   const entries = clock.take(t);             // [{ slide, ms, entered }] since the last take
 *   clock.restore(entries);                    // a beacon that was refused gives its entries back
 */
import { DECK_ROOM_LIMITS } from '../../../../shared/deck-room-limits.js';

/** One slide's reading since the last `take`: whole milliseconds and entries. */
export interface SlideReading {
  slide: number;
  ms: number;
  entered: number;
}

export class ReadingClock {
  private current: number;
  private lastTick: number;
  private lastActive: number;
  private visible = true;
  private readonly pending = new Map<number, { ms: number; entered: number }>();

  constructor(
    now: number,
    slide: number,
    private readonly idleMs: number = DECK_ROOM_LIMITS.idleSeconds * 1000,
  ) {
    this.current = slide;
    this.lastTick = now;
    this.lastActive = now;
    this.entry(slide).entered += 1;
  }

  /** The slide shown now. */
  get slide(): number {
    return this.current;
  }

  private entry(slide: number) {
    let found = this.pending.get(slide);
    if (!found) this.pending.set(slide, (found = { ms: 0, entered: 0 }));
    return found;
  }

  /** Counts the time since the last tick on the current slide: visible, and not past the idle limit. */
  private tick(now: number): void {
    if (this.visible) {
      const until = Math.min(now, this.lastActive + this.idleMs);
      if (until > this.lastTick) this.entry(this.current).ms += until - this.lastTick;
    }
    this.lastTick = Math.max(this.lastTick, now);
  }

  /** Shows `slide` from `now` (an input: it also counts as activity). */
  show(slide: number, now: number): void {
    this.tick(now);
    this.lastActive = now;
    if (slide !== this.current) {
      this.current = slide;
      this.entry(slide).entered += 1;
    }
  }

  /** The viewer did something (a key, the pointer, a touch, the wheel, a scroll) at `now`. */
  activity(now: number): void {
    this.tick(now);
    this.lastActive = now;
  }

  /** The tab became visible or hidden at `now`; coming back counts as activity. */
  visibility(visible: boolean, now: number): void {
    this.tick(now);
    this.visible = visible;
    if (visible) this.lastActive = now;
  }

  /** The readings since the last take (whole ms; slides with nothing to say left out), then starts afresh. */
  take(now: number): SlideReading[] {
    this.tick(now);
    const out: SlideReading[] = [];
    for (const [slide, value] of this.pending) {
      const ms = Math.floor(value.ms);
      if (ms > 0 || value.entered > 0) out.push({ slide, ms, entered: value.entered });
      // Keep the fraction of a millisecond for the next take.
      value.ms -= ms;
      value.entered = 0;
    }
    for (const [slide, value] of this.pending)
      if (value.ms === 0 && value.entered === 0) this.pending.delete(slide);
    return out.sort((a, b) => a.slide - b.slide);
  }

  /** Gives back readings that were not delivered (a refused or failed beacon), to go with the next take. */
  restore(readings: readonly SlideReading[]): void {
    for (const reading of readings) {
      const entry = this.entry(reading.slide);
      entry.ms += reading.ms;
      entry.entered += reading.entered;
    }
  }
}
