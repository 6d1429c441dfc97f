import { describe, expect, it } from 'vitest';
import { freshnessStep } from './freshness.js';

const DAY = 86_400_000;
const confirmed = '2026-01-01T00:00:00.000Z';
const t0 = Date.parse(confirmed);
const claimed = { claimed: true, confirmed_at: confirmed, confirmation_lapsed: false, removed: null };

describe('freshnessStep (issue 19 item 5)', () => {
  it('nothing before day 335, a reminder from day 335 to 365, a lapse past day 365', () => {
    expect(freshnessStep(claimed, new Date(t0 + 334 * DAY))).toBe('none');
    expect(freshnessStep(claimed, new Date(t0 + 335 * DAY))).toBe('remind');
    expect(freshnessStep(claimed, new Date(t0 + 365 * DAY))).toBe('remind');
    expect(freshnessStep(claimed, new Date(t0 + 365 * DAY + 1))).toBe('lapse');
  });

  it('unclaimed, never confirmed, already lapsed and removed listings are left alone', () => {
    const late = new Date(t0 + 400 * DAY);
    expect(freshnessStep({ ...claimed, claimed: false }, late)).toBe('none');
    expect(freshnessStep({ ...claimed, confirmed_at: null }, late)).toBe('none');
    expect(freshnessStep({ ...claimed, confirmation_lapsed: true }, late)).toBe('none');
    expect(freshnessStep({ ...claimed, removed: { by: 'investor', at: confirmed } }, late)).toBe('none');
  });
});
