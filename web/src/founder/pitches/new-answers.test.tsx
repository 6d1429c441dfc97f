// @vitest-environment happy-dom
/**
 * Answers to pitches reach the founder (issue 20 item 3): a toast on the next page once per answer (the stored mark
 * moves on, so a reload does not toast it again), Dashboard home's 'New answers' linking to the saved investor, and
 * the Saved Lists timeline with the pass reason and the Meeting address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { FounderPitch, TimelineEntry } from '../../../../shared/pitch-schemas.js';
import { callApi } from '../../common/api.js';
import { ToastProvider } from '../../common/components/toasts.js';
import { NewAnswers } from './new-answers.js';
import { answersSeenKey, recentAnswers, useNewAnswerToasts } from './new-answer-toasts.js';
import { testTimelineEntry as entry } from './test-timeline.js';
import { SavedTimeline } from './timeline.js';

// Cloudscape forms render slowly in the test DOM on the shared 2-core machine (load 10-15): 5 s flaked once here.
configure({ asyncUtilTimeout: 10_000 });

vi.mock(import('../../common/api.js'), async (original) => ({ ...(await original()), callApi: vi.fn() }));
vi.mock('../../common/auth/auth-context.js', () => ({
  useAuth: () => ({ user: { sub: 'u1' }, loading: false }),
}));
const api = vi.mocked(callApi) as unknown as ReturnType<typeof vi.fn>;

const now = Date.now();
const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
const passed: FounderPitch = {
  id: 'p1',
  investor_id: 'inv-1',
  investor_name: 'Nordlicht',
  subject: 'Seed round',
  status: 'passed',
  sent_at: iso(3_600_000),
  answered_at: iso(60_000),
  pass_reason: 'stage',
  pass_note: null,
  investor_email: null,
};
let all: FounderPitch[];
let timeline: TimelineEntry[];
let answeredQueries: (string | undefined)[];

beforeEach(() => {
  localStorage.clear();
  all = [passed];
  timeline = [];
  answeredQueries = [];
  api.mockImplementation(async (route: string, options?: { query?: { answered_since?: string } }) => {
    if (route === 'GET /v1/pitches') {
      const since = options?.query?.answered_since;
      answeredQueries.push(since);
      return { pitches: since ? all.filter((p) => p.answered_at && p.answered_at > since) : all };
    }
    if (route === 'GET /v1/saved/{investorId}/timeline') return { investor_id: 'inv-1', entries: timeline };
    throw new Error(`unexpected ${route}`);
  });
});

afterEach(() => {
  cleanup();
  api.mockReset();
});

function Toasts() {
  useNewAnswerToasts();
  return null;
}

function renderWith(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ToastProvider>{node}</ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('new answers', () => {
  it('toasts an answer on the next page once, and not again after a reload', async () => {
    const first = renderWith(<Toasts />);
    expect(await screen.findByText('Nordlicht passed: Stage')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(answersSeenKey('u1'))).toBe(passed.answered_at));
    first.unmount();

    // a reload: the mark is read from storage, the same answer is not toasted again
    renderWith(<Toasts />);
    await waitFor(() => expect(answeredQueries.at(-1)).toBe(passed.answered_at));
    expect(screen.queryByText('Nordlicht passed: Stage')).toBeNull();
  });

  it("lists Dashboard home's new answers with a link to the saved investor, or says there are none", async () => {
    const shown = renderWith(<NewAnswers />);
    const link = await screen.findByRole('link', { name: 'Open Nordlicht in Saved Lists' });
    expect(link.getAttribute('href')).toBe('/dashboard/saved?investor=inv-1');
    expect(link.textContent).toBe('Nordlicht passed: Stage');
    shown.unmount();

    all = [{ ...passed, status: 'open', answered_at: null, pass_reason: null }];
    renderWith(<NewAnswers />);
    expect(await screen.findByText('No answers yet. Answers to your pitches show here.')).toBeTruthy();
  });
});

describe('recentAnswers', () => {
  it('keeps the answers of the last 30 days, newest first', () => {
    const a = { ...passed, id: 'a', answered_at: '2026-11-20T00:00:00.000Z' };
    const b = { ...passed, id: 'b', status: 'interested' as const, answered_at: '2026-11-25T00:00:00.000Z' };
    const old = { ...passed, id: 'c', answered_at: '2026-09-01T00:00:00.000Z' };
    const open = { ...passed, id: 'd', status: 'open' as const, answered_at: null };
    expect(recentAnswers([a, old, b, open], new Date('2026-11-26T00:00:00Z')).map((p) => p.id)).toEqual([
      'b',
      'a',
    ]);
  });
});

describe('Saved Lists timeline', () => {
  it('shows Passed with the reason and the dated entries', async () => {
    timeline = [
      entry({ kind: 'pitched', subject: 'Seed round' }),
      entry({ kind: 'answered', answer: 'passed', reason: 'stage', at: '2026-11-21T10:00:00.000Z' }),
    ];
    renderWith(
      <SavedTimeline
        entry={{ id: 'inv-1', stage: 'passed', passed_reason: 'not_our_stage', passed_note: 'Stage' }}
      />,
    );
    expect((await screen.findByText('Answered: Passed (Stage)', { exact: false })).textContent).toContain(
      '21 Nov 2026',
    );
    expect(screen.getByTestId('timeline-stage').textContent).toContain('Passed');
    expect(screen.getByTestId('timeline-stage').textContent).toContain('Stage');
  });

  it("shows the investor's address at Meeting when the pitch's Interested made it so", async () => {
    timeline = [entry({ kind: 'answered', answer: 'interested', investor_email: 'hanna@nordlicht.vc' })];
    renderWith(
      <SavedTimeline entry={{ id: 'inv-1', stage: 'meeting', passed_reason: null, passed_note: '' }} />,
    );
    await screen.findByText('Answered: Interested', { exact: false });
    expect(screen.getByTestId('timeline-stage').textContent).toContain('hanna@nordlicht.vc');
  });
});
