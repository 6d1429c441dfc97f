// @vitest-environment jsdom
/**
 * Dashboard home's heading greets by session (issue 13: a brand-new founder was greeted 'Welcome back!'):
 * 'Welcome!' when the profile was created in the current session, 'Welcome back!' when it existed before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/schemas.js';

/** The session's `auth_time` (seconds): 2026-11-20T10:00:00Z. */
const AUTH_TIME = Date.parse('2026-11-20T10:00:00.000Z') / 1000;
let profileCreatedAt = '';

vi.mock('../../common/auth/auth-context.js', () => ({
  useAuth: () => ({ user: { sub: 'u1', email: 'ada@example.com', authTime: AUTH_TIME }, loading: false }),
}));

function me(): MeResponse {
  return {
    profile: {
      id: 'u1',
      email: 'ada@example.com',
      subscription_tier: 'free',
      access_limit: 10,
      access_used: 0,
      billing_cycle: 'monthly',
      subscription_end: null,
      subscription_price: null,
      first_name: '',
      last_name: '',
      company: '',
      phone: '',
      bio: '',
      created_at: profileCreatedAt,
    },
    usage: {
      tier: 'free',
      used: 0,
      limit: 10,
      remaining: 10,
      unlimited: false,
      period_start: '2026-11-01T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
    },
    counts: { saved: 0, revealed: 0 },
  };
}

vi.mock('../../common/api.js', () => ({
  ApiError: class ApiError extends Error {},
  callApi: vi.fn(async (route: string) => {
    if (route === 'GET /v1/me') return me();
    if (route === 'GET /v1/investors/filters')
      return { total: 3, countries: [], types: [], stages: [], industries: [] };
    if (route === 'GET /v1/me/activity') return { items: [] };
    throw new Error(`unexpected ${route}`);
  }),
}));

const { default: HomePage } = await import('./home-page.js');
const { ToastProvider } = await import('../../common/components/toasts.js');

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <ToastProvider>
          <HomePage />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('Dashboard home heading', () => {
  it("says 'Welcome!' when the profile was created in this session (first sign-in)", async () => {
    profileCreatedAt = '2026-11-20T10:00:02.000Z';
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Welcome back!' })).toBeNull();
  });

  it("says 'Welcome back!' when the profile existed before this session", async () => {
    profileCreatedAt = '2026-10-01T08:00:00.000Z';
    renderHome();
    // The heading answers once GET /v1/me is in: the stat card shows its figure from the same response.
    await screen.findAllByText('0 / 10');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
  });
});

describe('Dashboard home usage (issue 23: usage once a screen)', () => {
  it('shows the usage once: the Actions Used card is the Action usage region with the bar; nothing repeats it', async () => {
    profileCreatedAt = '2026-10-01T08:00:00.000Z';
    renderHome();
    await screen.findByText('0 / 10');

    // one figure, one region, one bar (four places before: shell card, tile, Account Status, Recent Activity)
    expect(screen.getAllByText('0 / 10')).toHaveLength(1);
    const region = screen.getByRole('region', { name: 'Action usage' });
    expect(region.textContent).toContain('Actions Used');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.queryByText('Actions used / limit')).toBeNull();
    expect(screen.queryByText(/actions? used this month\./)).toBeNull();
  });
});
