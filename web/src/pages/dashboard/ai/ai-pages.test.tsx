// @vitest-environment jsdom
/**
 * The AI tools' gate and form checks in the browser (founder-app.md §2 "AI Tools", §8): premium, pro and
 * enterprise see the tabs with 'Pitch Deck' selected; other tiers the upsell; an empty form gets the spec's
 * 'Missing Information' toast and sends nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { MeResponse, Usage } from '../../../../../shared/schemas.js';
import { ToastProvider } from '../../../components/toasts.js';
import { AiToolsPage, EmailGeneratorPage } from './ai-pages.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithTier(page: React.ReactNode, tier: Usage['tier'] | 'loading') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (tier !== 'loading') {
    client.setQueryData<Partial<MeResponse>>(['me'], {
      usage: {
        tier,
        used: 0,
        limit: 500,
        remaining: 500,
        unlimited: false,
        period_start: '2026-11-01T00:00:00.000Z',
        period_end: '2026-12-01T00:00:00.000Z',
      },
    });
    client.setQueryData(['ai-jobs', 'pitch_deck'], { items: [] });
    client.setQueryData(['ai-jobs', 'email'], { items: [] });
  }
  const fetchSpy = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchSpy);
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ToastProvider>{page}</ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { fetchSpy };
}

describe('AI Tools page', () => {
  it.each(['premium', 'pro', 'enterprise'] as const)(
    'shows the tabs to %s, Pitch Deck first and selected',
    (tier) => {
      renderWithTier(<AiToolsPage />, tier);
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((t) => t.textContent)).toEqual(['Pitch Deck', 'Investor Email']);
      expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
      expect(screen.queryByText('AI Tools - Premium Feature')).toBeNull();
    },
  );

  it.each(['free', 'basic', 'starter'] as const)(
    'shows %s the upsell opening Plans & Pricing in a new tab',
    (tier) => {
      renderWithTier(<AiToolsPage />, tier);
      expect(screen.getByText('AI Tools - Premium Feature')).toBeTruthy();
      expect(screen.getByText('Start your 7-day free trial today')).toBeTruthy();
      const upgrade = screen.getByRole('link', { name: /Upgrade to Pro/ });
      expect(upgrade.getAttribute('href')).toBe('/dashboard/pricing');
      expect(upgrade.getAttribute('target')).toBe('_blank');
      expect(screen.queryAllByRole('tab')).toHaveLength(0);
    },
  );

  it("says 'Loading...' while the plan loads", () => {
    renderWithTier(<AiToolsPage />, 'loading');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
});

describe('Missing Information', () => {
  it('the deck needs company name, problem and solution; nothing is sent', async () => {
    const { fetchSpy } = renderWithTier(<AiToolsPage />, 'premium');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Pitch Deck' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(
      screen.getByText('Please fill in at least the company name, problem, and solution fields.'),
    ).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the email needs company name, pitch summary and funding amount', async () => {
    const { fetchSpy } = renderWithTier(<EmailGeneratorPage />, 'premium');
    expect(screen.getByRole('heading', { level: 1, name: 'AI Investor Email Generator' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Email' }));
    expect(
      await screen.findByText(
        'Please fill in at least the company name, pitch summary, and funding amount fields.',
      ),
    ).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

/** The closest element containing both `a` and `b`. */
function commonAncestor(a: Element, b: Element): Element {
  let node: Element | null = a;
  while (node && !node.contains(b)) node = node.parentElement;
  return node!;
}

describe('form layout', () => {
  // Issue 13: the 'Required' hints touched the next field's label, because the fields were one fragment, thus
  // one child of the form's SpaceBetween, which spaces its direct children only.
  const spaced = (labels: string[]) => {
    for (let i = 1; i < labels.length; i += 1) {
      const before = screen.getByRole('textbox', { name: labels[i - 1], exact: true });
      const after = screen.getByRole('textbox', { name: labels[i], exact: true });
      expect(commonAncestor(before, after).className, `${labels[i - 1]} → ${labels[i]}`).toMatch(
        /vertical-m/,
      );
    }
  };

  it('spaces every row of the pitch deck form', () => {
    renderWithTier(<AiToolsPage />, 'premium');
    spaced([
      'Company name',
      'Problem',
      'Solution',
      'Target market',
      'Business model',
      'Funding amount',
      'Traction (optional)',
      'Team (optional)',
    ]);
  });

  it('spaces every row of the email form', () => {
    renderWithTier(<EmailGeneratorPage />, 'premium');
    spaced(['Investor name', 'Pitch summary', 'Funding amount', 'Your contact info']);
  });
});
