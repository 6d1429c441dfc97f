// @vitest-environment happy-dom
/**
 * The AI tools' gate and form checks in the browser (founder-app.md §2 "AI Tools", §8): on the AI Tools page
 * premium, pro and enterprise see the tabs with 'Pitch Deck' selected, other tiers the upsell; the single-tool pages
 * are every tier's (issue 23); an empty form gets the spec's
 * 'Missing Information' toast and sends nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { MeResponse, Usage } from '../../../../shared/schemas.js';
import { EmailRequest, type AiJob } from '../../../../shared/ai-schemas.js';
import { pitchInput } from '../../../../functions/ai/fixtures.js';
import { offlineDeck } from '../../../../functions/ai/offline.js';
import { aiLimitMessage } from '../../../../shared/messages.js';
import { setTokenProvider } from '../../common/api.js';
import { resetConfigForTests } from '../../common/config.js';
import { loadTestConfig } from '../../common/test-config.js';
import { ToastProvider } from '../../common/components/toasts.js';
import { AiToolsPage, EmailGeneratorPage, PitchDeckPage } from './ai-pages.js';

// Cloudscape renders slowly in the test DOM on a shared 2-core machine: the default 1 s of findBy* flaked once.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigForTests();
  setTokenProvider(undefined);
});

function renderWithTier(
  page: React.ReactNode,
  tier: Usage['tier'] | 'loading',
  seed: (client: QueryClient) => void = () => undefined,
) {
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
  seed(client);
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
      renderWithTier(<AiToolsPage />, tier, (client) =>
        client.setQueryData(['billing'], { billing: { tier, status: 'none', trial_used: false } }),
      );
      expect(screen.getByText('AI Tools - Premium Feature')).toBeTruthy();
      // The real plan's name (issue 23: there is no Pro plan).
      expect(screen.queryByText(/Upgrade to Pro\b/)).toBeNull();
      const upgrade = screen.getByRole('link', { name: /Upgrade to Premium/ });
      expect(upgrade.getAttribute('href')).toBe('/dashboard/pricing');
      expect(upgrade.getAttribute('target')).toBe('_blank');
      expect(screen.queryAllByRole('tab')).toHaveLength(0);
    },
  );

  it.each([
    ['a free founder who never had a trial', { tier: 'free', status: 'none', trial_used: false }, true],
    ['a founder whose trial was used', { tier: 'free', status: 'canceled', trial_used: true }, false],
    ['a starter founder in the trial', { tier: 'starter', status: 'trialing', trial_used: true }, false],
  ] as const)('offers the 7-day trial to %s: %s', (_, billing, offered) => {
    renderWithTier(<AiToolsPage />, billing.tier, (client) => client.setQueryData(['billing'], { billing }));
    expect(screen.queryByText('Start your 7-day free trial today') !== null).toBe(offered);
  });

  it("says 'Loading...' while the plan loads", () => {
    renderWithTier(<AiToolsPage />, 'loading');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
});

describe('the single-tool pages are for every signed-in founder (issue 23)', () => {
  it.each(['free', 'basic', 'starter', 'premium'] as const)(
    '%s gets the Pitch Deck Generator and the Email Generator, not the upsell',
    (tier) => {
      renderWithTier(<PitchDeckPage />, tier);
      expect(screen.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' })).toBeTruthy();
      expect(screen.queryByText('AI Tools - Premium Feature')).toBeNull();
      cleanup();
      renderWithTier(<EmailGeneratorPage />, tier);
      expect(screen.getByRole('button', { name: 'Generate Email · 2 actions' })).toBeTruthy();
      expect(screen.queryByText('AI Tools - Premium Feature')).toBeNull();
    },
  );
});

describe('the single-tool pages while the subscription loads (founder-app.md §2 "AI Tools")', () => {
  it.each([
    ['Pitch Deck Generator', <PitchDeckPage key="deck" />],
    ['Email Generator', <EmailGeneratorPage key="email" />],
  ])("the %s says 'Loading...' and offers no form yet", (_, page) => {
    renderWithTier(page, 'loading');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Generate/ })).toBeNull();
  });
});

describe('one click intent is one charge (issue 38)', () => {
  it('a double click on Generate sends one request, with an Idempotency-Key', async () => {
    renderWithTier(<PitchDeckPage />, 'premium');
    const pending = new Promise<Response>(() => undefined);
    const api = vi.fn((_url: string, _init?: RequestInit) => pending);
    await apiAnswers(202, {});
    vi.stubGlobal('fetch', api);
    fillDeck();
    const generate = screen.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' });
    fireEvent.click(generate);
    fireEvent.click(generate);
    expect(await screen.findByRole('button', { name: /Generating/ })).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(1);
    const headers = api.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Missing Information', () => {
  it('the deck needs company name, problem and solution; nothing is sent', async () => {
    const { fetchSpy } = renderWithTier(<AiToolsPage />, 'premium');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(
      screen.getByText('Please fill in at least the company name, problem, and solution fields.'),
    ).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the email needs company name, pitch summary and funding amount', async () => {
    const { fetchSpy } = renderWithTier(<EmailGeneratorPage />, 'premium');
    expect(screen.getByRole('heading', { level: 1, name: 'AI Investor Email Generator' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Email · 2 actions' }));
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
      const before = screen.getByRole('textbox', { name: labels[i - 1] });
      const after = screen.getByRole('textbox', { name: labels[i] });
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

/** The API answers every call with `status` and `body` (the runtime configuration and a token are in place). */
async function apiAnswers(status: number, body: unknown) {
  await loadTestConfig();
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

function fillDeck() {
  for (const [label, value] of [
    ['Company name', 'Fieldnote'],
    ['Problem', 'Paper notebooks.'],
    ['Solution', 'A voice journal.'],
  ] as const) {
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  }
}

describe('refusals from the server (founder-app.md §8 "AI tools")', () => {
  it("402: 'Action Limit Reached' with the server's numbers", async () => {
    renderWithTier(<PitchDeckPage />, 'premium');
    const api = await apiAnswers(402, {
      error: { code: 'action_limit_reached', message: aiLimitMessage(1, 2) },
    });
    vi.stubGlobal('fetch', api);
    fillDeck();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' }));
    expect(await screen.findByText('Action Limit Reached')).toBeTruthy();
    expect(
      screen.getAllByText(
        'You need at least 2 actions to use this AI tool. You have 1 actions remaining. Please upgrade your plan.',
      ).length,
    ).toBeGreaterThan(0);
    expect(api).toHaveBeenCalledWith('http://api.test/v1/ai/pitch-decks', expect.anything());
  });

  it("401: 'Authentication Required' - 'Please log in to generate pitch decks.'", async () => {
    renderWithTier(<PitchDeckPage />, 'premium');
    vi.stubGlobal('fetch', await apiAnswers(401, { message: 'Unauthorized' }));
    fillDeck();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' }));
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please log in to generate pitch decks.')).toBeTruthy();
  });

  it("500: the spec's fallback 'Failed to generate pitch deck. Please try again.'", async () => {
    renderWithTier(<PitchDeckPage />, 'premium');
    vi.stubGlobal('fetch', await apiAnswers(500, {}));
    fillDeck();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Pitch Deck · 2 actions' }));
    expect(await screen.findByText('Failed to generate pitch deck. Please try again.')).toBeTruthy();
  });
});

describe('a past email reopened', () => {
  const job = (to: string | null): AiJob => ({
    id: '0mwthrhtbb0e8c84d8a',
    kind: 'email',
    status: 'succeeded',
    title: 'Fieldnote → Green Seed Ventures',
    created_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:05.000Z',
    progress: { done: 1, total: 1 },
    source: 'model',
    deck: null,
    email: { subject: 'Fieldnote is raising $1.5M', body: 'Hi Green Seed Ventures,\n\nCould we talk?', to },
    error: null,
    cost: 2,
    refunded: false,
    input: EmailRequest.parse({
      companyName: 'Fieldnote',
      pitchSummary: 'A voice journal.',
      fundingAmount: '$1.5M',
    }),
    investor: { id: 'inv-42', name: 'Green Seed Ventures' },
  });
  const open = (to: string | null) => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled; // the test DOM has no layout
    const { fetchSpy } = renderWithTier(<EmailGeneratorPage />, 'premium', (client) =>
      client.setQueryData(['ai-jobs', 'email'], { items: [job(to)] }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Open Fieldnote → Green Seed Ventures/ }));
    return { fetchSpy, scrolled };
  };

  it('with a revealed contact: the To line and mailto: with subject and body, without a new request', async () => {
    const { fetchSpy, scrolled } = open('partners@greenseed.example');
    const mail = await screen.findByRole('link', { name: 'Open in email app' });
    expect(mail.getAttribute('href')).toBe(
      'mailto:partners@greenseed.example?subject=Fieldnote%20is%20raising%20%241.5M&body=Hi%20Green%20Seed%20Ventures%2C%0D%0A%0D%0ACould%20we%20talk%3F',
    );
    expect(screen.getByText('partners@greenseed.example')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(scrolled).toHaveBeenCalled(); // the result is scrolled into view
  });

  it('without one: no mailto link, and the page says how to fill the To line', async () => {
    open(null);
    expect(await screen.findByTestId('email-body')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in email app' })).toBeNull();
    expect(screen.getAllByText(/No revealed contact/).length).toBeGreaterThan(0);
  });
});

describe('past generations', () => {
  it('say a failure was refunded only when it was', () => {
    const failed = (id: string, refunded: boolean, title: string) => ({
      id,
      kind: 'pitch_deck',
      status: 'failed',
      title,
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: '2026-11-23T10:00:05.000Z',
      progress: { done: 0, total: 13 },
      source: null,
      deck: null,
      email: null,
      error: 'Failed to generate pitch deck. Please try again.',
      cost: 2,
      refunded,
      input: { companyName: title, problem: 'p', solution: 's' },
      investor: null,
    });
    renderWithTier(<PitchDeckPage />, 'premium', (client) =>
      client.setQueryData(['ai-jobs', 'pitch_deck'], {
        items: [failed('b', true, 'Now'), failed('a', false, 'Last month')],
      }),
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Failed, refunded');
    expect(items[1]!.textContent).toContain('Failed');
    expect(items[1]!.textContent).not.toContain('refunded');
  });

  it("reopen an offline draft as 13 slides labelled 'Offline draft (no AI model configured)', without a request", async () => {
    Element.prototype.scrollIntoView = vi.fn(); // the test DOM has no layout
    const deck = offlineDeck(pitchInput);
    const job: AiJob = {
      id: '0mwthrhtbb0e8c84d8b',
      kind: 'pitch_deck',
      status: 'succeeded',
      title: 'Fieldnote: pitch deck',
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: '2026-11-23T10:00:05.000Z',
      progress: { done: 13, total: 13 },
      source: 'offline',
      deck,
      email: null,
      error: null,
      cost: 2,
      refunded: false,
      input: pitchInput,
      investor: null,
    };
    const { fetchSpy } = renderWithTier(<PitchDeckPage />, 'premium', (client) =>
      client.setQueryData(['ai-jobs', 'pitch_deck'], { items: [job] }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Open Fieldnote: pitch deck/ }));
    expect(await screen.findByText('Offline draft (no AI model configured)')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /^Slide \d+ of 13: / })).toHaveLength(13);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
