// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { testMe } from '../test-me.js';

const signOut = vi.fn(async () => {});
vi.mock('../../common/auth/auth-context.js', () => ({
  useAuth: () => ({ user: { sub: 'u1', email: 'ada@example.com' }, loading: false, signOut }),
}));

const me = testMe({
  profile: { access_used: 9 },
  usage: { used: 9, remaining: 1 },
  counts: { saved: 2, revealed: 0 },
});
vi.mock('../../common/api.js', () => ({
  ApiError: class ApiError extends Error {},
  callApi: vi.fn(async (route: string) => {
    if (route === 'GET /v1/me') return me;
    throw new Error(`unexpected ${route}`);
  }),
}));

const { DashboardShell } = await import('./dashboard-shell.js');
const { ToastProvider } = await import('../../common/components/toasts.js');

function mockViewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/**
 * The shell at `path` with the founder's `GET /v1/me` answer already in the query cache (fresh), so the usage
 * card and counter render with the first render: nothing to wait for, however slow the machine.
 */
function renderShell(path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['me'], me);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <Routes>
            <Route path="/dashboard" element={<DashboardShell />}>
              <Route index element={<p>home page</p>} />
              <Route path="investors" element={<p>investors page</p>} />
              <Route path="settings" element={<p>settings page</p>} />
            </Route>
            <Route path="/auth" element={<p>auth page</p>} />
          </Routes>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  document.cookie = 'sidebar%3Astate=; Max-Age=0; Path=/';
  signOut.mockClear();
});
afterEach(cleanup);

describe('DashboardShell', () => {
  it('lists the sidebar items in the spec order and shows the routed page', () => {
    mockViewport(false);
    renderShell();

    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Investor Database',
      'Saved Lists',
      'Network',
      'Email Generator',
      'Pitch Deck Generator',
      // issue 39: share a deck by link
      'Deck rooms',
      // issue 38: the AI Tools workspace (Premium) has its entry; other plans see its upsell there
      'AI Tools',
      'Billing & Usage',
      'Account Settings',
      'Plans & Pricing',
    ]);
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fundscout home' }).getAttribute('href')).toBe('/');
  });

  it('Ctrl + B collapses the sidebar and remembers it in the cookie; Cmd + B expands it again', () => {
    mockViewport(false);
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.cookie).toContain('sidebar%3Astate=collapsed');

    act(() => {
      fireEvent.keyDown(window, { key: 'b', metaKey: true });
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.cookie).toContain('sidebar%3Astate=expanded');
  });

  it('starts collapsed when the cookie says so', () => {
    mockViewport(false);
    document.cookie = 'sidebar%3Astate=collapsed; Path=/';
    renderShell();
    expect(screen.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('on a phone opens the drawer from the toggle and closes it with Escape, focus back on the toggle', () => {
    mockViewport(true);
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(screen.queryByRole('navigation', { name: 'Dashboard navigation' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Dashboard navigation' })).toBeTruthy();

    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.queryByRole('navigation', { name: 'Dashboard navigation' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('shows the usage card in red at 9 of 10 and signs out to /auth', async () => {
    mockViewport(false);
    renderShell('/dashboard/settings');

    const bar = screen.getByRole('progressbar');
    expect(screen.getByText('Free Plan')).toBeTruthy();
    expect(bar.getAttribute('data-colour')).toBe('danger');
    expect(bar.getAttribute('aria-valuenow')).toBe('9');
    // The usage banner is not part of the shell: pages that show it render it (usage-banner.tsx).
    expect(screen.queryByText('You are running low on actions')).toBeNull();

    // The click signs out (a resolved promise here), then navigates: both settle inside this act.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    });
    expect(screen.getByText('auth page')).toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('shows one usage indicator a page: the card on other pages, none where the page shows usage (banner pages, home), the top bar counter on all', async () => {
    mockViewport(false);
    renderShell('/dashboard/investors');

    const counter = screen.getByRole('link', { name: /Actions used this month: 9 \/ 10/ });
    expect(counter.textContent).toContain('9 / 10');
    expect(counter.getAttribute('data-colour')).toBe('danger');
    expect(screen.getByText('investors page')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Action usage' })).toBeNull();
    cleanup();

    renderShell('/dashboard/settings');
    expect(screen.getByRole('link', { name: /Actions used this month/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Action usage' })).toBeTruthy();
    cleanup();

    // Dashboard home shows the usage in its Actions Used card (issue 23): the shell adds no second card.
    renderShell('/dashboard');
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Action usage' })).toBeNull();
  });
});
