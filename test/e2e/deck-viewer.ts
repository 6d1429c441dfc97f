/**
 * Helpers of the specs that read a deck in the viewer (`/d/{slug}`; issue 39): deck-rooms.spec.ts and
 * pitches.spec.ts. The reader's dwell on a slide is the behaviour under test, so they wait for the page's own clock.
 */
import type { Page } from '@playwright/test';

/** Waits until `ms` have passed on the page's own clock since `from` (its `performance.now()`); answers the time. */
export async function dwell(page: Page, from: number, ms: number): Promise<number> {
  await page.waitForFunction((until) => performance.now() >= until, from + ms, { timeout: ms + 10_000 });
  return page.evaluate(() => performance.now());
}
