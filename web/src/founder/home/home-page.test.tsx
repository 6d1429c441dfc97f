// @vitest-environment happy-dom
/**
 * Dashboard home's heading greets by session (issue 13: a brand-new founder was greeted 'Welcome back!'):
 * 'Welcome!' when the profile was created in the current session, 'Welcome back!' when it existed before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { testMe } from '../test-me.js';

/** The session's `auth_time` (seconds): 2026-11-20T10:00:00Z. */
const AUTH_TIME = Date.parse('2026-11-20T10:00:00.000Z') / 1000;
let profileCreatedAt = '';

vi.mock('../../common/auth/auth-context.js', () => ({
  useAuth: () => ({ user: { sub: 'u1', email: 'ada@example.com', authTime: AUTH_TIME }, loading: false }),
}));

const me = () => testMe({ profile: { created_at: profileCreatedAt } });

/** `GET /v1/me` answers when this resolves (by default at once). */
let meAnswer: Promise<void> = Promise.resolve();
let activity: unknown[] = [];

vi.mock('../../common/api.js', () => ({
  ApiError: class ApiError extends Error {},
  callApi: vi.fn(async (route: string) => {
    if (route === 'GET /v1/me') return meAnswer.then(me);
    if (route === 'GET /v1/investors/filters')
      return { total: 3, countries: [], types: [], stages: [], industries: [] };
    if (route === 'GET /v1/me/activity') return { items: activity };
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

afterEach(() => {
  cleanup();
  meAnswer = Promise.resolve();
  activity = [];
});

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

describe('Dashboard home usage', () => {
  it('one Action usage region with the bar; Account Status says the plan and actions used / limit (spec)', async () => {
    profileCreatedAt = '2026-10-01T08:00:00.000Z';
    renderHome();
    await screen.findAllByText('0 / 10');

    const region = screen.getByRole('region', { name: 'Action usage' });
    expect(region.textContent).toContain('Actions Used');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    // Account Status (founder-app.md §2: "plan and actions used / limit"; issue 38)
    // Cloudscape KeyValuePairs: each pair is a label and its value in one list item
    const pair = (label: string) => screen.getByText(label).closest('[role="listitem"], li, dl > div')!;
    expect(pair('Actions used').textContent).toContain('0 / 10');
    expect(pair('Plan').textContent).toContain('Free');
  });
});

describe('while the profile loads (issue 38)', () => {
  it("greets nobody: a brand-new founder never reads 'Welcome back!' first", async () => {
    profileCreatedAt = '2026-11-20T10:00:02.000Z';
    let answer!: () => void;
    meAnswer = new Promise((resolve) => (answer = resolve));
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard');
    expect(screen.queryByText('Welcome back!')).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeTruthy();
  });
});

describe('Recent Activity (issue 38: history kept across periods)', () => {
  it('lists what was spent in an earlier period and shows the used-actions count of this one', async () => {
    profileCreatedAt = '2026-10-01T08:00:00.000Z';
    activity = [
      {
        kind: 'export',
        cost: 1,
        subject_id: 'saved',
        subject_label: '6 investors',
        at: '2026-10-20T09:00:00.000Z',
        request_id: 'r1',
      },
    ];
    renderHome();
    expect(await screen.findByText('Exported saved list')).toBeTruthy();
    expect(screen.getByText(/Earlier period/)).toBeTruthy();
    expect(screen.getByTestId('activity-used').textContent).toBe('0 actions used this period');
    expect(screen.queryByText('No actions used yet. Start exploring!')).toBeNull();
  });
});
