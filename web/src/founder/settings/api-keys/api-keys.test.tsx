// @vitest-environment happy-dom
/**
 * Account Settings → API keys in the browser (issue 14; docs/decisions/0016-api-keys.md): the Premium upsell for
 * other plans (and no key request), the list with name and prefix for premium, the empty state, and the name check
 * of the create form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ApiKeyList } from '../../../../../shared/api-keys-schemas.js';
import type { MeResponse } from '../../../../../shared/schemas.js';
import { ToastProvider } from '../../../common/components/toasts.js';
import { ApiKeysCard } from './index.js';
import { apiKeyNameProblem } from './validation.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(tier: string, keys?: ApiKeyList) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData<Partial<MeResponse>>(['me'], {
    profile: { subscription_tier: tier } as MeResponse['profile'],
  });
  if (keys) client.setQueryData(['api-keys'], keys);
  const fetchSpy = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchSpy);
  // Desktop width (a fixed answer to matchMedia): the table with one column per field.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ApiKeysCard />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { fetchSpy };
}

const list = (items: ApiKeyList['items']): ApiKeyList => ({
  items,
  max_active: 10,
  rate_limit_per_minute: 60,
});

describe('ApiKeysCard', { timeout: 20_000 }, () => {
  it.each(['free', 'starter'])(
    'shows %s founders the Premium upsell, no create button, and asks for no keys',
    (tier) => {
      const { fetchSpy } = renderCard(tier);
      expect(screen.getByText('API access is part of the Premium plan')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'View Plans & Pricing' }).getAttribute('href')).toBe(
        '/dashboard/pricing',
      );
      expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it.each(['premium', 'pro', 'enterprise'])(
    'lists %s founders’ keys by name and prefix, never a secret',
    (tier) => {
      renderCard(
        tier,
        list([
          {
            prefix: 'abcdef012345',
            name: 'CRM sync',
            created_at: '2026-11-20T10:00:00.000Z',
            last_used_at: null,
          },
        ]),
      );
      expect(screen.getByText('CRM sync')).toBeTruthy();
      expect(screen.getByText('fsk_abcdef012345_...')).toBeTruthy();
      expect(screen.getByText('Never')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Revoke API key CRM sync' })).toBeTruthy();
      expect(screen.queryByText('API access is part of the Premium plan')).toBeNull();
    },
  );

  it('shows the empty state, and disables creating at the most active keys', () => {
    renderCard('premium', list([]));
    expect(screen.getByText('No API keys')).toBeTruthy();
    cleanup();
    const full = Array.from({ length: 10 }, (_, i) => ({
      prefix: `abcdef0123${String(i).padStart(2, '0')}`,
      name: `Key ${i}`,
      created_at: '2026-11-20T10:00:00.000Z',
      last_used_at: '2026-11-21T10:00:00.000Z',
    }));
    renderCard('premium', list(full));
    const create = screen.getAllByRole('button', { name: 'Create API key' })[0]!;
    expect(create.hasAttribute('disabled') || create.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByText(/You have 10 active keys/)).toBeTruthy();
  });
});

describe('apiKeyNameProblem', () => {
  it('requires a name of at most 50 characters, as the API does', () => {
    expect(apiKeyNameProblem('  ')).toBe('Name is required.');
    expect(apiKeyNameProblem('x'.repeat(51))).toBe('Name must be at most 50 characters.');
    expect(apiKeyNameProblem(' CRM sync ')).toBeUndefined();
  });
});
