// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Usage } from '../../../../shared/schemas.js';
import { UsageBannerView } from './usage-banner.js';

afterEach(cleanup);

function usage(tier: Usage['tier'], used: number, limit: number | null): Usage {
  return {
    tier,
    used,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - used),
    unlimited: limit === null,
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
  };
}

const banner = () => screen.getByRole('region', { name: 'Plan usage' });

describe('UsageBannerView (founder-app.md §4)', () => {
  it('is neutral below 80 % with "{Tier} Plan Usage" and the bar, without View Plans', () => {
    render(<UsageBannerView usage={usage('starter', 79, 100)} />);

    expect(banner().getAttribute('data-state')).toBe('normal');
    expect(screen.getByText('Starter Plan Usage')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('data-colour')).toBe('warning');
    expect(screen.queryByRole('link', { name: /View Plans/ })).toBeNull();
  });

  it('warns from 80 % and offers View Plans in a new tab', () => {
    render(<UsageBannerView usage={usage('free', 8, 10)} />);

    expect(banner().getAttribute('data-state')).toBe('warning');
    expect(screen.getByText('Free Plan Usage')).toBeTruthy();
    const plans = screen.getByRole('link', { name: /View Plans/ });
    expect(plans.getAttribute('href')).toBe('/dashboard/pricing');
    expect(plans.getAttribute('target')).toBe('_blank');
  });

  it("turns to 'Access Limit Reached' at 100 % with a red bar", () => {
    render(<UsageBannerView usage={usage('free', 10, 10)} />);

    expect(banner().getAttribute('data-state')).toBe('limit');
    expect(screen.getByText('Access Limit Reached')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('data-colour')).toBe('danger');
    expect(screen.getByRole('link', { name: /View Plans/ })).toBeTruthy();
  });

  it.each([
    [400, 'warning', 'Premium Plan Usage'],
    [500, 'limit', 'Access Limit Reached'],
  ] as const)('gives premium at %i of 500 the %s state with a bar', (used, state, title) => {
    render(<UsageBannerView usage={usage('premium', used, 500)} />);

    expect(banner().getAttribute('data-state')).toBe(state);
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Plans/ })).toBeTruthy();
  });

  it.each([
    ['pro', 12, null],
    ['enterprise', 3, null],
    ['premium', 100, 500],
  ] as const)("shows 'Premium Plan' without a bar for %s at %i", (tier, used, limit) => {
    render(<UsageBannerView usage={usage(tier, used, limit)} />);

    expect(banner().getAttribute('data-state')).toBe('premium');
    expect(screen.getByText('Premium Plan')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("says premium's figures in the text of its banner (no bar, issue 23)", () => {
    render(<UsageBannerView usage={usage('premium', 100, 500)} />);
    expect(screen.getByText(/100 of 500 actions used this month · 400 remaining\./)).toBeTruthy();
  });

  it('names a trial\'s 7-day period "this period", not "this month"', () => {
    const trial = {
      ...usage('starter', 30, 100),
      period_start: '2026-11-20T09:30:00.000Z',
      period_end: '2026-11-27T09:30:00.000Z',
    };
    render(<UsageBannerView usage={trial} />);
    expect(screen.getByText(/30 of 100 actions used this period · 70 remaining\./)).toBeTruthy();
    expect(screen.queryByText(/this month/)).toBeNull();
  });
});
